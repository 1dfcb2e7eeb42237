import HeaderKitDiagnostics

/// The unchanging-transition lint: a transition whose condition has no code
/// to run after events reads nothing that moves (only params and constants),
/// so it rests where reset puts it and never animates.
enum UnchangingTransitions {
  static func diagnostics(_ compiled: CompiledSpec) -> [Diagnostic] {
    compiled.graph.transitions.compactMap { transition in
      guard transition.codeCount == 0,
        let decl = compiled.spec.transitions.first(where: { $0.name.value == transition.name })
      else { return nil }
      return .unchangingTransition(transition.name, at: decl.when.range)
    }
  }
}
