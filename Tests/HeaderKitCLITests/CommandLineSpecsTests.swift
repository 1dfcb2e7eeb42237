import Foundation
import HeaderKitTestSupport
import Testing

/// What `validate` and `test` do with the files a shell glob names: test
/// files and traces are skipped with a note (for `test`, a test file stands
/// for its spec), and each spec runs once however often it is named.
@Suite struct CommandLineSpecsTests {
  /// What `Specs/*.yaml` expands to: every spec, test file and trace, sorted.
  static func glob() throws -> [String] {
    try FileManager.default.contentsOfDirectory(
      atPath: Fixtures.root.appendingPathComponent("Specs").path
    )
    .filter { $0.hasSuffix(".yaml") }.sorted().map { "Specs/" + $0 }
  }

  /// The specs of the glob: neither test files nor traces.
  static func specs() throws -> [String] {
    try glob().filter { !$0.contains(".test.") && !$0.contains(".trace.") }
  }

  @Test func validateSkipsTestFilesAndTracesOfAGlob() throws {
    let glob = try Self.glob()
    let specs = try Self.specs()
    let result = try CLI.run(["validate"] + glob)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutLines.last == "\(specs.count) specs: \(specs.count) valid, 0 invalid")
    #expect(result.stdoutLines.dropLast().map { $0.prefix { $0 != ":" } } == specs.map { $0[...] })
    let notes = result.stderr.split(separator: "\n")
    #expect(notes.count == glob.count - specs.count)
    #expect(
      notes.contains("headerkit: note: skipped Specs/tiki-home.trace.yaml (a trace, not a spec)"))
    #expect(
      notes.contains("headerkit: note: skipped Specs/tiki-home.test.yaml (a test file, not a spec)")
    )
  }

  /// A spec named again through its folder, a `./` path or a symbolic link
  /// is validated once, where it is first named.
  @Test func validateReadsEachSpecOnce() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let spec = try files.write("specs/minimal.yaml", minimalSpec)
    try FileManager.default.createSymbolicLink(
      atPath: files.path("link.yaml"), withDestinationPath: spec)
    let folder = files.path("specs")
    let result = try CLI.run([
      "validate", spec, folder, folder + "/", folder + "/./minimal.yaml", files.path("link.yaml"),
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdoutLines == ["\(spec): valid (ok)"])
  }

  @Test func validateReportsSkippedFilesInJSON() throws {
    let result = try CLI.run([
      "validate", "--format", "json", "Specs/tiki-home.yaml", "Specs/tiki-home.trace.yaml",
      "Specs/tiki-home.test.yaml",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr.isEmpty)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let skipped = try #require(report["skipped"] as? [[String: String]])
    #expect(
      skipped == [
        ["path": "Specs/tiki-home.trace.yaml", "kind": "trace"],
        ["path": "Specs/tiki-home.test.yaml", "kind": "test"],
      ])
    #expect((report["files"] as? [Any])?.count == 1)
  }

  /// A test file or trace named alone is refused as `eval` refuses it,
  /// saying what it is; the folder wording is for folders.
  @Test(arguments: [
    (
      ["validate", "Specs/tiki-home.trace.yaml"],
      "Error: 'Specs/tiki-home.trace.yaml' is a trace, not a spec; 'headerkit simulate SPEC --trace FILE' runs it\n"
    ),
    (
      ["validate", "--format", "json", "Specs/tiki-home.test.yaml"],
      "Error: 'Specs/tiki-home.test.yaml' is a test file, not a spec; 'headerkit test' runs it with its spec\n"
    ),
    (
      ["test", "Specs/tiki-home.trace.yaml"],
      "Error: 'Specs/tiki-home.trace.yaml' is a trace, not a spec; 'headerkit simulate SPEC --trace FILE' runs it\n"
    ),
    (
      ["validate", "Specs/tiki-home.trace.yaml", "Specs/diff-clamp.test.yaml"],
      "Error: no specs named; test files and traces are not specs: Specs/tiki-home.trace.yaml, Specs/diff-clamp.test.yaml\n"
    ),
  ])
  func onlyTestFilesAndTracesIsAUsageError(arguments: [String], message: String) throws {
    let result = try CLI.run(arguments)
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    // The error says what the note would: no note before it.
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
  }

  @Test func aFolderWithoutSpecsIsAUsageErrorThatNamesIt() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    try files.write("empty/notes.txt", "")
    let folder = files.path("empty")
    let alone = try CLI.run(["validate", folder])
    #expect(alone.status == 64)
    #expect(alone.stderr.hasPrefix("Error: no specs (*.yaml, *.yml) found in \(folder)\n"))
    let withATrace = try CLI.run(["validate", folder, "Specs/tiki-home.trace.yaml"])
    #expect(withATrace.status == 64)
    #expect(
      withATrace.stderr.hasPrefix(
        "Error: no specs (*.yaml, *.yml) found in \(folder); test files and traces are not specs: Specs/tiki-home.trace.yaml\n"
      ))
  }

  /// `test` runs a spec once whether its test file, its golden timeline or
  /// the spec itself is named, and skips its trace.
  @Test func testRunsEachSpecOnceAndSkipsTraces() throws {
    let result = try CLI.run([
      "test", "Specs/tiki-home.test.yaml", "Specs/tiki-home.yaml", "Specs/tiki-home.trace.yaml",
      "Specs/tiki-home.timeline.txt", "Specs/",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let specLines = result.stdoutLines.dropLast()
    #expect(specLines.filter { $0.hasPrefix("Specs/tiki-home.yaml:") }.count == 1)
    #expect(specLines.count == (try Self.specs()).count)
    #expect(
      result.stderr == "headerkit: note: skipped Specs/tiki-home.trace.yaml (a trace, not a spec)\n"
    )
  }

  @Test func testOfAGlobRunsEverySpecOnce() throws {
    let glob = try Self.glob()
    let result = try CLI.run(["test"] + glob)
    #expect(result.status == 0, "\(result.stderr)")
    let specs = try Self.specs()
    #expect(result.stdoutLines.dropLast().map { $0.prefix { $0 != ":" } } == specs.map { $0[...] })
    // Only the traces are skipped: a test file stands for its spec.
    let traces = glob.filter { $0.contains(".trace.") }
    #expect(
      result.stderr.split(separator: "\n").map(String.init)
        == traces.map { "headerkit: note: skipped \($0) (a trace, not a spec)" })
  }

  /// Where one spec is read, a test file or trace is a usage error that
  /// says what it is, not a spec's parse errors.
  @Test(arguments: [
    (
      ["eval", "Specs/tiki-home.trace.yaml"],
      "Error: 'Specs/tiki-home.trace.yaml' is a trace, not a spec; 'headerkit simulate SPEC --trace FILE' runs it\n"
    ),
    (
      ["simulate", "Specs/tiki-home.test.yaml", "--trace", "Specs/tiki-home.trace.yaml"],
      "Error: 'Specs/tiki-home.test.yaml' is a test file, not a spec; 'headerkit test' runs it with its spec\n"
    ),
  ])
  func aSingleSpecCommandRefusesTestFilesAndTraces(arguments: [String], message: String) throws {
    let result = try CLI.run(arguments)
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
  }
}
