extension HeaderEvaluator {
  /// Runs instructions `range` of `code` in order: the one instruction loop,
  /// for set-up, keyframe, frame and state code alike. The graph was
  /// validated on load, so every index is in range; the arrays check anyway.
  /// - Complexity: O(instructions), plus O(log *k*) for a track whose driver
  ///   left its remembered segment (of *k* keyframes); no allocation.
  mutating func run(_ code: [Instruction], _ range: Range<Int>) {
    for index in range {
      let instruction = code[index]
      let dst = instruction.dst.index
      // Operands are read only where the opcode uses them.
      var a: Double { slots[instruction.a.index] }
      var b: Double { slots[instruction.b.index] }
      var c: Double { slots[instruction.c.index] }
      switch instruction.op {
      case .copy: slots[dst] = a
      case .neg: slots[dst] = -a
      case .abs: slots[dst] = Swift.abs(a)
      case .floor: slots[dst] = a.rounded(.down)
      case .ceil: slots[dst] = a.rounded(.up)
      case .round: slots[dst] = a.rounded(.toNearestOrAwayFromZero)
      case .sqrt: slots[dst] = ScalarOps.sqrt(a)
      case .not: slots[dst] = ScalarOps.truth(a == 0)
      case .add: slots[dst] = a + b
      case .sub: slots[dst] = a - b
      case .mul: slots[dst] = a * b
      case .div: slots[dst] = ScalarOps.div(a, b)
      case .mod: slots[dst] = ScalarOps.mod(a, b)
      case .min: slots[dst] = Swift.min(a, b)
      case .max: slots[dst] = Swift.max(a, b)
      case .lt: slots[dst] = ScalarOps.truth(a < b)
      case .le: slots[dst] = ScalarOps.truth(a <= b)
      case .gt: slots[dst] = ScalarOps.truth(a > b)
      case .ge: slots[dst] = ScalarOps.truth(a >= b)
      case .eq: slots[dst] = ScalarOps.truth(a == b)
      case .ne: slots[dst] = ScalarOps.truth(a != b)
      case .and: slots[dst] = ScalarOps.truth(a != 0 && b != 0)
      case .or: slots[dst] = ScalarOps.truth(a != 0 || b != 0)
      case .clamp: slots[dst] = ScalarOps.clamp(a, b, c)
      case .select: slots[dst] = a != 0 ? b : c
      case .lerp: slots[dst] = a + (b - a) * c
      case .progress: slots[dst] = ScalarOps.progress(a, from: b, to: c)
      case .finite: slots[dst] = ScalarOps.finite(a)
      case .listCount: slots[dst] = Double(lists[instruction.a.index].count)
      case .listSum: slots[dst] = listSums[instruction.a.index].last!
      case .listSumPrefix:
        let sums = instruction.a.index
        slots[dst] = listSums[sums][ScalarOps.index(b, count: listSums[sums].count)]
      case .listItem:
        let list = instruction.a.index
        let count = lists[list].count
        slots[dst] = count == 0 ? 0 : lists[list][ScalarOps.index(b, count: count)]
      case .track:
        let track = instruction.a.index
        let x = slots[layout.drivers[track]]
        if let value = tracks[track].value(at: x, curves: curves) {
          slots[dst] = value
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
