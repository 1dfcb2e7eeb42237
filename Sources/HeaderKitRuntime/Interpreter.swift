extension HeaderEvaluator {
  /// One of the graph's four code arrays.
  enum Code {
    case setup, keyframes, frame, guards
  }

  /// Runs instructions `range` of the graph's `code` (see
  /// ``interpret(_:_:storing:slots:tables:)``), after storing `raw`, if
  /// given, as input `index`'s offset in the same pass over the slots (a
  /// frame is one write access to them, not two).
  @inline(__always)
  mutating func run(
    _ code: Code, _ range: Range<Int>, storing raw: Double? = nil, input index: Int = 0
  ) {
    // The one array, not the graph: passing the graph's struct would copy it.
    let instructions =
      switch code {
      case .setup: graph.setupCode
      case .keyframes: graph.keyframeCode
      case .frame: graph.frameCode
      case .guards: graph.stateCode
      }
    Self.interpret(
      instructions, range, storing: raw.map { (layout.inputs[index], $0) }, slots: &slots,
      tables: &tables)
  }

  /// Runs `instructions[range]` in order: the one instruction loop, for
  /// set-up, keyframe, frame and state code alike. It changes only the slots
  /// (storing `input` first) and the tracks' remembered segments; everything
  /// else it reads is in `tables`, lent by reference, so that a call passes
  /// a few registers and copies no array. The graph was validated on load,
  /// so every index is in range; the arrays check anyway.
  /// - Complexity: O(instructions), plus O(log *k*) for a track whose driver
  ///   left its remembered segment (of *k* keyframes); no allocation.
  static func interpret(
    _ instructions: [Instruction], _ range: Range<Int>,
    storing input: (slots: SlotLayout.Input, raw: Double)?, slots s: inout ContiguousArray<Double>,
    tables: inout Tables
  ) {
    if let input { store(input.raw, in: input.slots, &s) }
    var lastEase = LastEase()
    for next in range {
      let instruction = instructions[next]
      let (dst, a, b, c) = (
        instruction.dst.index, instruction.a.index, instruction.b.index, instruction.c.index
      )
      switch instruction.op {
      case .copy: s[dst] = s[a]
      case .neg: s[dst] = -s[a]
      case .abs: s[dst] = Swift.abs(s[a])
      case .floor: s[dst] = s[a].rounded(.down)
      case .ceil: s[dst] = s[a].rounded(.up)
      case .round: s[dst] = s[a].rounded(.toNearestOrAwayFromZero)
      case .sqrt: s[dst] = ScalarOps.sqrt(s[a])
      case .not: s[dst] = ScalarOps.truth(s[a] == 0)
      case .add: s[dst] = s[a] + s[b]
      case .sub: s[dst] = s[a] - s[b]
      case .mul: s[dst] = s[a] * s[b]
      case .div: s[dst] = ScalarOps.div(s[a], s[b])
      case .mod: s[dst] = ScalarOps.mod(s[a], s[b])
      case .min: s[dst] = Swift.min(s[a], s[b])
      case .max: s[dst] = Swift.max(s[a], s[b])
      case .lt: s[dst] = ScalarOps.truth(s[a] < s[b])
      case .le: s[dst] = ScalarOps.truth(s[a] <= s[b])
      case .gt: s[dst] = ScalarOps.truth(s[a] > s[b])
      case .ge: s[dst] = ScalarOps.truth(s[a] >= s[b])
      case .eq: s[dst] = ScalarOps.truth(s[a] == s[b])
      case .ne: s[dst] = ScalarOps.truth(s[a] != s[b])
      case .and: s[dst] = ScalarOps.truth(s[a] != 0 && s[b] != 0)
      case .or: s[dst] = ScalarOps.truth(s[a] != 0 || s[b] != 0)
      case .clamp: s[dst] = ScalarOps.clamp(s[a], s[b], s[c])
      // Chooses the slot, then reads it: a conditional move of an index.
      // Choosing between the two values read was a branch, which
      // mispredicts whenever the condition changes from frame to frame.
      case .select: s[dst] = s[s[a] != 0 ? b : c]
      case .lerp: s[dst] = s[a] + (s[b] - s[a]) * s[c]
      case .progress: s[dst] = ScalarOps.progress(s[a], from: s[b], to: s[c])
      case .finite: s[dst] = ScalarOps.finite(s[a])
      case .listCount: s[dst] = Double(tables.lists[a].count)
      case .listSum: s[dst] = tables.listSums[a].last!
      case .listSumPrefix:
        let sums = tables.listSums[a]
        s[dst] = sums[ScalarOps.index(s[b], count: sums.count)]
      case .listItem:
        let list = tables.lists[a]
        s[dst] = list.isEmpty ? 0 : list[ScalarOps.index(s[b], count: list.count)]
      case .track:
        let track = tables.tracks[a]
        var cursor = track.cursor
        if let value = KeyframeTrack.value(
          at: s[track.driver], keys: track.keys, positions: tables.keyPositions,
          values: tables.keyValues, curves: tables.keyCurves, table: tables.curves,
          before: track.before, after: track.after, within: track.within, cursor: &cursor,
          lastEase: &lastEase)
        {
          s[dst] = value
        }
        // Stored back only when it moved: only then is the tracks' array
        // written (and checked for sharing).
        if cursor != track.cursor { tables.remember(cursor, track: a) }
      }
    }
  }

  /// Stores a raw offset (made finite) and the author's offset, raw + inset.
  @inline(__always)
  static func store(
    _ raw: Double, in input: SlotLayout.Input, _ slots: inout ContiguousArray<Double>
  ) {
    let raw = ScalarOps.finite(raw)
    slots[input.raw] = raw
    slots[input.value] = ScalarOps.finite(raw + slots[input.inset])
  }
}

