public import HeaderKitDiagnostics
import HeaderKitRuntime

/// Compiles a decoded ``Spec`` into a `CompiledGraph`.
///
/// In order: declare every name; check every expression (names, functions,
/// lists) and record what depends on what; report cycles, each as one
/// diagnostic naming every member; then, in dependency order, emit flat code,
/// folding constants and moving param-only work to set-up.
public enum SpecCompiler {
  /// Compiles `spec`, reporting every problem the decoder cannot see.
  /// - Returns: The compiled spec, or nil when there is an error; and every
  ///   diagnostic, errors and warnings, without repeats.
  public static func compile(_ spec: Spec) -> (compiled: CompiledSpec?, diagnostics: [Diagnostic]) {
    var compilation = SpecCompilation(spec: spec)
    compilation.checkAll()
    let order = compilation.orderNodes()
    guard !compilation.diagnostics.hasErrors, let order else {
      return (nil, compilation.diagnostics.removingRepeats())
    }
    let compiled = compilation.generate(order: order)
    let diagnostics = compilation.diagnostics.removingRepeats()
    return (diagnostics.hasErrors ? nil : compiled, diagnostics)
  }
}

extension Array where Element == Diagnostic {
  /// The diagnostics without exact repeats, in order.
  ///
  /// `scale` is one binding compiled into two outputs (scaleX and scaleY), so
  /// a mistake in it would otherwise be reported twice.
  func removingRepeats() -> [Diagnostic] {
    var seen: Set<Diagnostic> = []
    return filter { seen.insert($0).inserted }
  }
}

/// The state of compiling one spec.
struct SpecCompilation {
  let spec: Spec
  let symbols: SymbolTable
  let checker: ExpressionChecker
  var diagnostics: [Diagnostic]
  var builder = CodeBuilder()
  var suggestions = SuggestionBudget()

  /// Dependency nodes: inputs, ranges, vars, states, transitions, in that order.
  var nodes: [DependencyNode] = []
  var nodeIndex: [DependencyNode: Int] = [:]
  var edges: [[Int]] = []
  /// Ranges whose progress some expression reads.
  var referencedRanges: Set<Int> = []

  // Set during code generation.
  var paramSlots: [Int] = []
  var listIndexOfParam: [Int: Int] = [:]
  var inputSlots: [(raw: Int, value: Int, inset: Int, initial: Int)] = []
  var inputSweeps: [ClosedRange<Double>?] = []
  var rangeSlots: [(from: Int, to: Int, progress: Int)] = []
  var varOperands: [CodeBuilder.Operand?] = []
  var stateSlots: [(model: Int, value: Int)] = []
  var transitionSlots: [Int] = []
  var signalSlots: [Int] = []
  var clockSlots: [Int] = []
  var tracks: [CompiledGraph.Track] = []
  var trackOrigins: [CompiledSpec.TrackOrigin] = []
  var keyframeSources: [CompiledGraph.KeyframeSource] = []
  /// While compiling a state's guards, that state: its own name means its model value.
  var guardState: Int?
  /// While compiling `each` keyframes, the slots of `index` and `item`.
  var generatorSlots: (index: Int, item: Int)?
  /// What is being compiled, for "… can use only params" messages.
  var currentWhat = ""

  init(spec: Spec) {
    self.spec = spec
    symbols = SymbolTable(spec)
    diagnostics = symbols.diagnostics
    let lists = spec.params.indices.filter {
      if case .list = spec.params[$0].value.value { return true }
      return false
    }
    checker = ExpressionChecker(symbols: symbols, listParams: Set(lists))
    for index in spec.inputs.indices { addNode(.input(index)) }
    for index in spec.ranges.indices { addNode(.range(index)) }
    for index in spec.vars.indices { addNode(.variable(index)) }
    for index in spec.states.indices { addNode(.state(index)) }
    for index in spec.transitions.indices { addNode(.transition(index)) }
  }

  private mutating func addNode(_ node: DependencyNode) {
    nodeIndex[node] = nodes.count
    nodes.append(node)
    edges.append([])
  }

  /// The name and location of a dependency node, for cycle messages.
  func describe(_ node: DependencyNode) -> (name: String, range: SourceRange) {
    switch node {
    case .input(let index): (spec.inputs[index].name.value, spec.inputs[index].name.range)
    case .range(let index): (spec.ranges[index].name.value, spec.ranges[index].name.range)
    case .variable(let index): (spec.vars[index].name.value, spec.vars[index].name.range)
    case .state(let index): (spec.states[index].name.value, spec.states[index].name.range)
    case .transition(let index):
      (spec.transitions[index].name.value, spec.transitions[index].name.range)
    }
  }

  // MARK: Checking

  /// Checks an expression and records that `node` depends on what it names.
  mutating func check(
    _ expression: SpecExpression?, for node: DependencyNode?, generator: Bool = false
  ) {
    guard let expression else { return }
    let references = checker.check(
      expression, generator: generator, diagnostics: &diagnostics, suggestions: &suggestions)
    for reference in references {
      if case .range(let range) = reference.symbol { referencedRanges.insert(range) }
      if let node, let target = reference.symbol.node { addEdge(from: node, to: target) }
    }
  }

  mutating func addEdge(from node: DependencyNode, to target: DependencyNode) {
    guard let from = nodeIndex[node], let to = nodeIndex[target] else { return }
    if !edges[from].contains(to) { edges[from].append(to) }
  }

