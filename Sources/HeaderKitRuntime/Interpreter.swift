extension HeaderEvaluator {
  /// Runs instructions `range` of `code` in order: the one instruction loop,
  /// for set-up, keyframe, frame and state code alike. The graph was
  /// validated on load, so every index is in range; the arrays check anyway.
  /// - Complexity: O(instructions), plus O(log *k*) for a track whose driver
  ///   left its remembered segment (of *k* keyframes); no allocation.
  mutating func run(_ code: [Instruction], _ range: Range<Int>) {
    for index in range {
      let instruction = code[index]
      let dst = Int(instruction.dst)
      // Operands are read only where the opcode uses them.
      var a: Double { slots[Int(instruction.a)] }
      var b: Double { slots[Int(instruction.b)] }
      var c: Double { slots[Int(instruction.c)] }
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
      case .listCount: slots[dst] = Double(lists[Int(instruction.a)].count)
      case .listSum: slots[dst] = listSums[Int(instruction.a)].last!
      case .listSumPrefix:
        let sums = Int(instruction.a)
        slots[dst] = listSums[sums][ScalarOps.index(b, count: listSums[sums].count)]
      case .listItem:
        let list = Int(instruction.a)
        let count = lists[list].count
        slots[dst] = count == 0 ? 0 : lists[list][ScalarOps.index(b, count: count)]
      case .track:
        let track = Int(instruction.a)
        let x = slots[Int(graph.tracks[track].driverSlot)]
        if let value = keyframes.value(ofTrack: track, at: x, cursor: &cursors[track]) {
          slots[dst] = value
        }
      }
    }
  }
}
