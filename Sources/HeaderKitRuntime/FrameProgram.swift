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

/// What a lowered instruction does.
enum LoweredOp: UInt8 {
  // The scalar opcodes, with the meaning ``ScalarOps/apply(_:_:_:_:)`` gives them.
  case copy, neg, abs, floor, ceil, round, sqrt, not, add, sub, mul, div, mod, min, max
  case lt, le, gt, ge, eq, ne, and, or, clamp, select, lerp, progress, finite
  case listCount, listSum, listSumPrefix, listItem
  /// Track `a` at driver slot `c`; where it does not apply, slot `b`, or with
  /// `b` = -1 the destination unchanged.
  case track
  /// Two-keyframe linear track `a` (an index into the linear tracks) at
  /// driver slot `c`, with the same fallback `b`.
  case trackLinear
  /// A `trackLinear` that clamps on both sides: it always applies.
  case trackLinearClamped

  /// The lowered form of a graph opcode.
  init(_ op: Opcode) {
    switch op {
    case .copy: self = .copy
    case .neg: self = .neg
    case .abs: self = .abs
    case .floor: self = .floor
    case .ceil: self = .ceil
    case .round: self = .round
    case .sqrt: self = .sqrt
    case .not: self = .not
    case .add: self = .add
    case .sub: self = .sub
    case .mul: self = .mul
    case .div: self = .div
    case .mod: self = .mod
    case .min: self = .min
    case .max: self = .max
    case .lt: self = .lt
    case .le: self = .le
    case .gt: self = .gt
    case .ge: self = .ge
    case .eq: self = .eq
    case .ne: self = .ne
    case .and: self = .and
    case .or: self = .or
    case .clamp: self = .clamp
    case .select: self = .select
    case .lerp: self = .lerp
    case .progress: self = .progress
    case .finite: self = .finite
    case .listCount: self = .listCount
    case .listSum: self = .listSum
    case .listSumPrefix: self = .listSumPrefix
    case .listItem: self = .listItem
    case .track: self = .track
    }
  }
}

/// One lowered instruction over slots, its result optionally made finite.
struct LoweredInstruction: Hashable {
  var op: LoweredOp
  /// Whether the result goes through ``ScalarOps/finite(_:)`` before it is stored.
  var finite: Bool
  var dst: Int32
  var a: Int32
  var b: Int32
  var c: Int32
  /// Where the result is first stored, before it is made finite: `dst`
  /// itself, or the temporary slot of an instruction `finite` was folded
  /// into, kept up to date because tools read every slot
  /// (``HeaderEvaluator/slotValue(_:)``).
  var raw: Int32

  init(_ op: LoweredOp, finite: Bool = false, dst: Int32, a: Int32 = 0, b: Int32 = 0, c: Int32 = 0)
  {
    self.op = op
    self.finite = finite
    self.dst = dst
    self.raw = dst
    self.a = a
    self.b = b
    self.c = c
  }
}

/// Where a track's keyframes are, and what it does beyond them.
struct TrackSpan {
  var first: Int
  var count: Int
  var before: CompiledGraph.Extrapolation
  var after: CompiledGraph.Extrapolation
  /// The last keyframe's index, and the first and last positions (when there
  /// are keyframes), so that most frames read no keyframe outside their segment.
  var last: Int
  var start: Double
  var end: Double
  /// Whether every segment is linear.
  var isLinear: Bool

  init(
    first: Int, count: Int, before: CompiledGraph.Extrapolation, after: CompiledGraph.Extrapolation,
    positions: [Double], curves: [EasingCurve]
  ) {
    self.first = first
    self.count = count
    self.before = before
    self.after = after
    last = first + count - 1
    start = count > 0 ? positions[first] : 0
    end = count > 0 ? positions[last] : 0
    isLinear = curves[first..<first + count].allSatisfy { $0.kind == .linear }
  }
}

/// A keyframe's position and value.
struct KeyPoint {
  var position: Double
  var value: Double
}

