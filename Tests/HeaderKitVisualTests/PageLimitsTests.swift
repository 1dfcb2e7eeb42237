import Foundation
@_spi(Generated) import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

@testable import HeaderKitVisual

/// The preview page refuses, from its URL or a param field, the lists the
/// runtime's `setParam` refuses: `HeaderKitPage.setupRefusal` in Node, with
/// the budget Swift writes into the page, against `ListParamCost.check` and
/// against limits worked out by hand.
@Suite(
  "Preview page limits in Node",
  .enabled(
    if: Tools.node != nil || Tools.required,
    "node is not installed; CI installs it (.ci/steps/40-browser.sh)"))
struct PageLimitsTests {
  /// Four targets each repeating one keyframe at `position` over `xs` (4
  /// keyframes built per element, none otherwise); `ys` only summed (no
  /// keyframes).
  static func yaml(position: String) -> String {
    let targets = (0..<4).map {
      "  t\($0):\n    translateY:\n      over: scroll\n      keyframes:\n"
        + "        - { each: xs, at: \(position), value: \(position) }"
    }
    return """
      version: 1
      name: lists
      inputs:
        scroll: { axis: vertical }
      params:
        xs: [10, 20, 30]
        ys: [1]
      targets:
      \(targets.joined(separator: "\n"))
        u:
          alpha: sum(ys)

      """
  }

  /// `HeaderKitPage.setupRefusal(budget, lengths)` for each of `lengths`.
  static func refusals(_ budget: PreviewPage.Config.SetupBudget, _ lengths: [[Int]]) throws
    -> [String?]
  {
    let budgetJSON = String(decoding: try JSONEncoder().encode(budget), as: UTF8.self)
    let lengthsJSON = String(decoding: try JSONEncoder().encode(lengths), as: UTF8.self)
    let result = try #require(
      try PageSupportTests.run(
        """
        const budget = \(budgetJSON);
        \(lengthsJSON).forEach((lengths) => out(Page.setupRefusal(budget, lengths)));
        """) as? [Any])
    return result.map { $0 as? String }
  }

  /// 4 keyframes per element of `xs`, each at `index` (no code: one set-up
  /// instruction each): 131,072 elements build 524,288, the most allowed,
  /// with 2 + 524,288 instructions, under 2,097,152; one more builds 524,292.
  /// 524,288 elements of `xs` and one of `ys` are one element too many,
  /// whatever else they cost (elements are checked first).
  @Test func theLimitsWorkedOutByHand() throws {
    let graph = try Load.spec(Self.yaml(position: "index")).graph
    let budget = PreviewPage.Config.SetupBudget(graph)
    #expect(budget.keyframesPerElement == [4, 0] && budget.workPerElement == [4, 0])
    #expect(budget.keyframes == 0 && budget.work == 2)
    let refused = try Self.refusals(budget, [[3, 1], [131_072, 1], [131_073, 1], [524_288, 1]])
    #expect(refused[0] == nil)
    #expect(refused[1] == nil)
    #expect(refused[2] == "524292 keyframes built, more than the 524288 allowed")
    #expect(refused[3] == "524289 list elements, more than the 524288 allowed")
  }

  /// Over lengths around every limit, the page refuses exactly what the
  /// runtime refuses, with the runtime's words (keyframes at `index * 10 + 5`
  /// cost code, so set-up work binds before keyframes do).
  @Test func theRuntimesRefusalsToTheLetter() throws {
    let graph = try Load.spec(Self.yaml(position: "index * 10 + 5")).graph
    let cost = ListParamCost(graph)
    let work = 2_097_152 / cost.workPerElement[0]
    var lengths: [[Int]] = []
    for xs in [0, 1, 131_071, 131_072, 131_073, work - 1, work, work + 1, 524_288, 1_000_000] {
      for ys in [0, 1, 524_288 - xs, 524_289 - xs] where ys >= 0 { lengths.append([xs, ys]) }
    }
    let refused = try Self.refusals(PreviewPage.Config.SetupBudget(graph), lengths)
    for (lengths, javaScript) in zip(lengths, refused) {
      var swift: String?
      do { try cost.check(listLengths: lengths) } catch { swift = error.description }
      #expect(javaScript == swift, "\(lengths)")
    }
    #expect(refused.contains { $0 == nil } && refused.contains { $0 != nil })
  }

  /// The numbers a param's text holds, counted as the page reads them.
  @Test func countingNumbers() throws {
    let result = try #require(
      try PageSupportTests.run(
        """
        ["64,88,72", "[1, 2]", "1,,2,", "", " , ", "1e3,-2", "x", "1,".repeat(1000000) + "1"]
          .forEach((text) => out(Page.countNumbers(text)));
        """) as? [Int])
    #expect(result == [3, 2, 2, 0, 0, 2, 1, 1_000_001])
  }
}
