import ArgumentParser
import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime

struct Test: Subcommand {
  static let configuration = CommandConfiguration(
    abstract: "Run the expectations of specs and compare them with their golden timelines.",
    discussion: """
      For each spec, runs every case in its own 'tests:' and in its sidecar
      NAME.test.yaml, then compares its timeline with the golden NAME.timeline.txt
      beside it. A case checks values at offsets ('at'), after a trace ('trace'),
      or over a sweep ('bounds', 'monotonic', 'continuous'); see docs/testing.md.

        # twitter-profile.test.yaml
        tests:
          - name: docks at headerStop
            at: [40, 100]
            expect: { header.translateY: -40 }

      Each failure is printed as path:line:col: error: MESSAGE [expectation-failed],
      pointing at the expected value, where MESSAGE reads
        CASE: at offset X, KEY expected E, got A (tolerance T)
      A golden timeline that differs is reported at its first differing frame and
      property [golden-mismatch]. The last line is 'N passed, N failed'. A spec
      without a golden timeline gets a warning [golden-missing] and does not fail.

      --record writes NAME.timeline.txt for every spec (a sweep of each input over
      its bounds, and the frames of each trace case); check it in, and re-record
      after an intended change so the diff shows what changed.

      Naming a sidecar or golden runs its spec; a trace named is skipped with a
      note, and each spec runs once however often it is named. '-' reads a spec
      from standard input: it has no folder, so only its own cases run.

      Traces, the sidecar and the golden timeline are read from the spec's
      folder only. The cases and golden timeline of a spec share a budget of
      evaluation work; a case past it is not run and fails [limit-exceeded].

      Exit status: 0 when every case passed, 1 when any failed (or a spec or test
      file is invalid, or a golden timeline cannot be written), 64 for bad
      arguments or paths that cannot be read.

      Examples:
        headerkit test Specs/
        headerkit test Specs/twitter-profile.yaml --format json
        headerkit test --record Specs/
      """)

  @Argument(
    help: "Spec files, or directories to search for specs; - reads a spec from standard input.",
    completion: .spec)
  var paths: [String]

  @Flag(help: "Write each spec's golden timeline (NAME.timeline.txt) instead of comparing it.")
  var record = false

  @Option(
    help: "Output format: text (failures on standard error) or json (a report on standard output).")
  var format: OutputFormat = .text

  @OptionGroup var color: ColorOptions

  struct Report: Encodable {
    let formatVersion = JSONReport.formatVersion
    let headerkitVersion = HeaderKitVersion.current
    var passed: Int
    var failed: Int
    var specs: [SpecTestRun.Report]
    var skipped: [SpecPaths.Skipped]
  }

  func validate() throws {
    if record, paths.contains(StandardInput.argument) {
      throw ValidationError(
        "--record writes each spec's golden timeline beside it, and a spec from standard input ('-') has no folder"
      )
    }
  }

  func execute() throws {
    try StandardInput.refuseSecondUse(paths)
    let named = paths.map(Self.specPath)
    let expansion = try SpecPaths.expand(named)
    let files = expansion.specs
    // With nothing to read, the error says what each file named is.
    guard !files.isEmpty else { throw SpecPaths.noSpecs(in: named, expansion) }
    if format == .text { SpecPaths.note(expansion.skipped) }
    let output = color.diagnostics(format)
    var report = Report(passed: 0, failed: 0, specs: [], skipped: expansion.skipped)
    for file in files {
      var run = SpecTestRun(path: file, record: record, output: output)
      try run.run()
      report.passed += run.report.passed
      report.failed += run.report.failed
      report.specs.append(run.report)
      if format == .text {
        let goldenPath = SpecTestSuite.goldenPath(forSpec: file)
        let golden =
          switch run.report.golden {
          case .recorded: " (recorded \(VisibleText.escaped(goldenPath)))"
          case .skipped where file == StandardInput.argument:
            " (no golden timeline for standard input)"
          default: ""
          }
        print(
          "\(VisibleText.escaped(run.report.path)): \(run.report.passed) passed, \(run.report.failed) failed\(golden)"
        )
      }
    }
    if format == .json {
      try JSONReport.print(report)
    } else {
      print("\(report.passed) passed, \(report.failed) failed")
    }
    if report.failed > 0 { throw ExitCode.failure }
  }

  /// A test file or golden timeline named on the command line stands for
  /// its spec, `NAME.yaml` (or `NAME.yml` when only that exists).
  static func specPath(_ path: String) -> String {
    for suffix in [".test.yaml", ".test.yml", ".timeline.txt"] where path.hasSuffix(suffix) {
      let base = String(path.dropLast(suffix.count))
      let yml = base + ".yml"
      return !FileManager.default.fileExists(atPath: base + ".yaml")
        && FileManager.default.fileExists(atPath: yml) ? yml : base + ".yaml"
    }
    return path
  }
}
