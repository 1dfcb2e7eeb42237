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

  /// The JSON of `compiled`'s cases (`suite`) and golden timeline (its path
  /// and text, nil when there is none), or the problems that stop it: a case
  /// that names what the spec does not have, a sweep past its limit, a golden
  /// timeline whose lines no longer fit the spec (re-record it).
  /// - Parameters:
  ///   - compiled: The spec, compiled.
  ///   - spec: The spec's file name, which the JSON names it by.
  ///   - cases: Its cases, as ``SpecTestSuite`` reads them (trace files read).
  ///   - golden: The golden timeline's name in the spec's folder and its text.
  public static func json(
    _ compiled: CompiledSpec, spec: String, cases: [TestCase], golden: (path: String, text: String)?
  ) -> Result<JSONValue, CompiledTestsError> {
    var problems: [FileDiagnostics] = []
    var caseValues: [JSONValue] = []
    // The header with its default params, set up once: a sweep copies it to
    // set its own; a trace reads only the graph's names from it.
    let base = HeaderEvaluator(graph: compiled.graph)
    for testCase in cases {
      let caseProblems = TestRunner.check(testCase, against: compiled)
      if caseProblems.hasErrors {
        problems.append(
          FileDiagnostics(
            source: SourceText(path: testCase.file, text: ""), diagnostics: caseProblems))
        continue
      }
      switch caseJSON(testCase, compiled, base: base) {
      case .success(let value): caseValues.append(value)
      case .failure(let problem):
        problems.append(
          FileDiagnostics(source: SourceText(path: testCase.file, text: ""), diagnostics: [problem])
        )
      }
    }
    var goldenValue = JSONValue.null
    if let golden {
      switch goldenJSON(compiled, cases: cases, golden: golden, base: base) {
      case .success(let value): goldenValue = value
      case .failure(let problem):
        problems.append(
          FileDiagnostics(
            source: SourceText(path: golden.path, text: golden.text), diagnostics: [problem]))
      }
    }
    guard problems.isEmpty else { return .failure(CompiledTestsError(files: problems)) }
    let graph: JSONValue
    do {
      graph = try JSONValue(encoding: compiled.graph)
    } catch {
      return .failure(
        CompiledTestsError(files: [
          FileDiagnostics(
            source: SourceText(path: spec, text: ""),
            diagnostics: [.invalidValue("\(error)", at: compiled.spec.name.range)])
        ]))
    }
    return .success(
      .object(
        JSONValue.versionMembers(formatVersion: formatVersion) + [
          ("spec", .string(spec)), ("graph", graph), ("cases", .array(caseValues)),
          ("golden", goldenValue),
        ]))
  }

  // MARK: Cases

  /// A case's JSON; `base` is the header with its default params.
  private static func caseJSON(
    _ testCase: TestCase, _ compiled: CompiledSpec, base: HeaderEvaluator
  ) -> Result<JSONValue, Diagnostic> {
    let graph = compiled.graph
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
      // Only a sweep reads the header set up with the case's params (for
      // its default span, from the keyframes they build).
      let evaluator = TestRunner.makeEvaluator(testCase, compiled, from: base)
      guard let offsets = TestRunner.sweepOffsets(sweep, input: input, evaluator: evaluator) else {
        return .failure(
          .limitExceeded("offsets in a sweep", limit: TestCase.maxOffsets, at: testCase.name.range))
      }
      members += [("input", number(input)), ("offsets", .array(offsets.map(JSONValue.number)))]
      (frames, isTrace) = (offsets.count, false)
    case .trace(let trace, _):
      members += traceMembers(trace, testCase, base)
      (frames, isTrace) = (trace.events.count, true)
    case .traceFile(let name):
      return .failure(
        .unreadableFile("trace", path: name.value, reason: "it was not read", at: name.range))
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

  static func events(_ trace: Trace) -> JSONValue {
    .array(
      trace.events.map { event in
        switch event.value {
        case .drag(let delta): .array([.string("drag"), .number(delta)])
        case .scroll(let offset): .array([.string("scroll"), .number(offset)])
        case .end: .array([.string("end")])
        case .endWithVelocity(let velocity): .array([.string("end"), .number(velocity)])
        case .wait(let seconds): .array([.string("wait"), .number(seconds)])
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
      ("input", number(input)), ("events", events(trace)),
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
