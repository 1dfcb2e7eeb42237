/// A header's code and storage as ``HeaderEngine`` runs them: the straight-line
/// parts that depend on its graph — the slots events read and write, each
/// state's guard code, each transition's condition code, the frame, and the
/// set-up values — while the engine owns the order of every event (see
/// docs/states.md). ``HeaderEvaluator`` is one, interpreting a graph's code;
/// `headerkit generate` writes another as Swift, with set-up values as
/// literals where params are frozen, which the compiler folds once the
/// engine's generic code is specialised for it.
///
/// The engine asks only for indices below the counts.
@_spi(Generated)
public protocol HeaderCode {
  // MARK: Shape

  /// How many inputs, states and transitions the header has.
  var inputCount: Int { get }
  var stateCount: Int { get }
  var transitionCount: Int { get }
  /// How many signals the header has.
  var signalCount: Int { get }
  /// How many clocks the header has.
  var clockCount: Int { get }

  // MARK: What the engine keeps between events

  /// Seconds since the header started, advanced only by the engine.
  var clock: Double { get set }
  /// What state `state` remembers between events.
  subscript(memory state: Int) -> StateMemory { get }
  /// Lets `change` change state `state`'s memory in place, and gives what it returns.
  mutating func changeMemory<Result>(
    of state: Int, _ change: (inout StateMemory) -> Result
  ) -> Result
  /// Transition `transition`'s animation.
  subscript(animation transition: Int) -> TransitionAnimation { get }
  /// Lets `change` change transition `transition`'s animation in place.
  mutating func changeAnimation<Result>(
    of transition: Int, _ change: (inout TransitionAnimation) -> Result
  ) -> Result

  // MARK: Inputs

  /// Input `input`'s raw offset, as last stored.
  func rawInput(_ input: Int) -> Double
  /// Input `input`'s set-up values.
  func inputSetup(_ input: Int) -> InputSetup
  /// Stores input `input`'s raw offset and the author's offset (raw + inset).
  mutating func store(_ input: Int, raw: Double, offset: Double)

  // MARK: States

  /// State `state`'s set-up values.
  func stateSetup(_ state: Int) -> StateSetup
  /// Runs state `state`'s guard code for the current inputs and states, and
  /// gives what it leaves.
  mutating func guards(_ state: Int) -> StateGuards
  /// State `state`'s model value (what its rule moves) and the value shown
  /// (the model, or on its way there during a snap).
  subscript(model state: Int) -> Double { get set }
  subscript(shown state: Int) -> Double { get set }
  /// State `state`'s snap, nil when it has none.
  func snapSetup(_ state: Int) -> SnapSetup?
  /// Target `index` of state `state`'s snap.
  func snapTarget(_ state: Int, _ index: Int) -> Double
  /// State `state`'s snap easing at linear progress `progress`.
  func easeSnap(_ state: Int, _ progress: Double) -> Double

  // MARK: Transitions

  /// Transition `transition`'s set-up values.
  func transitionSetup(_ transition: Int) -> TransitionSetup
  /// Runs transition `transition`'s condition code and gives whether it holds.
  mutating func condition(_ transition: Int) -> Bool
  /// The value transition `transition` shows.
  subscript(transition transition: Int) -> Double { get set }
  /// The easing of transition `transition`'s animation towards its `on`
  /// side (else back), at linear progress `progress`.
  func easeTransition(_ transition: Int, on: Bool, _ progress: Double) -> Double

  // MARK: Signals

  /// Signal `signal`'s value, as the app or a latch last set it.
  subscript(signal signal: Int) -> Double { get set }
  /// Signal `signal`'s default, its value at reset.
  func signalDefault(_ signal: Int) -> Double
  /// Runs signal `signal`'s latch code: the value the signal takes when its
  /// condition holds, else nil (and nil without a latch).
  mutating func latch(_ signal: Int) -> Double?

