import Foundation
import HeaderKitRuntime
import HeaderKitTestSupport
import HeaderKitTesting
import Testing

/// Cases that hold other inputs (`inputs:`) and traces whose events name
/// their input, through `headerkit test` and through `compile --tests` and
/// `SpecTests`: Tests/Fixtures/testing/two-inputs.yaml, whose sidecar's
/// values are worked out by hand there (pageWidth 375, barHeight 50).
@Suite struct HeldInputsTests {
  static let names = [
    "two-inputs.yaml", "two-inputs.test.yaml", "two-inputs.trace.yaml", "two-inputs.timeline.txt",
  ]

  static func fixture(_ name: String) -> URL { Fixtures.fixture("testing/\(name)") }

  /// A temporary copy of the fixture, its files passed through `edit` (by name).
  static func copy(edit: (String, String) -> String = { $1 }) throws -> URL {
    let directory = try Fixtures.temporaryDirectory()
    for name in names {
      let text = try String(contentsOf: fixture(name), encoding: .utf8)
      try edit(name, text).write(
        to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return directory
  }

  /// The compiled tests' JSON of the spec at `path`.
  static func json(_ path: String) throws -> [String: Any] {
    let result = try CLI.run(["compile", "--tests", path])
    try #require(result.status == 0, "\(result.stderr)")
    return try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
  }

  static func specTests(_ json: [String: Any]) throws -> SpecTests {
    try SpecTests(json: JSONSerialization.data(withJSONObject: json))
  }

  @Test func headerkitTestPassesTheFixture() throws {
    let result = try CLI.run(["test", Self.fixture("two-inputs.yaml").path])
    #expect(result.status == 0, "\(result.stderr)")
    // Four cases and the golden timeline.
    #expect(result.stdout.hasSuffix("5 passed, 0 failed\n"))
  }

  /// The held inputs and each event's input come through as indices (list
  /// 0, gallery 1), and every case and the golden timeline pass.
  @Test func compiledTestsCarryHeldInputsAndEventInputs() throws {
    let tests = try Self.specTests(Self.json(Self.fixture("two-inputs.yaml").path))
    try #require(tests.cases.count == 4)
    let held = tests.cases.map { $0.inputs.map { [Double($0.input), $0.raw] } }
    #expect(held == [[[1, 750]], [[0, 100]], [[0, 30], [1, 375]], [[0, 10]]])
    #expect(tests.cases.map(\.input) == [0, 1, 0, 1])
    // Every value is compared to the bit.
    #expect(tests.cases.map(\.tolerance) == [0, 0, 0, 0])
    #expect(tests.cases[2].eventInputs == [0, 1, 1, 0, 1, 0])
    #expect(tests.cases[3].eventInputs == [1, 0, 0, 1])
    #expect(tests.cases[0].eventInputs == nil)
    let sections = try #require(tests.golden?.sections)
    // A sweep of each input, then the two traces with their cases' inputs.
    #expect(sections.map { $0.inputs.count } == [0, 0, 2, 1])
    #expect(sections.map(\.eventInputs) == [nil, nil, [0, 1, 1, 0, 1, 0], [1, 0, 0, 1]])

    let header = HeaderEvaluator(graph: tests.graph)
    #expect(tests.failures(of: header) == [])
    #expect(tests.goldenFailure(of: header) == nil)
  }

  /// Replayed without what the JSON now carries, the hand-worked values no
  /// longer hold: the held inputs and the events' inputs are what make them pass.
  @Test func theCarriedInputsAreWhatTheCasesNeed() throws {
    let json = try Self.json(Self.fixture("two-inputs.yaml").path)
    var cases = try #require(json["cases"] as? [[String: Any]])
    // Without the gallery at 750, the dots are at page 0 at every offset.
    cases[0]["inputs"] = [Any]()
    // Every event on the list: 'scroll: 750' moves the list, not the gallery.
    cases[2]["eventInputs"] = [0, 0, 0, 0, 0, 0]
    var changed = json
    changed["cases"] = cases
    let tests = try Self.specTests(changed)
    let header = HeaderEvaluator(graph: tests.graph)
    let first = tests.failures(of: tests.cases[0], on: header)
    #expect(
      first.first?.hasSuffix(
        "the gallery held at page 2 while the list moves: at offset 0, dots.translateX expected 32, got 0 (tolerance 0); off by -32; and 2 more offsets of this expectation fail"
      ) == true, "\(first)")
    // 'scroll: 750' moves the list instead: the dots stay at page 1.
    let third = tests.failures(of: tests.cases[2], on: header)
    #expect(
      third.contains {
        $0.hasSuffix(
          "after event 2 of 6 (scroll: 750), dots.translateX expected 32, got 16 (tolerance 0); off by -16"
        )
      }, "\(third)")
    #expect(tests.failures(of: tests.cases[1], on: header) == [])
  }

