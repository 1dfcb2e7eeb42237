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

  /// The most bytes of trace files the cases of one spec read together
  /// (each file counted once, however many cases name it).
  public static let maxTraceBytes = 8 << 20

  /// The sidecar of a spec: `NAME.test.yaml` (or `.yml`) beside `NAME.yaml`.
  public static func sidecarPath(forSpec path: String) -> String? {
    let folder = SpecFolder(specPath: path)
    return sidecarName(forSpec: path).map(folder.path(of:))
  }

  /// The sidecar's name in the spec's folder, when there is an entry of that name.
  static func sidecarName(forSpec path: String) -> String? {
    let base = fileName(of: baseName(of: path))
    let folder = SpecFolder(specPath: path)
    return [".test.yaml", ".test.yml"].map { base + $0 }.first(where: folder.contains)
  }

  /// The golden timeline of a spec: `NAME.timeline.txt` beside `NAME.yaml`.
  public static func goldenPath(forSpec path: String) -> String {
    SpecFolder(specPath: path).path(of: goldenName(forSpec: path))
  }

  /// The golden timeline's name in the spec's folder.
  public static func goldenName(forSpec path: String) -> String {
    fileName(of: baseName(of: path)) + ".timeline.txt"
  }

  /// The spec's path without `.yaml` or `.yml`.
  static func baseName(of path: String) -> String {
    for suffix in [".yaml", ".yml"] where path.lowercased().hasSuffix(suffix) {
      return String(path.dropLast(suffix.count))
    }
    return path
  }

  /// The last component of a path.
  static func fileName(of path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
  }

  /// Reads the cases of the spec whose file holds `specBytes`, and of its
  /// sidecar; the sidecar and trace files are read through the spec's
  /// ``SpecFolder``.
  public static func load(specPath: String, specBytes: [UInt8]) -> SpecTestSuite {
    let folder = SpecFolder(specPath: specPath)
    let sidecar = sidecarName(forSpec: specPath)
    var suite = SpecTestSuite(specPath: specPath, sidecarPath: sidecar.map(folder.path(of:)))
    suite.add(
      TestCaseDecoder.decodeSpecTests(bytes: specBytes, path: specPath),
      source: SourceText(path: specPath, bytes: specBytes))
    if let sidecar, let sidecarPath = suite.sidecarPath {
      do {
        let bytes = try folder.read(sidecar, limit: 1 << 20)
        suite.add(
          TestCaseDecoder.decodeSidecar(bytes: bytes, path: sidecarPath),
          source: SourceText(path: sidecarPath, bytes: bytes))
      } catch {
        suite.malformed += 1
        suite.report(
          error.diagnostic(
            "test file", named: sidecarPath, at: SourceRange(line: 1, column: 1)),
          source: SourceText(path: sidecarPath, text: ""))
      }
    }
    suite.resolveTraceFiles(in: folder)
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

  /// Replaces `trace: FILE` by the trace read from FILE in the spec's folder.
  /// Each file is read and decoded once, however many cases name it.
  private mutating func resolveTraceFiles(in folder: SpecFolder) {
    var traces = TraceFiles(folder: folder)
    var resolved: [TestCase] = []
    for var testCase in cases {
      guard case .traceFile(let name) = testCase.kind else {
        resolved.append(testCase)
        continue
      }
      let caseSource = source(of: testCase.file) ?? SourceText(path: testCase.file, text: "")
      let trace: TraceFiles.Decoded
      do {
        trace = try traces.decode(name)
      } catch {
        report(error, source: caseSource)
        malformed += 1
        continue
      }
      if trace.isNew {
        for diagnostic in trace.diagnostics { report(diagnostic, source: trace.source) }
      }
      guard let parsed = trace.trace else {
        malformed += 1
        continue
      }
      testCase.kind = .trace(parsed, file: Located(trace.source.path, at: name.range))
      if let problem = countProblem(testCase, events: parsed.events.count) {
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

}
