public import HeaderKitDiagnostics
import HeaderKitRuntime

/// Checks test cases against a compiled spec and prepares them: the names
/// they use, their params, the work their set-up and sweeps take. HeaderKit
/// runs them (`TestRunner.run`); `headerkit compile --tests` checks and
/// resolves them here.
public enum TestRunner {
  /// Reports names the spec does not have: the input, params and keys.
  public static func check(_ testCase: TestCase, against compiled: CompiledSpec) -> [Diagnostic] {
    // Checked without setting the header up: a case's params may rebuild
    // thousands of keyframes, and a file may hold a thousand cases.
    var lengths = ParamOverride.defaultListLengths(of: compiled.graph)
    let bounds = compiled.spec.paramBounds
    let paramProblems = paramProblems(testCase, compiled) { override throws(ParamError) in
      _ = try override.check(against: compiled.graph, bounds: bounds, listLengths: &lengths)
    }
    return checkNames(testCase, against: compiled) + paramProblems
      + checkKeys(testCase, against: compiled)
  }

  /// Problems with the inputs and the names of events' inputs.
  package static func checkNames(_ testCase: TestCase, against compiled: CompiledSpec)
    -> [Diagnostic]
  {
    let graph = compiled.graph
    var problems: [Diagnostic] = []
    let inputs = graph.inputs.map(\.name)
    var inputNames = [testCase.input].compactMap { $0 }
    if case .trace(let trace, let file) = testCase.kind, let name = trace.input {
      inputNames.append(file.map { Located(name.value, at: $0.range) } ?? name)
    }
    for name in inputNames where !inputs.contains(name.value) {
      problems.append(
        .unknownName(
          name.value, expected: "input",
          suggestion: Suggestions.closest(to: name.value, in: inputs), at: name.range))
    }
    problems += inputOffsetProblems(testCase, graph)
    if case .trace(let trace, let file) = testCase.kind {
      // A trace read from a file is reported where the case names the file.
      problems += trace.nameProblems(inputs: inputs, signals: graph.signals.map(\.name)).map {
        problem in
        guard let file else { return problem }
        var moved = problem
        moved.range = file.range
        return moved
      }
    }
    return problems
  }

  /// `inputs:` that name no input, or the input `at` or `sweep` moves (its
  /// offsets come from there).
  private static func inputOffsetProblems(_ testCase: TestCase, _ graph: CompiledGraph)
    -> [Diagnostic]
  {
    let inputs = graph.inputs.map(\.name)
    var driven: (name: String?, key: String)
    switch testCase.kind {
    case .offsets: driven = (testCase.input?.value ?? inputs.first, "at")
    case .sweep: driven = (testCase.input?.value ?? inputs.first, "sweep")
    case .trace, .traceFile: driven = (nil, "trace")
    }
    return testCase.inputs.compactMap { offset in
      let name = offset.name.value
      guard inputs.contains(name) else {
        return .unknownName(
          name, expected: "input", suggestion: Suggestions.closest(to: name, in: inputs),
          at: offset.name.range)
      }
      guard name != driven.name else {
        return .invalidValue(
          "input '\(name)' is the one this case moves with '\(driven.key)'; 'inputs' sets only the others",
          at: offset.name.range)
      }
      return nil
    }
  }

  /// Keys that are not `target.property` of the spec (or `offset`).
  package static func checkKeys(_ testCase: TestCase, against compiled: CompiledSpec)
    -> [Diagnostic]
  {
    let graph = compiled.graph
    var problems: [Diagnostic] = []
    let keys = graph.outputs.map(\.key) + [TestCase.offsetKey]
    let used =
      testCase.expectations.map(\.key) + testCase.bounds.map(\.key) + testCase.monotonic.map(\.key)
      + testCase.continuous.map(\.key)
    // Built only when a key is unknown, and once for all of them.
    lazy var symbols = SymbolTable(compiled.spec)
    for key in used where !keys.contains(key.value) {
      var problem = Diagnostic.unknownName(
        key.value, expected: "target property",
        suggestion: suggestedKey(for: key.value, in: keys), at: key.range)
      // A state or var is no output; say how a target can expose it.
      if let kind = symbols[key.value]?.kind,
        let target = compiled.spec.targets.first
      {
        problem.notes.append(
          Diagnostic.notATestKeyNote(key.value, kind: kind, target: target.name.value))
      }
      problems.append(problem)
    }
    return problems
  }

