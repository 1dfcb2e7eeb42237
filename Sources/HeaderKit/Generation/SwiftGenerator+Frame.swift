@_spi(Generated) import HeaderKitRuntime

extension SwiftGenerator {
  /// The frame: the graph's frame code, one statement per instruction, then
  /// the finite copies of outputs; each state's guard code; the keyframes.
  func writeFrame(_ writer: inout SwiftWriter) {
    writer.blank()
    writer.line("/// Evaluates every output from the inputs and states.")
    if graph.frameCode.count <= Self.inlinedFrameLimit { writer.line("@inline(__always)") }
    writer.open("private mutating func frame() {")
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
    for (index, state) in graph.states.enumerated() where state.guardCount > 0 {
      writeStateCode(
        &writer, "guards\(index)",
        doc:
          "State `\(SwiftNames.comment(state.name))`'s guards and position for the current inputs.",
        start: state.guardStart, count: state.guardCount)
    }
    for index in usedTracks { writeTrack(&writer, index) }
  }

  /// The most instructions a frame inlined into its callers has (about
  /// five: setting an input, scrolling or dragging each input, events,
  /// reset). Called, a small frame costs more than its work: the call, and
  /// reading back the input just stored (pinterest-pager's generated frame:
  /// 7.6 ns called, 6.5 ns inlined, hand-written 6.7); a larger one stays
  /// out of line, so that callers do not each copy it.
  static let inlinedFrameLimit = 64

  /// How many keyframes track `index` has whatever the params (see
  /// ``fixedKeyframeCount(_:in:)``).
  func fixedKeyframeCount(_ index: Int) -> Int? { Self.fixedKeyframeCount(index, in: graph) }

  /// One instruction as a statement, with ``ScalarOps``' arithmetic, as the
  /// evaluator's interpreter writes it.
  func statement(_ instruction: Instruction) -> String {
    let dst = statementTarget(instruction.dst)
    // Read lazily: an opcode's unused operands may hold anything.
    var a: String { slot(instruction.a) }
    var b: String { slot(instruction.b) }
    var c: String { slot(instruction.c) }
    let value: String
    switch instruction.op {
    case .copy: value = a
    case .neg: value = "-\(a)"
    case .abs: value = "Swift.abs(\(a))"
    case .floor: value = "\(a).rounded(.down)"
    case .ceil: value = "\(a).rounded(.up)"
    case .round: value = "\(a).rounded(.toNearestOrAwayFromZero)"
    case .sqrt: value = "ScalarOps.sqrt(\(a))"
    case .not: value = "ScalarOps.truth(\(a) == 0)"
    case .add: value = "\(a) + \(b)"
    case .sub: value = "\(a) - \(b)"
    case .mul: value = "\(a) * \(b)"
    case .div: value = "ScalarOps.div(\(a), \(b))"
    case .mod: value = "ScalarOps.mod(\(a), \(b))"
    case .min: value = "Swift.min(\(a), \(b))"
    case .max: value = "Swift.max(\(a), \(b))"
    case .lt: value = "ScalarOps.truth(\(a) < \(b))"
    case .le: value = "ScalarOps.truth(\(a) <= \(b))"
    case .gt: value = "ScalarOps.truth(\(a) > \(b))"
    case .ge: value = "ScalarOps.truth(\(a) >= \(b))"
    case .eq: value = "ScalarOps.truth(\(a) == \(b))"
    case .ne: value = "ScalarOps.truth(\(a) != \(b))"
    case .and: value = "ScalarOps.truth(\(a) != 0 && \(b) != 0)"
    case .or: value = "ScalarOps.truth(\(a) != 0 || \(b) != 0)"
    case .clamp: value = "ScalarOps.clamp(\(a), \(b), \(c))"
    case .select: value = "\(a) != 0 ? \(b) : \(c)"
    case .lerp: value = "\(a) + (\(b) - \(a)) * \(c)"
    case .progress: value = "ScalarOps.progress(\(a), from: \(b), to: \(c))"
    case .finite: value = "ScalarOps.finite(\(a))"
    case .listCount, .listSum, .listSumPrefix, .listItem:
      value = listValue(instruction)
    case .track:
      let track = graph.tracks[Int(instruction.a)]
      let owner = trackLocates.owner[Int(instruction.a)]!
      return trackStatement(
        instruction, segment: "locate\(owner)(\(slot(track.driverSlot)))")
    }
    return "\(dst) = \(value)"
  }

  /// What an instruction's statement assigns to: the stored slot, a new
  /// local of the frame, or `_` for a local nothing reads.
  func statementTarget(_ dst: Int32) -> String {
    !frameLocals.contains(dst) ? stored(dst) : frameReads.contains(dst) ? "let s\(dst)" : "_"
  }

  /// A list opcode's value: from the list as a literal (frozen params) or
  /// from the stored list of a settable param.
  private func listValue(_ instruction: Instruction) -> String {
    let (list, sums) = ("list\(instruction.a)", "_listPrefixSums\(instruction.a)")
    // Read lazily: listCount and listSum have no index operand.
    var index: String { slot(instruction.b) }
    guard freezeParams else {
      switch instruction.op {
      case .listCount: return "Double(\(list).count)"
      case .listSum: return "\(sums)[\(sums).count - 1]"
      case .listSumPrefix: return "\(sums)[ScalarOps.index(\(index), count: \(sums).count)]"
      default:
        return "\(list).isEmpty ? 0 : \(list)[ScalarOps.index(\(index), count: \(list).count)]"
      }
    }
    let values = lists[Int(instruction.a)]
    switch instruction.op {
    case .listCount: return SwiftNames.literal(Double(values.count))
    case .listSum: return SwiftNames.literal(Self.prefixSums(values).last!)
    case .listSumPrefix:
      return "\(sums)[ScalarOps.index(\(index), count: \(values.count + 1))]"
    default:
      return values.isEmpty ? "0" : "\(list)[ScalarOps.index(\(index), count: \(values.count))]"
    }
  }
}
