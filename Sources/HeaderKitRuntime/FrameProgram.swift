/// A graph's per-frame code and keyframes, lowered for the current params
/// into raw buffers that the evaluator runs without reference counting,
/// closures or bounds checks (the graph was validated when it was loaded).
///
/// The evaluator builds one at every set-up, after the set-up code has run,
/// so lowering can rely on the values of every set-up slot (see
/// ``ProgramLowering``). Every lowered instruction computes exactly what the
/// instructions it replaces computed, with the same ``ScalarOps`` arithmetic,
/// so results are bit-identical to running the graph's code as written.
///
/// Outputs that are piecewise-linear functions of one source are then
/// evaluated from tables instead (see ``Tabulator`` and ``FrameTables``):
/// a frame runs only the lowered instructions the other outputs need (the
/// residual code), then writes every output into the evaluator's output
/// area. Tabulated outputs are within ``FrameTables/tolerance`` of the
/// reference; everything else is bit-identical to it.
///
/// The program is immutable once built, so copies of an evaluator share it.
@usableFromInline
final class FrameProgram: @unchecked Sendable {
  /// The frame code, lowered: every slot, for tools and for source values
  /// outside the tables' domain.
  let frame: UnsafeMutableBufferPointer<LoweredInstruction>
  /// The instructions the untabulated outputs and the guard code need.
  let residual: UnsafeMutableBufferPointer<LoweredInstruction>
  /// Whether a frame runs residual code or gathers outputs from it.
  let hasResidual: Bool
  /// Tabulated groups of outputs and their data (see ``FrameTables``).
  let groups: UnsafeMutableBufferPointer<TableGroup>
  let breaks: UnsafeMutableBufferPointer<Double>
  let origins: UnsafeMutableBufferPointer<Double>
  let coefficients: UnsafeMutableBufferPointer<Double>
  let targets: UnsafeMutableBufferPointer<Int>
  /// Tabulated outputs alone in a group of many segments (see ``FrameLanes``):
  /// the lanes, their segments' records (64-byte aligned), and per source
  /// its crossings and snapshots (see ``LaneSweep``).
  let lanes: UnsafeMutableBufferPointer<Lane>
  let laneRecords: UnsafeMutableBufferPointer<Double>
  let laneSweeps: UnsafeMutableBufferPointer<LaneSweep>
  let laneEvents: UnsafeMutableBufferPointer<LaneEvent>
  let laneSnapshots: UnsafeMutableBufferPointer<Int32>
  /// Where the lanes' state is in the evaluator's buffer (see ``LaneSweep``):
  /// after the tracks' caches, before the groups'.
  let laneStateBase: Int
  /// Untabulated outputs: where the frame code leaves each (`from`) and
  /// its place in the output area (`to`); and the same for every output,
  /// for frames that run the whole frame code.
  let gathers: UnsafeMutableBufferPointer<Gather>
  let allGathers: UnsafeMutableBufferPointer<Gather>
  /// Outputs that are numbers, written into the output area at set-up.
  let constants: UnsafeMutableBufferPointer<Gather>
  /// Whether each output is tabulated (or a number).
  let tabulated: UnsafeMutableBufferPointer<Bool>
  /// Whether each graph slot holds its frame value after every frame (else
  /// ``HeaderEvaluator/slotValue(_:)`` runs the whole frame code for it).
  let live: UnsafeMutableBufferPointer<Bool>
  /// The state guard code, lowered one to one: the same indices as the graph's.
  let state: UnsafeMutableBufferPointer<LoweredInstruction>
  /// Each state's guard code with `finite` folded in (see ``GuardCode``).
  let guards: UnsafeMutableBufferPointer<LoweredInstruction>
  let guardSpans: UnsafeMutableBufferPointer<GuardCode.Span>
  let guardLookup: UnsafeMutableBufferPointer<Int32>
  /// Each state's guards folded into affine margins (see ``FoldedGuard``).
  let foldedGuards: UnsafeMutableBufferPointer<FoldedGuard>
  let foldedSpans: UnsafeMutableBufferPointer<GuardSpan>
  let tracks: UnsafeMutableBufferPointer<TrackSpan>
  /// Two-keyframe linear tracks, unpacked for `trackLinear` instructions.
  let linearTracks: UnsafeMutableBufferPointer<LinearTrack>
  /// Keyframes, track after track: position and value side by side, so a
  /// segment's two keyframes share a cache line; easings apart.
  let keys: UnsafeMutableBufferPointer<KeyPoint>
  /// The positions again, dense, for binary searches.
  let positions: UnsafeMutableBufferPointer<Double>
  /// The long linear tracks' trees over their positions (64-byte aligned)
  /// and where each track's starts (see ``longTrackValue(_:at:cache:)``).
  let trackTrees: UnsafeMutableBufferPointer<Double>
  let trackTreeOffsets: UnsafeMutableBufferPointer<SIMD8<Int32>>
  let kinds: UnsafeMutableBufferPointer<EasingCurve.Kind>
  let curves: UnsafeMutableBufferPointer<EasingCurve>
  let listValues: UnsafeMutableBufferPointer<Double>
  let listStarts: UnsafeMutableBufferPointer<Int>
  let listCounts: UnsafeMutableBufferPointer<Int>
  /// Each input's raw, value and inset slots.
  @usableFromInline let inputs: UnsafeMutableBufferPointer<InputSlots>
  /// Each state machine's slots and modes, without its name or snap.
  let states: UnsafeMutableBufferPointer<StatePlan>
  /// The states' snap targets' slots, state after state.
  let snapTargets: UnsafeMutableBufferPointer<Int>
  /// The slot holding each output's value (its own, or the one it aliases).
  let outputs: UnsafeMutableBufferPointer<Int>
  /// The slot holding each slot's value: itself, or the slot it aliases.
  let aliases: UnsafeMutableBufferPointer<Int32>
  /// Where the states' memory starts in the evaluator's slot buffer: one
  /// ``StateMemory`` per state after the graph's slots and the output area.
  let stateBase: Int
  /// Where the tracks' caches start, after the states' memory: one
  /// ``TrackCache`` per track, so that one buffer holds all the state a
  /// frame or an event changes.
  let cursorBase: Int
  /// Where the groups' caches start, after the tracks'; and the buffer's size.
  let groupCacheBase: Int
  let bufferSize: Int
  /// The common case, one searched group of consecutive outputs and nothing
  /// else to run, unpacked so a frame reads no group record (see ``SimpleFrame``).
  let simple: SimpleFrame?

