@_spi(Generated) import HeaderKitRuntime

extension SwiftGenerator {
  /// Each transition's memory and curves.
  func writeTransitionDeclarations(_ writer: inout SwiftWriter) {
    for (index, transition) in graph.transitions.enumerated() {
      writer.line(
        "/// Transition `\(SwiftNames.comment(transition.name))`: its condition and animation, and its curves."
      )
      writer.line("private var transition\(index) = TransitionAnimation()")
      writer.line(
        "private let transitionOn\(index) = EasingCurve(\(Self.spelling(of: transition.easeOn)))")
      writer.line(
        "private let transitionOff\(index) = EasingCurve(\(Self.spelling(of: transition.easeOff)))")
    }
  }

  /// Whether transition `index` is animating.
  func writeTransitionQuery(_ writer: inout SwiftWriter) {
    guard !graph.transitions.isEmpty else { return }
    writer.line("/// Whether transition `index` is on its way between its two values.")
    writer.open("public func isAnimating(transition index: Int) -> Bool {")
    writer.line("switch index {")
    for index in graph.transitions.indices {
      writer.line("case \(index): return transition\(index).isRunning")
    }
    writer.line("default: preconditionFailure(\"transition index out of range\")")
    writer.line("}")
    writer.close()
    writer.blank()
  }

  /// The calls an event makes once everything else has moved: nothing
  /// without transitions, so headers without them are unchanged.
  func transitionCalls(advancing: Bool) -> [String] {
    guard !graph.transitions.isEmpty else { return [] }
    return (advancing ? ["advanceTransitions(by: seconds)"] : []) + ["updateTransitions()"]
  }

  /// The conditions' code, and the evaluator's settle, update and advance
  /// of transitions (``HeaderEvaluator``'s `+Transitions`), written out.
  func writeTransitions(_ writer: inout SwiftWriter) {
    guard !graph.transitions.isEmpty else { return }
    for (index, transition) in graph.transitions.enumerated() where transition.codeCount > 0 {
      writeStateCode(
        &writer, "condition\(index)",
        doc:
          "Transition `\(SwiftNames.comment(transition.name))`'s condition for the current inputs and states.",
        start: transition.codeStart, count: transition.codeCount)
    }
    writer.blank()
    writer.line("/// Each transition at rest on the side its condition gives, in update order.")
    writer.open("private mutating func settleTransitions() {")
    for (index, transition) in graph.transitions.enumerated() {
      if transition.codeCount > 0 { writer.line("condition\(index)()") }
      writer.line("transition\(index).settle(on: \(slot(transition.conditionSlot)) != 0)")
      writer.line(
        "\(stored(transition.valueSlot)) = transition\(index).isOn ? \(slot(transition.toSlot)) : \(slot(transition.fromSlot))"
      )
    }
    writer.close()
    writer.blank()
    writer.line("/// Each transition's condition after an event, in update order.")
    writer.open("private mutating func updateTransitions() {")
    for (index, transition) in graph.transitions.enumerated() {
      let value = stored(transition.valueSlot)
      if transition.codeCount > 0 { writer.line("condition\(index)()") }
      writer.line("let on\(index) = \(slot(transition.conditionSlot)) != 0")
      writer.open("if on\(index) != transition\(index).isOn {")
      writer.line(
        "\(value) = transition\(index).update(on: on\(index), presented: \(value), target: on\(index) ? \(slot(transition.toSlot)) : \(slot(transition.fromSlot)), \(timing(of: transition)))"
      )
      writer.close()
    }
    writer.close()
    writer.blank()
    writer.line("/// Running transitions move on by `seconds`.")
    writer.open("private mutating func advanceTransitions(by seconds: Double) {")
    for (index, transition) in graph.transitions.enumerated() {
      writer.line(
        "if let value = transition\(index).advance(by: seconds, curve: transition\(index).isOn ? transitionOn\(index) : transitionOff\(index)) { \(stored(transition.valueSlot)) = value }"
      )
    }
    writer.close()
  }

  /// The last argument of a transition's `update`: its spring, made from
  /// the set-up values now as the evaluator makes it, or its duration.
  private func timing(of transition: CompiledGraph.Transition) -> String {
    guard let spring = transition.spring else {
      return "duration: \(slot(transition.durationSlot))"
    }
    return "spring: \(springExpression(spring))"
  }

  /// A spring (a snap's or a transition's) made from the set-up values now,
  /// as the evaluator makes it.
  func springExpression(_ spring: CompiledGraph.SpringSource) -> String {
    let parameters = spring.slots.map { slot($0) } + (spring.slots.count > 2 ? [] : ["0"])
    return
      "CompiledGraph.SpringSource.spring(.\(spring.form), \(parameters.joined(separator: ", ")))"
  }

  /// A function of a range of the graph's state code (a state's guards, a
  /// transition's condition), one statement per instruction.
  func writeStateCode(
    _ writer: inout SwiftWriter, _ name: String, doc: String, start: Int32, count: Int32
  ) {
    writer.blank()
    writer.line("/// \(doc)")
    writer.open("private mutating func \(name)() {")
    for instruction in graph.stateCode[Int(start)..<Int(start) + Int(count)] {
      writer.line(statement(instruction))
    }
    writer.close()
  }
}
