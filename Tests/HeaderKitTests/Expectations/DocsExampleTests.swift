import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitTestSupport
import Testing

/// The test-file examples in docs/testing.md run: each YAML block that starts with
/// `# runs against Specs/NAME.yaml` is a sidecar whose cases pass against that spec.
@Suite struct DocsExampleTests {
  struct Example: CustomTestStringConvertible, Sendable {
    var spec: String
    var yaml: String
    var testDescription: String {
      "\(spec): \(yaml.split(separator: "\n").dropFirst(2).first ?? "")"
    }
  }

  static func examples() throws -> [Example] {
    let text = try String(
      contentsOf: Fixtures.root.appendingPathComponent("docs/testing.md"), encoding: .utf8)
    let marker = "# runs against Specs/"
    return text.components(separatedBy: "```yaml\n").dropFirst().compactMap { block in
      let yaml = block.components(separatedBy: "```").first ?? ""
      guard yaml.hasPrefix(marker), let line = yaml.split(separator: "\n").first else { return nil }
      return Example(spec: String(line.dropFirst(marker.count)), yaml: yaml)
    }
  }

  /// The whole specs in docs/testing.md (a block starting `version: 1`) that
  /// hold their own `tests:`.
  static func specsWithTests() throws -> [String] {
    let text = try String(
      contentsOf: Fixtures.root.appendingPathComponent("docs/testing.md"), encoding: .utf8)
    return text.components(separatedBy: "```yaml\n").dropFirst().compactMap { block in
      let yaml = block.components(separatedBy: "```").first ?? ""
      return yaml.hasPrefix("version: 1\n") && yaml.contains("\ntests:\n") ? yaml : nil
    }
  }

  /// Each such spec's own cases pass.
  @Test func wholeSpecsWithTestsPass() throws {
    let specs = try Self.specsWithTests()
    #expect(!specs.isEmpty)
    for yaml in specs {
      let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: "example.yaml")
      let compiled = try #require(loaded.compiled, "\(loaded.diagnostics.map(\.message))")
      let decoded = TestCaseDecoder.decodeSpecTests(bytes: Array(yaml.utf8), path: "example.yaml")
      #expect(decoded.diagnostics.isEmpty && decoded.malformed == 0 && !decoded.cases.isEmpty)
      for testCase in decoded.cases {
        let result = TestRunner.run(testCase, on: compiled)
        #expect(
          result.diagnostics.isEmpty,
          "\(testCase.name.value): \(result.diagnostics.map(\.message))")
      }
    }
  }

  @Test func theDocsHaveExamples() throws {
    #expect(try Self.examples().count >= 4)
  }

  @Test(arguments: try examples())
  func anExampleRunsAndPasses(_ example: Example) throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let base = String(example.spec.dropLast(".yaml".count))
    for suffix in [".yaml", ".trace.yaml"]
    where FileManager.default.fileExists(atPath: Fixtures.spec(base + suffix).path) {
      try FileManager.default.copyItem(
        at: Fixtures.spec(base + suffix), to: directory.appendingPathComponent(base + suffix))
    }
    try example.yaml.write(
      to: directory.appendingPathComponent(base + ".test.yaml"), atomically: true, encoding: .utf8)
    let specPath = directory.appendingPathComponent(example.spec).path
    let loaded = try SpecLoader.load(path: specPath)
    let compiled = try #require(loaded.compiled)
    let suite = SpecTestSuite.load(
      specPath: specPath, specBytes: try Fixtures.bytes(URL(fileURLWithPath: specPath)))
    let problems = suite.files.map {
      DiagnosticRenderer().render($0.diagnostics, source: $0.source)
    }.joined()
    #expect(problems == "")
    #expect(suite.malformed == 0 && !suite.cases.isEmpty)
    for testCase in suite.cases {
      let result = TestRunner.run(testCase, on: compiled)
      #expect(
        result.diagnostics.isEmpty, "\(testCase.name.value): \(result.diagnostics.map(\.message))")
    }
  }
}
