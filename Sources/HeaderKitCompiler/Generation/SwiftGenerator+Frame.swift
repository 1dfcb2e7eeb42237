@_spi(Generated) import HeaderKitRuntime

extension SwiftGenerator {
  /// The frame: the graph's frame code, one statement per instruction, then
  /// the finite copies of outputs.
  func writeFrame(_ writer: inout SwiftWriter) {
    writer.blank()
    writer.line("/// Evaluates every output from the inputs, states and transitions.")
    if graph.frameCode.count <= Self.inlinedFrameLimit { writer.line("@inline(__always)") }
    writer.open("public mutating func frame() {")
    var locates = FrameLocates()
    for (index, instruction) in graph.frameCode.enumerated() {
      defer { locates.written(by: instruction) }
      if instruction.op == .track {
        for line in locates.statements(at: index, generator: self) { writer.line(line) }
      } else if redundantFinite.contains(index) {
        // `finite` of a number that is always finite: a copy, or nothing in place.
        if instruction.dst != instruction.a {
          writer.line(statement(Instruction(.copy, Int(instruction.dst), Int(instruction.a))))
        }
      } else {
        writer.line(statement(instruction))
      }
    }
    for (index, output) in graph.outputs.enumerated()
    where outputValue(index).hasPrefix("out") && dynamicSlots.contains(output.slot) {
      writer.line("out\(index) = ScalarOps.finite(\(stored(output.slot)))")
    }
    writer.close()
  }

  /// The most instructions a frame inlined into its callers has (the
  /// engine's events: setting an input, scrolling, dragging, ends, the
  /// clock, reset). Called, a small frame costs more than its work: the call, and
  /// reading back the input just stored (pinterest-pager's generated frame:
  /// 7.6 ns called, 6.5 ns inlined, hand-written 6.7); a larger one stays
  /// out of line, so that callers do not each copy it.
  static let inlinedFrameLimit = 64

  /// One instruction as a statement: the ``ScalarOps`` function named after
  /// its opcode, over the operands it reads (``Opcode/arity``), as the
  /// evaluator's interpreter applies it; a list opcode reads its list, and
  /// a track its lookup (see ``FrameLocates``).
  func statement(_ instruction: Instruction) -> String {
    let dst = statementTarget(instruction.dst)
    let op = instruction.op
    if op.readsList { return "\(dst) = \(listValue(instruction))" }
    if op == .track {
      guard freezeParams else { return trackStatement(instruction, value: trackValue(instruction)) }
      let track = graph.tracks[Int(instruction.a)]
      let owner = trackLocates.owner[Int(instruction.a)]!
      return trackStatement(instruction, segment: "locate\(owner)(\(slot(track.driverSlot)))")
    }
    // Read lazily: an opcode's unused operands may hold anything.
    let operands = instruction.slotOperands.map(slot)
    return "\(dst) = ScalarOps.\(op.rawValue)(\(operands.joined(separator: ", ")))"
  }

  /// What an instruction's statement assigns to: the stored slot, a new
  /// local of the frame, or `_` for a local nothing reads.
  func statementTarget(_ dst: Int32) -> String {
    !frameLocals.contains(dst) ? stored(dst) : frameReads.contains(dst) ? "let s\(dst)" : "_"
  }

  /// A list opcode's value: its ``ScalarOps`` function over the list (the
  /// stored list of a settable param, or a constant of a frozen one) and the
  /// index operand it reads. With frozen params a list's count and sum are
  /// known: literals, computed by the same functions.
  private func listValue(_ instruction: Instruction) -> String {
    let op = instruction.op
    if freezeParams, op.arity == 0 {
      let list = ListValues(lists[Int(instruction.a)])
      let value = op == .listCount ? ScalarOps.listCount(list) : ScalarOps.listSum(list)
      return SwiftNames.literal(value)
    }
    let operands =
      ["\(freezeParams ? "Self." : "")list\(instruction.a)"]
      + instruction.slotOperands.map(slot)
    return "ScalarOps.\(op.rawValue)(\(operands.joined(separator: ", ")))"
  }
}