  /// Lowers `graph` for the current set-up.
  /// - Parameters:
  ///   - slots: Every slot after set-up: set-up slots hold their final values.
  ///   - keyframes: The keyframes built for the current params.
  ///   - lists: The list params laid out flat.
  init(graph: CompiledGraph, slots: [Double], keyframes: BuiltKeyframes, lists: FlatLists) {
    let lowered = ProgramLowering(graph: graph, slots: slots, keyframes: keyframes).lower()
    let layout = BufferLayout(graph: graph, groups: 0)
    var tabulator = Tabulator(graph: graph, slots: slots, keyframes: keyframes, lists: lists)
    let symbols = tabulator.run()
    let outputSymbols = graph.outputs.map { symbols[Int($0.slot)] }
    var lastWriter: [Int32: Int] = [:]
    for (index, instruction) in graph.frameCode.enumerated() { lastWriter[instruction.dst] = index }
    let probe = tabulator.probe
    let tables = FrameTables(
      symbols: outputSymbols, outputBase: layout.outputBase, cacheBase: layout.groupCacheBase,
      exact: { output, x in
        guard case .linear(let value) = outputSymbols[output],
          let writer = lastWriter[graph.outputs[output].slot]
        else { return nil }
        return probe.value(of: writer, source: value.source, at: x)
      })
    var required = ResidualCode.carried(
      graph: graph, frame: lowered.frame, aliases: lowered.aliases)
    // Slots events and tools read besides the outputs (a graph's frame code
    // may write an input's or a state's): kept exact.
    let written = ResidualCode.written(lowered.frame)
    required.formUnion(
      graph.eventSlots.map { lowered.aliases[Int($0)] }.filter(written.contains))
    for (index, output) in lowered.outputs.enumerated() where !tables.tabulated[index] {
      required.insert(Int32(output))
    }
    let residual = ResidualCode(frame: lowered.frame, required: required)
    frame = .copy(lowered.frame)
    self.residual = .copy(residual.code)
    let split = FrameLanes(tables, cacheBase: layout.groupCacheBase)
    groups = .copy(split.groups)
    breaks = .copy(split.breaks)
    origins = .copy(split.origins)
    coefficients = .copy(split.coefficients)
    targets = .copy(split.targets)
    lanes = .copy(split.lanes)
    laneRecords = .aligned(split.records)
    laneSweeps = .copy(split.sweeps)
    laneEvents = .copy(split.events)
    laneSnapshots = .copy(split.snapshots)
    let allGathers = lowered.outputs.enumerated().map {
      Gather(from: $0.element, to: layout.outputBase + $0.offset)
    }
    gathers = .copy(allGathers.indices.filter { !tables.tabulated[$0] }.map { allGathers[$0] })
    self.allGathers = .copy(allGathers)
    hasResidual = !residual.code.isEmpty || !tables.tabulated.allSatisfy { $0 }
    constants = .copy(
      tables.constants.map { Gather(value: $0.value, to: layout.outputBase + $0.output) })
    tabulated = .copy(tables.tabulated)
    live = .copy(
      lowered.aliases.map { !written.contains($0) || residual.kept.contains($0) })
    state = .copy(lowered.state)
    guards = .copy(lowered.guards.code)
    guardSpans = .copy(lowered.guards.spans)
    guardLookup = .copy(lowered.guards.lookup)
    let reads = lowered.eventReads
    var plans: [StatePlan] = []
    var targets: [Int] = []
    for (index, machine) in graph.states.enumerated() {
      var plan = StatePlan(machine, snapStart: targets.count)
      plan.readByFrame = reads.states[index]
      plans.append(plan)
      targets += machine.snap?.targetSlots.map { Int($0) } ?? []
    }
    var folded: [FoldedGuard] = []
    var spans: [GuardSpan] = []
    for (index, guards) in FoldedGuard.fold(graph: graph, slots: slots).enumerated() {
      let span = GuardSpan(start: folded.count, count: guards?.count ?? -1)
      for (offset, guardValue) in (guards ?? []).enumerated() {
        let position = span.start + offset
        if guardValue.slot == plans[index].downSlot { plans[index].foldedDown = position }
        if guardValue.slot == plans[index].upSlot { plans[index].foldedUp = position }
        if guardValue.slot == plans[index].gateSlot {
          plans[index].foldedGate = position
          if let constant = guardValue.constant, guardValue.count <= 1 {
            plans[index].constantGate = (guardValue.count == 1 ? guardValue.slots.0 : -1, constant)
          }
        }
      }
      plans[index].guardsFolded = guards != nil
      spans.append(span)
      folded += guards ?? []
    }
    foldedGuards = .copy(folded)
    foldedSpans = .copy(spans)
    tracks = .copy(keyframes.tracks)
    linearTracks = .copy(lowered.linearTracks)
    keys = .copy(
      zip(keyframes.positions, keyframes.values).map { KeyPoint(position: $0, value: $1) })
    positions = .copy(keyframes.positions)
    let longTracks = Self.longTrackTrees(keyframes)
    trackTrees = .aligned(longTracks.trees)
    trackTreeOffsets = .copy(longTracks.offsets)
    kinds = .copy(keyframes.curves.map(\.kind))
    curves = .copy(keyframes.curves)
    listValues = .copy(lists.values)
    listStarts = .copy(lists.starts)
    listCounts = .copy(lists.counts)
    var inputs = lowered.inputs
    for index in inputs.indices {
      inputs[index].readByFrame = reads.inputs[index]
      let own = graph.states.indices.filter { graph.states[$0].input == index }
      inputs[index].firstState = own.first ?? 0
      inputs[index].endState = (own.last ?? -1) + 1
    }
    self.inputs = .copy(inputs)
    states = .copy(plans)
    snapTargets = .copy(targets)
    outputs = .copy(lowered.outputs)
    aliases = .copy(lowered.aliases)
    let final = BufferLayout(graph: graph, groups: tables.groups.count)
    stateBase = final.stateBase
    cursorBase = final.cursorBase
    groupCacheBase = final.groupCacheBase
    laneStateBase = final.groupCacheBase
    // The lanes' state may need a little more room than their groups' caches.
    bufferSize = max(
      final.size,
      final.groupCacheBase + split.stateSize + FrameTables.cacheStride * split.groups.count)
    // Lanes run after the groups: a frame with lanes is never simple.
    simple = SimpleFrame(
      hasResidual: hasResidual || !split.lanes.isEmpty, groups: groups, breaks: breaks,
      origins: origins, coefficients: coefficients)
    for index in self.inputs.indices {
      self.inputs[index].drivesSimpleFrame = simple?.source == self.inputs[index].value
    }
  }

