/// Each state's guard code, with `finite` folded into the instruction that
/// produced its operand where that operand is a temporary (written and read
/// once, by nothing but the guard code), so `gt t, …; finite down, t` becomes
/// `gt down, …`. A comparison's result is finite: it needs no `finite` at all.
struct GuardCode {
  /// Where a state's lowered guard code is, and the graph's range it replaces.
  struct Span {
    var originalStart: Int
    var originalCount: Int
    var start: Int
    var count: Int
  }

  var code: [LoweredInstruction] = []
  var spans: [Span] = []
  /// For each index of the graph's state code, the span starting there, or -1.
  var lookup: [Int32]

  init(graph: CompiledGraph, facts: SlotFacts, state: [LoweredInstruction]) {
    lookup = Array(repeating: -1, count: graph.stateCode.count + 1)
    let count = graph.slotCount
    var writes = Array(repeating: 0, count: count)
    var computed = Array(repeating: false, count: count)
    for instruction in graph.stateCode {
      writes[Int(instruction.dst)] += 1
      if ![.finite, .copy, .track].contains(instruction.op) {
        computed[Int(instruction.dst)] = true
      }
    }
    // Slots the event code, tools or tracks read besides the guard code.
    var visible = Array(repeating: false, count: count)
    let visibleSlots =
      graph.outputs.map(\.slot) + graph.tracks.map(\.driverSlot) + graph.eventSlots
      + SlotFacts.keyframeSlots(graph)
    for slot in visibleSlots { visible[Int(slot)] = true }
    func isTemporary(_ slot: Int32) -> Bool {
      let index = Int(slot)
      return computed[index] && writes[index] == 1 && facts.frameWrites[index] == 0
        && facts.reads[index] == 1 && !visible[index]
    }

    for machine in graph.states {
      let originalStart = Int(machine.guardStart)
      let originalCount = Int(machine.guardCount)
      guard lookup[originalStart] < 0 else { continue }
      let start = code.count
      for instruction in state[originalStart..<originalStart + originalCount] {
        if instruction.op == .finite, let last = code.last, code.count > start,
          last.dst == instruction.a, instruction.a != instruction.dst,
          last.op != .track, last.op != .trackLinear, last.op != .trackLinearClamped,
          isTemporary(instruction.a)
        {
          code[code.count - 1].dst = instruction.dst
          code[code.count - 1].raw = instruction.a
          code[code.count - 1].finite = !Self.isAlwaysFinite(last.op)
        } else {
          code.append(instruction)
        }
      }
      lookup[originalStart] = Int32(spans.count)
      spans.append(
        Span(
          originalStart: originalStart, originalCount: originalCount, start: start,
          count: code.count - start))
    }
  }

  /// Whether an operation's result is finite whatever its operands.
  private static func isAlwaysFinite(_ op: LoweredOp) -> Bool {
    switch op {
    case .not, .lt, .le, .gt, .ge, .eq, .ne, .and, .or, .listCount, .finite: true
    default: false
    }
  }
}
