/// Evaluates a ``CompiledGraph``: set inputs and params, send scroll events,
/// read every target property.
///
/// One plain interpreter: the graph's code is run instruction by
/// instruction (`Interpreter.swift`), and its events by the engine that
/// runs generated headers too (`HeaderEngine`), with this graph's code.
///
/// An evaluator is a value type that owns plain Swift arrays. Copying one
/// copies its state (copy-on-write); give each scroll view its own. After
/// set-up — `init` and param changes, which may allocate — setting an input,
/// sending events and reading values allocate nothing. The graph it runs may
/// back any number of evaluators on any threads; like any `var`, one
/// evaluator must not be changed from two threads at once.
///
/// ```swift
/// var header = HeaderEvaluator(graph: graph)
/// let scroll = header.inputIndex(named: "scroll")!
/// header.drag(scroll, by: 10)
/// header.forEachValue { output, value in apply(value, to: output) }
/// ```
public struct HeaderEvaluator: Sendable {
  /// The graph this evaluator runs.
  public let graph: CompiledGraph
  /// The graph's slots: params, inputs, set-up values, vars, states, outputs.
  @usableFromInline var slots: [Double]
  /// Each output's slot, in output order.
  @usableFromInline let outputSlots: [Int]
  /// Each list param's current elements.
  var lists: [ListValues]
  /// Every track's keyframes as built for the current params, and each
  /// track's driver slot.
  var tracks: [KeyframeTrack] = []
  let drivers: [Int]
  /// The easings keyframes use (0 is linear), prepared in `curves`, and each
  /// keyframe source's index among them.
  package let easings: [Easing]
  let curves: [EasingCurve]
  let curveOfSource: [Int]
  /// Slot numbers events read and write.
  @usableFromInline let layout: SlotLayout
  /// Set-up values events read, made by `setUp()`: each state's, each
  /// state's snap and its targets, each transition's.
  var stateSetups: [StateSetup] = []
  var snapSetups: [SnapSetup?] = []
  var snapTargets: [[Double]] = []
  var transitionSetups: [TransitionSetup] = []
  /// Each state's snap easing, and each transition's (on, off), prepared.
  let snapCurves: [EasingCurve]
  let transitionCurves: [(on: EasingCurve, off: EasingCurve)]
  /// What the engine keeps between events: each state's memory, each
  /// transition's animation.
  var memories: [StateMemory]
  var animations: [TransitionAnimation]
  /// Whether each clock runs.
  var clocksRunning: [Bool]

  /// Seconds since the evaluator started, advanced only by ``advance(by:)``.
  public internal(set) var time = 0.0

  /// An evaluator with the graph's default params, every input at rest and
  /// every state at its initial value.
  /// - Complexity: set-up, bounded by ``GraphLimit``: under 100 ms and 100 MB for any graph.
  public init(graph: CompiledGraph) {
    self.graph = graph
    slots = Array(repeating: 0, count: graph.slotCount)
    for constant in graph.constants { slots[Int(constant.slot)] = constant.value }
    lists = graph.params.filter(\.isList).map { ListValues($0.defaultValues) }
    drivers = graph.tracks.map { Int($0.driverSlot) }
    var easings = [Easing.linear]
    var curveIndex = [Easing.linear: 0]
    curveOfSource = graph.keyframeSources.map { source in
      if let index = curveIndex[source.easing] { return index }
      easings.append(source.easing)
      curveIndex[source.easing] = easings.count - 1
      return easings.count - 1
    }
    self.easings = easings
    // One prepared curve per easing: its table is shared, not one per user.
    var prepared: [Easing: EasingCurve] = [:]
    func curve(_ easing: Easing) -> EasingCurve {
      if let curve = prepared[easing] { return curve }
      prepared[easing] = EasingCurve(easing)
      return prepared[easing]!
    }
    curves = easings.map(curve)
    snapCurves = graph.states.map { curve($0.snap?.easing ?? .linear) }
    transitionCurves = graph.transitions.map { (curve($0.easeOn), curve($0.easeOff)) }
    layout = SlotLayout(graph)
    outputSlots = graph.outputs.map { Int($0.slot) }
    memories = Array(repeating: StateMemory(), count: graph.states.count)
    animations = Array(repeating: TransitionAnimation(), count: graph.transitions.count)
    clocksRunning = Array(repeating: false, count: graph.clocks.count)
    for (index, param) in graph.params.enumerated() where !param.isList {
      setScalar(index, param.defaultValues[0])
    }
    setUp()
    reset()
  }

  // MARK: Finding by name

  /// The index of the input called `name`.
  public func inputIndex(named name: String) -> Int? { graph.inputIndex(named: name) }

  /// The index of the param called `name`.
  public func paramIndex(named name: String) -> Int? { graph.paramIndex(named: name) }

  /// The index of the output whose key (`target.property`, e.g. `logo.alpha`) is `key`.
  public func outputIndex(named key: String) -> Int? { graph.outputIndex(named: key) }

