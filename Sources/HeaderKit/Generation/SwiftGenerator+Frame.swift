import HeaderKitRuntime

extension SwiftGenerator {
  /// The frame: the graph's frame code, one statement per instruction, and a
  /// function per keyframe track.
  func writeFrame(_ writer: inout SwiftWriter) {
    writer.blank()
    writer.line("/// Evaluates every output from the inputs and states.")
    writer.open("private mutating func frame() {")
    for (index, instruction) in graph.frameCode.enumerated() {
      if redundantFinite.contains(index) {
        // `finite` of a number that is always finite: a copy, or nothing in place.
        if instruction.dst != instruction.a {
          writer.line(statement(Instruction(.copy, Int(instruction.dst), Int(instruction.a))))
        }
      } else {
        writer.line(statement(instruction))
      }
    }
    writer.close()
    var written = Set<String>()
    for instruction in graph.frameCode where instruction.op == .track {
      let name = trackFunction(instruction)
      guard written.insert(name).inserted else { continue }
      writer.blank()
      writeTrack(&writer, Int(instruction.a), into: instruction.dst, name: name)
    }
    for (index, machine) in graph.states.enumerated() where machine.guardCount > 0 {
      writer.blank()
      writer.line(
        "/// State `\(SwiftNames.comment(machine.name))`'s guards and position for the current inputs."
      )
      writer.open("private mutating func guards\(index)() {")
      let start = Int(machine.guardStart)
      for instruction in graph.stateCode[start..<start + Int(machine.guardCount)] {
        writer.line(statement(instruction))
      }
      writer.close()
    }
  }

  /// One instruction as a statement, with ``ScalarOps``' arithmetic.
  func statement(_ instruction: Instruction) -> String {
    let dst =
      frameLocals.contains(instruction.dst) ? "let s\(instruction.dst)" : stored(instruction.dst)
    // Read lazily: list and track instructions leave some operands unused,
    // and a graph written by hand may put any number there.
    var a: String { slot(instruction.a) }
    var b: String { slot(instruction.b) }
    var c: String { slot(instruction.c) }
    switch instruction.op {
    case .copy: return "\(dst) = \(a)"
    case .neg: return "\(dst) = -\(a)"
    case .add: return "\(dst) = \(a) + \(b)"
    case .sub: return "\(dst) = \(a) - \(b)"
    case .mul: return "\(dst) = \(a) * \(b)"
    case .abs, .floor, .ceil, .round, .sqrt, .not, .finite:
      return "\(dst) = ScalarOps.apply(.\(instruction.op), \(a), 0, 0)"
    case .div, .mod, .min, .max, .lt, .le, .gt, .ge, .eq, .ne, .and, .or:
      return "\(dst) = ScalarOps.apply(.\(instruction.op), \(a), \(b), 0)"
    case .clamp, .select, .lerp, .progress:
      return "\(dst) = ScalarOps.apply(.\(instruction.op), \(a), \(b), \(c))"
    case .listCount:
      return "\(dst) = \(SwiftNames.literal(Double(lists[Int(instruction.a)].count)))"
    case .listSum:
      let sum = lists[Int(instruction.a)].reduce(0, +)
      return "\(dst) = \(SwiftNames.literal(sum))"
    case .listSumPrefix:
      let count = lists[Int(instruction.a)].count
      return
        "\(dst) = listPrefixSums\(instruction.a)[ScalarOps.index(\(b), count: \(count + 1))]"
    case .listItem:
      let count = lists[Int(instruction.a)].count
      guard count > 0 else { return "\(dst) = 0" }
      return "\(dst) = list\(instruction.a)[ScalarOps.index(\(b), count: \(count))]"
    case .track:
      return "\(trackFunction(instruction))()"
    }
  }

  private func trackFunction(_ instruction: Instruction) -> String {
    "track\(instruction.a)Into\(instruction.dst)"
  }