  mutating func checkAll() {
    for (index, input) in spec.inputs.enumerated() {
      check(input.inset, for: .input(index))
      check(input.rest, for: .input(index))
      for bound in input.bounds ?? [] { check(bound, for: .input(index)) }
    }
    for (index, range) in spec.ranges.enumerated() {
      if let input = resolveInput(range.input) { addEdge(from: .range(index), to: .input(input)) }
      check(range.from, for: .range(index))
      check(range.to, for: .range(index))
    }
    for (index, variable) in spec.vars.enumerated() {
      switch variable.definition {
      case .expression(let expression): check(expression, for: .variable(index))
      case .track(let track): checkTrack(track, for: .variable(index))
      }
    }
    for (index, state) in spec.states.enumerated() {
      _ = resolveInput(state.input)
      for expression in [state.initial, state.min, state.max, state.follow] + (state.limits ?? []) {
        check(expression, for: .state(index))
      }
      // Guards and the position run while states update; their dependencies
      // are checked when they are compiled, so they add no edges here.
      for expression in [state.down, state.up, state.gate, state.position] {
        check(expression, for: nil)
      }
      if let snap = state.snap {
        for expression in snap.expressions { check(expression, for: .state(index)) }
      }
    }
    checkTransitions()
    for signal in spec.signals {
      // A latch runs at ends of scrolling: its names are compiled where it is.
      for expression in signal.expressions { check(expression, for: nil) }
    }
    for clock in spec.clocks {
      // A clock's condition runs after events, as a latch's does.
      for expression in clock.expressions { check(expression, for: nil) }
    }
    for target in spec.targets {
      for bindings in target.properties.map(\.bindings) + target.custom.map(\.bindings) {
        for binding in bindings {
          switch binding {
          case .expression(let expression): check(expression, for: nil)
          case .track(let track): checkTrack(track, for: nil)
          }
        }
      }
      for case .track(let track) in target.colors.flatMap(\.bindings) {
        checkTrack(track.channel(\.alpha), for: nil)
      }
    }
    diagnostics += OverriddenBindings.diagnostics(spec)
    diagnostics += spec.previewDiagnostics()
    checkPreviewExpressions()
  }

  /// The input a name refers to; reports it otherwise.
  mutating func resolveInput(_ name: Located<String>) -> Int? {
    if case .input(let index) = symbols[name.value] { return index }
    let suggestion = suggestions.closest(to: name.value, count: spec.inputs.count) {
      spec.inputs.map(\.name.value)
    }
    var diagnostic = Diagnostic.unknownName(
      name.value, expected: "input", suggestion: suggestion, at: name.range)
    if let kind = symbols[name.value]?.kind {
      diagnostic.notes.append(Diagnostic.notAnInputNote(name.value, kind: kind))
    }
    diagnostics.append(diagnostic)
    return nil
  }

  /// What a track runs over: an input, a range, a var, a state, a transition,
  /// a signal or a clock.
  mutating func resolveDriver(_ name: Located<String>) -> Symbol? {
    switch symbols[name.value] {
    case .input, .range, .variable, .state, .transition, .signal, .clock:
      return symbols[name.value]
    default:
      let suggestion = suggestions.closest(to: name.value, count: symbols.count) {
        symbols.names {
          switch $0 {
          case .input, .range, .variable, .state, .transition, .signal, .clock: true
          default: false
          }
        }
      }
      var diagnostic = Diagnostic.unknownName(
        name.value, expected: "input, range, var, state, transition, signal or clock",
        suggestion: suggestion,
        at: name.range)
      if case .param = symbols[name.value] {
        diagnostic.notes.append(
          .init("a param does not change as the header scrolls; use an input, a range or a var"))
      }
      diagnostics.append(diagnostic)
      return nil
    }
  }

  mutating func checkTrack(_ track: TrackDecl, for node: DependencyNode?) {
    let driver = resolveDriver(track.over)
    if let node, let target = driver?.node { addEdge(from: node, to: target) }
    var overRange: RangeDecl?
    if case .range(let index) = driver { overRange = spec.ranges[index] }
    for keyframe in track.keyframes {
      var generator = false
      if let each = keyframe.each {
        generator = true
        if case .param(let index) = symbols[each.value], case .list = spec.params[index].value.value
        {
        } else {
          let suggestion = suggestions.closest(to: each.value, count: spec.params.count) {
            spec.params.filter {
              if case .list = $0.value.value { return true }
              return false
            }.map(\.name.value)
          }
          diagnostics.append(
            .unknownName(
              each.value, expected: "list param", suggestion: suggestion, at: each.range))
        }
      }
      switch keyframe.at {
      case .percent(let percent, let range):
        if let overRange {
          if !(0...100).contains(percent) {
            diagnostics.append(
              .keyframeOutsideRange(percent / 100, range: overRange.name.value, at: range))
          }
        } else if driver != nil {
          diagnostics.append(.percentWithoutRange(over: track.over.value, at: range))
        }
      case .expression(let expression):
        check(expression, for: node, generator: generator)
        if let overRange, let fraction = expression.tree.literalValue, !(0...1).contains(fraction) {
          diagnostics.append(
            .keyframeOutsideRange(fraction, range: overRange.name.value, at: expression.range))
        }
      }
      check(keyframe.value, for: node, generator: generator)
    }
  }

  // MARK: Ordering

  /// The nodes in dependency order, or nil after reporting cycles.
  mutating func orderNodes() -> [DependencyNode]? {
    let graph = DependencyGraph(edges: edges)
    var order: [DependencyNode] = []
    var cyclic = false
    for component in graph.components() {
      if graph.isCycle(component) {
        cyclic = true
        let members = component.sorted { lhs, rhs in
          describe(nodes[lhs]).range < describe(nodes[rhs]).range
        }.map { describe(nodes[$0]) }
        diagnostics.append(.cycle(members))
      } else {
        order.append(nodes[component[0]])
      }
    }
    return cyclic ? nil : order
  }
}