  // MARK: Params

  /// The current value of a param: one number for a scalar, the elements of a list.
  public func paramValue(_ index: Int) -> [Double] {
    guard IndexRule.contains(index, below: graph.params.count) else { return [] }
    return switch graph.params[index].storage {
    case .scalar(let slot): [slots[Int(slot)]]
    case .list(let list): lists[Int(list)].elements
    }
  }

  /// Overrides a scalar param (or makes a list param this one number) and
  /// re-runs set-up and the frame: an input whose inset follows the param
  /// moves its offset (raw + inset) at once; states keep their values. NaN
  /// becomes 0 and infinities the largest finite magnitudes.
  /// - Complexity: set-up, which may allocate; do it outside the per-frame path.
  public mutating func setParam(_ index: Int, to value: Double) {
    guard IndexRule.contains(index, below: graph.params.count) else { return }
    if graph.params[index].isList {
      // A list of one builds no more than the list's default did, or one keyframe.
      try? setParam(index, to: [value])
      return
    }
    setScalar(index, ScalarOps.finite(value))
    paramsChanged()
  }

  /// Overrides a param with a list (for a scalar param, its first number)
  /// and re-runs set-up and the frame, as ``setParam(_:to:)-(_,Double)``
  /// does. A list param may change length: keyframes repeated over it are
  /// rebuilt.
  /// - Throws: ``GraphError/limitExceeded(_:found:limit:)`` when the list
  ///   would build too many keyframes or too much set-up work; the evaluator
  ///   is then unchanged.
  public mutating func setParam(_ index: Int, to values: [Double]) throws(GraphError) {
    guard IndexRule.contains(index, below: graph.params.count) else { return }
    let values = values.map(ScalarOps.finite)
    switch graph.params[index].storage {
    case .scalar:
      setScalar(index, values.first ?? 0)
    case .list(let list):
      var lengths = lists.map(\.elements.count)
      lengths[Int(list)] = values.count
      try graph.checkSetup(listLengths: lengths)
      lists[Int(list)] = ListValues(values)
    }
    paramsChanged()
  }

  /// Puts every param back to its default and re-runs set-up.
  public mutating func resetParams() {
    for (index, param) in graph.params.enumerated() {
      switch param.storage {
      case .scalar: setScalar(index, param.defaultValues[0])
      case .list(let list): lists[Int(list)] = ListValues(param.defaultValues)
      }
    }
    paramsChanged()
  }

  /// After params change: set-up, then what the engine does (each input's
  /// offset again, the frame).
  private mutating func paramsChanged() {
    setUp()
    HeaderEngine.paramsChanged(&self)
  }

  private mutating func setScalar(_ index: Int, _ value: Double) {
    if case .scalar(let slot) = graph.params[index].storage { slots[Int(slot)] = value }
  }

  // MARK: Outputs

  /// How many target properties the graph animates.
  public var outputCount: Int { outputSlots.count }

  /// The current value of output `index` (see ``CompiledGraph/outputs``);
  /// finite whatever the graph: NaN reads as 0 and infinities as the largest
  /// finite magnitudes.
  @inlinable
  public func value(at index: Int) -> Double {
    IndexRule.contains(index, below: outputSlots.count)
      ? finiteNumber(slots[outputSlots[index]]) : 0
  }

  /// Calls `body` with each output's index and value, in output order: the
  /// way to read every output of a frame.
  /// - Complexity: O(outputs); no allocation.
  @inlinable
  public func forEachValue(_ body: (Int, Double) throws -> Void) rethrows {
    for index in outputSlots.indices { try body(index, finiteNumber(slots[outputSlots[index]])) }
  }

  /// The keyframes of track `index` as built for the current params, for
  /// tools (plots mark them, sweeps default to their span). Allocates.
  public func keyframes(ofTrack index: Int) -> [BuiltKeyframe] {
    guard IndexRule.contains(index, below: tracks.count) else { return [] }
    return zip(tracks[index].positions, tracks[index].values).map {
      BuiltKeyframe(position: $0, value: $1)
    }
  }

  /// Track `index`'s keyframes with the index of their segment's easing
  /// among ``easings``: what generated code is given.
  package func keys(ofTrack index: Int) -> [(position: Double, value: Double, curve: Int)] {
    tracks[index].keys
  }

  /// A keyframe as built for the current params.
  public struct BuiltKeyframe: Hashable, Sendable {
    /// Where it is on its track's driver, and its value there.
    public var position, value: Double
  }

  /// The value of a slot, as the last frame or event left it: for tools
  /// that inspect the graph's nodes (inputs, params, set-up values, vars).
  package func slotValue(_ slot: Int) -> Double { slots[slot] }

  /// Every slot's value, as ``slotValue(_:)`` reads it.
  package func slotValues() -> [Double] { slots }
}
