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
  /// The snap: its targets' slots in ``FrameProgram/snapTargets`` (a count of
  /// -1 without a snap), its rule, duration slot and curve.
  var snapStart = 0
  var snapCount = -1
  var snapRule = CompiledGraph.Snap.Rule.midpoint
  var snapDurationSlot = 0
  var snapCurve = EasingCurve(.linear)
  /// Whether the frame code reads the state (see ``EventReads``).
  var readByFrame = true
  /// Where the state's down, up and gate guards are among its folded guards
  /// (see ``FoldedGuard``), or -1 for a guard the guard code does not write.
  var foldedDown = -1
  var foldedUp = -1
  var foldedGate = -1
  /// Whether the state's guards are folded (else an event runs its guard code).
  var guardsFolded = false
  /// A folded gate whose outcome is a number while its one slot (if any)
  /// is within ``FoldedGuard/maxMagnitude``, as Tiki's is: that slot and
  /// the outcome, so an event reads two values instead of the guard.
  var constantGate: (slot: Int, value: Double)?

  init(_ machine: CompiledGraph.StateMachine, snapStart: Int) {
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
    if let snap = machine.snap {
      self.snapStart = snapStart
      snapCount = snap.targetSlots.count
      snapRule = snap.rule
      snapDurationSlot = Int(snap.durationSlot)
      snapCurve = EasingCurve(snap.easing)
    }
  }
}

/// Where an input's offsets go.
@usableFromInline
struct InputSlots: Sendable {
  @usableFromInline var raw: Int
  @usableFromInline var value: Int
  @usableFromInline var inset: Int
  /// Whether the frame code reads the input (see ``EventReads``).
  var readByFrame = true
  /// The states an event of this input updates are among
  /// `firstState..<endState` (those of other inputs are skipped): one
  /// state's exactly, when the input has one.
  var firstState = 0
  var endState = 0
  /// Whether the program's frame is simple (see ``SimpleFrame``) and its
  /// source is this input's value.
  var drivesSimpleFrame = false

  init(raw: Int, value: Int, inset: Int) {
    self.raw = raw
    self.value = value
    self.inset = inset
  }
}
