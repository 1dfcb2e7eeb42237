import HeaderKit
import HeaderKitRuntime
import Testing

/// `Specs/fade-top-view.yaml` against the transcription of seed 004.
@Suite struct FadeTopViewSeedTests {
  struct Params: CustomTestStringConvertible, Sendable {
    var headerHeight = 200.0
    var minVisibleHeight = 0.0

    var overrides: [ParamOverride] {
      [
        ParamOverride(name: "headerHeight", value: headerHeight),
        ParamOverride(name: "minVisibleHeight", value: minVisibleHeight),
      ]
    }

    var testDescription: String { "height \(headerHeight), visible \(minVisibleHeight)" }
  }

  static let parameterSets: [Params] = [
    Params(),
    Params(headerHeight: 200, minVisibleHeight: 64),
    Params(headerHeight: 88.5, minVisibleHeight: 20.25),
    Params(headerHeight: 120, minVisibleHeight: 0),
    Params(headerHeight: 600, minVisibleHeight: 599),
    // A strip taller than the view: the seed jumps straight from resting to hidden.
    Params(headerHeight: 100, minVisibleHeight: 150),
  ]

  @Test(arguments: parameterSets)
  func matchesTheSeed(params: Params) throws {
    let graph = try SpecEvaluation.graph("fade-top-view.yaml")
    var evaluator = try SpecEvaluation.evaluator(graph, params: params.overrides)
    let seed = FadeTopViewSeed(
      headerHeight: params.headerHeight, minVisibleHeight: params.minVisibleHeight)
    // Raw offsets start at -headerHeight (the inset) and the view is gone at -minVisibleHeight.
    let edges = [-params.headerHeight, -params.minVisibleHeight, 0]
    let offsets = sweepOffsets(
      from: -params.headerHeight - 200, to: 200, step: 0.5,
      extra: edges + [-100_000, 100_000])
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

  @Test func outputsAreTheContractsKeys() throws {
    let keys = try SpecEvaluation.graph("fade-top-view.yaml").outputs.map(\.key)
    #expect(Set(keys) == ["topView.translateY", "topView.alpha"])
    #expect(keys.count == 2)
  }

  @Test func restingOffsetIsMinusTheInset() throws {
    let evaluator = try SpecEvaluation.evaluator(
      SpecEvaluation.graph("fade-top-view.yaml"),
      params: [ParamOverride(name: "headerHeight", value: 150)])
    #expect(evaluator.restingInput(0) == -150)
  }
}
