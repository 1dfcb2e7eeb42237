/// A header driven by scroll events and read output by output: a
/// ``HeaderEvaluator``, or a struct `headerkit generate` wrote
/// (``GeneratedHeader``). Code generic over it runs either.
///
/// See ``HeaderEvaluator`` for what each call does. Every call that takes
/// an index accepts any `Int`: one out of range never traps (see
/// <doc:HeaderKitRuntime#Indices>).
public protocol ScrollDrivenHeader {
  /// Seconds since the header started, advanced only by ``advance(by:)``.
  var time: Double { get }
  /// The current value of output `index`; always finite.
  func value(at index: Int) -> Double
  /// Calls `body` with each output's index and value, in output order.
  func forEachValue(_ body: (Int, Double) throws -> Void) rethrows
  /// The raw offset of an input, as last set (after any hand-off).
  func rawInput(_ input: Int) -> Double
  /// How many states the header has (entries under the spec's `states`).
  var stateCount: Int { get }
  /// Whether state `index` is animating towards a snap target.
  func isAnimating(state index: Int) -> Bool
  /// How many transitions the header has (entries under the spec's `transitions`).
  var transitionCount: Int { get }
  /// Whether transition `index` is on its way between its two values
  /// (false for a header without transitions).
  func isAnimating(transition index: Int) -> Bool
  /// Whether any state is animating: while none is, advancing the clock
  /// changes nothing, so a display link may pause.
  var isAnyStateAnimating: Bool { get }
  /// The header's targets — views and constraints — with their anchors and
  /// the outputs that set each property, in order of their first output.
  var targets: [HeaderTarget] { get }

  /// The index of the input called `name`.
  func inputIndex(named name: String) -> Int?
  /// The index of the output whose key (`target.property`, e.g. `logo.alpha`) is `key`.
  func outputIndex(named key: String) -> Int?
  /// The index of the param called `name`; nil for a name the header does
  /// not have, and for every name when its params were fixed when it was
  /// generated (`headerkit generate --freeze-params`).
  func paramIndex(named name: String) -> Int?
  /// Overrides a scalar param (or makes a list param this one number) and
  /// re-runs set-up; states keep their values. NaN becomes 0 and infinities
  /// the largest finite magnitudes. Set-up may allocate: not per frame.
  mutating func setParam(_ index: Int, to value: Double)
  /// Overrides a param with a list (for a scalar param, its first number)
  /// and re-runs set-up; states keep their values. Throws
  /// ``GraphError/limitExceeded(_:found:limit:)`` when the list would build
  /// too many keyframes or too much set-up work; the header is then unchanged.
  mutating func setParam(_ index: Int, to values: [Double]) throws(GraphError)

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
  /// Puts every running snap and transition at its end at once, without
  /// moving the clock (Reduce Motion).
  mutating func finishAnimations()

  /// How many signals the header has (entries under the spec's `signals`).
  var signalCount: Int { get }
  /// The index of the signal called `name`.
  func signalIndex(named name: String) -> Int?
  /// Signal `index`'s value, as the app or its latch last set it; 0 for an
  /// index out of range.
  func signalValue(_ index: Int) -> Double
  /// Sets signal `index` to `value` (made finite) without re-running
  /// set-up; transitions' conditions are checked and the frame runs. An
  /// index out of range changes nothing.
  mutating func setSignal(_ index: Int, to value: Double)

  /// How many clocks the header has (entries under the spec's `clocks`).
  var clockCount: Int { get }
  /// Whether clock `index` runs (its condition holds), so advancing moves it.
  func isRunning(clock index: Int) -> Bool
  /// Puts every input at rest, every state at its initial value, and the clock at 0.
  mutating func reset()
}

extension ScrollDrivenHeader {
  /// Asks each state in turn.
  /// - Complexity: O(states); no allocation.
  public var isAnyStateAnimating: Bool {
    for state in 0..<stateCount where isAnimating(state: state) { return true }
    return false
  }

  /// Whether any state or transition is animating, or any clock runs: while
  /// none is, advancing the clock changes nothing, so a display link may pause.
  /// - Complexity: O(states + transitions + clocks); no allocation.
  public var isAnyAnimating: Bool {
    if isAnyStateAnimating { return true }
    for transition in 0..<transitionCount where isAnimating(transition: transition) { return true }
    for clock in 0..<clockCount where isRunning(clock: clock) { return true }
    return false
  }

