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
    // three offsets cost 192.
    let enough = run(work: 192)
    #expect(enough.result.passed && !enough.result.outOfBudget)
    #expect(enough.left == 0)
    let short = run(work: 191)
    #expect(short.result.outOfBudget)
    #expect(short.left == 191, "nothing is spent on a case that is not run")
    #expect(
      short.rendered == """
        slide.test.yaml:2:11: error: three: its 3 evaluations would pass the work the cases of one spec may do together (191 frame instructions); it was not run [limit-exceeded]
            2 |   - name: three
              |           ^~~~~
        slide.test.yaml:2:11: note: each evaluation costs the header's frame instructions and outputs; use fewer offsets, coarser sweeps or shorter traces

        """)
  }

  @Test func aGoldenTimelinePastItsBudgetIsCutShortAndSaysWhy() throws {
    let compiled = ExpectationSupport.compile()
    var budget = EvaluationBudget(work: 100)
    let timeline = GoldenTimeline.render(compiled, traceCases: [], budget: &budget)
    let problem = try #require(timeline.cutShort)
    #expect(
      DiagnosticRenderer().render(
        problem, source: SourceText(path: "slide.yaml", text: ExpectationSupport.spec)) == """
          slide.yaml:2:7: error: the golden timeline of 'slide' cannot be recorded or compared: its frames would pass the work one spec's tests may do (100 frame instructions) [limit-exceeded]
              2 | name: slide
                |       ^~~~~
          slide.yaml:2:7: note: use fewer or shorter trace cases, or split the header into smaller specs

          """)
    var enough = EvaluationBudget(work: TestRunner.defaultWork)
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
