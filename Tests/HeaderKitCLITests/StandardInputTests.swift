import Foundation
import HeaderKitTestSupport
import Testing

/// `-` reads a spec, a compiled graph or a trace from standard input:
/// diagnostics name it `<stdin>`, it is read once and at most 1 MiB of a
/// spec, and a spec from there has no folder, so nothing it names is read.
@Suite struct StandardInputTests {
  /// minimalSpec's alpha is 1 − scroll / 100 between 0 and 1: 0.5 at 50.
  static let specWithTests =
    minimalSpec + """
      tests:
        - name: half way
          at: [50]
          expect: { box.alpha: 0.5 }
        - name: a scroll to 25
          trace: [scroll: 25]
          expect: { box.alpha: 0.75 }

      """

  @Test func validateReadsASpec() throws {
    let result = try CLI.run(["validate", "-"], stdin: minimalSpec)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "<stdin>: valid (ok)\n")
  }

  @Test func diagnosticsNameStandardInput() throws {
    let broken = minimalSpec.replacingOccurrences(of: "scroll / 100", with: "pul / 100")
    let result = try CLI.run(["validate", "-"], stdin: broken)
    #expect(result.status == 1)
    // `alpha: clamp(1 - pul / 100, 0, 1)` is line 7; `pul` starts at column 22.
    #expect(
      result.diagnosticHeaders.first
        == DiagnosticHeader("<stdin>:7:22: error: unknown name 'pul' [unknown-name]"))
    let json = try CLI.run(["validate", "--format", "json", "-"], stdin: broken)
    let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let file = (report?["files"] as? [[String: Any]])?.first
    #expect(file?["path"] as? String == "<stdin>", "\(json.stdout)")
    #expect((file?["diagnostics"] as? [[String: Any]])?.first?["file"] as? String == "<stdin>")
  }

  /// Beside files, `-` is one more spec; a second `-` is refused, since
  /// standard input can be read only once.
  @Test func validateTakesStandardInputOnce() throws {
    let both = try CLI.run(["validate", "Specs/fade-top-view.yaml", "-"], stdin: minimalSpec)
    #expect(both.status == 0, "\(both.stderr)")
    #expect(both.stdoutLines.contains("<stdin>: valid (ok)"))
    #expect(both.stdoutLines.last == "2 specs: 2 valid, 0 invalid")
    let twice = try CLI.run(["validate", "-", "-"], stdin: minimalSpec)
    #expect(twice.status == 64)
    #expect(twice.stderr.hasPrefix("Error: '-' (standard input) is named 2 times"))
  }

  @Test(arguments: [
    ["simulate", "-", "--trace", "-"], ["plot", "-", "--trace", "-", "-o", "/dev/null"],
    ["filmstrip", "-", "--trace", "-", "-o", "/dev/null"], ["test", "-", "-"],
  ])
  func aSecondUseOfStandardInputIsRefused(_ arguments: [String]) throws {
    let result = try CLI.run(arguments, stdin: minimalSpec)
    #expect(result.status == 64, "\(arguments)")
    #expect(result.stderr.contains("standard input can be read only once"), "\(arguments)")
  }

  /// A spec of more than 1 MiB is refused after reading one byte past the
  /// limit, as a file is.
  @Test func aSpecOverOneMebibyteIsRefused() throws {
    let large = "# " + String(repeating: "x", count: 1 << 20) + "\n" + minimalSpec
    let result = try CLI.run(["validate", "-"], stdin: large)
    #expect(result.status == 1)
    #expect(
      result.diagnosticHeaders.first?.rest
        == "error: file is larger than 1 MiB, the most a spec, trace or test file may have [file-too-large]"
    )
    #expect(result.diagnosticHeaders.first?.path == "<stdin>")
  }

  @Test func evalReadsASpec() throws {
    let result = try CLI.run(["eval", "-", "--at", "50", "--format", "csv"], stdin: minimalSpec)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "offset,box.alpha\n50,0.5\n")
  }

  /// A compiled graph piped from `compile` is told from a spec by its `formatVersion`.
  @Test func evalReadsACompiledGraph() throws {
    let graph = try CLI.run(["compile", "-"], stdin: minimalSpec)
    #expect(graph.status == 0, "\(graph.stderr)")
    let result = try CLI.run(["eval", "-", "--at", "25", "--format", "csv"], stdin: graph.stdout)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "offset,box.alpha\n25,0.75\n")
  }

  @Test func aBrokenGraphIsNamedStandardInput() throws {
    let result = try CLI.run(["eval", "-"], stdin: #"{"formatVersion": 1}"#)
    #expect(result.status == 1)
    // At the format version, after `{"formatVersion": `.
    let column = #"{"formatVersion": "#.count + 1
    #expect(result.stderr.hasPrefix("<stdin>:1:\(column): error: "), "\(result.stderr)")
  }

  /// `validate -` tells a graph from a spec as the other commands do
  /// (issue 33: a piped graph was read as a spec, with 17 false errors).
  @Test func validateReadsACompiledGraph() throws {
    let graph = try CLI.run(["compile", "-"], stdin: minimalSpec)
    #expect(graph.status == 0, "\(graph.stderr)")
    let result = try CLI.run(["validate", "-"], stdin: graph.stdout)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "<stdin>: valid (ok)\n")
    let broken = try CLI.run(["validate", "-"], stdin: #"{"formatVersion": 1}"#)
    #expect(broken.status == 1)
    // At the format version, after `{"formatVersion": `, as the runtime refuses it.
    let column = #"{"formatVersion": "#.count + 1
    #expect(
      broken.diagnosticHeaders.first?.path == "<stdin>"
        && broken.diagnosticHeaders.first?.column == column, "\(broken.stderr)")
    #expect(broken.diagnosticHeaders.first?.rest.hasSuffix("[invalid-graph]") == true)
  }

  /// Standard input past its limit is refused with the limit of what it
  /// holds: 32 MiB for a graph (its `formatVersion` is read before the
  /// cut), 1 MiB for a spec, whatever comes after.
  @Test(arguments: ["validate", "eval"])
  func eachLimitOfStandardInputIsNamed(_ command: String) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let graph = try CLI.run(["compile", "-"], stdin: minimalSpec)
    try #require(graph.status == 0)
    // The graph with 33 MiB of white space after its first member.
    let comma = try #require(graph.stdout.firstIndex(of: ","))
    var large = graph.stdout
    large.insert(contentsOf: String(repeating: " ", count: 33 << 20), at: large.index(after: comma))
    let path = try files.write("large.json", large)
    let script = "exec \"$0\" \(command) - < \"$1\""
    let result = try CLI.run(URL(fileURLWithPath: "/bin/sh"), script, path)
    #expect(result.status == 1)
    #expect(
      result.diagnosticHeaders.first?.rest
        == "error: the graph's JSON is larger than 32 MiB, the most a compiled graph may have [invalid-graph]"
    )
    // The same by its path.
    if command == "validate" {
      let named = try CLI.run(["validate", path])
      #expect(named.diagnosticHeaders.first?.rest == result.diagnosticHeaders.first?.rest)
    }
    let spec = try files.write(
      "large.yaml", minimalSpec + "# " + String(repeating: "x", count: 1 << 20) + "\n")
    let specResult = try CLI.run(URL(fileURLWithPath: "/bin/sh"), script, spec)
    #expect(specResult.status == 1)
    #expect(
      specResult.diagnosticHeaders.first?.rest
        == "error: file is larger than 1 MiB, the most a spec, trace or test file may have [file-too-large]"
    )
  }

  /// A spec written as JSON (YAML's flow style) is still a spec.
  @Test func aSpecInJSONSyntaxIsASpec() throws {
    let spec =
      #"{"version": 1, "name": "j", "inputs": {"scroll": {}}, "targets": {"a": {"alpha": "scroll"}}}"#
    let result = try CLI.run(["eval", "-", "--at", "0.25", "--format", "csv"], stdin: spec)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "offset,a.alpha\n0.25,0.25\n")
  }

  @Test func simulateReadsATrace() throws {
    // Tiki's header is 88 points tall at rest; a 10-point drag up shrinks it to 78.
    let result = try CLI.run(
      ["simulate", "Specs/tiki-home.yaml", "--trace", "-", "--format", "csv"],
      stdin: "events:\n  - drag: 10\n")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutLines.count == 2)
    #expect(result.stdoutLines.last?.hasPrefix("0,0,78,") == true, "\(result.stdout)")
  }

  @Test func traceDiagnosticsNameStandardInput() throws {
    let result = try CLI.run(
      ["simulate", "Specs/tiki-home.yaml", "--trace", "-"], stdin: "events:\n  - jump: 3\n")
    #expect(result.status == 1)
    #expect(result.diagnosticHeaders.first?.path == "<stdin>")
    #expect(result.diagnosticHeaders.first?.line == 2)
  }

  @Test func generateNamesStandardInputAsItsOrigin() throws {
    let result = try CLI.run(["generate", "-"], stdin: minimalSpec)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("<stdin>"))
    #expect(result.stdout.contains("struct MinimalHeader"))
  }

  /// `-o -` is standard output, for the commands whose output is a file.
  @Test func previewWritesStandardOutputForDashO() throws {
    let result = try CLI.run(["preview", "-", "-o", "-"], stdin: minimalSpec)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("<!doctype html>"))
  }

  @Test func testRunsTheSpecsOwnCases() throws {
    let result = try CLI.run(["test", "-"], stdin: Self.specWithTests)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout
        == "<stdin>: 2 passed, 0 failed (no golden timeline for standard input)\n2 passed, 0 failed\n"
    )
  }

  /// A spec from standard input has no folder: a case that names a trace
  /// file fails where it names it, and nothing is read.
  @Test func testRefusesATraceFileNamedByASpecFromStandardInput() throws {
    let spec =
      minimalSpec + """
        tests:
          - name: from a file
            trace: Specs/tiki-home.trace.yaml
            expect: { box.alpha: 1 }

        """
    let result = try CLI.run(["test", "-"], stdin: spec)
    #expect(result.status == 1)
    // The case's `trace:` value is line 10, column 12.
    #expect(
      result.diagnosticHeaders.first
        == DiagnosticHeader(
          "<stdin>:10:12: error: cannot read trace 'Specs/tiki-home.trace.yaml': a spec read from standard input has no folder to read it from; write the events in the case, or give the spec as a file [file-outside-spec]"
        ))
    #expect(result.stdout.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test func testRecordRefusesStandardInput() throws {
    let result = try CLI.run(["test", "--record", "-"], stdin: Self.specWithTests)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("Error: --record writes each spec's golden timeline beside it"))
  }
}
