import HeaderKitRuntime

/// Which frame instructions an output depends on, and whether one of them is a
/// deliberate switch between two evaluations.
///
/// A jump is deliberate when the author wrote it as a switch: a comparison or
/// logic (`if(scroll > 40, 2, 0)`), `floor`/`ceil`/`round`/`%`, a list element
/// picked by a moving index, a zero-width range, or a `hold` or `steps(n)`
/// segment. Jumps from anything else — tracks that meet with different values,
/// `before`/`after: none` handing back to another binding, coincident keyframes
/// — are what the discontinuity lint reports.
struct FrameDependencies {
  let context: LintContext

  /// The indices in frame code of the instructions `slot` depends on.
  /// - Complexity: O(*n*) in the frame code.
  func closure(of slot: Int) -> [Int] {
    let code = context.graph.frameCode
    var needed: Set<Int32> = [Int32(slot)]
    var marked: [Int] = []
    for index in code.indices.reversed() where needed.contains(code[index].dst) {
      marked.append(index)
      needed.formUnion(operands(code[index]))
    }
    return marked
  }

  /// The slots an instruction reads.
  private func operands(_ instruction: Instruction) -> [Int32] {
    switch instruction.op {
    case .track: [context.graph.tracks[Int(instruction.a)].driverSlot]
    case .listCount, .listSum: []
    case .listSumPrefix, .listItem: [instruction.b]
    case .copy, .neg, .abs, .floor, .ceil, .round, .sqrt, .not, .finite: [instruction.a]
    case .sin, .cos, .tan, .exp, .log: [instruction.a]
    case .pow, .atan2: [instruction.a, instruction.b]
    case .clamp, .select, .lerp, .progress: [instruction.a, instruction.b, instruction.c]
    case .add, .sub, .mul, .div, .mod, .min, .max, .lt, .le, .gt, .ge, .eq, .ne, .and, .or:
      [instruction.a, instruction.b]
    }
  }

  /// Whether any of `instructions` switched between the evaluations whose
  /// slots are `before` and `after`.
  func switched(_ instructions: [Int], before: [Double], after: [Double]) -> Bool {
    let code = context.graph.frameCode
    return instructions.contains { index in
      let instruction = code[index]
      let dst = Int(instruction.dst)
      switch instruction.op {
      case .lt, .le, .gt, .ge, .eq, .ne, .and, .or, .not, .floor, .ceil, .round, .mod, .listItem,
        .listSumPrefix:
        return before[dst] != after[dst]
      case .select:
        let a = Int(instruction.a)
        return (before[a] != 0) != (after[a] != 0)
      case .progress:
        let (from, to) = (Int(instruction.b), Int(instruction.c))
        return before[from] == before[to] && before[dst] != after[dst]
      case .track:
        let driver = Int(context.graph.tracks[Int(instruction.a)].driverSlot)
        return crossesSwitchSegment(
          track: Int(instruction.a), from: before[driver], to: after[driver])
      default:
        return false
      }
    }
  }

  /// Whether the driver moved within or onto the end of a `hold` or `steps` segment.
  private func crossesSwitchSegment(track: Int, from: Double, to: Double) -> Bool {
    let keyframes = context.keyframes[track]
    let low = min(from, to)
    let high = max(from, to)
    for index in keyframes.indices.dropLast() {
      switch keyframes[index].easing {
      case .hold, .steps:
        if keyframes[index].position <= high, keyframes[index + 1].position >= low { return true }
      default:
        continue
      }
    }
    return false
  }
}

extension HeaderEvaluator {
  /// Every slot's value, for comparing two evaluations. Allocates.
  var allSlots: [Double] { slotValues() }
}
