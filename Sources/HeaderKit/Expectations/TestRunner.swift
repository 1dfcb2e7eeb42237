public import HeaderKitDiagnostics
import HeaderKitRuntime

/// The outcome of one test case.
public struct CaseResult: Sendable {
  /// The case that ran.
  public var testCase: TestCase
  /// Failures and problems, located in the case's file (``TestCase/file``).
  public var diagnostics: [Diagnostic]

  /// Whether the case passed: none of its diagnostics is an error.
  public var passed: Bool { !diagnostics.hasErrors }
}

/// Runs test cases against a compiled spec.
///
/// Each case gets a fresh evaluator with its param overrides, so cases do not
/// affect each other. A failing expectation is reported once, at its first
/// failing offset or event, located where the expected value is written.
public enum TestRunner {
  /// Checks the case's names against the spec, then runs it. A wrong input
  /// or param stops the case; a wrong key is reported and the other keys are
  /// still checked.
  public static func run(_ testCase: TestCase, on compiled: CompiledSpec) -> CaseResult {
    let setupProblems = checkSetup(testCase, against: compiled)
    guard !setupProblems.hasErrors else {
      return CaseResult(testCase: testCase, diagnostics: setupProblems)
    }
    let keyProblems = checkKeys(testCase, against: compiled)
    let problems = setupProblems + keyProblems
    var testCase = testCase
    let known = Set(compiled.graph.outputs.map(\.key) + [TestCase.offsetKey])
    testCase.expectations.removeAll { !known.contains($0.key.value) }
    testCase.bounds.removeAll { !known.contains($0.key.value) }
    testCase.monotonic.removeAll { !known.contains($0.key.value) }
    testCase.continuous.removeAll { !known.contains($0.key.value) }
    var evaluator = makeEvaluator(testCase, compiled)
    let graph = compiled.graph
    let outputs = CaseOutputs(graph: graph)
    let failures: [Diagnostic]
    switch testCase.kind {
    case .offsets(let offsets):
      let input = inputIndex(testCase.input, graph) ?? 0
      let frames = offsets.map { offset -> [Double] in
        evaluator.setInput(input, raw: offset.value)
        return outputs.values(evaluator, input: input)
      }
      failures = checkOffsets(
        testCase, offsets: offsets.map(\.value), frames: frames, outputs: outputs)
    case .trace(let trace, let file):
      let input =
        inputIndex(trace.input, graph) ?? inputIndex(testCase.input, graph) ?? evaluator.traceInput(
          trace) ?? 0
      let frames = trace.events.map { event -> [Double] in
        evaluator.apply(event.value, input: input)
        return outputs.values(evaluator, input: input)
      }
      failures = checkTrace(
        testCase, trace: trace, inline: file == nil, frames: frames, outputs: outputs)
    case .traceFile(let name):
      failures = [
        .unreadableFile("trace", path: name.value, reason: "it was not read", at: name.range)
      ]
    case .sweep(let sweep):
      let input = inputIndex(testCase.input, graph) ?? 0
      guard let offsets = sweepOffsets(sweep, input: input, evaluator: evaluator) else {
        let tooMany = Diagnostic.limitExceeded(
          "offsets in a sweep", limit: TestCase.maxOffsets, at: testCase.name.range)
        return CaseResult(testCase: testCase, diagnostics: problems + [tooMany])
      }
      let frames = offsets.map { offset -> [Double] in
        evaluator.setInput(input, raw: offset)
        return outputs.values(evaluator, input: input)
      }
      failures = SweepChecks(testCase: testCase, offsets: offsets, frames: frames, outputs: outputs)
        .failures()
    }
    return CaseResult(testCase: testCase, diagnostics: problems + failures)
  }

  /// Reports names the spec does not have: the input, params and keys.
  public static func check(_ testCase: TestCase, against compiled: CompiledSpec) -> [Diagnostic] {
    checkSetup(testCase, against: compiled) + checkKeys(testCase, against: compiled)
  }

  /// Problems with the input and the params.
  static func checkSetup(_ testCase: TestCase, against compiled: CompiledSpec) -> [Diagnostic] {
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
    for override in testCase.params {
      if let problem = paramProblem(override, compiled) { problems.append(problem) }
    }
    return problems
  }

  /// Keys that are not `target.property` of the spec (or `offset`).
  static func checkKeys(_ testCase: TestCase, against compiled: CompiledSpec) -> [Diagnostic] {
    let graph = compiled.graph
    var problems: [Diagnostic] = []
    let keys = graph.outputs.map(\.key) + [TestCase.offsetKey]
    let used =
      testCase.expectations.map(\.key) + testCase.bounds.map(\.key) + testCase.monotonic.map(\.key)
      + testCase.continuous.map(\.key)
    for key in used where !keys.contains(key.value) {
      problems.append(
        .unknownName(
          key.value, expected: "target property",
          suggestion: Suggestions.closest(to: key.value, in: keys), at: key.range))
    }
    return problems
  }

  private static func paramProblem(_ override: Located<ParamOverride>, _ compiled: CompiledSpec)
    -> Diagnostic?
  {
    let name = override.value.name
    let params = compiled.graph.params
    guard let param = params.first(where: { $0.name == name }) else {
      return .unknownName(
        name, expected: "param", suggestion: Suggestions.closest(to: name, in: params.map(\.name)),
        at: override.range)
    }
    if param.isList != override.value.isList {
      return .wrongType(
        "param '\(name)'", expected: param.isList ? "a list of numbers" : "a number",
        found: override.value.isList ? "a list" : "a number", at: override.range)
    }
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    do {
      try override.value.apply(to: &evaluator, bounds: compiled.spec.paramBounds)
    } catch {
      return .invalidValue(error.description, at: override.range)
    }
    return nil
  }