  /// A program with no code, before the first set-up.
  private init() {
    frame = .copy([])
    residual = .copy([])
    groups = .copy([])
    breaks = .copy([])
    origins = .copy([])
    coefficients = .copy([])
    targets = .copy([])
    lanes = .copy([])
    laneRecords = .aligned([])
    laneSweeps = .copy([])
    laneEvents = .copy([])
    laneSnapshots = .copy([])
    laneStateBase = 0
    gathers = .copy([])
    allGathers = .copy([])
    hasResidual = false
    constants = .copy([])
    tabulated = .copy([])
    live = .copy([])
    state = .copy([])
    guards = .copy([])
    guardSpans = .copy([])
    guardLookup = .copy([])
    foldedGuards = .copy([])
    foldedSpans = .copy([])
    tracks = .copy([])
    linearTracks = .copy([])
    keys = .copy([])
    positions = .copy([])
    trackTrees = .aligned([])
    trackTreeOffsets = .copy([])
    kinds = .copy([])
    curves = .copy([])
    listValues = .copy([])
    listStarts = .copy([])
    listCounts = .copy([])
    inputs = .copy([])
    states = .copy([])
    snapTargets = .copy([])
    outputs = .copy([])
    aliases = .copy([])
    stateBase = 0
    cursorBase = 0
    groupCacheBase = 0
    bufferSize = 1
    simple = nil
  }

