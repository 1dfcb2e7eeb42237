import HeaderKit
import HeaderKitRuntime
import Testing

/// `each` keyframes over an empty list (docs/spec.md, "`each` keyframes"):
/// they give 0 keyframes, and a track left with none applies nowhere, so
/// the property shows what it would without the track.
@Suite struct EachEmptyListTests {
  static let spec = """
    version: 1
    name: each-empty
    inputs:
      pager: { axis: horizontal }
    params:
      pageWidth: 100
      tabWidths: []
    vars:
      width:
        over: pager
        keyframes:
          - { each: tabWidths, at: index * pageWidth, value: item }
    targets:
      indicator:
        alpha:
          over: pager
          keyframes:
            - { each: tabWidths, at: index * pageWidth, value: item / 100 }
        scaleX:
          over: pager
          keyframes:
            - { each: tabWidths, at: index * pageWidth, value: item / 64 }
            - { at: 1000, value: 3 }
        tintColor:
          over: pager
          keyframes:
            - { each: tabWidths, at: index * pageWidth, value: "#FF0000" }
        custom: { width: width }
      indicatorWidth:
        kind: constraint
        constant:
          - 10
          - over: pager
            keyframes:
              - { each: tabWidths, at: index * pageWidth, value: item }
    """

  /// Every output at raw offsets -50, 0, 150 and 400, with `tabWidths` as given.
  static func values(tabWidths: [Double]) throws -> [[String: Double]] {
    let graph = try SpecEvaluation.graph(text: spec)
    var header = try SpecEvaluation.evaluator(
      graph, params: [ParamOverride(name: "tabWidths", list: tabWidths)])
    return [-50, 0, 150, 400].map { header.values(at: $0) }
  }

  @Test func anEmptyListGivesNoKeyframes() throws {
    let graph = try SpecEvaluation.graph(text: Self.spec)
    let header = try SpecEvaluation.evaluator(graph)
    // The var's track, alpha, scaleX, the colour's four channels, the constraint's.
    let counts = graph.tracks.indices.map { header.keyframes(ofTrack: $0).count }
    #expect(counts == [0, 0, 1, 0, 0, 0, 0, 0])
  }

  /// No keyframe: alpha is its identity 1, the colour transparent black, the
  /// var and the custom number 0, the constraint what its first binding
  /// wrote (10), and scaleX its one ordinary keyframe's 3, at every offset.
  @Test func aTrackWithNoKeyframesLeavesThePropertyAsItWouldBe() throws {
    for frame in try Self.values(tabWidths: []) {
      #expect(
        frame == [
          "indicator.alpha": 1, "indicator.scaleX": 3, "indicator.tintColor.r": 0,
          "indicator.tintColor.g": 0, "indicator.tintColor.b": 0, "indicator.tintColor.a": 0,
          "indicator.custom.width": 0, "indicatorWidth.constant": 10,
        ])
    }
  }

  /// Two elements, 64 and 88, at 0 and 100: keyframes again, clamped outside.
  @Test func elementsBringTheKeyframesBack() throws {
    let frames = try Self.values(tabWidths: [64, 88])
    // Offsets -50, 0, 150, 400: 64 before and at the first, 88 from the second on.
    let widths = frames.map { $0["indicatorWidth.constant"] }
    #expect(widths == [64, 64, 88, 88])
    #expect(frames.map { $0["indicator.custom.width"] } == [64, 64, 88, 88])
    #expect(frames.map { $0["indicator.alpha"] } == [0.64, 0.64, 0.88, 0.88])
    // scaleX: 1 at 0, 88/64 at 100, then to 3 at 1000: at 400, 1.375 + (3 − 1.375) × 300/900.
    let scaleX = try #require(frames[3]["indicator.scaleX"])
    #expect(abs(scaleX - (1.375 + (3 - 1.375) * 300 / 900)) <= 1e-12)
    #expect(frames.map { $0["indicator.tintColor.a"] } == [1, 1, 1, 1])
  }
}
