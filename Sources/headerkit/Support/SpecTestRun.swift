import ArgumentParser
import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime

/// Runs the cases and the golden timeline of one spec for `headerkit test`.
struct SpecTestRun {
  /// A case's outcome, as `--format json` reports it.
  struct CaseReport: Encodable {
    var name: String
    var file: String
    var line: Int
    var passed: Bool
  }

  /// What happened to the golden timeline.
  enum GoldenOutcome: String, Encodable {
    case passed, failed, missing, recorded, skipped
  }

  /// The JSON report of one spec.
  struct Report: Encodable {
    var path: String
    var passed = 0
    var failed = 0
    var cases: [CaseReport] = []
    var golden = GoldenOutcome.skipped
    var diagnostics: [DiagnosticJSON] = []
  }

  let path: String
  let record: Bool
  let output: DiagnosticOutput
  private(set) var report: Report

  init(path: String, record: Bool, output: DiagnosticOutput) {
    self.path = path
    self.record = record
    self.output = output
    report = Report(path: path)
  }

  /// Loads the spec and its cases, runs them, and checks or records the golden timeline.
  /// - Throws: a usage error when the spec cannot be read; exit 1 when the
  ///   golden timeline cannot be written.
  mutating func run() throws {
    let input = try InputFile.read(path)
    report.path = input.path
    let loaded = input.loadSpec()
    guard let compiled = loaded.compiled, !loaded.diagnostics.hasErrors else {
      emit(loaded.diagnostics.filter { $0.severity == .error }, loaded.source)
      report.failed += 1
      return
    }
    let suite = Cases(input)
    for file in suite.files { emit(file.diagnostics, file.source) }
    report.failed += suite.malformed
    // One budget for every case and the golden timeline of the spec.
    var budget = EvaluationBudget(work: EvaluationBudget.testWork)
    let results = TestRunner.run(suite.cases, on: compiled, budget: &budget)
    for (index, var result) in results.enumerated() {
      let testCase = result.testCase
      let notRun = suite.cases.count - index - 1
      if result.outOfBudget, notRun > 0, let last = result.diagnostics.indices.last {
        result.diagnostics[last].notes.append(
          .init(
            notRun == 1
              ? "the 1 case after it was not run either"
              : "the \(notRun) cases after it were not run either"))
      }
      let source = suite.files.first { $0.source.path == testCase.file }?.source ?? loaded.source
      emit(result.diagnostics, source)
      if result.passed { report.passed += 1 } else { report.failed += 1 }
      report.cases.append(
        CaseReport(
          name: testCase.name.value, file: testCase.file, line: testCase.name.range.start.line,
          passed: result.passed))
      if result.outOfBudget {
        report.failed += notRun
        return
      }
    }
    // A spec from standard input has no folder to hold a golden timeline.
    guard !input.isStandardInput else { return }
    try checkGolden(compiled, suite: suite, loaded: loaded, budget: &budget)
  }

  private mutating func checkGolden(
    _ compiled: CompiledSpec, suite: Cases, loaded: LoadedSpec, budget: inout EvaluationBudget
  ) throws {
    let folder = SpecFolder(specPath: path)
    let goldenName = SpecTestSuite.goldenName(forSpec: path)
    let goldenPath = SpecTestSuite.goldenPath(forSpec: path)
    let timeline = GoldenTimeline.render(compiled, traceCases: suite.cases, budget: &budget)
    if let problem = timeline.cutShort {
      report.golden = .failed
      report.failed += 1
      emit([problem], loaded.source)
      return
    }
    if record {
      try OutputFile.write(timeline.text, to: goldenPath)
      report.golden = .recorded
      report.passed += 1
      return
    }
    guard folder.contains(goldenName) else {
      report.golden = .missing
      emit([.goldenMissing(goldenPath, at: compiled.spec.name.range)], loaded.source)
      return
    }
    let golden: [UInt8]
    do {
      golden = try folder.read(goldenName, limit: GoldenTimeline.maxBytes)
    } catch {
      report.golden = .failed
      report.failed += 1
      emit(
        [error.diagnostic("golden timeline", named: goldenPath, at: compiled.spec.name.range)],
        loaded.source)
      return
    }
    let text = String(decoding: golden, as: UTF8.self)
    if let mismatch = timeline.compare(golden: text, path: goldenPath) {
      report.golden = .failed
      report.failed += 1
      emit([mismatch], SourceText(path: goldenPath, text: text))
    } else {
      report.golden = .passed
      report.passed += 1
    }
  }

  private mutating func emit(_ diagnostics: [Diagnostic], _ source: SourceText) {
    guard !diagnostics.isEmpty else { return }
    output.emit(diagnostics, source: source)
    report.diagnostics += DiagnosticOutput.json(diagnostics, file: source.path)
  }
}

/// The test cases of one spec and the files they were read from.
private struct Cases {
  var cases: [TestCase]
  /// Cases or files that could not be read; each counts as a failed case.
  var malformed: Int
  /// Problems found reading the cases, by file.
  var files: [FileDiagnostics]

  /// The cases of the spec `input`: its own and its sidecar's, with trace
  /// files read from its folder; only its own for a spec from standard
  /// input, which has no folder, so a case that names a trace file fails.
  init(_ input: InputFile) {
    guard input.isStandardInput else {
      let suite = SpecTestSuite.load(specPath: input.path, specBytes: input.bytes)
      (cases, malformed, files) = (suite.cases, suite.malformed, suite.files)
      return
    }
    let decoded = TestCaseDecoder.decodeSpecTests(bytes: input.bytes, path: input.path)
    var diagnostics = decoded.diagnostics
    (cases, malformed) = ([], decoded.malformed)
    for testCase in decoded.cases {
      guard case .traceFile(let name) = testCase.kind else {
        cases.append(testCase)
        continue
      }
      diagnostics.append(
        .fileOutsideSpec(
          "trace", path: name.value,
          reason:
            "a spec read from standard input has no folder to read it from; write the events in the case, or give the spec as a file",
          at: name.range))
      malformed += 1
    }
    files = [
      FileDiagnostics(
        source: SourceText(path: input.path, bytes: input.bytes), diagnostics: diagnostics)
    ]
  }
}
