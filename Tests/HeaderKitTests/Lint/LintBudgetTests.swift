import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import Testing

@testable import HeaderKit

/// Lint keeps one sample's values at a time, samples at most a fixed number
/// of boundaries, and shares a budget over all inputs (issue 19).
@Suite struct LintBudgetTests {
  /// A track with one `each` keyframe over a list of `count` elements.
  static func eachSpec(_ count: Int) -> String {
    """
    version: 1
    name: each
    inputs:
      scroll: { bounds: [0, 1000] }
    params:
      xs: [\((0..<count).map { String($0 % 7) }.joined(separator: ", "))]
    targets:
      box:
        translateY:
          over: scroll
          keyframes:
            - { each: xs, at: index * 0.09 + 0.001, value: item }
    """
  }

  @Test func boundariesPastTheLimitAreSpreadNotAllSampled() throws {
    let compiled = try #require(
      SpecLoader.load(bytes: Array(Self.eachSpec(10_000).utf8), path: "each.yaml").compiled)
    let samples = InputSamples(LintContext(compiled), input: 0)
    // 10,000 keyframes between the grid's 513 samples: 4,096 of them are sampled.
    #expect(samples.boundaries.count == 10_000)
    #expect(samples.offsets.count == 513 + InputSamples.maxBoundaries)
    #expect(samples.offsets.first == 0 && samples.offsets.last == 1000)
  }

  @Test func theScanKeepsTheFirstPropertiesIntervals() throws {
    let yaml = """
      version: 1
      name: three
      inputs:
        scroll: {}
      targets:
        a: { translateY: scroll }
        b: { translateY: scroll }
        c: { translateY: scroll }
      """
    let compiled = try #require(SpecLoader.load(bytes: Array(yaml.utf8), path: "x.yaml").compiled)
    var scan = SampleScan(compiled.graph, limit: 3)
    for (index, value) in [0.0, 1, 2].enumerated() { scan.add(index, [value, value, value]) }
    // Each output changes by 1 (> 0.5) between samples: 6 intervals, 3 kept,
    // those of the first outputs; c's and then b's are dropped.
    #expect(scan.candidates.map(\.count) == [2, 0, 0])
    #expect(scan.cutoff == 1)
  }

  @Test func anInputTheSamplingBudgetCannotPayForIsSkippedAndSaysSo() {
    let yaml = """
      version: 1
      name: two
      inputs:
        scroll: { bounds: [0, 100] }
        pager: { bounds: [0, 100] }
      targets:
        box: { alpha: scroll / 100, translateX: pager }
      """
    // The smallest budget, 1,000 evaluations, samples the first input (513)
    // but not the second.
    #expect(
      LintSupport.lint(yaml, work: 0) == """
        spec.yaml:5:3: warning: lint skipped 'pager': sampling 2 properties at 513 offsets would pass lint's budget, so none was checked for jumps or alpha against it [lint-incomplete]
            5 |   pager: { bounds: [0, 100] }
              |   ^~~~~
        spec.yaml:5:3: note: the spec is too large to lint every input; split the header into smaller specs, or pin its properties with expectations in a test

        """)
  }

  /// Every input skipped is one warning, at the first one's declaration:
  /// with 513 samples each, 1,000 evaluations pay for the first input only,
  /// so the other five are skipped, the first three named.
  @Test func inputsSkippedAreOneWarning() {
    let names = ["a", "b", "c", "d", "e", "f"]
    let yaml = """
      version: 1
      name: six
      inputs:
      \(names.map { "  \($0): { bounds: [0, 100] }" }.joined(separator: "\n"))
      targets:
        box: { alpha: a / 100, translateX: b + c + d + e + f }
      """
    #expect(
      LintSupport.lint(yaml, work: 0) == """
        spec.yaml:5:3: warning: lint skipped 'b': sampling 2 properties at 513 offsets would pass lint's budget, so none was checked for jumps or alpha against it [lint-incomplete]
            5 |   b: { bounds: [0, 100] }
              |   ^
        spec.yaml:5:3: note: so were 4 more inputs after it: 'c', 'd', 'e', …
        spec.yaml:5:3: note: the spec is too large to lint every input; split the header into smaller specs, or pin its properties with expectations in a test

        """)
  }
}
