import Foundation
public import HeaderKitDiagnostics

/// The diagnostics of one file, with its text for rendering.
public struct FileDiagnostics: Sendable {
  /// The file's text, for rendering diagnostics with excerpts.
  public var source: SourceText
  /// The file's diagnostics, in the order found.
  public var diagnostics: [Diagnostic]

  /// The `diagnostics` of the file `source`.
  public init(source: SourceText, diagnostics: [Diagnostic]) {
    self.source = source
    self.diagnostics = diagnostics
  }
}

/// Every test case of one spec: its own `tests:` and its sidecar
/// `NAME.test.yaml`, with trace files read.
public struct SpecTestSuite: Sendable {
  /// The spec's path, as given.
  public var specPath: String
  /// The sidecar's path, when the spec has one.
  public var sidecarPath: String?
  /// Every case that could be read: the spec's own, then the sidecar's,
  /// with trace files read.
  public var cases: [TestCase] = []
  /// Cases or files that could not be read; each counts as a failed case.
  public var malformed = 0
  /// Problems found reading the cases, by file (the spec, the sidecar, traces).
  public var files: [FileDiagnostics] = []

  /// The sidecar of a spec: `NAME.test.yaml` (or `.yml`) beside `NAME.yaml`.
  public static func sidecarPath(forSpec path: String) -> String? {
    let base = baseName(of: path)
    return [".test.yaml", ".test.yml"].map { base + $0 }.first {
      FileManager.default.fileExists(atPath: $0)
    }
  }

  /// The golden timeline of a spec: `NAME.timeline.txt` beside `NAME.yaml`.
  public static func goldenPath(forSpec path: String) -> String {
    baseName(of: path) + ".timeline.txt"
  }

  /// The spec's path without `.yaml` or `.yml`.
  static func baseName(of path: String) -> String {
    for suffix in [".yaml", ".yml"] where path.lowercased().hasSuffix(suffix) {
      return String(path.dropLast(suffix.count))
    }
    return path
  }

  /// Reads the cases of the spec whose file holds `specBytes`, and of its sidecar.
  public static func load(specPath: String, specBytes: [UInt8]) -> SpecTestSuite {
    var suite = SpecTestSuite(specPath: specPath, sidecarPath: sidecarPath(forSpec: specPath))
    suite.add(
      TestCaseDecoder.decodeSpecTests(bytes: specBytes, path: specPath),
      source: SourceText(path: specPath, bytes: specBytes))
    if let sidecar = suite.sidecarPath {
      do {
        let bytes = try SpecLoader.readFile(sidecar, limit: 1 << 20)
        suite.add(
          TestCaseDecoder.decodeSidecar(bytes: bytes, path: sidecar),
          source: SourceText(path: sidecar, bytes: bytes))
      } catch {
        suite.malformed += 1
        suite.report(
          Diagnostic.unreadableFile(
            "test file", path: sidecar, reason: error.reason, at: SourceRange(line: 1, column: 1)),
          source: SourceText(path: sidecar, text: ""))
      }
    }
    suite.resolveTraceFiles()
    return suite
  }

  private mutating func add(_ decoded: DecodedTestCases, source: SourceText) {
    cases += decoded.cases
    malformed += decoded.malformed
    if !files.contains(where: { $0.source.path == source.path }) {
      files.append(FileDiagnostics(source: source, diagnostics: []))
    }
    for diagnostic in decoded.diagnostics { report(diagnostic, source: source) }
  }

  mutating func report(_ diagnostic: Diagnostic, source: SourceText) {
    if let index = files.firstIndex(where: { $0.source.path == source.path }) {
      files[index].diagnostics.append(diagnostic)
    } else {
      files.append(FileDiagnostics(source: source, diagnostics: [diagnostic]))
    }
  }

  /// The source of a file already read, for reporting more problems in it.
  func source(of path: String) -> SourceText? {
    files.first { $0.source.path == path }?.source
  }

  /// Whether any file has an error.
  public var hasErrors: Bool { files.contains { $0.diagnostics.hasErrors } }

  /// Replaces `trace: FILE` by the trace read from FILE, relative to the case's file.
  private mutating func resolveTraceFiles() {
    var resolved: [TestCase] = []
    for var testCase in cases {
      guard case .traceFile(let name) = testCase.kind else {
        resolved.append(testCase)
        continue
      }
      let directory = (testCase.file as NSString).deletingLastPathComponent
      let path =
        name.value.hasPrefix("/") || directory.isEmpty ? name.value : directory + "/" + name.value
      let caseSource = source(of: testCase.file) ?? loadSource(testCase.file)
      let bytes: [UInt8]
      do {
        bytes = try SpecLoader.readFile(path, limit: 1 << 20)
      } catch {
        report(
          .unreadableFile("trace", path: name.value, reason: error.reason, at: name.range),
          source: caseSource)
        malformed += 1
        continue
      }
      let decoded = TraceDecoder.decode(bytes: bytes)
      let traceSource = SourceText(path: path, bytes: bytes)
      for diagnostic in decoded.diagnostics { report(diagnostic, source: traceSource) }
      guard let trace = decoded.trace else {
        malformed += 1
        continue
      }
      testCase.kind = .trace(trace, file: Located(path, at: name.range))
      if let problem = countProblem(testCase, events: trace.events.count) {
        report(problem, source: caseSource)
        malformed += 1
        continue
      }
      resolved.append(testCase)
    }
    cases = resolved
  }

  /// A per-event list whose length does not match the trace read from a file.
  private func countProblem(_ testCase: TestCase, events: Int) -> Diagnostic? {
    for expectation in testCase.expectations {
      if case .each(let values) = expectation.values, values.count != events {
        return .wrongType(
          "the values of '\(expectation.key.value)'",
          expected: "one number (or null) per event of the trace, \(events) in all",
          found: "\(values.count)",
          at: expectation.key.range)
      }
    }
    return nil
  }

  private func loadSource(_ path: String) -> SourceText {
    let bytes = (try? SpecLoader.readFile(path, limit: 1 << 20)) ?? []
    return SourceText(path: path, bytes: bytes)
  }
}
