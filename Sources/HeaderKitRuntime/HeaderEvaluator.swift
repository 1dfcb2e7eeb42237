/// Evaluates a ``CompiledGraph``: set inputs and params, send scroll events,
/// read every target property.
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
  @usableFromInline var slots: ContiguousArray<Double>
  /// Each output's slot, in output order.
  @usableFromInline let outputSlots: [Int]
  /// What the instruction loop reads beside the slots: the lists, every
  /// track's keyframes and state, the prepared curves.
  var tables: Tables
  /// The easings keyframes use (0 is linear), prepared in `tables.curves`,
  /// and each keyframe source's index among them.
  package let easings: [Easing]
  let curveOfSource: [Int]
  /// Each state's rule (from the set-up values), memory and snap easing.
  var rules: [StateRule] = []
  var memories: [StateMemory]
  let snapCurves: [EasingCurve]
  /// Each transition's animation, and its prepared curves (on, off).
  var transitionAnimations: [TransitionAnimation]
  let transitionCurves: [(on: EasingCurve, off: EasingCurve)]
  /// Slot numbers the per-frame and per-event paths read, as plain arrays.
  @usableFromInline let layout: SlotLayout

  /// Seconds since the evaluator started, advanced only by ``advance(by:)``.
  public internal(set) var time = 0.0

  /// An evaluator with the graph's default params, every input at rest and
  /// every state at its initial value.
  /// - Complexity: set-up, bounded by ``GraphLimit``: under 100 ms and 100 MB for any graph.
  public init(graph: CompiledGraph) {
    self.graph = graph
    slots = ContiguousArray(repeating: 0, count: graph.slotCount)
    for constant in graph.constants { slots[Int(constant.slot)] = constant.value }
    let lists = graph.params.filter(\.isList).map(\.defaultValues)
    var easings = [Easing.linear]
    var curveIndex = [Easing.linear: 0]
    curveOfSource = graph.keyframeSources.map { source in
      if let index = curveIndex[source.easing] { return index }
      easings.append(source.easing)
      curveIndex[source.easing] = easings.count - 1
      return easings.count - 1
    }
    self.easings = easings
    tables = Tables(
      lists: lists, listSums: lists.map(Self.prefixSums), curves: easings.map(EasingCurve.init))
    memories = Array(repeating: StateMemory(), count: graph.states.count)
    // One prepared curve per easing: its table is shared, not one per state.
    var snapCurve: [Easing: EasingCurve] = [:]
    snapCurves = graph.states.map { state in
      let easing = state.snap?.easing ?? .linear
      if let curve = snapCurve[easing] { return curve }
      snapCurve[easing] = EasingCurve(easing)
      return snapCurve[easing]!
    }
    transitionAnimations = Array(repeating: TransitionAnimation(), count: graph.transitions.count)
    transitionCurves = graph.transitions.map { transition in
      for easing in [transition.easeOn, transition.easeOff] where snapCurve[easing] == nil {
        snapCurve[easing] = EasingCurve(easing)
      }
      return (snapCurve[transition.easeOn]!, snapCurve[transition.easeOff]!)
    }
    layout = SlotLayout(graph)
    outputSlots = graph.outputs.map { Int($0.slot) }
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
    switch graph.params[index].storage {
    case .scalar(let slot): [slots[Int(slot)]]
    case .list(let list): tables.lists[Int(list)]
    }
  }

  /// Overrides a scalar param (or makes a list param this one number) and
  /// re-runs set-up and the frame: an input whose inset follows the param
  /// moves its offset (raw + inset) at once; states keep their values. NaN
  /// becomes 0 and infinities the largest finite magnitudes.
  /// - Complexity: set-up, which may allocate; do it outside the per-frame path.
  public mutating func setParam(_ index: Int, to value: Double) {
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
    let values = values.map(ScalarOps.finite)
    switch graph.params[index].storage {
    case .scalar:
      setScalar(index, values.first ?? 0)
    case .list(let list):
      var lengths = tables.lists.map(\.count)
      lengths[Int(list)] = values.count
      try graph.checkSetup(listLengths: lengths)
      tables.lists[Int(list)] = values
      tables.listSums[Int(list)] = Self.prefixSums(values)
    }
    paramsChanged()
  }

  /// Puts every param back to its default and re-runs set-up.
  public mutating func resetParams() {
    for (index, param) in graph.params.enumerated() {
      switch param.storage {
      case .scalar: setScalar(index, param.defaultValues[0])
      case .list(let list):
        tables.lists[Int(list)] = param.defaultValues
        tables.listSums[Int(list)] = Self.prefixSums(param.defaultValues)
      }
    }
    paramsChanged()
  }

  /// After params change: set-up, each input's offset again from its raw
  /// offset (an inset may follow the params), then the frame. States keep
  /// their values and see a moved offset at their input's next event.
  private mutating func paramsChanged() {
    setUp()
    for index in graph.inputs.indices { store(input: index, raw: rawInput(index)) }
    evaluate()
  }

  private mutating func setScalar(_ index: Int, _ value: Double) {
    if case .scalar(let slot) = graph.params[index].storage { slots[Int(slot)] = value }
  }

  /// 0, then the sums of a list's first 1, 2, … elements, added in order.
  private static func prefixSums(_ values: [Double]) -> [Double] {
    var sums = [0.0]
    sums.reserveCapacity(values.count + 1)
    for value in values { sums.append(sums[sums.count - 1] + value) }
    return sums
  }

  // MARK: Set-up

  /// Computes everything that depends only on params: the set-up code, then
  /// every track's keyframes (each keyframe's code, per element for `each`),
  /// then the states' rules.
  mutating func setUp() {
    run(.setup, 0..<graph.setupCode.count)
    let lists = tables.lists
    let count = graph.setupCost(listLengths: lists.map(\.count)).keyframes
    tables.removeTracks(reservingKeyframes: count, tracks: graph.tracks.count)
    for track in graph.tracks {
      let firstKey = tables.keyPositions.count
      let first = Int(track.firstSource)
      for sourceIndex in first..<first + Int(track.sourceCount) {
        let source = graph.keyframeSources[sourceIndex]
        let list = Int(source.list)
        let code = Int(source.codeStart)..<Int(source.codeStart) + Int(source.codeCount)
        for element in 0..<(list < 0 ? 1 : lists[list].count) {
          if list >= 0 {
            slots[Int(source.indexSlot)] = Double(element)
            slots[Int(source.itemSlot)] = lists[list][element]
          }
          run(.keyframes, code)
          let keyframe = KeyframeTrack.keyframe(
            position: slots[Int(source.atSlot)], value: slots[Int(source.valueSlot)],
            after: tables.keyPositions.count > firstKey ? tables.keyPositions.last : nil)
          tables.keyPositions.append(keyframe.position)
          tables.keyValues.append(keyframe.value)
          tables.keyCurves.append(curveOfSource[sourceIndex])
        }
      }
      let keys = firstKey..<tables.keyPositions.count
      // Within only with two keyframes: with more, most offsets of a long
      // list's tracks lie beyond their ends, where the end tests (which a
      // scroll predicts) cost less than the segment's arithmetic and the
      // remembered segment's check (1,000 elements × 5 tracks: 481,000
      // instructions per frame with end tests, 658,000 within).
      tables.tracks.append(
        TrackState(
          keys: keys, driver: Int(track.driverSlot), before: track.before, after: track.after,
          within: keys.count == 2
            && KeyframeTrack.clampsWithin(
              keys: keys, positions: tables.keyPositions, values: tables.keyValues,
              curves: tables.keyCurves, table: tables.curves, before: track.before,
              after: track.after)
        ))
    }
    // A graph without tracks gets one no code reads: a copy of the evaluator
    // would otherwise copy an empty array back to the shared one.
    if tables.tracks.isEmpty {
      tables.tracks.append(
        TrackState(keys: 0..<0, driver: 0, before: .none, after: .none, within: false))
    }
    rules = graph.states.map { state in
      StateRule(
        follow: slots[Int(state.followSlot)], min: slots[Int(state.minSlot)],
        max: slots[Int(state.maxSlot)], handoff: state.handoff,
        lowerLimit: state.limits.map { slots[Int($0.lowerSlot)] } ?? -.infinity,
        upperLimit: state.limits.map { slots[Int($0.upperSlot)] } ?? .infinity)
    }
  }

  /// Runs the frame code with the current inputs, params and states.
  /// - Complexity: O(frame code); no allocation.
  mutating func evaluate() {
    run(.frame, 0..<graph.frameCode.count)
  }

  // MARK: Outputs

  /// How many target properties the graph animates.
  public var outputCount: Int { outputSlots.count }

  /// The current value of output `index` (see ``CompiledGraph/outputs``);
  /// finite whatever the graph: NaN reads as 0 and infinities as the largest
  /// finite magnitudes.
  @inlinable
  public func value(at index: Int) -> Double {
    finiteNumber(slots[outputSlots[index]])
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
    tables.tracks[index].keys.map {
      BuiltKeyframe(position: tables.keyPositions[$0], value: tables.keyValues[$0])
    }
  }

  /// Track `index`'s keyframes with the index of their segment's easing
  /// among ``easings``: what generated code is given.
  package func keys(ofTrack index: Int) -> [(position: Double, value: Double, curve: Int)] {
    tables.tracks[index].keys.map {
      (tables.keyPositions[$0], tables.keyValues[$0], tables.keyCurves[$0])
    }
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
  package func slotValues() -> [Double] { Array(slots) }
}

