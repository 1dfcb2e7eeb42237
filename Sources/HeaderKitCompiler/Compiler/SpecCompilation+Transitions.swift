import HeaderKitDiagnostics
import HeaderKitRuntime

extension SpecCompilation {
  /// Checks a transition's expressions: its condition's names become its
  /// dependencies (so a condition that reads its own transition, directly or
  /// through vars, is a `cycle`); `from`, `to`, `duration` and the spring's
  /// parameters are set-up values.
  mutating func checkTransitions() {
    for (index, transition) in spec.transitions.enumerated() {
      for expression in transition.expressions { check(expression, for: .transition(index)) }
    }
  }

  /// Compiles every transition, in dependency order: a transition comes
  /// after the transitions its condition reads, which is the order the
  /// graph keeps and updates them in.
  mutating func compileTransitions(order: [DependencyNode]) -> [CompiledGraph.Transition] {
    order.compactMap { node in
      guard case .transition(let index) = node else { return nil }
      return compileTransition(index, order: order)
    }
  }

  private mutating func compileTransition(_ index: Int, order: [DependencyNode])
    -> CompiledGraph.Transition
  {
    let transition = spec.transitions[index]
    let name = transition.name.value
    func setup(_ expression: SpecExpression, _ key: String) -> Int32 {
      currentWhat = "'\(key)' of transition '\(name)'"
      return Int32(compile(expression, .setup).slot)
    }
    let from = setup(transition.from, "from")
    let to = setup(transition.to, "to")
    let duration = setup(transition.duration, "duration")
    let backDuration = transition.backDuration.map { setup($0, "duration") }
    func source(_ spring: SpringDecl) -> CompiledGraph.SpringSource {
      CompiledGraph.SpringSource(
        form: spring.form, slots: spring.parameters.map { setup($0, "spring") })
    }
    let spring = transition.spring.map(source)
    let springBack = transition.backSpring.map(source)
    let condition = compileCondition(
      transition.when, what: "the condition of transition '\(name)'", order: order)
    return CompiledGraph.Transition(
      name: name, easeOn: transition.easeOn, easeOff: transition.easeOff,
      valueSlot: Int32(transitionSlots[index]), fromSlot: from, toSlot: to,
      durationSlot: duration, codeStart: condition.codeStart,
      codeCount: condition.codeCount, conditionSlot: condition.conditionSlot,
      spring: spring, backDurationSlot: backDuration, springBack: springBack)
  }
}
