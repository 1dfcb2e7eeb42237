import HeaderKitDiagnostics
public import HeaderKitRuntime

extension SpecCompilation {
  /// Checks preview geometry's expressions (frames, corners, the list's
  /// start and size): names resolve, and only params are used, as the
  /// preview tools compute them when params change, never per frame.
  mutating func checkPreviewExpressions() {
    for (what, expression) in spec.previewExpressions {
      let references = checker.check(
        expression, generator: false, diagnostics: &diagnostics, suggestions: &suggestions)
      let names = expression.tree.names
      for reference in references {
        if case .param = reference.symbol { continue }
        let name = names.first { $0.range == reference.range }?.name ?? expression.text
        diagnostics.append(.notConstant(what, dependsOn: name, at: reference.range))
      }
    }
  }
}

extension SpecCompiler {
  /// Compiles expressions of `spec`'s params — preview geometry — into a
  /// graph of its own: `spec`'s inputs and params (so a param keeps its
  /// index), and one constraint output per expression, in order.
  /// - Returns: The graph, or nil when an expression does not compile (which
  ///   validating `spec` rules out).
  public static func compileParamExpressions(_ expressions: [SpecExpression], of spec: Spec)
    -> CompiledGraph?
  {
    var geometry = Spec(version: spec.version, name: spec.name)
    geometry.inputs = spec.inputs
    geometry.params = spec.params
    geometry.targets = expressions.enumerated().map { index, expression in
      let constant = PropertyDecl(
        property: .constant, key: Located("constant", at: expression.range),
        bindings: [.expression(expression)])
      return TargetDecl(
        name: Located("g\(index)", at: expression.range), kind: .constraint,
        properties: [constant], preview: nil)
    }
    return compile(geometry).compiled?.graph
  }
}
