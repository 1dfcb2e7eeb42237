import HeaderKitDiagnostics
import HeaderKitRuntime

/// One case run: the header evaluated at each offset or after each event,
/// every frame checked as it is made and then dropped.
struct CaseRun {
  let testCase: TestCase
  let graph: CompiledGraph
  /// A fresh evaluator with the case's params.
  let evaluator: HeaderEvaluator
  let outputs: CaseOutputs
  /// A sweep's offsets, nil when there would be too many.
  private let sweepOffsets: [Double]?

  /// The run of `testCase` on `graph` from `evaluator`, set up with the case's params.
  init(testCase: TestCase, graph: CompiledGraph, evaluator: HeaderEvaluator) {
    self.testCase = testCase
    self.graph = graph
    self.evaluator = evaluator
    outputs = CaseOutputs(graph: graph)
    if case .sweep(let sweep) = testCase.kind {
      let input = TestRunner.inputIndex(testCase.input, graph) ?? 0
      sweepOffsets = TestRunner.sweepOffsets(sweep, input: input, graph: graph) {
        SweepDefaults.range(of: input, in: evaluator)
      }
    } else {
      sweepOffsets = nil
    }
  }

  /// How many times the case evaluates the header; nil for a sweep of more
  /// than ``TestCase/maxOffsets`` offsets.
  var evaluations: Int? {
    switch testCase.kind {
    case .offsets(let offsets): offsets.count
    case .trace(let trace, _): trace.events.count
    case .traceFile: 0
    case .sweep: sweepOffsets?.count
    }
  }

  /// Every expectation's first failure, in the order the case writes them.
  func failures() -> [Diagnostic] {
    var evaluator = evaluator
    let name = testCase.name.value
    let tolerance = testCase.tolerance
    var checks = ExpectationChecks(testCase: testCase, outputs: outputs)
    switch testCase.kind {
    case .offsets(let offsets):
      let input = TestRunner.inputIndex(testCase.input, graph) ?? 0
      for (index, offset) in offsets.enumerated() {
        evaluator.setInput(input, raw: offset.value)
        checks.check(outputs.values(evaluator, input: input), { $0.expected(at: index) }) {
          .expectationFailed(
            name, offset: offset.value, key: $0.key.value, expected: $1.value, actual: $2,
            tolerance: tolerance, at: $1.range)
        }
      }
      return checks.failures(counting: "offset")
    case .trace(let trace, let file):
      let events = trace.events
      let input =
        TestRunner.inputIndex(trace.input, graph) ?? TestRunner.inputIndex(testCase.input, graph)
        ?? evaluator.traceInput(trace) ?? 0
      let inputs = evaluator.eventInputs(trace, default: input)
      for (index, event) in events.enumerated() {
        evaluator.apply(event.value, input: inputs[index])
        let last = index == events.count - 1
        checks.check(
          outputs.values(evaluator, input: input),
          { expectation in
            switch expectation.values {
            case .every(let value): last ? value : nil
            case .each: expectation.expected(at: index)
            }
          }
        ) {
          .traceExpectationFailed(
            name, event: (index + 1, events.count, trace.describe(event: index)), key: $0.key.value,
            expected: $1.value, actual: $2, tolerance: tolerance, at: $1.range,
            eventRange: file == nil ? event.range : nil)
        }
      }
      return checks.failures(counting: "event")
    case .traceFile(let name):
      return [.unreadableFile("trace", path: name.value, reason: "it was not read", at: name.range)]
    case .sweep:
      let input = TestRunner.inputIndex(testCase.input, graph) ?? 0
      var sweepChecks = SweepChecks(testCase: testCase, outputs: outputs)
      for offset in sweepOffsets ?? [] {
        evaluator.setInput(input, raw: offset)
        sweepChecks.check(offset: offset, values: outputs.values(evaluator, input: input))
      }
      return sweepChecks.failures()
    }
  }
}

/// The `expect` values of a case checked frame by frame: each expectation's
/// first failure, and how many frames fail after it.
struct ExpectationChecks {
  private let expectations: [ValueExpectation]
  private let columns: [Int]
  private let tolerance: Double
  private var first: [Diagnostic?]
  private var more: [Int]

  init(testCase: TestCase, outputs: CaseOutputs) {
    expectations = testCase.expectations
    columns = expectations.map { outputs.column($0.key.value) }
    tolerance = testCase.tolerance
    first = Array(repeating: nil, count: expectations.count)
    more = Array(repeating: 0, count: expectations.count)
  }

  /// Checks one frame's values.
  /// - Parameters:
  ///   - expected: the value an expectation gives for this frame, if any.
  ///   - failure: the diagnostic of a first failure: the expectation, the
  ///     expected value and the actual one.
  mutating func check(
    _ values: [Double], _ expected: (ValueExpectation) -> Located<Double>?,
    failure: (ValueExpectation, Located<Double>, Double) -> Diagnostic
  ) {
    for (index, expectation) in expectations.enumerated() {
      guard let value = expected(expectation),
        !TestRunner.within(values[columns[index]], value.value, tolerance)
      else { continue }
      if first[index] == nil {
        first[index] = failure(expectation, value, values[columns[index]])
      } else {
        more[index] += 1
      }
    }
  }

  /// The first failures, each with a note counting the frames that failed after it.
  func failures(counting word: String) -> [Diagnostic] {
    zip(first, more).compactMap { diagnostic, more in
      guard var diagnostic else { return nil }
      if more > 0 {
        diagnostic.notes.append(
          .init(
            "and \(more) more \(word)\(more == 1 ? "" : "s") of this expectation fail\(more == 1 ? "s" : "")"
          ))
      }
      return diagnostic
    }
  }
}
