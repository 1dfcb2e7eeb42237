extension HeaderEvaluator {
  /// Runs instructions `range` of `code` in order: the one instruction loop,
  /// for set-up, keyframe, frame and state code alike. The graph was
  /// validated on load, so every index is in range; the slots check anyway.
  /// - Complexity: O(instructions), plus O(log *k*) for a track whose driver
  ///   left its remembered segment (of *k* keyframes); no allocation.
  mutating func run(_ code: [Instruction], _ range: Range<Int>) {
    // The slots, moved out of `self` for the loop: a span of them keeps
    // their count in a register for the bounds checks.
    var buffer = ContiguousArray<Double>()
    swap(&buffer, &self.slots)
    defer { swap(&buffer, &self.slots) }
    var s = buffer.mutableSpan
    for index in range {
      let instruction = code[index]
      // Operands are read only where the opcode uses them.
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
      case .select: s[dst] = s[a] != 0 ? s[b] : s[c]
      case .lerp: s[dst] = s[a] + (s[b] - s[a]) * s[c]
      case .progress: s[dst] = ScalarOps.progress(s[a], from: s[b], to: s[c])
      case .finite: s[dst] = ScalarOps.finite(s[a])
      case .listCount: s[dst] = Double(lists[a].count)
      case .listSum: s[dst] = listSums[a].last!
      case .listSumPrefix: s[dst] = listSums[a][ScalarOps.index(s[b], count: listSums[a].count)]
      case .listItem:
        let count = lists[a].count
        s[dst] = count == 0 ? 0 : lists[a][ScalarOps.index(s[b], count: count)]
      case .track:
        let track = trackKeys[a]
        if let value = KeyframeTrack.value(
          at: s[layout.drivers[a]], keys: track.keys, positions: keyPositions, values: keyValues,
          curves: keyCurves, table: curves, before: track.before, after: track.after,
          cursor: &cursors[a])
        {
          s[dst] = value
        }
      }
    }
  }
}

extension Int32 {
  /// The operand as an index. Read unsigned, a negative operand (which
  /// validation refuses anyway) becomes one far out of range, so one
  /// comparison with the count checks it.
  @inline(__always) fileprivate var index: Int { Int(UInt32(bitPattern: self)) }
}
