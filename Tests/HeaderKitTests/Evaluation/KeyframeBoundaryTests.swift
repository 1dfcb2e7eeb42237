import HeaderKit
import HeaderKitRuntime
import Testing

/// The boundary rule: segments are half-open, [p_i, p_i+1), so a property has
/// the value of the keyframe it is exactly at; `hold` switches exactly at the
/// next keyframe; two keyframes at one position make a jump to the later one.
@Suite struct KeyframeBoundaryTests {
  static let spec = """
    version: 1
    name: boundaries
    inputs:
      scroll: {}
    targets:
      box:
        translateY:
          over: scroll
          keyframes:
            - { at: 0, value: 0 }
            - { at: 10, value: 100, ease: hold }
            - { at: 20, value: 50 }
            - { at: 30, value: 80 }
            - { at: 30, value: 10 }
            - { at: 40, value: 20 }
      held:
        translateY:
          over: scroll
          ease: hold
          keyframes:
            - { at: 0, value: 1 }
            - { at: 10, value: 2 }
            - { at: 20, value: 3 }

    """

  func values(at offsets: [Double], key: String) throws -> [Double] {
    var evaluator = HeaderEvaluator(graph: try SpecEvaluation.graph(text: Self.spec))
    return offsets.map { evaluator.values(at: $0)[key]! }
  }

  @Test func aKeyframeSharedByTwoSegmentsHasItsOwnValue() throws {
    let values = try values(at: [0, 5, 10, 20, 25, 40], key: "box.translateY")
    #expect(values == [0, 50, 100, 50, 65, 20])
  }

  @Test func justBeforeAKeyframeTheIncomingSegmentApplies() throws {
    // 100 · (10⁻ / 10) and 50 + 30 · ((30⁻ − 20) / 10): within rounding of 100 and 80.
    let values = try values(at: [(10.0).nextDown, (30.0).nextDown], key: "box.translateY")
    #expect(abs(values[0] - 100) < 1e-9 && values[0] < 100)
    #expect(abs(values[1] - 80) < 1e-9)
  }

  @Test func holdKeepsItsValueUpToTheNextKeyframe() throws {
    let values = try values(at: [10, 15, (20.0).nextDown, 20], key: "box.translateY")
    #expect(values == [100, 100, 100, 50])
  }

  @Test func trackWideHoldSwitchesExactlyAtEachKeyframe() throws {
    let offsets = [-5, 0, 9.999, (10.0).nextDown, 10, 19.5, (20.0).nextDown, 20, 100]
    #expect(try values(at: offsets, key: "held.translateY") == [1, 1, 1, 1, 2, 2, 2, 3, 3])
  }

  @Test func duplicatePositionsJumpToTheLaterKeyframe() throws {
    let values = try values(at: [30, 35, 40, 60], key: "box.translateY")
    // At 30 the segment of the second keyframe at 30 starts: 10, then on to 20 at 40.
    #expect(values == [10, 15, 20, 20])
  }
}
