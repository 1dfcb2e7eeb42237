/// One step of a compiled graph: `slots[dst] = op(slots[a], slots[b], slots[c])`.
///
/// Instructions address a flat array of `Double` slots by index. Params,
/// inputs, constants, vars and target properties all live in slots, so an
/// evaluation is a walk down an array of these plain values. List opcodes
/// read `a` as a list index and track opcodes as a track index; operands an
/// opcode does not use are ignored (see ``slotOperands``).
package struct Instruction: Hashable, Sendable {
  package var op: Opcode
  package var dst: Int32
  package var a: Int32
  package var b: Int32
  package var c: Int32

  package init(_ op: Opcode, _ dst: Int, _ a: Int = 0, _ b: Int = 0, _ c: Int = 0) {
    self.op = op
    self.dst = Int32(dst)
    self.a = Int32(a)
    self.b = Int32(b)
    self.c = Int32(c)
  }

  /// The slots this instruction reads as slots (not list or track indices);
  /// a track also reads its driver, which the graph knows.
  package var slotOperands: [Int32] {
    switch op.arity {
    case 0: []
    case 1: [a]
    case 2: [a, b]
    case 3: [a, b, c]
    default: [b]  // listSumPrefix and listItem: an index in b
    }
  }
}

/// Instructions are written compactly, as `["max", dst, a, b, c]`.
extension Instruction: Encodable {
  package func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(op)
    for operand in [dst, a, b, c] { try container.encode(operand) }
  }
}
