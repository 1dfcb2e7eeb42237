import Foundation
import HeaderKitTestSupport
import Testing

/// What `validate` prints: diagnostics on standard error, one summary line per
/// spec on standard output, or a JSON report with `--format json`.
@Suite struct ValidateOutputTests {
  static let misspelledKey = """
    version: 1
    name: t
    inputs:
      scroll: {}
    targets:
      box:
        alpah: 1

    """

  @Test func textOutputRendersDiagnosticsOnStandardError() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("typo.yaml", Self.misspelledKey)
    let result = try CLI.run(["validate", path])
    #expect(result.status == 1)
    // 'alpah' is two edits from 'alpha', too far for a five-letter word.
    #expect(
      result.stderr == """
        \(path):7:5: error: unknown key 'alpah' in target 'box' [unknown-key]
            7 |     alpah: 1
              |     ^~~~~
        \(path):7:5: note: element properties: alpha, translateX, translateY, scaleX, scaleY, \
        rotation, zPosition, cornerRadius, borderWidth, shadowOpacity, shadowRadius, blurRadius, \
        scale, backgroundColor, tintColor, textColor, borderColor, shadowColor

        """)
    #expect(result.stdout == "\(path): invalid (1 error)\n")
  }

  @Test func jsonReport() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let good = try files.write("good.yaml", minimalSpec)
    let bad = try files.write("typo.yaml", Self.misspelledKey)
    let result = try CLI.run(["validate", "--format", "json", good, bad])
    #expect(result.status == 1)
    #expect(result.stderr.isEmpty)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(
      Set(report.keys) == [
        "formatVersion", "headerkitVersion", "valid", "invalid", "files", "skipped",
      ])
    #expect(report["valid"] as? Int == 1)
    #expect(report["invalid"] as? Int == 1)
    let reports = try #require(report["files"] as? [[String: Any]])
    #expect(reports.count == 2)
    #expect(reports.map { $0["path"] as? String } == [good, bad])
    #expect(reports.map { $0["valid"] as? Bool } == [true, false])
    #expect((reports[0]["diagnostics"] as? [Any])?.isEmpty == true)
    let diagnostics = try #require(reports[1]["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == 1)
    let diagnostic = diagnostics[0]
    #expect(
      Set(diagnostic.keys) == [
        "file", "line", "column", "endLine", "endColumn", "severity", "code", "message", "notes",
      ])
    #expect(diagnostic["file"] as? String == bad)
    #expect(diagnostic["line"] as? Int == 7)
    #expect(diagnostic["column"] as? Int == 5)
    #expect(diagnostic["endLine"] as? Int == 7)
    #expect(diagnostic["endColumn"] as? Int == 10)
    #expect(diagnostic["severity"] as? String == "error")
    #expect(diagnostic["code"] as? String == "unknown-key")
    #expect(diagnostic["message"] as? String == "unknown key 'alpah' in target 'box'")
    let notes = try #require(diagnostic["notes"] as? [[String: Any]])
    #expect(notes.count == 1)
    #expect(notes.first?["line"] as? Int == 7)
  }

  @Test func jsonNotesCarryTheirLocation() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("dup.yaml", "version: 1\nname: a\nname: b\n")
    let result = try CLI.run(["validate", "--format", "json", path])
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let file = try #require((report["files"] as? [[String: Any]])?.first)
    let diagnostics = try #require(file["diagnostics"] as? [[String: Any]])
    let duplicate = try #require(diagnostics.first { $0["code"] as? String == "duplicate-key" })
    let note = try #require((duplicate["notes"] as? [[String: Any]])?.first)
    #expect(note["message"] as? String == "'name' is first defined here")
    #expect(note["line"] as? Int == 2)
    #expect(note["column"] as? Int == 1)
  }

  static let zeroWidth = """
    version: 1
    name: z
    inputs:
      scroll: {}
    ranges:
      r: { input: scroll, from: 40, to: 40 }
    targets:
      box:
        alpha: r

    """

  @Test func warningsPassWithoutStrict() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("zero.yaml", Self.zeroWidth)
    let result = try CLI.run(["validate", path])
    #expect(result.status == 0)
    #expect(result.stdout == "\(path): valid (1 warning)\n")
    #expect(
      result.stderr.hasPrefix(
        "\(path):6:3: warning: range 'r' has zero width (from and to are both 40) with the default params [zero-width-range]\n"
      ))
  }

  @Test func strictTurnsWarningsIntoFailures() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("zero.yaml", Self.zeroWidth)
    let result = try CLI.run(["validate", "--strict", path])
    #expect(result.status == 1)
    #expect(result.stdout == "\(path): invalid (1 error)\n")
    #expect(
      result.stderr.hasPrefix(
        "\(path):6:3: error: range 'r' has zero width (from and to are both 40) with the default params [zero-width-range]\n"
      ))
  }

  @Test func strictJSONReportsTheWarningAsAnError() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("zero.yaml", Self.zeroWidth)
    let result = try CLI.run(["validate", "--strict", "--format", "json", path])
    #expect(result.status == 1)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let file = try #require((report["files"] as? [[String: Any]])?.first)
    #expect(file["valid"] as? Bool == false)
    let diagnostic = try #require((file["diagnostics"] as? [[String: Any]])?.first)
    #expect(diagnostic["severity"] as? String == "error")
    #expect(diagnostic["code"] as? String == "zero-width-range")
  }

  @Test func directoriesAreSearchedForYAMLSpecs() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    try files.write("a.yaml", minimalSpec)
    try files.write("b.yml", minimalSpec)
    try files.write("nested/deeper/c.YAML", minimalSpec)
    // Not specs: any of these would be invalid if it were read.
    try files.write("notes.txt", "not yaml: [")
    try files.write("README.md", "# read me\n")
    try files.write("a.test.yaml", "expect: nothing\n")
    try files.write("a.trace.yaml", "events: []\n")
    let directory = files.directory.path
    let result = try CLI.run(["validate", directory])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdoutLines == [
        "\(directory)/a.yaml: valid (ok)",
        "\(directory)/b.yml: valid (ok)",
        "\(directory)/nested/deeper/c.YAML: valid (ok)",
        "3 specs: 3 valid, 0 invalid",
      ])
  }
}