  // MARK: Clocks (how many: `clockCount`, which `ScrollDrivenHeader` asks for too)

  /// Clock `clock`'s value, and whether it runs.
  subscript(clock clock: Int) -> Double { get set }
  subscript(clockRunning clock: Int) -> Bool { get set }
  /// Clock `clock`'s period (set-up), 0 when it does not wrap.
  func clockPeriod(_ clock: Int) -> Double
  /// Runs clock `clock`'s condition code and gives whether it holds.
  mutating func clockCondition(_ clock: Int) -> Bool

  // MARK: Frame

  /// Runs the frame code: every output from the inputs, states and transitions.
  mutating func frame()
}

/// An input's set-up values.
@_spi(Generated)
public struct InputSetup: Sendable {
  /// The raw offset at rest.
  public var resting: Double
  /// What the author's offset adds to the raw one.
  public var inset: Double

  @inlinable public init(resting: Double, inset: Double) {
    (self.resting, self.inset) = (resting, inset)
  }
}

/// A state's set-up values that every event reads.
@_spi(Generated)
public struct StateSetup: Sendable {
  /// The input whose moves change it.
  public var input: Int
  /// Its value at rest.
  public var initial: Double
  /// How it and its content share a move.
  public var rule: StateRule
  /// Whether its position is its input's raw offset (no guard code computes it).
  public var positionIsRaw: Bool

  @inlinable
  public init(input: Int, initial: Double, rule: StateRule, positionIsRaw: Bool) {
    (self.input, self.initial, self.rule, self.positionIsRaw) = (
      input, initial, rule, positionIsRaw
    )
  }
}

/// What a state's guard code leaves.
@_spi(Generated)
public struct StateGuards: Sendable {
  /// The state's position now.
  public var position: Double
  /// Whether moves towards the end, and back, may change the state.
  public var down, up: Bool
  /// Whether the state takes the move at all.
  public var gate: Bool

  @inlinable public init(position: Double, down: Bool, up: Bool, gate: Bool) {
    (self.position, self.down, self.up, self.gate) = (position, down, up, gate)
  }
}

/// How an animation moves: over a duration with its easing, or as a spring
/// (nil: its parameters make none, and the value is set at once).
@_spi(Generated)
public enum AnimationTiming: Sendable {
  case duration(Double)
  case spring(Spring?)
}

/// A state's snap as set-up leaves it (see ``CompiledGraph/Snap``).
@_spi(Generated)
public struct SnapSetup: Sendable {
  /// How the target is chosen, among how many targets.
  public var rule: CompiledGraph.Snap.Rule
  public var targetCount: Int
  /// How the shown value moves there.
  public var timing: AnimationTiming
  /// The input speed (points per second) from which an end goes to the next
  /// target its way; nil without one.
  public var flingSpeed: Double?
  /// The deceleration rate per millisecond ``CompiledGraph/Snap/Rule/projected`` uses.
  public var deceleration: Double
  /// Whether the snap moves the input with the state.
  public var movesInput: Bool

  @inlinable
  public init(
    rule: CompiledGraph.Snap.Rule, targetCount: Int, timing: AnimationTiming,
    flingSpeed: Double?, deceleration: Double, movesInput: Bool
  ) {
    (self.rule, self.targetCount, self.timing) = (rule, targetCount, timing)
    (self.flingSpeed, self.deceleration, self.movesInput) = (flingSpeed, deceleration, movesInput)
  }
}

/// A transition's set-up values.
@_spi(Generated)
public struct TransitionSetup: Sendable {
  /// The value while its condition is off, and while it is on.
  public var from, to: Double
  /// How it moves towards `to`, and how back to `from`.
  public var timing, back: AnimationTiming

  /// A setup whose animation back is `back`, or `timing` like the one forward.
  @inlinable
  public init(from: Double, to: Double, timing: AnimationTiming, back: AnimationTiming? = nil) {
    (self.from, self.to, self.timing, self.back) = (from, to, timing, back ?? timing)
  }
}

