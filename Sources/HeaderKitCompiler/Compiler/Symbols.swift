import HeaderKitDiagnostics

/// What a name in an expression refers to.
enum Symbol: Hashable {
  case input(Int)
  case param(Int)
  case range(Int)
  case variable(Int)
  case state(Int)
  case transition(Int)
  case signal(Int)
  case clock(Int)
  /// `index` and `item` inside `each` keyframes.
  case generatorIndex
  case generatorItem

  /// What a declaration of this name is, as messages say it ("state");
  /// nil for `index` and `item`.
  var kind: String? {
    switch self {
    case .input: "input"
    case .param: "param"
    case .range: "range"
    case .variable: "var"
    case .state: "state"
    case .transition: "transition"
    case .signal: "signal"
    case .clock: "clock"
    case .generatorIndex, .generatorItem: nil
    }
  }

  /// A node of the dependency graph, or nil for names that are not nodes.
  var node: DependencyNode? {
    switch self {
    case .input(let index): .input(index)
    case .range(let index): .range(index)
    case .variable(let index): .variable(index)
    case .state(let index): .state(index)
    case .transition(let index): .transition(index)
    // A signal is set by events only: its value is read where it is.
    case .param, .signal, .clock, .generatorIndex, .generatorItem: nil
    }
  }
}

/// The declarations that can depend on others.
enum DependencyNode: Hashable {
  case input(Int)
  case range(Int)
  case variable(Int)
  case state(Int)
  case transition(Int)
}

/// The names declared by a spec's inputs, params, signals, ranges, vars,
/// states and transitions, which share one namespace.
struct SymbolTable {
  private(set) var symbols: [String: Symbol] = [:]
  private var declarations: [String: (kind: String, range: SourceRange)] = [:]
  private(set) var diagnostics: [Diagnostic] = []

  init(_ spec: Spec) {
    for (index, input) in spec.inputs.enumerated() { declare(input.name, "input", .input(index)) }
    for (index, param) in spec.params.enumerated() { declare(param.name, "param", .param(index)) }
    for (index, signal) in spec.signals.enumerated() {
      declare(signal.name, "signal", .signal(index))
    }
    for (index, clock) in spec.clocks.enumerated() { declare(clock.name, "clock", .clock(index)) }
    for (index, range) in spec.ranges.enumerated() { declare(range.name, "range", .range(index)) }
    for (index, state) in spec.states.enumerated() { declare(state.name, "state", .state(index)) }
    for (index, transition) in spec.transitions.enumerated() {
      declare(transition.name, "transition", .transition(index))
    }
    for (index, variable) in spec.vars.enumerated() {
      declare(variable.name, "var", .variable(index))
    }
    sortedSymbols = symbols.map { ($0.key, $0.value) }.sorted { $0.name < $1.name }
  }

  private mutating func declare(_ name: Located<String>, _ kind: String, _ symbol: Symbol) {
    if let first = declarations[name.value] {
      diagnostics.append(
        .duplicateName(
          name.value, kind: kind, firstKind: first.kind, at: name.range, first: first.range))
      return
    }
    declarations[name.value] = (kind, name.range)
    symbols[name.value] = symbol
  }

  /// Every declared name with its symbol, sorted by name once, so each
  /// suggestion does not sort them again.
  private var sortedSymbols: [(name: String, symbol: Symbol)] = []

  subscript(name: String) -> Symbol? { symbols[name] }

  /// How many names are declared.
  var count: Int { symbols.count }

  /// Names of one kind, for suggestions.
  func names(where include: (Symbol) -> Bool) -> [String] {
    sortedSymbols.filter { include($0.symbol) }.map(\.name)
  }
}