  /// What the view bound to target `index` (of ``targets``) shows now: each
  /// view property its spec sets — alpha, z-position, the layer's numbers,
  /// blur radius, colours, and one transform about the view's centre for a
  /// view of `width` × `height` points — nil for the others (see
  /// ``HeaderTarget/viewValues(in:width:height:)``).
  /// - Complexity: O(1); no allocation.
  @inlinable
  public func viewValues(ofTarget index: Int, width: Double, height: Double) -> ViewValues {
    let targets = targets
    guard IndexRule.contains(index, below: targets.count) else { return ViewValues() }
    return targets[index].viewValues(in: self, width: width, height: height)
  }

  /// A header without velocity-aware snaps ends at rest: ``endScrolling(_:)``.
  /// The evaluator and generated headers implement the real one.
  public mutating func endScrolling(_ input: Int, velocity: Double) { endScrolling(input) }
}

/// A header without signals (generated headers whose spec has none do not write them).
extension ScrollDrivenHeader {
  /// 0: the header has no signals.
  public var signalCount: Int { 0 }
  /// Nil: the header has no signals.
  public func signalIndex(named name: String) -> Int? { nil }
  /// 0: the header has no signal `index`.
  public func signalValue(_ index: Int) -> Double { 0 }
  /// Does nothing: the header has no signal `index`.
  public mutating func setSignal(_ index: Int, to value: Double) {}
}

/// A header without clocks (generated headers whose spec has none do not write them).
extension ScrollDrivenHeader {
  /// 0: the header has no clocks.
  public var clockCount: Int { 0 }
  /// False: the header has no clocks.
  public func isRunning(clock index: Int) -> Bool { false }
}

/// Setting signals by name and with booleans: the same rule for every header.
extension ScrollDrivenHeader {
  /// Sets signal `index` to 1 (`true`) or 0 (`false`), as ``setSignal(_:to:)-(Int,Double)``.
  public mutating func setSignal(_ index: Int, to value: Bool) {
    setSignal(index, to: value ? 1 : 0)
  }

  /// Sets the signal called `name`, as ``setSignal(_:to:)-(Int,Double)``;
  /// false (and nothing changes) when the header has no signal of that
  /// name. Finds the name among the signals on every call: per frame, keep
  /// the index from ``signalIndex(named:)``.
  @discardableResult
  public mutating func setSignal(_ name: String, to value: Double) -> Bool {
    guard let index = signalIndex(named: name) else { return false }
    setSignal(index, to: value)
    return true
  }

  /// Sets the signal called `name` to 1 (`true`) or 0 (`false`), as
  /// ``setSignal(_:to:)-(String,Double)``.
  @discardableResult
  public mutating func setSignal(_ name: String, to value: Bool) -> Bool {
    setSignal(name, to: value ? 1 : 0)
  }
}

extension HeaderEvaluator: ScrollDrivenHeader {
  /// How many states the graph has.
  public var stateCount: Int { graph.states.count }

  /// How many transitions the graph has.
  public var transitionCount: Int { graph.transitions.count }

  /// The graph's targets (``CompiledGraph/headerTargets``).
  public var targets: [HeaderTarget] { graph.headerTargets }
}

extension ScrollDrivenHeader {
  /// False: generated headers without transitions do not write this.
  public func isAnimating(transition index: Int) -> Bool { false }
}

/// A header `headerkit generate` wrote as Swift: the evaluator's API, with
/// the graph's frame and events compiled ahead of time. Its params are
/// settable as an evaluator's (they re-run the set-up the generated code
/// holds), or fixed in the code with `--freeze-params`. Its values are the
/// evaluator's, bit for bit.
public protocol GeneratedHeader: ScrollDrivenHeader, Sendable {
  /// A header with the params it was generated with (the spec's defaults
  /// unless `--param` said otherwise), every input at rest and every state
  /// at its initial value.
  init()
  /// `target.property` of each output, in the order of ``ScrollDrivenHeader/value(at:)``.
  static var outputKeys: [String] { get }
  /// The inputs' names, in the order of their indices.
  static var inputNames: [String] { get }
  /// The settable params' names, in the order of their indices; empty when
  /// the params were frozen.
  static var paramNames: [String] { get }
}
