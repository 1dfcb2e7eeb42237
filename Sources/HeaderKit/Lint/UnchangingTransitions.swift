import HeaderKitDiagnostics

/// The unchanging-transition lint: a transition whose condition is a
/// constant or set-up value (it reads only params and numbers, no input,
/// state, transition or signal) rests where
/// reset puts it and never animates.
enum UnchangingTransitions {
  static func diagnostics(_ compiled: CompiledSpec) -> [Diagnostic] {
    let graph = compiled.graph
    // The slots events and frames change: code writes them, or they are an
    // input's, a state's, a transition's or a signal's own.
    var moving = Set((graph.frameCode + graph.stateCode).map(\.dst))
    for input in graph.inputs { moving.formUnion([input.rawSlot, input.valueSlot]) }
    for state in graph.states { moving.formUnion([state.modelSlot, state.valueSlot]) }
    for transition in graph.transitions { moving.insert(transition.valueSlot) }
    for signal in graph.signals { moving.insert(signal.valueSlot) }
    for clock in graph.clocks { moving.insert(clock.valueSlot) }
    return graph.transitions.compactMap { transition in
      guard !moving.contains(transition.conditionSlot),
        let decl = compiled.spec.transitions.first(where: { $0.name.value == transition.name })
      else { return nil }
      return .unchangingTransition(transition.name, at: decl.when.range)
    }
  }
}