  /// The output key `key` most likely means: `NAME.constant` for a
  /// constraint named alone, the property another platform's name stands
  /// for (`bar.opacity` is `bar.alpha`), or else the closest spelling.
  static func suggestedKey(for key: String, in keys: [String]) -> String? {
    if keys.contains(key + ".constant") { return key + ".constant" }
    if let dot = key.lastIndex(of: "."),
      let property = Suggestions.propertySynonym(of: String(key[key.index(after: dot)...]))
    {
      let candidate = key[..<dot] + "." + property
      if keys.contains(candidate) { return candidate }
    }
    return Suggestions.closest(to: key, in: keys)
  }

  /// Sets the case's params on `evaluator` in order, and reports each that
  /// does not fit (an unknown name, a list for a number or the reverse, a
  /// value out of bounds or past the graph's limits), leaving it unset.
  static func setParams(
    _ testCase: TestCase, _ compiled: CompiledSpec, on evaluator: inout HeaderEvaluator
  ) -> [Diagnostic] {
    let bounds = compiled.spec.paramBounds
    return paramProblems(testCase, compiled) { override throws(ParamError) in
      try override.apply(to: &evaluator, bounds: bounds)
    }
  }

  /// Each of the case's params, in order, that does not fit: an unknown
  /// name, a list for a number or the reverse, or what `apply` throws (a
  /// value out of bounds or past the graph's limits).
  private static func paramProblems(
    _ testCase: TestCase, _ compiled: CompiledSpec,
    apply: (ParamOverride) throws(ParamError) -> Void
  ) -> [Diagnostic] {
    testCase.params.compactMap { override in
      let name = override.value.name
      let params = compiled.graph.params
      guard let param = params.first(where: { $0.name == name }) else {
        return .unknownName(
          name, expected: "param",
          suggestion: Suggestions.closest(to: name, in: params.map(\.name)), at: override.range)
      }
      if param.isList != override.value.isList {
        return .wrongType(
          "param '\(name)'", expected: param.isList ? "a list of numbers" : "a number",
          found: override.value.isList ? "a list" : "a number", at: override.range)
      }
      do throws(ParamError) {
        try apply(override.value)
      } catch {
        return .invalidValue(error.description, at: override.range)
      }
      return nil
    }
  }

  /// The work of a case's set-up from an evaluator with the default params
  /// (``EvaluationBudget/caseSetupCost(of:settingParams:)``, the rule
  /// HeaderKitTesting holds compiled tests to): a frame to put the header
  /// at rest, and for each param it sets, the graph's set-up with the lists
  /// as long as they are then.
  static func setupWork(_ testCase: TestCase, _ graph: CompiledGraph) -> Int {
    EvaluationBudget.caseSetupCost(
      of: graph,
      settingParams: testCase.params.compactMap { override in
        graph.params.firstIndex { $0.name == override.value.name }.map {
          (index: $0, listLength: override.value.isList ? override.value.values.count : nil)
        }
      })
  }

  /// Spends the case's set-up (``setupWork(_:_:)``) from `budget`; when
  /// too little is left, spends nothing and says so. `headerkit test` and
  /// `compile --tests` pay for a case this way, set-up first, then its
  /// evaluations (``pay(_:of:_:from:compiling:)``).
  package static func paySetup(
    _ testCase: TestCase, _ graph: CompiledGraph, from budget: inout EvaluationBudget,
    compiling: Bool = false
  ) -> Diagnostic? {
    guard !budget.spend(work: setupWork(testCase, graph)) else { return nil }
    return .testSetupBudgetExceeded(
      testCase.name.value, params: testCase.params.count, work: budget.work, compiling: compiling,
      at: testCase.name.range)
  }

  /// Spends the case's `evaluations` of `graph` from `budget`; when too
  /// little is left, spends nothing and says so.
  package static func pay(
    _ evaluations: Int, of testCase: TestCase, _ graph: CompiledGraph,
    from budget: inout EvaluationBudget, compiling: Bool = false
  ) -> Diagnostic? {
    guard !budget.spend(evaluations, of: graph) else { return nil }
    return .testBudgetExceeded(
      testCase.name.value, evaluations: evaluations, work: budget.work, compiling: compiling,
      at: testCase.name.range)
  }

