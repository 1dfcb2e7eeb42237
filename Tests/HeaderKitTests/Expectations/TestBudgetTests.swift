import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// The cases and the golden timeline of one spec share a budget of
/// evaluation work, and the trace files they read are bounded too (issue 19).
@Suite struct TestBudgetTests {
  static let sidecar = """
    tests:
      - name: three
        at: [0, 10, 20]
        expect: { header.translateY: [0, -10, -20] }

    """

  /// The case and its result with a budget of `work`.
  func run(work: Int) -> (result: CaseResult, left: Int, rendered: String) {
    let decoded = TestCaseDecoder.decodeSidecar(
      bytes: Array(Self.sidecar.utf8), path: "slide.test.yaml")
    var budget = EvaluationBudget(work: work)
    let result = TestRunner.run(decoded.cases[0], on: ExpectationSupport.compile(), budget: &budget)
    let rendered = DiagnosticRenderer().render(
      result.diagnostics, source: SourceText(path: "slide.test.yaml", text: Self.sidecar))
    return (result, budget.remaining, rendered)
  }

  @Test func aCaseRunsOnlyWhenTheBudgetPaysForEveryEvaluation() {
    // The spec's frame is small, so each evaluation costs the minimum, 64:
    // the frame that puts the header at rest and three offsets cost 256.
    let enough = run(work: 256)
    #expect(enough.result.passed && !enough.result.outOfBudget)
    #expect(enough.left == 0)
    let short = run(work: 255)
    #expect(short.result.outOfBudget)
    #expect(short.left == 191, "the set-up was paid for (64), no evaluation was")
    #expect(
      short.rendered == """
        slide.test.yaml:2:11: error: three: its 3 evaluations would pass the work the cases of one spec may do together (255 frame instructions); it was not run [limit-exceeded]
            2 |   - name: three
              |           ^~~~~
        slide.test.yaml:2:11: note: each evaluation costs the header's frame instructions and outputs; use fewer offsets, coarser sweeps or shorter traces

        """)
    let none = run(work: 63)
    #expect(none.result.outOfBudget)
    #expect(none.left == 63, "nothing is spent on a case whose set-up cannot be paid for")
    #expect(
      none.result.diagnostics.map(\.message) == [
        "three: setting the header up would pass the work the cases of one spec may do together (63 frame instructions); it was not run"
      ])
  }

  /// Ten tracks, each with an `each` keyframe over a list of 10,000
  /// elements: every set-up builds 100,000 keyframes.
  static func heavySpec() -> String {
    var lines = [
      "version: 1", "name: heavy", "inputs:", "  scroll: { bounds: [0, 1000] }", "params:",
      "  k: 1", "  xs: [" + (0..<10_000).map { String($0 % 7) }.joined(separator: ", ") + "]",
      "targets:",
    ]
    for track in 0..<10 {
      lines += [
        "  t\(track):", "    translateY:", "      over: scroll", "      keyframes:",
        "        - { each: xs, at: index * 0.09 + 0.001, value: item * k + index * 2 - k * 3 + 1 }",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Setting a param sets the header up again, and that is paid for: each
  /// of the 100,000 keyframes costs its code (2 operators for `at`, 6 for
  /// `value`) and 8 more, 16 units, so a case costs 1,600,000 and a few
  /// frames (each well under 1,000 units here), and 5,000,000 units pay for
  /// 3 of the 1,000 cases: the 4th is refused. (Set-up was not counted: all
  /// 1,000 ran, a single evaluation each, and took 12 s of a release build.)
  @Test func settingParamsIsPaidForFromTheBudget() throws {
    let compiled = try #require(
      SpecLoader.load(bytes: Array(Self.heavySpec().utf8), path: "heavy.yaml").compiled)
    let sidecar =
      "tests:\n"
      + (0..<1_000).map { "  - {name: c\($0), at: 0, params: {k: \($0)}, expect: {offset: 0}}" }
      .joined(separator: "\n") + "\n"
    let decoded = TestCaseDecoder.decodeSidecar(
      bytes: Array(sidecar.utf8), path: "heavy.test.yaml")
    try #require(decoded.cases.count == 1_000)
    var budget = EvaluationBudget(work: 5_000_000)
    let results = TestRunner.run(decoded.cases, on: compiled, budget: &budget)
    #expect(results.count == 4)
    #expect(results.dropLast().allSatisfy { $0.passed })
    let last = try #require(results.last)
    #expect(last.outOfBudget)
    #expect(
      last.diagnostics.map(\.message) == [
        "c3: setting the header up with its 1 param would pass the work the cases of one spec may do together (5000000 frame instructions); it was not run"
      ])
    // 5,000,000 - 3 × 1,600,000 = 200,000, less three cases' frames.
    #expect(budget.remaining > 190_000 && budget.remaining <= 200_000, "\(budget.remaining)")
  }

  @Test func aGoldenTimelinePastItsBudgetIsCutShortAndSaysWhy() throws {
    let compiled = ExpectationSupport.compile()
    var budget = EvaluationBudget(work: 100)
    let timeline = GoldenTimeline.render(compiled, traceCases: [], budget: &budget)
    let problem = try #require(timeline.cutShort)
    #expect(
      DiagnosticRenderer().render(
        problem, source: SourceText(path: "slide.yaml", text: ExpectationSupport.spec)) == """
          slide.yaml:2:7: error: the golden timeline of 'slide' cannot be recorded or compared: its frames and set-ups would pass the work one spec's tests may do (100 frame instructions) [limit-exceeded]
              2 | name: slide
                |       ^~~~~
          slide.yaml:2:7: note: use fewer or shorter trace cases, or split the header into smaller specs

          """)
    var enough = EvaluationBudget(work: EvaluationBudget.testWork)
    #expect(GoldenTimeline.render(compiled, traceCases: [], budget: &enough).cutShort == nil)
  }

  @Test func aGoldenTimelineHasAtMost16MiB() throws {
    // 200 outputs of 14 characters (6 decimals and two spaces) over a trace
    // of 6,000 events: 16.8 MB, past 16 MiB (16,777,216 bytes).
    var lines = ["version: 1", "name: wide", "inputs:", "  scroll: {}", "targets:"]
    for index in 0..<200 { lines.append("  t\(index): {translateY: scroll * 1000}") }
    let compiled = try #require(
      SpecLoader.load(bytes: Array(lines.joined(separator: "\n").utf8), path: "wide.yaml").compiled)
    let trace = Trace(
      events: (0..<6_000).map { Located(.scroll(Double($0)), at: SourceRange(line: 1, column: 1)) })
    var testCase = TestCase(
      name: Located("long", at: SourceRange(line: 1, column: 1)), file: "wide.test.yaml",
      range: SourceRange(line: 1, column: 1), kind: .trace(trace, file: nil))
    testCase.expectations = []
    let timeline = GoldenTimeline.render(compiled, traceCases: [testCase])
    #expect(
      timeline.cutShort?.message
        == "the golden timeline of 'wide' cannot be recorded or compared: it would be more than 16777216 bytes"
    )
    #expect(timeline.text.utf8.count <= GoldenTimeline.maxBytes + 20_000)
  }

  @Test func traceFilesOfOneSpecAreReadOnceAndAtMost8MiBInAll() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Nine trace files of a million bytes each: one event and a long comment.
    for index in 0..<9 {
      let text = "events: [end]\n#" + String(repeating: "x", count: 1_000_000 - 16) + "\n"
      try text.write(
        to: directory.appendingPathComponent("t\(index).yaml"), atomically: true, encoding: .utf8)
    }
    try "events: [nope]\n".write(
      to: directory.appendingPathComponent("bad.yaml"), atomically: true, encoding: .utf8)
    var cases = [
      "  - {name: d, trace: bad.yaml, expect: {header.alpha: 1}}",
      "  - {name: e, trace: bad.yaml, expect: {header.alpha: 1}}",
    ]
    cases += (0..<9).map { "  - {name: c\($0), trace: t\($0).yaml, expect: {header.alpha: 1}}" }
    let spec = directory.appendingPathComponent("slide.yaml").path
    try ExpectationSupport.spec.write(toFile: spec, atomically: true, encoding: .utf8)
    try ("tests:\n" + cases.joined(separator: "\n") + "\n").write(
      toFile: directory.appendingPathComponent("slide.test.yaml").path, atomically: true,
      encoding: .utf8)
    let suite = SpecTestSuite.load(specPath: spec, specBytes: Array(ExpectationSupport.spec.utf8))
    // Eight files (8,000,000 bytes) fit in 8 MiB (8,388,608); the ninth does not.
    #expect(suite.cases.map(\.name.value) == (0..<8).map { "c\($0)" })
    #expect(suite.malformed == 3)
    let sidecar = try #require(suite.files.first { $0.source.path.hasSuffix("slide.test.yaml") })
    #expect(
      sidecar.diagnostics.map(\.message) == [
        "more than 8388608 bytes of trace files for one spec's cases; HeaderKit allows at most 8388608"
      ])
    // The malformed trace, named by two cases, is reported once.
    let bad = suite.files.filter { $0.source.path.hasSuffix("bad.yaml") }
    #expect(bad.count == 1 && bad[0].diagnostics.count == 1)
  }
}
