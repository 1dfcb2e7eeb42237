import HeaderKitDiagnostics

/// The unused-param and unused-var lints: a declaration no expression,
/// track (`over`, `each`), state, transition or signal's latch of the
/// spec names. A param that only a
/// test overrides is still unused; a var only another unused var reads counts
/// as used (the other one is reported).
enum UnusedNames {
  static func diagnostics(_ spec: Spec) -> [Diagnostic] {
    let used = names(usedBy: spec)
    var diagnostics: [Diagnostic] = []
    for param in spec.params where !used.contains(param.name.value) {
      diagnostics.append(.unusedParam(param.name.value, at: param.name.range))
    }
    for variable in spec.vars where !used.contains(variable.name.value) {
      diagnostics.append(.unusedVar(variable.name.value, at: variable.name.range))
    }
    return diagnostics
  }

  /// Every name the spec refers to anywhere.
  static func names(usedBy spec: Spec) -> Set<String> {
    var expressions: [SpecExpression] = []
    var names: Set<String> = []
    func addTrack(_ track: TrackDecl) {
      names.insert(track.over.value)
      for keyframe in track.keyframes {
        if let each = keyframe.each { names.insert(each.value) }
        if case .expression(let at) = keyframe.at { expressions.append(at) }
        expressions.append(keyframe.value)
      }
    }
    for input in spec.inputs {
      expressions += [input.inset, input.rest].compactMap { $0 } + (input.bounds ?? [])
    }
    for range in spec.ranges {
      names.insert(range.input.value)
      expressions += [range.from, range.to]
    }
    for variable in spec.vars {
      switch variable.definition {
      case .expression(let expression): expressions.append(expression)
      case .track(let track): addTrack(track)
      }
    }
    for state in spec.states {
      names.insert(state.input.value)
      expressions += state.expressions
    }
    for transition in spec.transitions { expressions += transition.expressions }
    for signal in spec.signals { expressions += signal.expressions }
    for clock in spec.clocks { expressions += clock.expressions }
    for target in spec.targets {
      for bindings in target.properties.map(\.bindings) + target.custom.map(\.bindings) {
        for binding in bindings {
          switch binding {
          case .expression(let expression): expressions.append(expression)
          case .track(let track): addTrack(track)
          }
        }
      }
      for case .track(let track) in target.colors.flatMap(\.bindings) {
        addTrack(track.channel(\.alpha))
      }
    }
    // A param that only preview geometry uses is used: its slider moves the layout.
    expressions += spec.previewExpressions.map(\.expression)
    for expression in expressions {
      for name in expression.tree.names { names.insert(name.name) }
    }
    return names
  }
}
