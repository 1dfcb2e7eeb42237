import ArgumentParser
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime

struct Validate: Subcommand {
  static let configuration = CommandConfiguration(
    abstract: "Check specs and explain every mistake.",
    discussion: """
      Each problem is printed as path:line:col: severity: message [code], with the
      source line and a caret. Directories are searched for *.yaml and *.yml files;
      test sidecars NAME.test.yaml and traces NAME.trace.yaml are skipped, with a
      note when named (a glob such as Specs/*.yaml names them), and each spec is
      checked once however often it is named. '-' reads a spec from standard input.
      A compiled graph named as a file (*.json, from 'headerkit compile') is
      checked as the runtime loads it [invalid-graph].

      Valid specs are also linted: a property that jumps where segments or ranges
      meet [discontinuity], alpha outside [0, 1] [alpha-out-of-range], keyframes
      the input's bounds never reach [unreachable-keyframe], tracks that hide each
      other [overlapping-tracks], and params or vars never used [unused-param,
      unused-var]. A deliberate jump is written as a switch (ease: hold, steps(n)
      or if(...)); see docs/testing.md. On a very large spec the jump check stops
      after a fixed amount of work and says so [lint-incomplete]. A spec's own
      'tests:' are checked too.

      Exit status: 0 when every spec is valid (warnings allowed), 1 when any is
      invalid (or has warnings under --strict), 64 for bad arguments or paths
      that cannot be read.

      Examples:
        headerkit validate Specs/
        headerkit validate --strict --format json Specs/tiki-home.yaml
      """)

  @Argument(
    help:
      "Spec files (or compiled graphs, *.json), or directories to search for specs; - reads a spec from standard input.",
    completion: .spec)
  var paths: [String]

  @Flag(help: "Treat warnings as errors.")
  var strict = false

  @Option(
    help:
      "Output format: text (diagnostics on standard error) or json (a report on standard output).")
  var format: OutputFormat = .text

  @OptionGroup var color: ColorOptions

  struct FileReport: Encodable {
    var path: String
    var valid: Bool
    var diagnostics: [DiagnosticJSON]
  }

  struct Report: Encodable {
    let formatVersion = JSONReport.formatVersion
    let headerkitVersion = HeaderKitVersion.current
    var valid: Int
    var invalid: Int
    var files: [FileReport]
    var skipped: [SpecPaths.Skipped]
  }

  func execute() throws {
    try StandardInput.refuseSecondUse(paths)
    let expansion = try SpecPaths.expand(paths)
    let files = expansion.specs
    // With nothing to read, the error says what each file named is.
    guard !files.isEmpty else { throw SpecPaths.noSpecs(in: paths, expansion) }
    if format == .text { SpecPaths.note(expansion.skipped) }
    let output = color.diagnostics(format)
    var report = Report(valid: 0, invalid: 0, files: [], skipped: expansion.skipped)
    for file in files {
      let (diagnostics, source, path, compiled) = try Self.check(file, strict: strict)
      let valid = compiled && !diagnostics.hasErrors
      if valid { report.valid += 1 } else { report.invalid += 1 }
      output.emit(diagnostics, source: source)
      report.files.append(
        FileReport(
          path: path, valid: valid, diagnostics: DiagnosticOutput.json(diagnostics, file: path)))
      if format == .text {
        print(
          "\(VisibleText.escaped(path)): \(valid ? "valid" : "invalid") (\(diagnostics.summary))"
        )
      }
    }
    if format == .json {
      try JSONReport.print(report)
    } else if files.count > 1 {
      let noun = files.contains(where: GraphSource.isGraphPath) ? "files" : "specs"
      print("\(files.count) \(noun): \(report.valid) valid, \(report.invalid) invalid")
    }
    if report.invalid > 0 { throw ExitCode.failure }
  }

  /// One file's diagnostics: a spec's (see ``Validation``), or, for a
  /// compiled graph (`.json`, as `eval` reads it), why the runtime refuses it.
  private static func check(_ file: String, strict: Bool) throws -> (
    diagnostics: [Diagnostic], source: SourceText, path: String, compiled: Bool
  ) {
    let input: InputFile
    if file == StandardInput.argument {
      // A graph or a spec, told apart as every command that takes both does.
      let read = try GraphSource.readStandardInput()
      input = InputFile(path: StandardInput.name, bytes: read.bytes, isStandardInput: true)
      if read.isGraph { return check(graph: input) }
    } else if GraphSource.isGraphPath(file) {
      return check(graph: try InputFile.read(file, limit: GraphLimit.jsonBytes.limit))
    } else {
      input = try InputFile.read(file)
    }
    let loaded = input.loadSpec()
    let diagnostics = Validation.diagnostics(of: loaded, bytes: input.bytes).strict(strict)
    return (diagnostics, loaded.source, input.path, loaded.compiled != nil)
  }

  /// A compiled graph's diagnostics: why the runtime refuses it, if it does.
  private static func check(graph input: InputFile) -> (
    diagnostics: [Diagnostic], source: SourceText, path: String, compiled: Bool
  ) {
    let graph = GraphFile(bytes: input.bytes, path: input.path)
    return (graph.diagnostics, graph.source, input.path, graph.graph != nil)
  }
}

/// What `validate` reports for a loaded spec: its diagnostics, lint warnings,
/// and problems in its own `tests:` (sidecar files are `headerkit test`'s).
enum Validation {
  /// The diagnostics of the spec `loaded` from `bytes`.
  static func diagnostics(of loaded: LoadedSpec, bytes: [UInt8]) -> [Diagnostic] {
    guard let compiled = loaded.compiled, !loaded.diagnostics.hasErrors else {
      return loaded.diagnostics
    }
    var diagnostics = loaded.diagnostics + Linter.lint(compiled)
    let tests = TestCaseDecoder.decodeSpecTests(bytes: bytes, path: loaded.path)
    diagnostics += tests.diagnostics
    for testCase in tests.cases { diagnostics += TestRunner.check(testCase, against: compiled) }
    return diagnostics
  }
}