/// What the instruction loop reads beside the slots — the list params,
/// every track's keyframes as built for the current params, the prepared
/// easing curves — and the one thing it writes beside them: each track's
/// remembered segment. One value, so that the loop is lent all of it by
/// one reference.
struct Tables: Sendable {
  /// Each list param's current elements, and the sums of their prefixes
  /// (`sums[k]` adds the first k elements, in order).
  var lists: [[Double]]
  var listSums: [[Double]]
  /// Every track's keyframes, in three arrays (a track's are a range of
  /// them, in ``tracks``), and what the loop needs of each track.
  var keyPositions: [Double] = []
  var keyValues: [Double] = []
  var keyCurves: [Int] = []
  var tracks: [TrackState] = []
  /// The easings keyframes use, prepared (0 is linear).
  let curves: [EasingCurve]

  /// Stores a track's new segment. Not inlined: written in the loop, the
  /// array would be checked for sharing before every run, not only when a
  /// cursor moves.
  @inline(never)
  mutating func remember(_ cursor: Int, track: Int) {
    tracks[track].cursor = cursor
  }

  /// Forgets every track, keeping room for `keyframes` keyframes and
  /// `tracks` tracks.
  mutating func removeTracks(reservingKeyframes keyframes: Int, tracks count: Int) {
    (keyPositions, keyValues, keyCurves, tracks) = ([], [], [], [])
    keyPositions.reserveCapacity(keyframes)
    keyValues.reserveCapacity(keyframes)
    keyCurves.reserveCapacity(keyframes)
    // Room for one at least: the empty array is a shared buffer, never
    // uniquely referenced, and the instruction loop (which may change a
    // cursor) would copy it on every run.
    tracks.reserveCapacity(Swift.max(1, count))
  }
}

extension Int32 {
  /// The operand as an index. Read unsigned, a negative operand (which
  /// validation refuses anyway) becomes one far out of range, so one
  /// comparison with the count checks it.
  @inline(__always) fileprivate var index: Int { Int(UInt32(bitPattern: self)) }
}
