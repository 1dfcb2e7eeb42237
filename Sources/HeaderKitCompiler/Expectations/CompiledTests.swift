import Foundation
import HeaderKitDiagnostics
import HeaderKitRuntime

/// A spec's test cases and golden timeline compiled to JSON
/// (`headerkit compile --tests`), which `HeaderKitTesting` checks a generated
/// header or a compiled graph against without libyaml.
///
/// Everything a check needs is resolved here: each sweep becomes its
/// offsets, each trace its events, its input and the input of every event,
/// each `every` value one value per frame, each param and each of a case's
/// `inputs` its index; every expected value keeps the file,
/// line and column it is written at. The golden timeline's numbers are taken
/// from the golden file, row by row, beside what drives each section. The
/// shape is schemas/headerkit-compiled-tests.schema.json.
public enum CompiledTests {
  /// The version of the JSON's shape; a reader refuses any other. (2: cases
  /// and sections carry `inputs` and traces `eventInputs`, which a reader
  /// of version 1 would drop.)
  public static let formatVersion = 2

  /// The JSON text of `compiled`'s cases and golden timeline (its path
  /// and text, nil when there is none), or the problems that stop it: a case
  /// that names what the spec does not have, a sweep past its limit, a case
  /// or golden timeline past the work `headerkit test` may do
  /// (`EvaluationBudget.testWork`, spent as `test` spends it: each case's
  /// set-up and evaluations in order, then the golden timeline), JSON past
  /// ``maxBytes``, a golden timeline whose lines no longer fit the spec
  /// (re-record it). So HeaderKitTesting, which holds the file to the same
  /// budget and size, reads whatever this writes.
  /// - Parameters:
  ///   - compiled: The spec, compiled.
  ///   - spec: The spec's file name, which the JSON names it by (and the
  ///     problems of the whole spec are filed under).
  ///   - cases: Its cases, as ``SpecTestSuite`` reads them (trace files read).
  ///   - golden: The golden timeline's name in the spec's folder and its text.
  ///   - work: The work the cases and golden timeline may do together:
  ///     `headerkit test`'s, which HeaderKitTesting holds them to.
  public static func text(
    _ compiled: CompiledSpec, spec: String, cases: [TestCase],
    golden: (path: String, text: String)?,
    work: Int = EvaluationBudget.testWork
  ) -> Result<String, CompiledTestsError> {
    var problems: [FileDiagnostics] = []
    func refuse(_ problem: Diagnostic, in file: String, text: String = "") {
      problems.append(
        FileDiagnostics(source: SourceText(path: file, text: text), diagnostics: [problem]))
    }
    let specRange = compiled.spec.name.range
    let graph: String
    do {
      graph = try JSONValue(encoding: compiled.graph).text(indent: 1, signedZeros: true)
    } catch {
      refuse(.invalidValue("\(error)", at: specRange), in: spec)
      return .failure(CompiledTestsError(files: problems))
    }
    var output = Output(spec: spec, graph: graph)
    var budget = EvaluationBudget(work: work)
    // The header with its default params, set up once: a sweep whose span
    // is its input's keyframes' copies it to set its own; a trace reads
    // only the graph's names from it.
    let base = HeaderEvaluator(graph: compiled.graph)
    for testCase in cases {
      let caseProblems = TestRunner.check(testCase, against: compiled)
      if caseProblems.hasErrors {
        problems.append(
          FileDiagnostics(
            source: SourceText(path: testCase.file, text: ""), diagnostics: caseProblems))
        continue
      }
      switch caseJSON(testCase, compiled, base: base, budget: &budget, room: output.room) {
      case .success(let value):
        guard output.add(case: value) else {
          refuse(
            .compiledTestsTooLarge(testCase.name.value, limit: maxBytes, at: testCase.name.range),
            in: testCase.file)
          return .failure(CompiledTestsError(files: problems))
        }
      case .failure(let stop):
        refuse(stop.problem, in: testCase.file)
        // Past the budget or the size, the cases after it cannot fit either.
        if stop.isFinal { return .failure(CompiledTestsError(files: problems)) }
      }
    }
    if let golden {
      switch goldenJSON(compiled, cases: cases, golden: golden, base: base, budget: &budget) {
      case .success(let value):
        output.golden = value.text(indent: 1, signedZeros: true)
      case .failure(let problem):
        // A timeline cut short is the spec's, at its name; a changed one the golden file's.
        if problem.code == .limitExceeded {
          refuse(problem, in: spec)
        } else {
          refuse(problem, in: golden.path, text: golden.text)
        }
      }
    }
    guard problems.isEmpty else { return .failure(CompiledTestsError(files: problems)) }
    let text = output.text
    guard text.utf8.count <= maxBytes else {
      refuse(.compiledTestsTooLarge(compiled.graph.name, limit: maxBytes, at: specRange), in: spec)
      return .failure(CompiledTestsError(files: problems))
    }
    return .success(text)
  }

