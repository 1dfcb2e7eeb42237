import Foundation
import HeaderKitTestSupport
import Testing

/// `headerkit compile SPEC -o graph.json` writes a graph that `eval` evaluates
/// exactly as it evaluates the spec.
@Suite struct CompileRoundTripTests {
  static let sweeps: [String: [String]] = [
    "twitter-profile": ["--from", "-150", "--to", "250", "--step", "2.5"],
    "fade-top-view": ["--from", "-300", "--to", "100", "--step", "2.5"],
    "pinterest-pager": [
      "--from", "-400", "--to", "2000", "--step", "12.5", "--param",
      "tabWidths=[40, 50, 60, 70, 80, 90, 100]",
    ],
    "tiki-home": ["--at", "-60,0,10,44,100,400"],
  ]

  @Test(arguments: ["twitter-profile", "fade-top-view", "pinterest-pager", "tiki-home"])
  func evalOfTheGraphEqualsEvalOfTheSpec(name: String) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let graph = files.path("\(name).json")
    let compile = try CLI.run(["compile", "Specs/\(name).yaml", "-o", graph])
    #expect(compile.status == 0, "\(compile.stderr)")
    #expect(FileManager.default.fileExists(atPath: graph))
    let arguments = (Self.sweeps[name] ?? []) + ["--format", "json"]
    let fromSpec = try CLI.run(["eval", "Specs/\(name).yaml"] + arguments)
    let fromGraph = try CLI.run(["eval", graph] + arguments)
    #expect(fromSpec.status == 0 && fromGraph.status == 0, "\(fromGraph.stderr)")
    #expect(!fromSpec.stdout.isEmpty)
    #expect(fromGraph.stdout == fromSpec.stdout)
  }

  @Test func compileWithoutOutputPrintsTheGraph() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let graph = files.path("graph.json")
    _ = try CLI.run(["compile", "Specs/fade-top-view.yaml", "-o", graph])
    let printed = try CLI.run(["compile", "Specs/fade-top-view.yaml"])
    #expect(printed.status == 0)
    let written = try String(contentsOfFile: graph, encoding: .utf8)
    #expect(printed.stdout == written + "\n")
  }

  @Test func compileTestsOfAGraphIsAUsageError() throws {
    // A graph has no test cases or golden timeline: its spec has them.
    let files = try TemporaryFiles()
    defer { files.remove() }
    let graph = files.path("fade-top-view.json")
    _ = try CLI.run(["compile", "Specs/fade-top-view.yaml", "-o", graph])
    let result = try CLI.run(["compile", "--tests", graph])
    #expect(result.status == 64)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("is a compiled graph (.json), which has none: give its spec"))
    #expect(result.stderr.split(separator: "\n").count < 5, "\(result.stderr)")
  }

  @Test func aCorruptGraphIsRefused() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("graph.json", "{\"formatVersion\": 1, \"name\": 3}")
    let result = try CLI.run(["eval", path, "--at", "0"])
    #expect(result.status == 1)
    // At the format version, after `{"formatVersion": `.
    let column = #"{"formatVersion": "#.count + 1
    #expect(result.stderr.hasPrefix("\(path):1:\(column): error: "), "\(result.stderr)")
    #expect(result.stderr.contains(" [invalid-graph]\n"), "\(result.stderr)")
  }
}
