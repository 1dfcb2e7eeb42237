import HeaderKitRuntime

extension SwiftGenerator {
  /// Stored properties: the dynamic slots, each state's memory, curves and lists.
  func writeDeclarations(_ writer: inout SwiftWriter) {
    writer.line("/// `target.property` of each output, in the order of `value(at:)`.")
    writer.line(
      "public static let outputKeys: [String] = [\(graph.outputs.map { SwiftNames.string($0.key) }.joined(separator: ", "))]"
    )
    writer.line("/// The inputs' names, in the order of their indices.")
    writer.line(
      "public static let inputNames: [String] = [\(graph.inputs.map { SwiftNames.string($0.name) }.joined(separator: ", "))]"
    )
    writer.blank()
    writer.line("/// Seconds since the header started, advanced only by `advance(by:)`.")
    writer.line("public private(set) var time = 0.0")
    writer.blank()
    writer.line("// The graph's slots that events and frames change; outputs and inputs are")
    writer.line("// read by inlinable accessors.")
    let published = Set(graph.outputs.map(\.slot) + graph.inputs.map(\.rawSlot))
    for slot in dynamicSlots.subtracting(frameLocals).sorted() {
      let access = published.contains(slot) ? "@usableFromInline var" : "private var"
      writer.line("\(access) \(stored(slot)) = \(SwiftNames.literal(initialValues[Int(slot)]))")
    }
    for (index, machine) in graph.states.enumerated() {
      writer.line(
        "// State `\(SwiftNames.comment(machine.name))`: the offset and position it last saw, its snap."
      )
      writer.line("private var previousRaw\(index) = 0.0")
      writer.line("private var previousPosition\(index) = 0.0")
      guard let snap = machine.snap else { continue }
      writer.line("private var animating\(index) = false")
      for name in ["from", "to", "elapsed", "duration"] {
        writer.line("private var \(name)\(index) = 0.0")
      }
      writer.line(
        "private let snapTargets\(index): [Double] = [\(snap.targetSlots.map { SwiftNames.literal(initialValues[Int($0)]) }.joined(separator: ", "))]"
      )
    }
    for (index, easing) in easings.enumerated() {
      writer.line("private let easing\(index) = \(Self.spelling(of: easing)).prepared")
    }
    for list in usedLists.sorted() {
      let values = lists[list]
      writer.line(
        "private let list\(list): [Double] = [\(values.map(SwiftNames.literal).joined(separator: ", "))]"
      )
      // Sums of each prefix, added in the list's order as the evaluator adds them.
      var sums = [0.0]
      for value in values { sums.append(sums[sums.count - 1] + value) }
      writer.line(
        "private let listPrefixSums\(list): [Double] = [\(sums.map(SwiftNames.literal).joined(separator: ", "))]"
      )
    }
    for track in graph.tracks.indices where keyframes[track].count > Self.maxUnrolledKeyframes {
      let keys = keyframes[track]
      writer.line(
        "private let positions\(track): [Double] = [\(keys.map { SwiftNames.literal($0.position) }.joined(separator: ", "))]"
      )
      writer.line(
        "private let values\(track): [Double] = [\(keys.map { SwiftNames.literal($0.value) }.joined(separator: ", "))]"
      )
      writer.line(
        "private let curves\(track): [PreparedEasing] = [\(keys.map { "\(Self.spelling(of: $0.easing)).prepared" }.joined(separator: ", "))]"
      )
    }
    writer.blank()
  }

  /// The public API, as ``HeaderEvaluator``'s.
  func writeAPI(_ writer: inout SwiftWriter) {
    writer.line("/// A header with every input at rest and every state at its initial value.")
    writer.open("public init() {")
    writer.line("reset()")
    writer.close()
    writer.blank()
    writer.line("/// The current value of output `index` (see `outputKeys`).")
    writer.line("@inlinable")
    writer.open("public func value(at index: Int) -> Double {")
    writer.line("switch index {")
    for (index, output) in graph.outputs.enumerated() {
      writer.line("case \(index): return \(outputValue(output))")
    }
    writer.line("default: preconditionFailure(\"output index out of range\")")
    writer.line("}")
    writer.close()
    for (index, output) in graph.outputs.enumerated() {
      writer.blank()
      writer.line("/// `\(SwiftNames.comment(output.key))`.")
      writer.line(
        "@inlinable public var \(outputNames[index]): Double { \(outputValue(output)) }")
    }
    writer.blank()
    writer.line("/// Calls `body` with each output's index and value, in output order.")
    writer.line("@inlinable")
    writer.open("public func forEachValue(_ body: (Int, Double) throws -> Void) rethrows {")
    for (index, output) in graph.outputs.enumerated() {
      writer.line("try body(\(index), \(outputValue(output)))")
    }
    writer.close()
    writer.blank()
    writer.line("/// The raw offset of an input, as last set (after any hand-off).")
    writer.line("@inlinable")
    writer.open("public func rawInput(_ input: Int) -> Double {")
    writeInputSwitch(&writer) { index, input in
      "return ScalarOps.finite(\(slot(input.rawSlot)))"
    }
    writer.close()
    writer.blank()
    writer.line("/// Whether state `index` is animating towards a snap target.")
    writer.open("public func isAnimating(state index: Int) -> Bool {")
    writer.line("switch index {")
    for (index, machine) in graph.states.enumerated() {
      writer.line("case \(index): return \(machine.snap == nil ? "false" : "animating\(index)")")
    }
    writer.line("default: preconditionFailure(\"state index out of range\")")
    writer.line("}")
    writer.close()
    writer.blank()
    writer.line("/// Sets an input to a raw offset and evaluates; states stay where they are.")
    writer.open("public mutating func setInput(_ input: Int, raw: Double) {")
    writeInputSwitch(&writer) { index, _ in "store\(index)(raw)" }
    writer.line("frame()")
    writer.close()
    writer.blank()
  }

  /// `switch input { case i: … }` over the inputs, trapping on others.
  func writeInputSwitch(
    _ writer: inout SwiftWriter, _ body: (Int, CompiledGraph.Input) -> String
  ) {
    writer.line("switch input {")
    for (index, input) in graph.inputs.enumerated() {
      writer.line("case \(index): \(body(index, input))")
    }
    writer.line("default: preconditionFailure(\"input index out of range\")")
    writer.line("}")
  }

  /// How a generated file spells `easing`.
  static func spelling(of easing: Easing) -> String {
    switch easing {
    case .linear: "Easing.linear"
    case .hold: "Easing.hold"
    case .steps(let count): "Easing.steps(\(count))"
    case .cubicBezier(let x1, let y1, let x2, let y2):
      "Easing.cubicBezier(\([x1, y1, x2, y2].map(SwiftNames.literal).joined(separator: ", ")))"
    }
  }
}
