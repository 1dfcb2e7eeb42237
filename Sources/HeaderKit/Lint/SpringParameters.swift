import HeaderKitDiagnostics
@_spi(Generated) import HeaderKitRuntime

/// The spring-makes-no-motion lint: a snap's spring whose parameters, with
/// the default params, make no spring (a response, damping fraction, mass,
/// stiffness or damping that is not positive, or a frequency that
/// overflows). The runtime then sets the value at its target at once, which
/// a spring in the spec was surely not meant to do.
enum SpringParameters {
  static func diagnostics(_ context: LintContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    for (index, state) in context.graph.states.enumerated() {
      guard let spring = state.snap?.spring,
        index < context.compiled.spec.states.count,
        let decl = context.compiled.spec.states[index].snap?.spring
      else { continue }
      let values = spring.slots.map { context.base.slotValue(Int($0)) }
      let made = CompiledGraph.SpringSource.spring(
        spring.form, values[0], values[1], values.count > 2 ? values[2] : 0)
      guard made == nil else { continue }
      let keys = SpecDecoding.springForms.first { $0.0 == spring.form }?.1 ?? []
      diagnostics.append(.springMakesNoMotion(Array(zip(keys, values)), at: decl.range))
    }
    return diagnostics
  }
}
