import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import Testing

/// `compile --tests` spends the budget of one spec's tests as `headerkit
/// test` does — each case's set-up, then its evaluations, in order, then
/// the golden timeline — and compiles no case `test` would not run (issue 33).
@Suite struct CompiledTestsBudgetTests {
  /// Five cases of three offsets on the slide spec, whose frame is small:
  /// each evaluation costs the minimum, 64, so a case costs its rest frame
  /// and three offsets, 4 × 64 = 256, and all five 1,280.
  static let sidecar =
    "tests:\n"
    + (0..<5).map {
      "  - { name: c\($0), at: [0, 10, 20], expect: { header.translateY: [0, -10, -20] } }\n"
    }.joined()

  static let cases = TestCaseDecoder.decodeSidecar(
    bytes: Array(sidecar.utf8), path: "slide.test.yaml"
  ).cases

  /// The messages compiling the cases with `work` gives: none when it compiles.
  static func compile(work: Int, golden: (path: String, text: String)? = nil) -> [String] {
    problems(work: work, golden: golden).map(\.message)
  }

  /// The problems compiling the cases with `work` gives, each as `file: message`.
  static func problems(work: Int, golden: (path: String, text: String)? = nil)
    -> [(file: String, message: String)]
  {
    let result = CompiledTests.text(
      ExpectationSupport.compile(), spec: "slide.yaml", cases: cases, golden: golden, work: work)
    guard case .failure(let error) = result else { return [] }
    return error.files.flatMap { file in file.diagnostics.map { (file.source.path, $0.message) } }
  }

  @Test func eachCaseIsPaidForAsTheTestRunnerPaysForIt() {
    #expect(Self.cases.count == 5)
    #expect(Self.compile(work: 1_280) == [])
    let tail = "it was not compiled, as HeaderKitTesting refuses compiled tests that pass the work"
    // 4 × 256 = 1,024 pays for four cases; the fifth's rest frame is paid, not its offsets.
    #expect(
      Self.compile(work: 1_279) == [
        "c4: its 3 evaluations would pass the work the cases of one spec may do together (1279 frame instructions); \(tail)"
      ])
    // 3 × 256 + 63: the fourth case's rest frame (64) cannot be paid.
    #expect(
      Self.compile(work: 831) == [
        "c3: setting the header up would pass the work the cases of one spec may do together (831 frame instructions); \(tail)"
      ])
    // The same work gives `headerkit test` the same case.
    for work in [0, 63, 64, 255, 256, 831, 832, 1_000, 1_279, 1_280] {
      var budget = EvaluationBudget(work: work)
      let results = TestRunner.run(Self.cases, on: ExpectationSupport.compile(), budget: &budget)
      let refused = results.last.flatMap { $0.outOfBudget ? $0.testCase.name.value : nil }
      let compiled = Self.compile(work: work)
      #expect(compiled.first?.hasPrefix("\(refused ?? "-"):") ?? (refused == nil), "\(work)")
      #expect(compiled.count == (refused == nil ? 0 : 1), "\(work)")
    }
  }

  /// The golden timeline is rendered with what the cases leave, as `test`
  /// renders it: 1,280 for the cases and 64 for each of its rows.
  @Test func theGoldenTimelineSpendsWhatTheCasesLeave() throws {
    let compiled = ExpectationSupport.compile()
    let timeline = GoldenTimeline.render(compiled, traceCases: Self.cases)
    // A sweep of the one input: its rows follow a line `[sweep …]` and the
    // line of keys, up to the end of the file.
    let lines = timeline.text.split(separator: "\n")
    let start = try #require(lines.firstIndex { $0.hasPrefix("[sweep") })
    let rows = lines.count - start - 2
    #expect(rows > 10)
    let golden = (path: "slide.timeline.txt", text: timeline.text)
    #expect(Self.compile(work: 1_280 + 64 * rows, golden: golden) == [])
    let cutShort = Self.problems(work: 1_280 + 64 * rows - 1, golden: golden)
    #expect(
      cutShort.map(\.message) == [
        "the golden timeline of 'slide' cannot be recorded or compared: its frames and set-ups would pass the work one spec's tests may do (\(1_280 + 64 * rows - 1) frame instructions)"
      ])
    // At the spec's name, so filed under the spec, not the golden file.
    #expect(cutShort.map(\.file) == ["slide.yaml"])
  }

  /// A case whose expected values cannot fit in the 32 MiB HeaderKitTesting
  /// reads is refused before they are built: 100,000 offsets × 2,000 keys
  /// each expected at every offset are 200 million values (at least 40
  /// bytes each as JSON), where building them would take gigabytes. Its
  /// work is within the budget: a frame costs its 2,000 outputs.
  @Test func aCaseThatCannotFitIsRefusedBeforeItIsBuilt() throws {
    var spec = ["version: 1", "name: wide", "inputs:", "  scroll: {}", "targets:"]
    for index in 0..<2_000 { spec.append("  t\(index): {alpha: 1}") }
    let compiled = try #require(
      SpecLoader.load(bytes: Array(spec.joined(separator: "\n").utf8), path: "wide.yaml").compiled)
    let keys = (0..<2_000).map { "t\($0).alpha: 1" }.joined(separator: ", ")
    let offsets = (0..<100_000).map(String.init).joined(separator: ", ")
    let sidecar = "tests:\n  - { name: every, at: [\(offsets)], expect: { \(keys) } }\n"
    let cases = TestCaseDecoder.decodeSidecar(bytes: Array(sidecar.utf8), path: "wide.test.yaml")
      .cases
    let start = Date()
    let result = CompiledTests.text(compiled, spec: "wide.yaml", cases: cases, golden: nil)
    guard case .failure(let error) = result else {
      Issue.record("200 million expected values were compiled")
      return
    }
    #expect(
      error.files.flatMap(\.diagnostics).map(\.message) == [
        "every: the compiled tests would pass the 33554432 bytes of JSON HeaderKitTesting reads; they were not written"
      ])
    #expect(Date().timeIntervalSince(start) < 30)
  }

  /// What compile writes piece by piece is the JSON of the whole, as a
  /// reader parses it: the cases in order, each with its offsets.
  @Test func theTextIsOneJSONObject() throws {
    for count in [0, 1, 5] {
      let result = CompiledTests.text(
        ExpectationSupport.compile(), spec: "slide.yaml", cases: Array(Self.cases.prefix(count)),
        golden: nil)
      guard case .success(let text) = result else {
        Issue.record("\(count) cases did not compile")
        continue
      }
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
      let cases = try #require(object["cases"] as? [[String: Any]])
      #expect(cases.map { $0["name"] as? String } == (0..<count).map { "c\($0)" })
      #expect(cases.allSatisfy { ($0["offsets"] as? [Double]) == [0, 10, 20] })
      #expect(object["golden"] is NSNull)
      #expect(text.hasPrefix("{\n  \"formatVersion\": 2,\n  \"headerkitVersion\": "))
      #expect(text.hasSuffix("\n  \"golden\": null\n}"))
    }
  }
}
