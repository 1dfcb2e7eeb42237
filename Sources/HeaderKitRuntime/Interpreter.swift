extension HeaderEvaluator {
  /// Runs `code[range]` over the evaluator's slots (see
  /// ``interpret(_:_:slots:tracks:lists:drivers:curves:)``).
  mutating func run(_ code: [Instruction], _ range: Range<Int>) {
    Self.interpret(
      code, range, slots: &slots, tracks: tracks, lists: lists, drivers: drivers, curves: curves)
  }

  /// Runs `code[range]` in order: the one instruction loop, for set-up,
  /// keyframe, guard, condition and frame code alike. A scalar opcode is
  /// ``Opcode/apply(_:_:_:_:_:)`` of the slots it reads; a list opcode reads a
  /// list param, a track its keyframes at its driver's value (where the
  /// track does not apply, `dst` keeps its value). It changes only the
  /// slots, which it is lent: everything else is read, so the slots are
  /// checked for sharing once per run, not once per instruction. The graph
  /// was validated on load, so every index is in range; the arrays check
  /// anyway.
  /// - Complexity: O(instructions), plus O(log *k*) for a track of *k*
  ///   keyframes; no allocation.
  static func interpret(
    _ code: [Instruction], _ range: Range<Int>, slots: inout [Double],
    tracks: [KeyframeTrack], lists: [ListValues], drivers: [Int], curves: [EasingCurve]
  ) {
    for index in range {
      let instruction = code[index]
      let (op, dst, a, b, c) = (
        instruction.op, instruction.dst.index, instruction.a.index, instruction.b.index,
        instruction.c.index
      )
      switch op {
      case .listCount: slots[dst] = ScalarOps.listCount(lists[a])
      case .listSum: slots[dst] = ScalarOps.listSum(lists[a])
      case .listSumPrefix: slots[dst] = ScalarOps.listSumPrefix(lists[a], slots[b])
      case .listItem: slots[dst] = ScalarOps.listItem(lists[a], slots[b])
      case .track:
        if let value = track(tracks[a], at: slots[drivers[a]], curves: curves) {
          slots[dst] = value
        }
      default: op.apply(&slots, dst, a, b, c)
      }
    }
  }

  /// A track's value at `x`: its segment found by binary search (the
  /// evaluator remembers none, so its frames write nothing but slots), then
  /// its value there. Out of line, so that the loop stays small enough for
  /// each opcode's arithmetic to be inlined into it.
  @inline(never)
  static func track(_ track: KeyframeTrack, at x: Double, curves: [EasingCurve]) -> Double? {
    var cursor = -1
    return track.value(at: x, in: track.segment(at: x, cursor: &cursor), curves: curves)
  }
}

extension Int32 {
  /// The operand as an index. Read unsigned, a negative operand (which
  /// validation refuses anyway) becomes one far out of range, so one
  /// comparison with the count checks it.
  @inline(__always) fileprivate var index: Int { Int(UInt32(bitPattern: self)) }
}
