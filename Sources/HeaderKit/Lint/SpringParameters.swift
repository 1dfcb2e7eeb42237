import HeaderKitDiagnostics
@_spi(Generated) import HeaderKitRuntime

/// The spring-makes-no-motion lint: a snap's or transition's spring whose
/// parameters, with the default params, make no spring (a response, damping
/// fraction, mass, stiffness or damping that is not positive, or a frequency
/// that overflows). The runtime then sets the value at its target at once,
/// which a spring in the spec was surely not meant to do.
enum SpringParameters {
  static func diagnostics(_ context: LintContext) -> [Diagnostic] {
    let spec = context.compiled.spec
    var diagnostics: [Diagnostic] = []
    for (index, state) in context.graph.states.enumerated() {
      guard let spring = state.snap?.spring, index < spec.states.count,
        let decl = spec.states[index].snap?.spring
      else { continue }
      diagnostics += check(spring, decl, "snap", context)
    }
    // The graph keeps transitions in update order: match them by name.
    for transition in context.graph.transitions {
      guard let decl = spec.transitions.first(where: { $0.name.value == transition.name })
      else { continue }
      // Each direction's spring, when a spring differs per direction.
      let springs = [(transition.spring, decl.spring), (transition.springBack, decl.backSpring)]
      for case (let spring?, let written?) in springs {
        diagnostics += check(spring, written, "transition", context)
      }
    }
    return diagnostics
  }

  /// The warning for one spring, if its values make none.
  private static func check(
    _ spring: CompiledGraph.SpringSource, _ decl: SpringDecl, _ owner: String,
    _ context: LintContext
  ) -> [Diagnostic] {
    let values = spring.slots.map { context.base.slotValue(Int($0)) }
    let made = CompiledGraph.SpringSource.spring(
      spring.form, values[0], values[1], values.count > 2 ? values[2] : 0)
    guard made == nil else { return [] }
    let keys = SpecDecoding.springForms.first { $0.0 == spring.form }?.1 ?? []
    return [.springMakesNoMotion(Array(zip(keys, values)), owner: owner, at: decl.range)]
  }
}