  static let empty = FrameProgram()

  deinit {
    simple?.deallocate()
    frame.deallocate()
    residual.deallocate()
    groups.deallocate()
    breaks.deallocate()
    origins.deallocate()
    coefficients.deallocate()
    targets.deallocate()
    lanes.deallocate()
    laneRecords.deallocate()
    laneSweeps.deallocate()
    laneEvents.deallocate()
    laneSnapshots.deallocate()
    gathers.deallocate()
    allGathers.deallocate()
    constants.deallocate()
    tabulated.deallocate()
    live.deallocate()
    state.deallocate()
    guards.deallocate()
    guardSpans.deallocate()
    guardLookup.deallocate()
    foldedGuards.deallocate()
    foldedSpans.deallocate()
    tracks.deallocate()
    linearTracks.deallocate()
    keys.deallocate()
    positions.deallocate()
    trackTrees.deallocate()
    trackTreeOffsets.deallocate()
    kinds.deallocate()
    curves.deallocate()
    listValues.deallocate()
    listStarts.deallocate()
    listCounts.deallocate()
    inputs.deallocate()
    states.deallocate()
    snapTargets.deallocate()
    outputs.deallocate()
    aliases.deallocate()
  }
}

/// A value moved into the output area: from a slot, or a number.
struct Gather {
  var from: Int
  var value: Double
  var to: Int

  init(from: Int, to: Int) {
    self.from = from
    self.value = 0
    self.to = to
  }

  init(value: Double, to: Int) {
    self.from = -1
    self.value = value
    self.to = to
  }
}

/// How an evaluator's buffer is laid out: the graph's slots, one place per
/// output (what ``HeaderEvaluator/value(at:)`` reads), a ``StateMemory`` per
/// state, a ``TrackCache`` per track, and a cache per tabulated group.
struct BufferLayout {
  var outputBase: Int
  var stateBase: Int
  var cursorBase: Int
  var groupCacheBase: Int
  var size: Int

  init(graph: CompiledGraph, groups: Int) {
    outputBase = graph.slotCount
    stateBase = outputBase + graph.outputs.count
    cursorBase = stateBase + StateMemory.stride * graph.states.count
    groupCacheBase = cursorBase + TrackCache.stride * graph.tracks.count
    // At least one element, so that the buffer always has an address.
    size = max(1, groupCacheBase + FrameTables.cacheStride * groups)
  }
}

extension UnsafeMutableBufferPointer {
  /// A new buffer holding `elements`, with room for at least one element so
  /// that its base address is never nil.
  static func copy(_ elements: [Element]) -> UnsafeMutableBufferPointer<Element> {
    let buffer = UnsafeMutableBufferPointer<Element>.allocate(
      capacity: Swift.max(1, elements.count))
    _ = buffer.initialize(from: elements)
    return UnsafeMutableBufferPointer(start: buffer.baseAddress, count: elements.count)
  }
}
