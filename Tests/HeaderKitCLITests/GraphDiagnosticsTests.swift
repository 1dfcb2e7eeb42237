import Foundation
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// A compiled graph the runtime refuses is an `invalid-graph` diagnostic:
/// where the JSON breaks, at its line and column with the line shown (any
/// other problem where it is: GraphLocationTests). `validate` checks graphs
/// named as files.
@Suite struct GraphDiagnosticsTests {
  /// Graph JSON whose third line is not JSON: `oops` at column 3.
  static let broken = """
    {"formatVersion": \(CompiledGraph.currentFormatVersion),
      "name": "x",
      oops
    }
    """

  @Test func evalLocatesWhereTheJSONBreaks() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("broken.json", Self.broken)
    let result = try CLI.run(["eval", path, "--at", "0"])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr == """
        \(path):3:3: error: not JSON: unexpected 'o' [invalid-graph]
            3 |   oops
              |   ^

        """)
  }

  @Test func validateChecksAGraphAsTheRuntimeLoadsIt() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let broken = try files.write("broken.json", Self.broken)
    let good = "Tests/Fixtures/graphs/fade-top-view.json"
    let result = try CLI.run(["validate", broken, good])
    #expect(result.status == 1)
    #expect(
      result.stdout == """
        \(broken): invalid (1 error)
        \(good): valid (ok)
        2 files: 1 valid, 1 invalid

        """)
    #expect(
      result.stderr.hasPrefix("\(broken):3:3: error: not JSON: unexpected 'o' [invalid-graph]"))
  }

  @Test func validateReportsTheGraphsDiagnosticAsJSON() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let broken = try files.write("broken.json", Self.broken)
    let result = try CLI.run(["validate", "--format", "json", broken])
    #expect(result.status == 1)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let file = try #require((report["files"] as? [[String: Any]])?.first)
    let diagnostic = try #require((file["diagnostics"] as? [[String: Any]])?.first)
    #expect(diagnostic["code"] as? String == "invalid-graph")
    #expect(diagnostic["line"] as? Int == 3)
    #expect(diagnostic["column"] as? Int == 3)
  }

  @Test func compiledBundledSpecsAreValidGraphs() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    for name in ["twitter-profile", "tiki-home", "material-collapsing-toolbar"] {
      let graph = files.path("\(name).json")
      let compile = try CLI.run(["compile", "Specs/\(name).yaml", "-o", graph])
      #expect(compile.status == 0, "\(compile.stderr)")
      let result = try CLI.run(["validate", "--strict", graph])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(result.stdout == "\(graph): valid (ok)\n")
    }
  }
}