  /// The most bytes of compiled tests: a compiled graph's
  /// (`GraphLimit.jsonBytes`), which HeaderKitTesting reads at most.
  public static let maxBytes = GraphLimit.jsonBytes.limit

  // MARK: Cases

  /// Why a case was not compiled; `isFinal` when no case after it can be
  /// (the budget or the size is spent).
  struct CaseStop: Error {
    var problem: Diagnostic
    var isFinal = false
  }

  /// A case's JSON, its set-up and evaluations paid from `budget`, at most
  /// `room` bytes (checked before it is built, from what it would hold at
  /// least, so that no case is built far past the limit); `base` is the
  /// header with its default params.
  private static func caseJSON(
    _ testCase: TestCase, _ compiled: CompiledSpec, base: HeaderEvaluator,
    budget: inout EvaluationBudget, room: Int
  ) -> Result<JSONValue, CaseStop> {
    let graph = compiled.graph
    if let problem = TestRunner.paySetup(testCase, graph, from: &budget, compiling: true) {
      return .failure(CaseStop(problem: problem, isFinal: true))
    }
    var members: [(String, JSONValue)] = [
      // The name in the spec's folder: the JSON does not depend on where it was compiled.
      ("name", .string(testCase.name.value)),
      ("file", .string((testCase.file as NSString).lastPathComponent)),
    ]
    members += location(testCase.name.range)
    let frames: Int
    let isTrace: Bool
    switch testCase.kind {
    case .offsets(let offsets):
      let input = TestRunner.inputIndex(testCase.input, graph) ?? 0
      members += [("input", number(input)), ("offsets", .array(offsets.map { .number($0.value) }))]
      (frames, isTrace) = (offsets.count, false)
    case .sweep(let sweep):
      let input = TestRunner.inputIndex(testCase.input, graph) ?? 0
      // A sweep without both ends reads its span from the header set up
      // with the case's params (the keyframes they build), paid for above.
      let offsets = TestRunner.sweepOffsets(sweep, input: input, graph: graph) {
        SweepDefaults.range(
          of: input, in: TestRunner.makeEvaluator(testCase, compiled, from: base).evaluator)
      }
      guard let offsets else {
        return .failure(CaseStop(problem: TestRunner.sweepTooLong(testCase)))
      }
      members += [("input", number(input)), ("offsets", .array(offsets.map(JSONValue.number)))]
      (frames, isTrace) = (offsets.count, false)
    case .trace(let trace, _):
      members += traceMembers(trace, testCase, base)
      (frames, isTrace) = (trace.events.count, true)
    case .traceFile(let name):
      return .failure(
        CaseStop(
          problem: .unreadableFile(
            "trace", path: name.value, reason: "it was not read", at: name.range)))
    }
    if let problem = TestRunner.pay(frames, of: testCase, graph, from: &budget, compiling: true) {
      return .failure(CaseStop(problem: problem, isFinal: true))
    }
    guard leastBytes(testCase, frames: frames, isTrace: isTrace) <= room else {
      return .failure(
        CaseStop(
          problem: .compiledTestsTooLarge(
            testCase.name.value, limit: maxBytes, at: testCase.name.range), isFinal: true))
    }
    members += [
      ("params", params(testCase.params.map(\.value), graph)),
      ("inputs", inputs(testCase.inputs, graph)),
      ("tolerance", .number(testCase.tolerance)),
      ("expect", .array(testCase.expectations.map { expectation($0, frames: frames, isTrace) })),
      (
        "bounds",
        .array(
          testCase.bounds.map { check in
            .object(
              [
                ("key", .string(check.key.value)), ("low", .number(check.bounds.lowerBound)),
                ("high", .number(check.bounds.upperBound)),
              ] + location(check.range))
          })
      ),
      (
        "monotonic",
        .array(
          testCase.monotonic.map { check in
            .object(
              [("key", .string(check.key.value)), ("direction", .string(check.direction.rawValue))]
                + location(check.range))
          })
      ),
      (
        "continuous",
        .array(
          testCase.continuous.map { check in
            .object(
              [("key", .string(check.key.value)), ("maxJump", .number(check.maxJump))]
                + location(check.range))
          })
      ),
    ]
    return .success(.object(members))
  }