/// What the instruction loop needs of a track: its keyframes (a range of
/// the evaluator's arrays), its driver's slot, what it does beyond its ends,
/// whether it looks up `within` its segments, and the segment it last found
/// (see
/// ``KeyframeTrack/value(at:keys:positions:values:curves:table:before:after:within:cursor:lastEase:)``).
struct TrackState: Sendable {
  let keys: Range<Int>
  let driver: Int
  let before, after: CompiledGraph.Extrapolation
  /// Whether the segment is looked up without end tests: decided when the
  /// keyframes are built, for a track of two keyframes that clamps at both
  /// ends where
  /// ``KeyframeTrack/clampsWithin(keys:positions:values:curves:table:before:after:)``
  /// shows it gives the same bits. Random offsets beyond its ends then cost
  /// no mispredicted branch.
  let within: Bool
  /// The first segment until a lookup finds another.
  var cursor: Int

  init(
    keys: Range<Int>, driver: Int, before: CompiledGraph.Extrapolation,
    after: CompiledGraph.Extrapolation, within: Bool
  ) {
    (self.keys, self.driver, self.before, self.after) = (keys, driver, before, after)
    self.within = within
    cursor = keys.lowerBound
  }
}

/// The slot numbers of a graph that the per-frame and per-event paths read,
/// as arrays of plain integers: reading them copies no names or arrays.
@usableFromInline
struct SlotLayout: Sendable {
  @usableFromInline
  struct Input: Sendable {
    @usableFromInline let raw: Int
    let value, inset: Int
  }

