/// A header driven by scroll events and read output by output: a
/// ``HeaderEvaluator``, or a struct `headerkit generate` wrote
/// (``GeneratedHeader``). Code generic over it runs either.
///
/// See ``HeaderEvaluator`` for what each call does.
public protocol ScrollDrivenHeader {
  /// Seconds since the header started, advanced only by ``advance(by:)``.
  var time: Double { get }
  /// The current value of output `index`; always finite.
  func value(at index: Int) -> Double
  /// Calls `body` with each output's index and value, in output order.
  func forEachValue(_ body: (Int, Double) throws -> Void) rethrows
  /// The raw offset of an input, as last set (after any hand-off).
  func rawInput(_ input: Int) -> Double
  /// Whether state `index` is animating towards a snap target.
  func isAnimating(state index: Int) -> Bool
  /// Whether transition `index` is on its way between its two values
  /// (false for a header without transitions).
  func isAnimating(transition index: Int) -> Bool
  /// Sets an input to a raw offset and evaluates; states stay where they are.
  mutating func setInput(_ input: Int, raw: Double)
  /// Scrolls an input to a raw offset; states react.
  mutating func scroll(_ input: Int, toRaw raw: Double)
  /// Moves an input by a delta from where the last event left it.
  mutating func drag(_ input: Int, by delta: Double)
  /// Dragging and deceleration of an input have stopped: snaps start.
  mutating func endScrolling(_ input: Int)
  /// As ``endScrolling(_:)``, the finger having left the content at
  /// `velocity` points per second (positive as the offset grows).
  mutating func endScrolling(_ input: Int, velocity: Double)
  /// Advances the clock; snaps move on.
  mutating func advance(by seconds: Double)
  /// Puts every input at rest, every state at its initial value, and the clock at 0.
  mutating func reset()
}

extension ScrollDrivenHeader {
  /// A header without velocity-aware snaps ends at rest: ``endScrolling(_:)``.
  /// The evaluator and generated headers implement the real one.
  public mutating func endScrolling(_ input: Int, velocity: Double) { endScrolling(input) }
}

extension HeaderEvaluator: ScrollDrivenHeader {}

extension ScrollDrivenHeader {
  /// False: generated headers without transitions do not write this.
  public func isAnimating(transition index: Int) -> Bool { false }
}

/// A header `headerkit generate` wrote as Swift: the evaluator's API, with
/// the graph's frame and events compiled ahead of time and its params fixed.
/// Its values are the evaluator's, bit for bit.
public protocol GeneratedHeader: ScrollDrivenHeader, Sendable {
  /// A header with every input at rest and every state at its initial value.
  init()
  /// `target.property` of each output, in the order of ``ScrollDrivenHeader/value(at:)``.
  static var outputKeys: [String] { get }
  /// The inputs' names, in the order of their indices.
  static var inputNames: [String] { get }
}