  /// A sweep of more than ``TestCase/maxOffsets`` offsets, at the case.
  package static func sweepTooLong(_ testCase: TestCase) -> Diagnostic {
    .limitExceeded("offsets in a sweep", limit: TestCase.maxOffsets, at: testCase.name.range)
  }

  /// A fresh evaluator for the case (its set-up paid for, see
  /// ``paySetup(_:_:from:compiling:)``), and the problems with its params:
  /// a copy of `base` with the case's params, every input at rest but
  /// those its `inputs` set: for offsets and sweeps as `setInput` does
  /// (states stay), for a trace as a `scroll` event before the first
  /// (states react).
  package static func makeEvaluator(
    _ testCase: TestCase, _ compiled: CompiledSpec, from base: HeaderEvaluator
  ) -> (evaluator: HeaderEvaluator, paramProblems: [Diagnostic]) {
    var evaluator = base
    let problems = setParams(testCase, compiled, on: &evaluator)
    evaluator.reset()
    for offset in testCase.inputs {
      guard let input = evaluator.inputIndex(named: offset.name.value) else { continue }
      switch testCase.kind {
      case .offsets, .sweep: evaluator.setInput(input, raw: offset.raw.value)
      case .trace, .traceFile: evaluator.scroll(input, toRaw: offset.raw.value)
      }
    }
    return (evaluator, problems)
  }

  package static func inputIndex(_ name: Located<String>?, _ graph: CompiledGraph) -> Int? {
    name.flatMap { name in graph.inputs.firstIndex { $0.name == name.value } }
  }

  /// The offsets of a sweep of `graph`'s `input`: its `from`, `to` and
  /// `step`, defaulting to the input's declared bounds (else `defaultSpan`,
  /// which sets a header up, asked only when an end is missing) in 100
  /// steps; `to` is always included. Nil when there would be more than
  /// ``TestCase/maxOffsets``.
  package static func sweepOffsets(
    _ sweep: TestCase.SweepRange, input: Int, graph: CompiledGraph,
    defaultSpan: () -> ClosedRange<Double>
  ) -> [Double]? {
    let span =
      sweep.from != nil && sweep.to != nil ? 0...0 : graph.inputs[input].sweep ?? defaultSpan()
    let from = sweep.from ?? min(span.lowerBound, sweep.to ?? span.lowerBound)
    let to = max(sweep.to ?? span.upperBound, from)
    let width = to - from
    guard sweep.step != nil || width.isFinite else {
      // A sweep over the whole number line: 101 offsets, without a step.
      return SweepDefaults.offsets(spanning: from...to, count: 101)
    }
    let step = sweep.step ?? (width > 0 ? width / 100 : 1)
    guard sweepOffsetCount(from: from, to: to, step: step) <= Double(TestCase.maxOffsets) else {
      return nil
    }
    var offsets = (0...Int(HeaderEvaluator.stepCount(from: from, to: to, step: step))).map {
      from + Double($0) * step
    }
    if let last = offsets.last, last < to - 1e-9 * max(1, abs(to)) { offsets.append(to) }
    return offsets
  }

  /// How many offsets a sweep from `from` to `to` by `step` has: the steps
  /// that fit, and `to` itself when no step lands on it.
  static func sweepOffsetCount(from: Double, to: Double, step: Double) -> Double {
    let steps = HeaderEvaluator.stepCount(from: from, to: to, step: step)
    let last = from + steps * step
    return steps + 1 + (last < to - 1e-9 * max(1, abs(to)) ? 1 : 0)
  }
}

extension Trace.Event {
  /// The event as a trace writes it: `drag: 10`, `end`, `wait: 0.05`.
  public var text: String {
    switch self {
    case .drag(let delta): "drag: \(formatNumber(delta))"
    case .scroll(let offset): "scroll: \(formatNumber(offset))"
    case .end: "end"
    case .endWithVelocity(let velocity): "{end, velocity: \(formatNumber(velocity))}"
    case .wait(let seconds): "wait: \(formatNumber(seconds))"
    case .signal(let name, let value): "set: {\(name): \(formatNumber(value))}"
    }
  }
}
