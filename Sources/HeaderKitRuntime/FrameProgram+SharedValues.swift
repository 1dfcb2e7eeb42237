/// The second pass: an instruction that repeats an earlier one, whose
/// operands have not been written since, reads the earlier result instead.
struct CommonSubexpressions {
  let code: [LoweredInstruction]
  let facts: SlotFacts
  var alias: [Int32]

  init(code: [LoweredInstruction], facts: SlotFacts) {
    self.code = code
    self.facts = facts
    alias = Array(0..<Int32(facts.lastFrameWrite.count))
  }

  private struct Key: Hashable {
    var op: LoweredOp
    var finite: Bool
    var a: Int32
    var b: Int32
    var c: Int32
  }

  mutating func run() -> [LoweredInstruction] {
    var writes = Array(repeating: 0, count: alias.count)
    var lastWrite = Array(repeating: -1, count: alias.count)
    var firstRead = Array(repeating: Int.max, count: alias.count)
    for (index, instruction) in code.enumerated() {
      for slot in Set([instruction.dst, instruction.raw]) {
        writes[Int(slot)] += 1
        lastWrite[Int(slot)] = index
      }
      for slot in instruction.reads where firstRead[Int(slot)] == Int.max {
        firstRead[Int(slot)] = index
      }
    }
    // The write count of each slot so far, to tell whether an operand changed.
    var version = Array(repeating: 0, count: alias.count)
    /// Whether `slot`, written only by the instruction at `index`, may read
    /// `earlier` instead, written only by an earlier one.
    func canShare(_ slot: Int32, _ earlier: Int32, at index: Int) -> Bool {
      version[Int(earlier)] == 1 && writes[Int(earlier)] == 1 && writes[Int(slot)] == 1
        && lastWrite[Int(slot)] == index && firstRead[Int(slot)] > index && facts.isPrivate(slot)
        && !facts.guardWrites.contains(earlier)
    }
    var seen: [Key: (dst: Int32, raw: Int32, versions: [Int])] = [:]
    var result: [LoweredInstruction] = []
    for (index, original) in code.enumerated() {
      var instruction = original
      let isList = [.listCount, .listSum, .listSumPrefix, .listItem].contains(instruction.op)
      if !isList { instruction.a = alias[Int(instruction.a)] }
      if instruction.b >= 0 { instruction.b = alias[Int(instruction.b)] }
      instruction.c = alias[Int(instruction.c)]
      let dst = instruction.dst
      // Tracks move their cursors; only plain arithmetic is shared.
      let isPure = ![.track, .trackLinear, .trackLinearClamped].contains(instruction.op)
      let key = Key(
        op: instruction.op, finite: instruction.finite, a: instruction.a, b: instruction.b,
        c: instruction.c)
      let operands =
        !isPure ? [] : isList ? [instruction.b] : [instruction.a, instruction.b, instruction.c]
      let versions = operands.map { version[Int($0)] }
      if isPure, let earlier = seen[key], earlier.versions == versions,
        canShare(dst, earlier.dst, at: index),
        instruction.raw == dst
          || (earlier.raw != earlier.dst && canShare(instruction.raw, earlier.raw, at: index))
      {
        alias[Int(dst)] = earlier.dst
        if instruction.raw != dst { alias[Int(instruction.raw)] = earlier.raw }
        continue
      }
      result.append(instruction)
      version[Int(dst)] += 1
      if instruction.raw != dst { version[Int(instruction.raw)] += 1 }
      if isPure, !operands.contains(dst), !operands.contains(instruction.raw) {
        seen[key] = (dst, instruction.raw, versions)
      }
    }
    return result
  }
}