  /// A fresh evaluator with the case's params, every input at rest.
  static func makeEvaluator(_ testCase: TestCase, _ compiled: CompiledSpec) -> HeaderEvaluator {
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    for override in testCase.params {
      try? override.value.apply(to: &evaluator, bounds: compiled.spec.paramBounds)
    }
    evaluator.reset()
    return evaluator
  }

  static func inputIndex(_ name: Located<String>?, _ graph: CompiledGraph) -> Int? {
    name.flatMap { name in graph.inputs.firstIndex { $0.name == name.value } }
  }

  /// The offsets of a sweep: its `from`, `to` and `step`, defaulting to the
  /// input's declared bounds in 100 steps; `to` is always included.
  static func sweepOffsets(_ sweep: TestCase.SweepRange, input: Int, evaluator: HeaderEvaluator)
    -> [Double]?
  {
    let span = evaluator.graph.inputs[input].sweep ?? SweepDefaults.range(of: input, in: evaluator)
    let from = sweep.from ?? min(span.lowerBound, sweep.to ?? span.lowerBound)
    let to = max(sweep.to ?? span.upperBound, from)
    let width = to - from
    guard width.isFinite else { return nil }
    let step = sweep.step ?? (width > 0 ? width / 100 : 1)
    let steps = (width / step + 1e-9).rounded(.down)
    guard steps < Double(TestCase.maxOffsets) else { return nil }
    var offsets = (0...Int(steps)).map { from + Double($0) * step }
    if let last = offsets.last, last < to - 1e-9 * max(1, abs(to)) { offsets.append(to) }
    return offsets
  }

  // MARK: Values

  private static func checkOffsets(
    _ testCase: TestCase, offsets: [Double], frames: [[Double]], outputs: CaseOutputs
  ) -> [Diagnostic] {
    testCase.expectations.compactMap { expectation in
      let column = outputs.column(expectation.key.value)
      var first: Diagnostic?
      var more = 0
      for (index, frame) in frames.enumerated() {
        guard let expected = expectation.expected(at: index),
          !within(frame[column], expected.value, testCase.tolerance)
        else { continue }
        if first == nil {
          first = .expectationFailed(
            testCase.name.value, offset: offsets[index], key: expectation.key.value,
            expected: expected.value,
            actual: frame[column], tolerance: testCase.tolerance, at: expected.range)
        } else {
          more += 1
        }
      }
      return first.map { withMore($0, more, "offset") }
    }
  }

  private static func checkTrace(
    _ testCase: TestCase, trace: Trace, inline: Bool, frames: [[Double]], outputs: CaseOutputs
  ) -> [Diagnostic] {
    testCase.expectations.compactMap { expectation in
      let column = outputs.column(expectation.key.value)
      var first: Diagnostic?
      var more = 0
      for (index, frame) in frames.enumerated() {
        let expected: Located<Double>?
        switch expectation.values {
        case .every(let value): expected = index == frames.count - 1 ? value : nil
        case .each: expected = expectation.expected(at: index)
        }
        guard let expected, !within(frame[column], expected.value, testCase.tolerance) else {
          continue
        }
        if first == nil {
          let event = trace.events[index]
          first = .traceExpectationFailed(
            testCase.name.value, event: (index + 1, frames.count, event.value.text),
            key: expectation.key.value,
            expected: expected.value, actual: frame[column], tolerance: testCase.tolerance,
            at: expected.range,
            eventRange: inline ? event.range : nil)
        } else {
          more += 1
        }
      }
      return first.map { withMore($0, more, "event") }
    }
  }

  static func within(_ actual: Double, _ expected: Double, _ tolerance: Double) -> Bool {
    abs(actual - expected) <= tolerance
  }

  private static func withMore(_ diagnostic: Diagnostic, _ more: Int, _ word: String) -> Diagnostic
  {
    guard more > 0 else { return diagnostic }
    var diagnostic = diagnostic
    diagnostic.notes.append(
      .init(
        "and \(more) more \(word)\(more == 1 ? "" : "s") of this expectation fail\(more == 1 ? "s" : "")"
      ))
    return diagnostic
  }
}

/// The columns a case reads: every output, then the input's raw offset.
struct CaseOutputs {
  let keys: [String]

  init(graph: CompiledGraph) {
    keys = graph.outputs.map(\.key) + [TestCase.offsetKey]
  }

  func column(_ key: String) -> Int { keys.firstIndex(of: key) ?? 0 }

  func values(_ evaluator: HeaderEvaluator, input: Int) -> [Double] {
    evaluator.allValues + [evaluator.rawInput(input)]
  }
}

extension ValueExpectation {
  /// The expected value at frame `index`, or nil where none is given.
  func expected(at index: Int) -> Located<Double>? {
    switch values {
    case .every(let value): value
    case .each(let list): index < list.count ? list[index] : nil
    }
  }
}

extension Trace.Event {
  /// The event as a trace writes it: `drag: 10`, `end`, `wait: 0.05`.
  public var text: String {
    switch self {
    case .drag(let delta): "drag: \(formatNumber(delta))"
    case .scroll(let offset): "scroll: \(formatNumber(offset))"
    case .end: "end"
    case .wait(let seconds): "wait: \(formatNumber(seconds))"
    }
  }
}