  /// A wrong value after an event of the gallery fails in `headerkit test`
  /// and in `SpecTests`, at the same line and column, naming the event's input.
  @Test func aWrongExpectationFailsInBoth() throws {
    let directory = try Self.copy { name, text in
      guard name == "two-inputs.test.yaml" else { return text }
      return text.replacingOccurrences(
        of: "dots.translateX:  [16,     32,", with: "dots.translateX:  [16,     48,")
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = directory.appendingPathComponent("two-inputs.yaml").path
    let sidecar = try String(
      contentsOf: directory.appendingPathComponent("two-inputs.test.yaml"), encoding: .utf8)
    let lines = sidecar.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains("[16,     48,") }) + 1
    let column =
      try #require(lines[line - 1].range(of: "48")).lowerBound.utf16Offset(in: lines[line - 1]) + 1

    let cli = try CLI.run(["test", spec])
    #expect(cli.status == 1)
    #expect(cli.stderr.contains("two-inputs.test.yaml:\(line):\(column): error: "), "\(cli.stderr)")

    let tests = try Self.specTests(Self.json(spec))
    #expect(
      tests.failures(of: HeaderEvaluator(graph: tests.graph)) == [
        "two-inputs.test.yaml:\(line):\(column): the trace file moves both inputs from where the case holds them: after event 2 of 6 (scroll: 750 (gallery)), dots.translateX expected 48, got 32 (tolerance 0); off by -16"
      ])
    let log = IssueLog()
    withKnownIssue {
      tests.expectSpecTests(HeaderEvaluator(graph: tests.graph))
    } matching: {
      log.matcher($0)
    }
    #expect(log.texts.count == 1)
  }

  /// Event inputs that do not match the events are refused, not guessed:
  /// when the file is read (a case changed since fails, see
  /// SpecTestsValidationTests).
  @Test func eventInputsMustMatchTheEvents() throws {
    let json = try Self.json(Self.fixture("two-inputs.yaml").path)
    for (index, eventInputs, error) in [
      (
        2, [0],
        SpecTestsError.malformed(
          at: "cases[2].eventInputs", "1 event inputs for 6 events (one per event)")
      ),
      (3, [1, 7, 0, 1], .malformed(at: "cases[3].eventInputs[1]", "the graph has no input 7")),
    ] {
      var cases = try #require(json["cases"] as? [[String: Any]])
      cases[index]["eventInputs"] = eventInputs
      var changed = json
      changed["cases"] = cases
      #expect(throws: error) { try Self.specTests(changed) }
    }
  }

  /// JSON has no infinity: a golden number `inf` cannot be carried, so
  /// `compile --tests` refuses it where it is written, and `headerkit test`
  /// with the same words (an infinite golden value once matched anything).
  @Test func aGoldenNumberJSONCannotCarryIsRefused() throws {
    let golden = try String(contentsOf: Self.fixture("two-inputs.timeline.txt"), encoding: .utf8)
    let lines = golden.split(separator: "\n", omittingEmptySubsequences: false)
    // The first row of the first sweep: offset -100, then bar.translateY.
    let index = try #require(lines.firstIndex { $0.hasPrefix(" -100.000000") })
    let row = String(lines[index])
    let value = try #require(row.split(separator: " ").dropFirst().first)
    let column = value.startIndex.utf16Offset(in: row) + 1
    let changedRow = row.replacingCharacters(in: value.startIndex..<value.endIndex, with: "inf")
    let directory = try Self.copy { name, text in
      name == "two-inputs.timeline.txt"
        ? text.replacingOccurrences(of: row, with: changedRow) : text
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CLI.run(
      ["compile", "--tests", directory.appendingPathComponent("two-inputs.yaml").path])
    #expect(result.status == 1)
    #expect(result.stdout.isEmpty)
    let refusal =
      "two-inputs.timeline.txt:\(index + 1):\(column): error: the timeline of 'two-inputs' no longer has the shape of its golden timeline: 'inf' is not a finite number [golden-mismatch]"
    #expect(result.stderr.contains(refusal), "\(result.stderr)")
    let test = try CLI.run(["test", directory.appendingPathComponent("two-inputs.yaml").path])
    #expect(test.status == 1)
    #expect(test.stderr.contains(refusal), "\(test.stderr)")
  }

  /// Blank lines after a golden timeline's last row (an editor's extra line
  /// break) are not part of it, for `headerkit test` and `compile --tests`.
  @Test func blankLinesAfterTheGoldenTimelineAreIgnored() throws {
    let directory = try Self.copy { name, text in
      name == "two-inputs.timeline.txt" ? text + "\n  \n" : text
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = directory.appendingPathComponent("two-inputs.yaml").path
    let test = try CLI.run(["test", spec])
    #expect(test.status == 0, "\(test.stderr)")
    let compiled = try CLI.run(["compile", "--tests", spec])
    #expect(compiled.status == 0, "\(compiled.stderr)")
  }
}