  struct State: Sendable {
    let input, raw, model, value, position, down, up, gate: Int
    let guards: Range<Int>
    let snap: SnapSlots?
  }

  @usableFromInline let inputs: [Input]
  let states: [State]
  let transitions: [Transition]
  /// Every snap's target slots, each snap's a range of them.
  let snapTargets: [Int]
  /// Whether the frame code reads what a scroll writes besides states' and
  /// transitions' values (see ``frameReadsScroll(_:)``).
  let frameReadsScroll: Bool

  struct Transition: Sendable {
    let value, from, to, duration, condition: Int
    let code: Range<Int>
    let spring: SpringSlots?
  }

  init(_ graph: CompiledGraph) {
    transitions = graph.transitions.map { transition in
      Transition(
        value: Int(transition.valueSlot), from: Int(transition.fromSlot),
        to: Int(transition.toSlot), duration: Int(transition.durationSlot),
        condition: Int(transition.conditionSlot),
        code: Int(transition.codeStart)..<Int(transition.codeStart) + Int(transition.codeCount),
        spring: transition.spring.map(SpringSlots.init))
    }
    inputs = graph.inputs.map {
      Input(raw: Int($0.rawSlot), value: Int($0.valueSlot), inset: Int($0.insetSlot))
    }
    var snapTargets: [Int] = []
    states = graph.states.map { state in
      State(
        input: Int(state.input), raw: Int(graph.inputs[Int(state.input)].rawSlot),
        model: Int(state.modelSlot), value: Int(state.valueSlot),
        position: Int(state.positionSlot), down: Int(state.downSlot), up: Int(state.upSlot),
        gate: Int(state.gateSlot),
        guards: Int(state.guardStart)..<Int(state.guardStart) + Int(state.guardCount),
        snap: state.snap.map { SnapSlots($0, targets: &snapTargets) })
    }
    self.snapTargets = snapTargets
    frameReadsScroll = Self.frameReadsScroll(graph)
  }
}
