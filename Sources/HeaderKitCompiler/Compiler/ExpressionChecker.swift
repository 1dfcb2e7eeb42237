import HeaderKitDiagnostics
import HeaderKitRuntime

/// Checks an expression against the declared names: every name resolves,
/// functions exist and get the right number of arguments, and lists are used
/// only where lists belong.
struct ExpressionChecker {
  enum ValueType { case number, list, invalid }

  let symbols: SymbolTable
  let listParams: Set<Int>

  /// The symbols an expression refers to, with where; problems go to `diagnostics`.
  ///
  /// The tree stores children before parents, so one pass in index order sees
  /// every operand's type before its operator.
  /// - Parameter generator: whether `index` and `item` are in scope.
  func check(
    _ expression: SpecExpression, generator: Bool, diagnostics: inout [Diagnostic],
    suggestions: inout SuggestionBudget
  ) -> [(symbol: Symbol, range: SourceRange)] {
    let tree = expression.tree
    var types = Array(repeating: ValueType.invalid, count: tree.nodes.count)
    var references: [(Symbol, SourceRange)] = []

    func requireNumber(_ child: Int) -> Bool {
      switch types[child] {
      case .number: return true
      case .invalid: return false
      case .list:
        diagnostics.append(.listAsNumber(describe(child, in: tree), at: tree[child].range))
        return false
      }
    }

    for (index, node) in tree.nodes.enumerated() {
      switch node.kind {
      case .number:
        types[index] = .number
      case .name(let name):
        if Builtin.constants[name] != nil {
          types[index] = .number
          continue
        }
        guard let symbol = resolve(name, generator: generator) else {
          let suggestion = suggestions.closest(to: name, count: symbols.count + 2) {
            symbols.names { _ in true } + (generator ? NameRule.eachNames : [])
          }
          var diagnostic = Diagnostic.unknownName(
            name, expected: "name", suggestion: suggestion, at: node.range)
          if !generator, NameRule.eachNames.contains(name) {
            diagnostic.notes.append(.init("'\(name)' exists only in keyframes with 'each'"))
          }
          if name == "true" || name == "false" { diagnostic.notes.append(Diagnostic.booleanNote) }
          if suggestion == nil, name.lowercased() == "pi" {
            diagnostic.notes.append(Diagnostic.piNote)
          }
          diagnostics.append(diagnostic)
          continue
        }
        references.append((symbol, node.range))
        if case .param(let param) = symbol, listParams.contains(param) {
          types[index] = .list
        } else {
          types[index] = .number
        }
      case .unary, .binary:
        let valid = node.children.map(requireNumber).allSatisfy { $0 }
        types[index] = valid ? .number : .invalid
      case .index:
        let base = node.children[0]
        var valid = requireNumber(node.children[1])
        if types[base] == .number {
          diagnostics.append(.numberAsList("indexing with [ ]", at: tree[base].range))
          valid = false
        }
        types[index] = valid && types[base] == .list ? .number : .invalid
      case .call(let name):
        types[index] = checkCall(name, node, tree: tree, types: types, diagnostics: &diagnostics)
      }
    }
    _ = requireNumber(tree.root)
    return references
  }

  private func checkCall(
    _ name: String, _ node: ExpressionTree.Node, tree: ExpressionTree, types: [ValueType],
    diagnostics: inout [Diagnostic]
  ) -> ValueType {
    guard let builtin = Builtin.named(name) else {
      diagnostics.append(
        .unknownFunction(
          name, suggestion: Suggestions.closest(to: name, in: Builtin.all.map(\.name)),
          at: node.range))
      return .invalid
    }
    guard builtin.arity.contains(node.children.count) else {
      let expected: String
      if builtin.arity.upperBound == Int.max {
        expected = "at least \(builtin.arity.lowerBound) arguments"
      } else if builtin.arity.count == 1 {
        expected =
          builtin.arity.lowerBound == 1 ? "1 argument" : "\(builtin.arity.lowerBound) arguments"
      } else {
        expected = "\(builtin.arity.lowerBound) or \(builtin.arity.upperBound) arguments"
      }
      diagnostics.append(
        .wrongArity(
          name, signature: builtin.signature, expected: expected, found: node.children.count,
          at: node.range))
      return .invalid
    }
    var valid = true
    for (position, child) in node.children.enumerated() {
      if builtin.takesList && position == 0 {
        if types[child] == .number {
          diagnostics.append(
            .numberAsList("the first argument of \(name)()", at: tree[child].range))
          valid = false
        }
        valid = valid && types[child] == .list
      } else {
        switch types[child] {
        case .number: break
        case .invalid: valid = false
        case .list:
          diagnostics.append(.listAsNumber(describe(child, in: tree), at: tree[child].range))
          valid = false
        }
      }
    }
    return valid ? .number : .invalid
  }

  func resolve(_ name: String, generator: Bool) -> Symbol? {
    if generator, name == "index" { return .generatorIndex }
    if generator, name == "item" { return .generatorItem }
    return symbols[name]
  }

  private func describe(_ node: Int, in tree: ExpressionTree) -> String {
    if case .name(let name) = tree[node].kind { return name }
    return "this value"
  }
}
