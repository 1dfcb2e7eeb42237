import HeaderKit
import HeaderKitRuntime
import Testing

/// `Specs/twitter-profile.yaml` against the transcription of seeds 002 and 001.
@Suite struct TwitterProfileSeedTests {
  struct Params: CustomTestStringConvertible, Sendable {
    var headerHeight = 107.0
    var headerStop = 40.0
    var avatarSize = 69.0
    var labelOffset = 95.0
    var labelDistance = 35.0

    var overrides: [ParamOverride] {
      [
        ParamOverride(name: "headerHeight", value: headerHeight),
        ParamOverride(name: "headerStop", value: headerStop),
        ParamOverride(name: "avatarSize", value: avatarSize),
        ParamOverride(name: "labelOffset", value: labelOffset),
        ParamOverride(name: "labelDistance", value: labelDistance),
      ]
    }

    var testDescription: String {
      "h \(headerHeight), stop \(headerStop), avatar \(avatarSize), label \(labelOffset)+\(labelDistance)"
    }

    /// Where something changes: the keyframes and the bends of the formulas.
    var edges: [Double] {
      [-headerHeight, 0, headerStop, labelOffset, labelOffset + labelDistance]
    }
  }

  static let parameterSets: [Params] = [
    Params(),
    // A taller header that docks later, with a short label travel.
    Params(headerHeight: 200, headerStop: 64, avatarSize: 100, labelOffset: 150, labelDistance: 20),
    // Fractional values; the label starts moving before the header docks.
    Params(
      headerHeight: 44.5, headerStop: 12.25, avatarSize: 30, labelOffset: 8.75, labelDistance: 60),
    // A header that never moves up, and a label that is already past the header.
    Params(headerStop: 0, labelOffset: -30, labelDistance: 10),
    // The avatar shrinks past zero and flips: both sides follow the same formula.
    Params(
      headerHeight: 1000, headerStop: 500, avatarSize: 5, labelOffset: 700, labelDistance: 300),
  ]

  @Test(arguments: parameterSets)
  func matchesTheSeed(params: Params) throws {
    let graph = try SpecEvaluation.graph("twitter-profile.yaml")
    var evaluator = try SpecEvaluation.evaluator(graph, params: params.overrides)
    let seed = TwitterProfileSeed(
      headerHeight: params.headerHeight, headerStop: params.headerStop,
      avatarSize: params.avatarSize, labelOffset: params.labelOffset,
      labelDistance: params.labelDistance)
    let far = [-100_000.0, -5000, 5000, 100_000]
    let offsets = sweepOffsets(
      from: -params.headerHeight - 150, to: params.labelOffset + params.labelDistance + 150,
      step: 0.5, extra: params.edges + far)
    var comparison = SeedComparison()
    comparison.compare(&evaluator, offsets: offsets, label: "forward") { offset in
      seed.scrollViewDidScroll(offset: offset)
      return seed.values
    }
    // Backwards too: the seed's z-order logic depends on the previous call.
    comparison.compare(&evaluator, offsets: offsets.reversed(), label: "backward") { offset in
      seed.scrollViewDidScroll(offset: offset)
      return seed.values
    }
    comparison.expectNone()
  }

  @Test func outputsAreTheContractsKeys() throws {
    let keys = try SpecEvaluation.graph("twitter-profile.yaml").outputs.map(\.key)
    #expect(
      Set(keys) == [
        "header.scaleX", "header.scaleY", "header.translateY", "header.zPosition",
        "avatar.scaleX", "avatar.scaleY", "avatar.translateY", "headerLabel.translateY",
        "headerBlur.alpha",
      ])
    #expect(keys.count == 9)
  }
}
