import Foundation
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// `headerkit simulate` end to end: its output formats, the JSON contract other tools read,
/// and how it reports bad traces and bad arguments.
@Suite struct SimulateCLITests {
  /// Writes `yaml` to a temporary trace file, runs `simulate SPEC --trace FILE ARGS` and
  /// removes the file.
  func simulate(_ spec: String, trace yaml: String, _ arguments: [String] = []) throws -> CLI.Result
  {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.yaml")
    try yaml.write(to: trace, atomically: true, encoding: .utf8)
    return try CLI.run(["simulate", spec, "--trace", trace.path] + arguments)
  }

  /// JSON text without the whitespace between tokens (no key or string here holds spaces).
  func compact(_ json: String) -> String {
    String(json.filter { !$0.isWhitespace })
  }

  // diff-clamp with headerHeight 64: a drag of 40 hides 40 of the header; 100 more hide all
  // of it (64) while the list goes on to 140; waiting changes nothing.
  static let quickReturn = "input: scroll\nevents:\n  - drag: 40\n  - drag: 100\n  - wait: 0.5\n"

  @Test func jsonHasExactlyTheContractShape() throws {
    let result = try simulate(
      "Specs/diff-clamp.yaml", trace: Self.quickReturn, ["--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      compact(result.stdout) == """
        {"formatVersion":1,"headerkitVersion":"\(HeaderKitVersion.current)",\
        "spec":"diff-clamp","frames":[\
        {"time":0,"offset":40,"values":{"header.translateY":-40}},\
        {"time":0,"offset":140,"values":{"header.translateY":-64}},\
        {"time":0.5,"offset":140,"values":{"header.translateY":-64}}]}
        """)
  }

  @Test func jsonListsEveryOutputInEveryFrame() throws {
    let result = try simulate(
      "Specs/tiki-home.yaml", trace: "events:\n  - drag: 10\n  - end\n  - wait: 0.1\n",
      ["--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(Set(object.keys) == ["formatVersion", "headerkitVersion", "spec", "frames"])
    let frames = try #require(object["frames"] as? [[String: Any]])
    #expect(frames.count == 3)
    for frame in frames {
      #expect(Set(frame.keys) == ["time", "offset", "values"])
      let values = try #require(frame["values"] as? [String: Double])
      #expect(
        Set(values.keys) == ["headerHeight.constant", "logo.alpha", "searchTrailing.constant"])
    }
    // Half-way through the snap from 78 to 88 (the ease-in-out curve is symmetric): 83.
    let last = try #require(frames.last?["values"] as? [String: Double])
    #expect(abs(last["headerHeight.constant"]! - 83) < 1e-9)
  }

  @Test func tableAndCSV() throws {
    let table = try simulate("Specs/diff-clamp.yaml", trace: Self.quickReturn)
    #expect(table.status == 0)
    #expect(
      table.stdout == """
        time  offset  header.translateY
        ────  ──────  ─────────────────
           0      40                -40
           0     140                -64
         0.5     140                -64

        """)
    let csv = try simulate("Specs/diff-clamp.yaml", trace: Self.quickReturn, ["--format", "csv"])
    #expect(csv.stdout == "time,offset,header.translateY\n0,40,-40\n0,140,-64\n0.5,140,-64\n")
  }

  @Test func paramsApply() throws {
    let result = try simulate(
      "Specs/diff-clamp.yaml", trace: Self.quickReturn,
      ["--param", "headerHeight=100", "--format", "csv"])
    #expect(result.stdout == "time,offset,header.translateY\n0,40,-40\n0,140,-100\n0.5,140,-100\n")
  }

  @Test func aCompiledGraphSimulatesAsItsSpec() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for spec in ["tiki-home", "exit-until-collapsed", "diff-clamp"] {
      let graph = directory.appendingPathComponent("\(spec).json").path
      let compiled = try CLI.run(["compile", "Specs/\(spec).yaml", "-o", graph])
      #expect(compiled.status == 0, "\(compiled.stderr)")
      let trace = "Specs/\(spec).trace.yaml"
      let fromSpec = try CLI.run([
        "simulate", "Specs/\(spec).yaml", "--trace", trace, "--format", "csv",
      ])
      let fromGraph = try CLI.run(["simulate", graph, "--trace", trace, "--format", "csv"])
      #expect(fromSpec.status == 0 && fromGraph.status == 0)
      #expect(fromGraph.stdout == fromSpec.stdout && !fromSpec.stdout.isEmpty)
    }
  }

  @Test func bundledTracesRun() throws {
    for spec in ["tiki-home", "exit-until-collapsed", "diff-clamp"] {
      let result = try CLI.run([
        "simulate", "Specs/\(spec).yaml", "--trace", "Specs/\(spec).trace.yaml",
      ])
      #expect(result.status == 0, "\(spec): \(result.stderr)")
    }
  }

  // MARK: Errors

  @Test func malformedTraceIsLocatedAndExitsOne() throws {
    let result = try simulate(
      "Specs/tiki-home.yaml", trace: "events:\n  - drag: 10\n  - wiat: 0.1\n  - wait: -1\n")
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr.contains("trace.yaml:3:5: error: unknown event 'wiat'"))
    #expect(result.stderr.contains("[unknown-event]"))
    #expect(result.stderr.contains("trace.yaml:4:11: error: wait of -1 s goes back in time"))
  }

  @Test func emptyTraceExitsOne() throws {
    let result = try simulate("Specs/tiki-home.yaml", trace: "events: []\n")
    #expect(result.status == 1)
    #expect(result.stderr.contains("trace.yaml:1:9: error: a trace needs at least one event"))
  }

  /// The audit's empty trace file: the message says what a trace holds.
  @Test func anEmptyTraceFileSaysWhatATraceHolds() throws {
    let result = try simulate("Specs/tiki-home.yaml", trace: "")
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    #expect(
      result.stderr.hasSuffix(
        "trace.yaml:1:1: error: the file holds no YAML document; a trace lists its events, such as 'events: [drag: 10, end, wait: 0.1]' [empty-document]\n    1 | \n      | ^\n"
      ), "\(result.stderr)")
    #expect(!result.stderr.contains("version: 1"))
  }

  @Test func unknownInputIsAUsageError() throws {
    let result = try simulate("Specs/tiki-home.yaml", trace: "input: scrol\nevents:\n  - end\n")
    #expect(result.status == 64)
    #expect(
      result.stderr.contains(
        "trace.yaml:1:8: the trace's input 'scrol' is not an input of the spec; did you mean 'scroll'? (inputs: scroll)"
      ))
  }

  @Test func missingTraceFileIsAUsageError() throws {
    let result = try CLI.run(["simulate", "Specs/tiki-home.yaml", "--trace", "no/such/trace.yaml"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("cannot read 'no/such/trace.yaml': no such file"))
  }

  @Test func missingTraceOptionIsAUsageError() throws {
    let result = try CLI.run(["simulate", "Specs/tiki-home.yaml"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--trace"))
  }
}