/// What a header without states, transitions, signals or clocks need not
/// write (`signalCount` and `clockCount` ``ScrollDrivenHeader`` gives, 0):
/// the engine asks for a state's or a transition's parts only below its
/// count, so for a count of 0 these are never called.
@_spi(Generated)
extension HeaderCode {
  public subscript(clock clock: Int) -> Double {
    get { Swift.preconditionFailure("the header has no clock \(clock)") }
    set { Swift.preconditionFailure("the header has no clock \(clock)") }
  }
  public subscript(clockRunning clock: Int) -> Bool {
    get { Swift.preconditionFailure("the header has no clock \(clock)") }
    set { Swift.preconditionFailure("the header has no clock \(clock)") }
  }
  public func clockPeriod(_ clock: Int) -> Double {
    Swift.preconditionFailure("the header has no clock \(clock)")
  }
  public mutating func clockCondition(_ clock: Int) -> Bool {
    Swift.preconditionFailure("the header has no clock \(clock)")
  }
  public subscript(signal signal: Int) -> Double {
    get { Swift.preconditionFailure("the header has no signal \(signal)") }
    set { Swift.preconditionFailure("the header has no signal \(signal)") }
  }
  public func signalDefault(_ signal: Int) -> Double {
    Swift.preconditionFailure("the header has no signal \(signal)")
  }
  public mutating func latch(_ signal: Int) -> Double? {
    Swift.preconditionFailure("the header has no signal \(signal)")
  }
  public subscript(memory state: Int) -> StateMemory {
    Swift.preconditionFailure("the header has no state \(state)")
  }
  public mutating func changeMemory<Result>(
    of state: Int, _ change: (inout StateMemory) -> Result
  ) -> Result {
    Swift.preconditionFailure("the header has no state \(state)")
  }
  public func stateSetup(_ state: Int) -> StateSetup {
    Swift.preconditionFailure("the header has no state \(state)")
  }
  public mutating func guards(_ state: Int) -> StateGuards {
    Swift.preconditionFailure("the header has no state \(state)")
  }
  public subscript(model state: Int) -> Double {
    get { Swift.preconditionFailure("the header has no state \(state)") }
    set { Swift.preconditionFailure("the header has no state \(state)") }
  }
  public subscript(shown state: Int) -> Double {
    get { Swift.preconditionFailure("the header has no state \(state)") }
    set { Swift.preconditionFailure("the header has no state \(state)") }
  }
  public func snapSetup(_ state: Int) -> SnapSetup? {
    Swift.preconditionFailure("the header has no state \(state)")
  }
  public func snapTarget(_ state: Int, _ index: Int) -> Double {
    Swift.preconditionFailure("the header has no state \(state)")
  }
  public func easeSnap(_ state: Int, _ progress: Double) -> Double {
    Swift.preconditionFailure("the header has no state \(state)")
  }
  public subscript(animation transition: Int) -> TransitionAnimation {
    Swift.preconditionFailure("the header has no transition \(transition)")
  }
  public mutating func changeAnimation<Result>(
    of transition: Int, _ change: (inout TransitionAnimation) -> Result
  ) -> Result {
    Swift.preconditionFailure("the header has no transition \(transition)")
  }
  public func transitionSetup(_ transition: Int) -> TransitionSetup {
    Swift.preconditionFailure("the header has no transition \(transition)")
  }
  public mutating func condition(_ transition: Int) -> Bool {
    Swift.preconditionFailure("the header has no transition \(transition)")
  }
  public subscript(transition transition: Int) -> Double {
    get { Swift.preconditionFailure("the header has no transition \(transition)") }
    set { Swift.preconditionFailure("the header has no transition \(transition)") }
  }
  public func easeTransition(_ transition: Int, on: Bool, _ progress: Double) -> Double {
    Swift.preconditionFailure("the header has no transition \(transition)")
  }
}
