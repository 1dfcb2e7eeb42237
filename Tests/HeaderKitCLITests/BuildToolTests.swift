import Foundation
import HeaderKitTestSupport
import Testing

/// `headerkit-build`, the plugin's tool, writes what `headerkit generate` and
/// `headerkit compile --tests` write, byte for byte, over every bundled spec
/// and fixture, and reports a bad spec or sidecar with the same located
/// diagnostics.
@Suite struct BuildToolTests {
  /// Every spec of Specs/ and Tests/Fixtures/generator.
  static let specs: [String] = {
    let generator = Fixtures.fixture("generator")
    let fixtures = (try? FileManager.default.contentsOfDirectory(atPath: generator.path)) ?? []
    return ((try? Fixtures.allSpecs()) ?? []).map { "Specs/" + $0.lastPathComponent }
      + fixtures.filter { $0.hasSuffix(".yaml") }.sorted().map { "Tests/Fixtures/generator/" + $0 }
  }()

  /// Every spec with a test sidecar beside it, in Specs/ and Tests/Fixtures.
  static let testedSpecs: [String] = {
    let root = Fixtures.root.path + "/"
    let all =
      FileManager.default.enumerator(atPath: root + "Tests/Fixtures")?
      .compactMap { $0 as? String }.map { "Tests/Fixtures/" + $0 } ?? []
    let specs = (try? Fixtures.allSpecs())?.map { "Specs/" + $0.lastPathComponent } ?? []
    return (specs + all.filter { $0.hasSuffix(".yaml") && !$0.contains(".test.") })
      .filter { FileManager.default.fileExists(atPath: root + sidecar(of: $0)) }.sorted()
  }()

  static func sidecar(of spec: String) -> String {
    String(spec.dropLast(".yaml".count)) + ".test.yaml"
  }

  @Test func theListsHoldTheBundledSpecs() {
    // 11 in Specs/, 19 in Tests/Fixtures/generator; every bundled spec has a
    // sidecar, and so do 4 fixtures.
    #expect(Self.specs.count == 30)
    #expect(Self.testedSpecs.count == 15)
  }

  @Test(arguments: specs)
  func generatesTheSameSwift(_ spec: String) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let (cli, tool) = (files.path("cli.swift"), files.path("tool.swift"))
    let type = ["--type-name", "PluginToolHeader"]
    let expected = try CLI.run(["generate", spec, "-o", cli] + type)
    let result = try CLI.run(["generate", spec, "-o", tool] + type, executable: "headerkit-build")
    #expect(expected.status == 0, "\(expected.stderr)")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == expected.stderr)
    let written = try Fixtures.bytes(URL(fileURLWithPath: tool))
    #expect(written == (try Fixtures.bytes(URL(fileURLWithPath: cli))))
    #expect(!written.isEmpty)
  }

  @Test(arguments: testedSpecs)
  func compilesTheSameTests(_ spec: String) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let (cli, tool) = (files.path("cli.json"), files.path("tool.json"))
    let expected = try CLI.run(["compile", "--tests", spec, "-o", cli])
    let result = try CLI.run(
      ["compile", "--tests", spec, "-o", tool], executable: "headerkit-build")
    #expect(expected.status == 0, "\(expected.stderr)")
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stderr == expected.stderr)
    let written = try Fixtures.bytes(URL(fileURLWithPath: tool))
    #expect(written == (try Fixtures.bytes(URL(fileURLWithPath: cli))))
    #expect(!written.isEmpty)
  }

  @Test func aBadSpecFailsWithHeaderkitsDiagnostics() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    // Line 3 names a key no spec has.
    let spec = try files.write("bad.yaml", "version: 1\nname: Bad\nwobble: 2\n")
    let expected = try CLI.run(["generate", spec, "--type-name", "BadHeader"])
    let output = files.path("Bad.swift")
    let result = try CLI.run(
      ["generate", spec, "-o", output, "--type-name", "BadHeader"], executable: "headerkit-build")
    #expect(expected.status == 1)
    #expect(result.status == 1)
    #expect(result.stderr == expected.stderr)
    #expect(result.stderr.contains("\(spec):3:1: error: "))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test func aBadSidecarFailsWithHeaderkitsDiagnostics() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let spec = try files.write(
      "fade.yaml",
      String(decoding: try Fixtures.bytes(Fixtures.spec("fade-top-view.yaml")), as: UTF8.self))
    // Line 3 names an input the spec does not have.
    try files.write(
      "fade.test.yaml",
      "tests:\n  - name: wrong input\n    input: nowhere\n    at: [0]\n"
        + "    expect: { topView.alpha: [1] }\n")
    let expected = try CLI.run(["compile", "--tests", spec, "-o", files.path("cli.json")])
    let output = files.path("tool.json")
    let result = try CLI.run(
      ["compile", "--tests", spec, "-o", output], executable: "headerkit-build")
    #expect(expected.status == 1)
    #expect(result.status == 1)
    #expect(result.stderr == expected.stderr)
    #expect(result.stderr.contains("fade.test.yaml:3:"))
    #expect(!FileManager.default.fileExists(atPath: output))
  }

  @Test(arguments: [
    [], ["validate", "Specs/tiki-home.yaml"], ["generate", "Specs/tiki-home.yaml"],
    ["generate", "Specs/tiki-home.yaml", "-o", "x.swift"],
    ["compile", "Specs/tiki-home.yaml", "-o", "x.json"],
    ["compile", "--tests", "--tests", "Specs/tiki-home.yaml", "-o", "x.json"],
    ["generate", "a.yaml", "b.yaml", "-o", "x.swift", "--type-name", "T"],
  ])
  func anotherCommandLineIsAUsageError(_ arguments: [String]) throws {
    let result = try CLI.run(arguments, executable: "headerkit-build")
    #expect(result.status == 64)
    #expect(result.stderr.hasPrefix("usage: headerkit-build generate SPEC"))
  }

  @Test func anUnreadableSpecOrABadTypeNameFails() throws {
    let missing = try CLI.run(
      ["generate", "Specs/none.yaml", "-o", "/dev/null", "--type-name", "NoneHeader"],
      executable: "headerkit-build")
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("cannot read 'Specs/none.yaml'"))
    let badType = try CLI.run(
      ["generate", "Specs/tiki-home.yaml", "-o", "/dev/null", "--type-name", "1Header"],
      executable: "headerkit-build")
    #expect(badType.status == 1)
    #expect(badType.stderr.hasPrefix("headerkit-build: --type-name: "))
  }
}
