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
/// The program is immutable once built, so copies of an evaluator share it.
@usableFromInline
final class FrameProgram: @unchecked Sendable {
  /// The frame code, lowered.
  let frame: UnsafeMutableBufferPointer<LoweredInstruction>
  /// The state guard code, lowered one to one: the same indices as the graph's.
  let state: UnsafeMutableBufferPointer<LoweredInstruction>
  /// Each state's guard code with `finite` folded in (see ``GuardCode``).
  let guards: UnsafeMutableBufferPointer<LoweredInstruction>
  let guardSpans: UnsafeMutableBufferPointer<GuardCode.Span>
  let guardLookup: UnsafeMutableBufferPointer<Int32>
  let tracks: UnsafeMutableBufferPointer<TrackSpan>
  /// Two-keyframe linear tracks, unpacked for `trackLinear` instructions.
  let linearTracks: UnsafeMutableBufferPointer<LinearTrack>
  /// Keyframes, track after track: position and value side by side, so a
  /// segment's two keyframes share a cache line; easings apart.
  let keys: UnsafeMutableBufferPointer<KeyPoint>
  /// The positions again, dense, for binary searches.
  let positions: UnsafeMutableBufferPointer<Double>
  let kinds: UnsafeMutableBufferPointer<EasingCurve.Kind>
  let curves: UnsafeMutableBufferPointer<EasingCurve>
  let listValues: UnsafeMutableBufferPointer<Double>
  let listStarts: UnsafeMutableBufferPointer<Int>
  let listCounts: UnsafeMutableBufferPointer<Int>
  /// Each input's raw, value and inset slots.
  let inputs: UnsafeMutableBufferPointer<InputSlots>
  /// Each state machine's slots and modes, without its name or snap.
  let states: UnsafeMutableBufferPointer<StatePlan>
  /// The slot holding each output's value (its own, or the one it aliases).
  @usableFromInline let outputs: UnsafeMutableBufferPointer<Int>
  /// The slot holding each slot's value: itself, or the slot it aliases.
  let aliases: UnsafeMutableBufferPointer<Int32>
  /// Where the tracks' caches start in the evaluator's slot buffer: one
  /// ``TrackCache`` per track after the graph's slots, so that one buffer
  /// holds all the state a frame changes.
  let cursorBase: Int

  /// Lowers `graph` for the current set-up.
  /// - Parameters:
  ///   - slots: Every slot after set-up: set-up slots hold their final values.
  ///   - keyframes: The keyframes built for the current params.
  ///   - lists: The list params laid out flat.
  init(graph: CompiledGraph, slots: [Double], keyframes: BuiltKeyframes, lists: FlatLists) {
    let lowered = ProgramLowering(graph: graph, slots: slots, keyframes: keyframes).lower()
    frame = .copy(lowered.frame)
    state = .copy(lowered.state)
    guards = .copy(lowered.guards.code)
    guardSpans = .copy(lowered.guards.spans)
    guardLookup = .copy(lowered.guards.lookup)
    tracks = .copy(keyframes.tracks)
    linearTracks = .copy(lowered.linearTracks)
    keys = .copy(
      zip(keyframes.positions, keyframes.values).map { KeyPoint(position: $0, value: $1) })
    positions = .copy(keyframes.positions)
    kinds = .copy(keyframes.curves.map(\.kind))
    curves = .copy(keyframes.curves)
    listValues = .copy(lists.values)
    listStarts = .copy(lists.starts)
    listCounts = .copy(lists.counts)
    inputs = .copy(lowered.inputs)
    states = .copy(graph.states.map(StatePlan.init))
    outputs = .copy(lowered.outputs)
    aliases = .copy(lowered.aliases)
    cursorBase = graph.slotCount
  }

  /// A program with no code, before the first set-up.
  private init() {
    frame = .copy([])
    state = .copy([])
    guards = .copy([])
    guardSpans = .copy([])
    guardLookup = .copy([])
    tracks = .copy([])
    linearTracks = .copy([])
    keys = .copy([])
    positions = .copy([])
    kinds = .copy([])
    curves = .copy([])
    listValues = .copy([])
    listStarts = .copy([])
    listCounts = .copy([])
    inputs = .copy([])
    states = .copy([])
    outputs = .copy([])
    aliases = .copy([])
    cursorBase = 0
  }

  static let empty = FrameProgram()

  deinit {
    frame.deallocate()
    state.deallocate()
    guards.deallocate()
    guardSpans.deallocate()
    guardLookup.deallocate()
    tracks.deallocate()
    linearTracks.deallocate()
    keys.deallocate()
    positions.deallocate()
    kinds.deallocate()
    curves.deallocate()
    listValues.deallocate()
    listStarts.deallocate()
    listCounts.deallocate()
    inputs.deallocate()
    states.deallocate()
    outputs.deallocate()
    aliases.deallocate()
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