/// A track of two keyframes with a linear segment, unpacked.
struct LinearTrack {
  var p0: Double
  var p1: Double
  var v0: Double
  var v1: Double
  var before: CompiledGraph.Extrapolation
  var after: CompiledGraph.Extrapolation
}

/// Keyframes as built for the current params, track after track.
struct BuiltKeyframes {
  var tracks: [TrackSpan] = []
  var positions: [Double] = []
  var values: [Double] = []
  var curves: [EasingCurve] = []
}

/// List params laid out in one buffer.
struct FlatLists {
  var values: [Double]
  var starts: [Int]
  var counts: [Int]
}

/// A state machine as the event path reads it: plain slot indices and
/// modes, which copy without reference counting (the graph's
/// ``CompiledGraph/StateMachine`` holds a name and a snap's target list).
struct StatePlan {
  var input: Int
  var modelSlot: Int
  var valueSlot: Int
  var minSlot: Int
  var maxSlot: Int
  var followSlot: Int
  var downSlot: Int
  var upSlot: Int
  var gateSlot: Int
  var positionSlot: Int
  var guardStart: Int
  var guardCount: Int
  var handoffDown: CompiledGraph.Handoff.Mode
  var handoffUp: CompiledGraph.Handoff.Mode
  /// The limits' slots, or -1 without limits.
  var lowerSlot: Int
  var upperSlot: Int

  init(_ machine: CompiledGraph.StateMachine) {
    input = Int(machine.input)
    modelSlot = Int(machine.modelSlot)
    valueSlot = Int(machine.valueSlot)
    minSlot = Int(machine.minSlot)
    maxSlot = Int(machine.maxSlot)
    followSlot = Int(machine.followSlot)
    downSlot = Int(machine.downSlot)
    upSlot = Int(machine.upSlot)
    gateSlot = Int(machine.gateSlot)
    positionSlot = Int(machine.positionSlot)
    guardStart = Int(machine.guardStart)
    guardCount = Int(machine.guardCount)
    handoffDown = machine.handoff.down
    handoffUp = machine.handoff.up
    lowerSlot = machine.limits.map { Int($0.lowerSlot) } ?? -1
    upperSlot = machine.limits.map { Int($0.upperSlot) } ?? -1
  }
}

/// What an evaluator remembers of each track between frames, in
/// ``TrackCache/stride`` slots after the graph's: the segment the track used
/// last (as the bits of a `Double`), and, when that segment is linear, a copy
/// of its two keyframes. A scroll that stays in the segment reads only this.
enum TrackCache {
  static let stride = 5
  static let start = 0
  static let end = 1
  static let startValue = 2
  static let endValue = 3
  static let segmentIndex = 4

  /// A cache that no driver value hits, remembering segment `first`.
  static func reset(_ cache: UnsafeMutablePointer<Double>, first: Int) {
    invalidate(cache)
    cache[startValue] = 0
    cache[endValue] = 0
    setSegment(cache, first)
  }

  /// Makes the next frame search: no `x` satisfies `start ≤ x < end`.
  @inline(__always)
  static func invalidate(_ cache: UnsafeMutablePointer<Double>) {
    cache[start] = .infinity
    cache[end] = -.infinity
  }

  @inline(__always)
  static func segment(_ cache: UnsafeMutablePointer<Double>) -> Int {
    Int(truncatingIfNeeded: cache[segmentIndex].bitPattern)
  }

  @inline(__always)
  static func setSegment(_ cache: UnsafeMutablePointer<Double>, _ segment: Int) {
    cache[segmentIndex] = Double(bitPattern: UInt64(truncatingIfNeeded: segment))
  }
}

/// Where an input's offsets go.
struct InputSlots: Sendable {
  var raw: Int
  var value: Int
  var inset: Int
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

extension LoweredInstruction: CustomStringConvertible {
  /// `op dst, a, b, c` with `!` after the op when the result is made finite.
  var description: String {
    "\(op)\(finite ? "!" : "") \(dst)\(raw != dst ? "(\(raw))" : ""), \(a), \(b), \(c)"
  }
}
