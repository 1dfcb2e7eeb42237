import Foundation
import HeaderKit
import HeaderKitDiagnostics

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
    let bytes: [UInt8]
    do {
      bytes = try SpecLoader.readFile(path, limit: 1 << 20)
    } catch {
      throw ValidationErrorText(error.description)
    }
    let loaded = SpecLoader.load(bytes: bytes, path: path)
    guard let compiled = loaded.compiled, !loaded.diagnostics.hasErrors else {
      emit(loaded.diagnostics.filter { $0.severity == .error }, loaded.source)
      report.failed += 1
      return
    }
    let suite = SpecTestSuite.load(specPath: path, specBytes: bytes)
    for file in suite.files { emit(file.diagnostics, file.source) }
    report.failed += suite.malformed
    // One budget for every case and the golden timeline of the spec.
    var budget = EvaluationBudget(work: TestRunner.defaultWork)
    for (index, testCase) in suite.cases.enumerated() {
      var result = TestRunner.run(testCase, on: compiled, budget: &budget)
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
    try checkGolden(compiled, suite: suite, loaded: loaded, budget: &budget)
  }

  private mutating func checkGolden(
    _ compiled: CompiledSpec, suite: SpecTestSuite, loaded: LoadedSpec,
    budget: inout EvaluationBudget
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
      try OutputFile.write(
        timeline.text, to: goldenPath,
        inputs: [path] + suite.files.map(\.source.path) + suite.tracePaths)
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

/// A usage error's text, turned into ArgumentParser's `ValidationError` by the command.
struct ValidationErrorText: Error {
  var message: String
  init(_ message: String) { self.message = message }
}
