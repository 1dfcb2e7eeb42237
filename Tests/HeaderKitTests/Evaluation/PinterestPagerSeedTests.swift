import HeaderKit
import HeaderKitRuntime
import Testing

/// `Specs/pinterest-pager.yaml` against the transcription of seed 003.
@Suite struct PinterestPagerSeedTests {
  struct Params: CustomTestStringConvertible, Sendable {
    var pageWidth = 375.0
    var tabWidths: [Double] = [64, 88, 72, 104, 56]
    var tabSpacing = 16.0
    var tabInset = 12.0

    var overrides: [ParamOverride] {
      [
        ParamOverride(name: "pageWidth", value: pageWidth),
        ParamOverride(name: "tabWidths", list: tabWidths),
        ParamOverride(name: "tabSpacing", value: tabSpacing),
        ParamOverride(name: "tabInset", value: tabInset),
      ]
    }

    var testDescription: String {
      "page \(pageWidth), tabs \(tabWidths), spacing \(tabSpacing), inset \(tabInset)"
    }
  }

  static let parameterSets: [Params] = [
    Params(),
    Params(tabWidths: [64, 88, 72]),
    Params(tabWidths: [50, 70, 90, 110, 60, 80, 100]),
    Params(pageWidth: 320, tabWidths: [40.5, 120, 33.25, 90], tabSpacing: 8, tabInset: 20),
    Params(
      pageWidth: 414, tabWidths: [100, 100, 100, 100, 100, 100, 100], tabSpacing: 0, tabInset: 0),
    Params(pageWidth: 1024.5, tabWidths: [64, 88], tabSpacing: 24, tabInset: -4),
    // One tab: the indicator never moves.
    Params(tabWidths: [80]),
  ]

  @Test(arguments: parameterSets)
  func matchesTheSeed(params: Params) throws {
    let graph = try SpecEvaluation.graph("pinterest-pager.yaml")
    var evaluator = try SpecEvaluation.evaluator(graph, params: params.overrides)
    let seed = PinterestPagerSeed(
      pageWidth: params.pageWidth, tabWidths: params.tabWidths, tabSpacing: params.tabSpacing,
      tabInset: params.tabInset)
    let pages = Double(params.tabWidths.count)
    let edges = (0..<params.tabWidths.count).map { Double($0) * params.pageWidth }
    let offsets = sweepOffsets(
      from: -params.pageWidth, to: pages * params.pageWidth, step: 0.5,
      extra: edges + [-1_000_000, 1_000_000])
    var comparison = SeedComparison()
    comparison.compare(&evaluator, offsets: offsets, label: "forward") { offset in
      seed.scrollViewDidScroll(offset: offset)
      return seed.values
    }
    comparison.compare(&evaluator, offsets: offsets.reversed(), label: "backward") { offset in
      seed.scrollViewDidScroll(offset: offset)
      return seed.values
    }
    comparison.expectNone()
  }

  @Test func noTabsLeaveTheIndicatorAtZero() throws {
    var evaluator = try SpecEvaluation.evaluator(
      SpecEvaluation.graph("pinterest-pager.yaml"),
      params: [ParamOverride(name: "tabWidths", list: [])])
    let seed = PinterestPagerSeed(tabWidths: [])
    for offset in [-100.0, 0, 375, 1000] {
      seed.scrollViewDidScroll(offset: offset)
      #expect(evaluator.values(at: offset) == seed.values)
    }
  }

  @Test func outputsAreTheContractsKeys() throws {
    let keys = try SpecEvaluation.graph("pinterest-pager.yaml").outputs.map(\.key)
    #expect(
      Set(keys) == [
        "indicatorLeading.constant", "indicatorWidth.constant", "maskLeading.constant",
        "maskWidth.constant",
      ])
    #expect(keys.count == 4)
  }
}
