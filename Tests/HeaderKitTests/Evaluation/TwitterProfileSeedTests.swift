import HeaderKit
import HeaderKitRuntime
import Testing

/// `Specs/twitter-profile.yaml` against the transcription of seeds 002 and 001.
///
/// The seed sets each layer's transform; the spec anchors the header at its
/// top edge and the avatar at its bottom edge instead of adding the moves
/// that keep those edges in place. So the seed's layer transforms (m11, m22,
/// m42) are compared with the views' transforms the runtime gives for the
/// seed's bounds (a, d, ty), under the seed's keys.
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
    let engine = { (evaluator: inout HeaderEvaluator, offset: Double) in
      Self.viewValues(&evaluator, at: offset, params: params)
    }
    var comparison = SeedComparison()
    comparison.compare(&evaluator, offsets: offsets, label: "forward", engine: engine) { offset in
      seed.scrollViewDidScroll(offset: offset)
      return seed.values
    }
    // Backwards too: the seed's z-order logic depends on the previous call.
    comparison.compare(&evaluator, offsets: offsets.reversed(), label: "backward", engine: engine) {
      offset in
      seed.scrollViewDidScroll(offset: offset)
      return seed.values
    }
    comparison.expectNone()
  }

  /// What the views show at `offset`, under the seed's keys: each target's
  /// view transform for the seed's bounds (the header `headerHeight` tall,
  /// the avatar `avatarSize` square; widths do not matter with anchors at
  /// mid-width), its z-position and alpha.
  static func viewValues(_ evaluator: inout HeaderEvaluator, at offset: Double, params: Params)
    -> [String: Double]
  {
    evaluator.setInput(0, raw: offset)
    func view(_ name: String, width: Double, height: Double) -> ViewValues {
      let index = evaluator.targets.firstIndex { $0.name == name }!
      return evaluator.viewValues(ofTarget: index, width: width, height: height)
    }
    let header = view("header", width: 0, height: params.headerHeight)
    let avatar = view("avatar", width: params.avatarSize, height: params.avatarSize)
    let label = view("headerLabel", width: 0, height: 0)
    return [
      "header.scaleX": header.transform!.a, "header.scaleY": header.transform!.d,
      "header.translateY": header.transform!.ty, "header.zPosition": header.zPosition!,
      "avatar.scaleX": avatar.transform!.a, "avatar.scaleY": avatar.transform!.d,
      "avatar.translateY": avatar.transform!.ty, "headerLabel.translateY": label.transform!.ty,
      "headerBlur.alpha": view("headerBlur", width: 0, height: 0).alpha!,
    ]
  }

  /// The anchors: the header scales about the middle of its top edge, the
  /// avatar about the middle of its bottom edge, the others about their centres.
  @Test func anchorsAreTheSpecs() throws {
    let targets = try SpecEvaluation.graph("twitter-profile.yaml").targets
    #expect(targets.map(\.name) == ["header", "avatar", "headerLabel", "headerBlur"])
    #expect(targets.map(\.anchorX) == [0.5, 0.5, 0.5, 0.5])
    #expect(targets.map(\.anchorY) == [0, 1, 0.5, 0.5])
  }

  @Test func outputsAreTheContractsKeys() throws {
    let keys = try SpecEvaluation.graph("twitter-profile.yaml").outputs.map(\.key)
    #expect(
      Set(keys) == [
        "header.scaleX", "header.scaleY", "header.translateY", "header.zPosition",
        "avatar.scaleX", "avatar.scaleY", "headerLabel.translateY", "headerBlur.alpha",
      ])
    #expect(keys.count == 8)
  }
}