  /// A track: its extrapolations, then the segment holding the driver's
  /// value — comparisons with literals for a short track, a binary search
  /// for a long one — eased and interpolated as the evaluator does.
  private func writeTrack(
    _ writer: inout SwiftWriter, _ index: Int, into dst: Int32, name: String
  ) {
    let track = graph.tracks[index]
    let keys = keyframes[index]
    let out = stored(dst)
    writer.line("/// Track \(index): \(keys.count) keyframes over `\(slot(track.driverSlot))`.")
    writer.line("@inline(__always)")
    writer.open("private mutating func \(name)() {")
    defer { writer.close() }
    guard let first = keys.first, let last = keys.last else { return }
    writer.line("let x = \(slot(track.driverSlot))")
    writer.open("if x < \(SwiftNames.literal(first.position)) {")
    writeExtrapolation(&writer, track.before, end: 0, neighbour: 1, keys: keys, out: out)
    writer.close("} else if x >= \(SwiftNames.literal(last.position)) {")
    writer.depthIn()
    writeExtrapolation(
      &writer, track.after, end: keys.count - 1, neighbour: keys.count - 2, keys: keys, out: out)
    guard keys.count > 1 else {
      // One keyframe: every value is before or after it.
      writer.close()
      return
    }
    writer.close("} else {")
    writer.depthIn()
    if keys.count > Self.maxUnrolledKeyframes {
      // Largest segment start ≤ x, as the evaluator's search finds it.
      writer.line("var low = 0")
      writer.line("var high = \(keys.count - 1)")
      writer.open("while high - low > 1 {")
      writer.line("let middle = (low + high) / 2")
      writer.line("if positions\(index)[middle] <= x { low = middle } else { high = middle }")
      writer.close()
      writer.line("let start = positions\(index)[low]")
      writer.line("let t = (x - start) / (positions\(index)[low + 1] - start)")
      writer.line(
        "\(out) = ScalarOps.interpolate(values\(index)[low], values\(index)[low + 1], curves\(index)[low](t))"
      )
    } else {
      // The last segment whose start is at or below x (NaN falls to the first).
      for segment in stride(from: keys.count - 2, through: 0, by: -1) {
        let condition = "x >= \(SwiftNames.literal(keys[segment].position))"
        if segment == keys.count - 2 {
          writer.open(segment == 0 ? "do {" : "if \(condition) {")
        } else {
          writer.close(segment == 0 ? "} else {" : "} else if \(condition) {")
          writer.depthIn()
        }
        writeSegment(&writer, keys[segment], keys[segment + 1], out: out)
      }
      writer.close()
    }
    writer.close()
  }

  private func writeSegment(
    _ writer: inout SwiftWriter, _ from: Keyframe, _ to: Keyframe, out: String
  ) {
    let start = SwiftNames.literal(from.position)
    writer.line("let t = (x - \(start)) / (\(SwiftNames.literal(to.position)) - \(start))")
    let eased =
      from.easing == .linear
      ? "t > 0 ? (t < 1 ? t : 1) : 0" : "easing\(easingIndex(from.easing))(t)"
    writer.line("let eased: Double = \(eased)")
    writer.line(
      "\(out) = ScalarOps.interpolate(\(SwiftNames.literal(from.value)), \(SwiftNames.literal(to.value)), eased)"
    )
  }

  /// Beyond an end keyframe: nothing (`none`), its value, or the end
  /// segment's line continued.
  private func writeExtrapolation(
    _ writer: inout SwiftWriter, _ mode: CompiledGraph.Extrapolation, end: Int, neighbour: Int,
    keys: [Keyframe], out: String
  ) {
    let endValue = SwiftNames.literal(keys[end].value)
    switch mode {
    case .none:
      writer.line("// The track does not apply here.")
    case .clamp:
      writer.line("\(out) = \(endValue)")
    case .extend:
      guard keys.indices.contains(neighbour),
        keys[neighbour].position - keys[end].position != 0
      else {
        writer.line("\(out) = \(endValue)")
        return
      }
      let (p0, p1) = (
        SwiftNames.literal(keys[end].position), SwiftNames.literal(keys[neighbour].position)
      )
      let v1 = SwiftNames.literal(keys[neighbour].value)
      writer.line("let slope = (\(v1) - \(endValue)) / (\(p1) - \(p0))")
      writer.line("\(out) = ScalarOps.finite(\(endValue) + slope * (x - \(p0)))")
    }
  }
}
