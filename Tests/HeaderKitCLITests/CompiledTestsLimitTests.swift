import Foundation
import HeaderKitTestSupport
import Testing

/// `compile --tests` (which the plugin runs at build time) holds a spec's
/// cases to the work `headerkit test` may do and writes at most the 32 MiB
/// HeaderKitTesting reads: issue 33's reproducers end with a located
/// `limit-exceeded`, under a 1 GB address-space limit (before, they wrote
/// 689 MB, or aborted at 8 GB).
@Suite struct CompiledTestsLimitTests {
  /// `headerkit ARGUMENTS` with at most 1 GB of address space: a run that
  /// needed more would fail to allocate and abort.
  static func runBounded(_ arguments: [String]) throws -> CLI.Result {
    let command = ([CLI.executable().path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    return try CLI.runProgram(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "ulimit -v 1000000; exec \(command)"],
      environment: ["NO_COLOR": "1", "SWIFT_BACKTRACE": "enable=no"])
  }

  /// A copy of fade-top-view with `sidecar` as its test file (and `files`
  /// beside it), in a temporary folder.
  static func spec(sidecar: String, files: [String: String] = [:], in folder: TemporaryFiles)
    throws -> String
  {
    let text = try String(contentsOf: Fixtures.spec("fade-top-view.yaml"), encoding: .utf8)
    try folder.write("s.test.yaml", sidecar)
    for (name, text) in files { try folder.write(name, text) }
    return try folder.write("s.yaml", text)
  }

  /// 1,000 sweeps from 0 to 99,999 by 1 (issue 33): each writes 100,000
  /// offsets, 0 to 99,999 — 10 of one digit, 90 of two, 900 of three,
  /// 9,000 of four and 90,000 of five, 488,890 digits — with ", " between
  /// them: 688,888 bytes. 48 cases take 33,066,624 bytes, which leaves
  /// 487,808 of the 33,554,432 for the graph and what each case says
  /// besides (a few hundred bytes); 49 take 33,755,512, more than all. So
  /// the 49th case, the one named 48, is refused, and nothing is written.
  @Test func sweepsPastTheSizeHeaderKitTestingReadsAreRefusedAtTheirCase() throws {
    let folder = try TemporaryFiles()
    defer { folder.remove() }
    let sidecar =
      "tests:\n"
      + (0..<1_000).map {
        "  - name: sweep case \($0)\n    sweep: { from: 0, to: 99999, step: 1 }\n    bounds: { topView.alpha: [0, 1] }\n"
      }.joined()
    let spec = try Self.spec(sidecar: sidecar, in: folder)
    let output = folder.path("s.tests.json")
    let result = try Self.runBounded(["compile", "--tests", spec, "-o", output])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.errors.count == 1)
    #expect(
      result.errors.first
        == DiagnosticHeader(
          Substring(
            "\(folder.path("s.test.yaml")):146:11: error: sweep case 48: the compiled tests would pass the 33554432 bytes of JSON HeaderKitTesting reads; they were not written [limit-exceeded]"
          )))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  /// 1,000 cases naming one trace of 99,999 events (issue 33): the trace is
  /// read once, but each case writes its events; a few cases fill the
  /// 32 MiB, and the first case past them is refused.
  @Test func casesRepeatingALongTraceAreRefusedAtTheFirstThatDoesNotFit() throws {
    let folder = try TemporaryFiles()
    defer { folder.remove() }
    let events = (0..<99_999).map { ["drag: 3", "drag: -2", "end", "scroll: 40"][$0 % 4] }
    let trace = "input: scroll\nevents: [" + events.joined(separator: ", ") + "]\n"
    let sidecar =
      "tests:\n"
      + (0..<1_000).map {
        "  - name: c\($0)\n    trace: long.trace.yaml\n    expect: { topView.alpha: 0 }\n"
      }.joined()
    let spec = try Self.spec(sidecar: sidecar, files: ["long.trace.yaml": trace], in: folder)
    let result = try Self.runBounded(["compile", "--tests", spec, "-o", folder.path("out.json")])
    #expect(result.status == 1, "\(result.stderr)")
    let header = try #require(result.errors.first)
    #expect(result.errors.count == 1)
    #expect(header.path == folder.path("s.test.yaml"))
    // Case N is on line 2 + 3N; at least one case fits, not all.
    let refused = (header.line - 2) / 3
    #expect(header.line == 2 + 3 * refused && refused >= 1 && refused < 1_000)
    #expect(
      header.rest
        == "error: c\(refused): the compiled tests would pass the 33554432 bytes of JSON HeaderKitTesting reads; they were not written [limit-exceeded]"
    )
  }

  /// 10,000 targets each with `alpha: scroll`: an evaluation costs at least
  /// its 10,000 outputs, so a sweep of 100,000 offsets costs at least
  /// 10^9 — and the frame putting the header at rest more — past the
  /// 1,000,000,000 units of one spec's tests. `test` does not run the case,
  /// and `compile --tests` does not compile it: the same case, the same words.
  @Test func aCaseTestWouldNotRunIsNotCompiled() throws {
    let folder = try TemporaryFiles()
    defer { folder.remove() }
    var lines = ["version: 1", "name: many", "inputs:", "  scroll: {}", "targets:"]
    for index in 0..<10_000 { lines.append("  t\(index): {alpha: scroll}") }
    try folder.write(
      "many.test.yaml",
      "tests:\n  - name: wide\n    sweep: { from: 0, to: 99999, step: 1 }\n    bounds: { t0.alpha: [0, 1] }\n"
    )
    let spec = try folder.write("many.yaml", lines.joined(separator: "\n") + "\n")
    let budget =
      "wide: its 100000 evaluations would pass the work the cases of one spec may do together (1000000000 frame instructions)"
    let compiled = try Self.runBounded(["compile", "--tests", spec, "-o", folder.path("out.json")])
    #expect(compiled.status == 1)
    #expect(
      compiled.errors.map(\.rest) == [
        "error: \(budget); it was not compiled, as HeaderKitTesting refuses compiled tests that pass the work [limit-exceeded]"
      ])
    let tested = try CLI.run(["test", spec])
    #expect(tested.status == 1)
    #expect(tested.errors.first?.rest == "error: \(budget); it was not run [limit-exceeded]")
    #expect(compiled.errors.first?.line == tested.errors.first?.line)
  }
}

extension CLI.Result {
  /// The headers of the errors printed (not their notes).
  var errors: [DiagnosticHeader] {
    diagnosticHeaders.filter { $0.rest.hasPrefix("error: ") }
  }
}