  /// One expected value per frame (null where none is checked): `every`
  /// is every offset's, or a trace's last frame's.
  private static func expectation(_ expectation: ValueExpectation, frames: Int, _ isTrace: Bool)
    -> JSONValue
  {
    let values: [Located<Double>?] =
      switch expectation.values {
      case .every(let value):
        (0..<frames).map { !isTrace || $0 == frames - 1 ? value : nil }
      case .each(let list): (0..<frames).map { $0 < list.count ? list[$0] : nil }
      }
    return .object([
      ("key", .string(expectation.key.value)),
      (
        "values",
        .array(
          values.map { value in
            value.map { .object([("value", .number($0.value))] + location($0.range)) } ?? .null
          })
      ),
    ])
  }

  /// A trace's events, a signal by its index in `graph`.
  static func events(_ trace: Trace, _ graph: CompiledGraph) -> JSONValue {
    .array(
      trace.events.map { event in
        switch event.value {
        case .drag(let delta): .array([.string("drag"), .number(delta)])
        case .scroll(let offset): .array([.string("scroll"), .number(offset)])
        case .end: .array([.string("end")])
        case .endWithVelocity(let velocity): .array([.string("end"), .number(velocity)])
        case .wait(let seconds): .array([.string("wait"), .number(seconds)])
        case .signal(let name, let value):
          .array([
            .string("signal"), .number(Double(graph.signalIndex(named: name) ?? -1)),
            .number(value),
          ])
        }
      })
  }

  /// A trace's `input` (the one it drives, whose raw offset `offset`
  /// reads), `events`, and `eventInputs`: the input each event drives, its
  /// own where it names one. They depend on the graph's names alone, not on
  /// params: any evaluator of the graph gives the same.
  static func traceMembers(_ trace: Trace, _ testCase: TestCase, _ evaluator: HeaderEvaluator)
    -> [(String, JSONValue)]
  {
    let input = traceInput(trace, testCase, evaluator)
    return [
      ("input", number(input)), ("events", events(trace, evaluator.graph)),
      ("eventInputs", .array(evaluator.eventInputs(trace, default: input).map(number))),
    ]
  }

  /// A case's `inputs`, each as its index in the graph and its raw offset,
  /// in written order (names the graph lacks were refused before).
  static func inputs(_ offsets: [InputOffset], _ graph: CompiledGraph) -> JSONValue {
    .array(
      offsets.compactMap { offset in
        graph.inputs.firstIndex { $0.name == offset.name.value }.map { index in
          .object([("input", number(index)), ("raw", .number(offset.raw.value))])
        }
      })
  }

  static func params(_ overrides: [ParamOverride], _ graph: CompiledGraph) -> JSONValue {
    .array(
      overrides.compactMap { override in
        graph.params.firstIndex { $0.name == override.name }.map { index in
          .object([
            ("param", number(index)), ("values", .array(override.values.map(JSONValue.number))),
          ])
        }
      })
  }

  /// The input a trace case drives, as `headerkit test` and the golden
  /// timeline pick it: the trace's, the case's, else the evaluator's default.
  static func traceInput(_ trace: Trace, _ testCase: TestCase, _ evaluator: HeaderEvaluator)
    -> Int
  {
    let graph = evaluator.graph
    return TestRunner.inputIndex(trace.input, graph) ?? TestRunner.inputIndex(testCase.input, graph)
      ?? evaluator.traceInput(trace) ?? 0
  }

  static func location(_ range: SourceRange) -> [(String, JSONValue)] {
    [("line", number(range.start.line)), ("column", number(range.start.column))]
  }

  static func number(_ value: Int) -> JSONValue { .number(Double(value)) }
}

/// Why a spec's tests could not be compiled: diagnostics, by file.
public struct CompiledTestsError: Error, Sendable {
  /// The problems, each file's with its text for excerpts where known.
  public var files: [FileDiagnostics]
}
