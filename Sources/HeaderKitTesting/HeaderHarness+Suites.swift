import Foundation
import HeaderKit
import HeaderKitDiagnostics

extension HeaderHarness {
  /// Runs the spec's own test cases — its `tests:` and its sidecar
  /// `NAME.test.yaml` — and records each failure at the caller's line, with
  /// the `path:line:col` of the expectation in the YAML.
  ///
  /// A spec with no cases is a failure: the sidecar was probably not copied
  /// into the bundle beside the spec.
  public func expectSpecTests(
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = HeaderTestLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    guard let bytes = try? SpecLoader.readFile(path, limit: 1 << 20) else {
      FailureRecorder.record("\(name): cannot read '\(path)'", at: location)
      return
    }
    let suite = SpecTestSuite.load(specPath: path, specBytes: bytes)
    for file in suite.files {
      for diagnostic in file.diagnostics where diagnostic.severity == .error {
        FailureRecorder.record(Self.text(of: diagnostic, file: file.source.path), at: location)
      }
    }
    if suite.cases.isEmpty, suite.malformed == 0 {
      FailureRecorder.record(
        "\(name): no test cases in '\(path)' or a sidecar NAME.test.yaml beside it", at: location)
    }
    for testCase in suite.cases {
      for diagnostic in TestRunner.run(testCase, on: compiled).diagnostics
      where diagnostic.severity == .error {
        FailureRecorder.record(Self.text(of: diagnostic, file: testCase.file), at: location)
      }
    }
  }

  /// Compares the spec's timeline with its golden timeline (`NAME.timeline.txt`
  /// beside the spec, unless `goldenPath` says otherwise) and records the first
  /// difference, or writes the golden instead when `record` is true.
  public func expectGoldenTimeline(
    goldenPath: String? = nil, record: Bool = false,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let location = HeaderTestLocation(
      fileID: fileID, filePath: filePath, line: line, column: column)
    let goldenPath = goldenPath ?? SpecTestSuite.goldenPath(forSpec: path)
    let bytes = (try? SpecLoader.readFile(path, limit: 1 << 20)) ?? []
    let suite = SpecTestSuite.load(specPath: path, specBytes: bytes)
    let timeline = GoldenTimeline.render(compiled, traceCases: suite.cases)
    if record {
      do {
        try Data(timeline.text.utf8).write(to: URL(fileURLWithPath: goldenPath))
      } catch {
        FailureRecorder.record(
          "\(name): cannot write '\(goldenPath)': \(error.localizedDescription)", at: location)
      }
      return
    }
    guard let golden = try? SpecLoader.readFile(goldenPath, limit: 16 << 20) else {
      FailureRecorder.record(
        "\(name): no golden timeline '\(goldenPath)'; call expectGoldenTimeline(record: true) once, or run 'headerkit test --record'",
        at: location)
      return
    }
    if let mismatch = timeline.compare(
      golden: String(decoding: golden, as: UTF8.self), path: goldenPath)
    {
      FailureRecorder.record(Self.text(of: mismatch, file: goldenPath), at: location)
    }
  }
}
