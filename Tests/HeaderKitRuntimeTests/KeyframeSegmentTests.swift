@_spi(Generated) import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Keyframes given as literals, as frozen generated code gives them.
struct LiteralKeyframes: Keyframes {
  var positions: [Double]
  var values: [Double]
  var curves: [Int]
  var before, after: CompiledGraph.Extrapolation
  var count: Int { positions.count }
  var isLinear: Bool { curves.dropLast().allSatisfy { $0 == 0 } }
}

/// The lookup's two steps, as generated code takes them: the segment worked
/// out by hand, one segment shared by tracks with the same positions, and
/// the steps over literal keyframes giving a built track's bits.
@Suite struct KeyframeSegmentTests {
  static let curves = [EasingCurve(.linear), EasingCurve(.hold), EasingCurve(.easeInOut)]

  func segment(_ x: Double, _ positions: [Double]) -> Int {
    var cursor = 0
    return LiteralKeyframes(
      positions: positions, values: positions, curves: positions.map { _ in 0 }, before: .clamp,
      after: .clamp
    ).segment(at: x, cursor: &cursor)
  }

  /// Half-open segments; before is −1, from the last on is the last key; a
  /// NaN falls to the first segment (to the one keyframe's "after").
  @Test func segmentsByHand() {
    let positions: [Double] = [0, 10, 10, 20]
    #expect(segment(-1, positions) == -1)
    #expect(segment(5, positions) == 0)
    #expect(segment(10, positions) == 2)
    #expect(segment(19.5, positions) == 2)
    #expect(segment(20, positions) == 3)
    #expect(segment(.nan, positions) == 0)
    #expect(segment(.nan, [5]) == 0)
    #expect(segment(.nan, [0, 10]) == 0)
    // Without keyframes, nothing is read.
    #expect(segment(1, []) == -1)
  }

  /// Two tracks over the same positions: one lookup, each track's value.
  @Test func oneSegmentServesEveryTrackWithThosePositions() {
    let positions: [Double] = [0, 100, 200]
    func keyframes(_ values: [Double]) -> LiteralKeyframes {
      LiteralKeyframes(
        positions: positions, values: values, curves: [0, 0, 0], before: .clamp, after: .clamp)
    }
    var cursor = 0
    let found = keyframes([0, 0, 0]).segment(at: 150, cursor: &cursor)
    #expect(found == 1)
    // Halfway from 10 to 30, and from 5 to -5.
    #expect(keyframes([0, 10, 30]).value(at: 150, in: found, curves: Self.curves) == 20)
    #expect(keyframes([5, 5, -5]).value(at: 150, in: found, curves: Self.curves) == 0)
  }
}

/// A track built at set-up (the evaluator's, and generated code's with
/// settable params) against the same keyframes given as literals (frozen
/// generated code's), bit for bit: every extrapolation mode, the offsets
/// and keyframes that break arithmetic (NaN, ±∞, the largest doubles,
/// −0.0), zero-width segments, one keyframe and none; and a remembered
/// segment, kept across offsets, never changes a value.
@Suite struct KeyframeLiteralLookupTests {
  static let curves = KeyframeSegmentTests.curves
  static let modes: [CompiledGraph.Extrapolation] = [.none, .clamp, .extend]
  static let offsets: [Double] = [
    -.infinity, -.greatestFiniteMagnitude, -1e300, -10, -0.0, 0, 0.5, 5, 9.999, 10, 15, 20, 30,
    1e300, .greatestFiniteMagnitude, .infinity, .nan,
  ]
  static let tracks: [(positions: [Double], values: [Double])] = [
    ([], []),
    ([5], [7]),
    ([0, 10], [1, 3]),
    ([0, 10], [-0.0, 5]),
    ([0, 0, 10], [1, 3, 5]),
    ([0, 10, 10], [1, 3, 5]),
    ([0, 10, 10, 20], [0, 1e308, -1e308, 2]),
    ([-1e308, 1e308], [0, 1]),
    ([0, 10, 20, 30], [.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0, -0.0]),
  ]

  @Test func literalKeyframesGiveTheBuiltTracksBits() {
    var compared = 0
    for (positions, values) in Self.tracks {
      for curve in Self.curves.indices {
        let curves = positions.map { _ in curve }
        for before in Self.modes {
          for after in Self.modes {
            var built = KeyframeTrack(
              positions: positions, values: values, curves: curves, before: before, after: after)
            let literal = LiteralKeyframes(
              positions: positions, values: values, curves: curves, before: before, after: after)
            // The built track keeps its cursor across offsets, as a track does.
            for x in Self.offsets {
              var fresh = 0
              let expected = literal.value(
                at: x, in: literal.segment(at: x, cursor: &fresh), curves: Self.curves)
              let value = built.value(at: x, curves: Self.curves)
              #expect(
                value?.bitPattern == expected?.bitPattern,
                "\(positions) \(values) curve \(curve) \(before)/\(after) at \(x)")
              compared += 1
            }
          }
        }
      }
    }
    #expect(compared == Self.tracks.count * 3 * 9 * Self.offsets.count)
  }

  /// A built track knows whether every segment is linear: the last keyframe
  /// starts no segment, so its curve does not count.
  @Test func linearIsDecidedBySegmentStarts() {
    func track(_ curves: [Int]) -> KeyframeTrack {
      KeyframeTrack(
        positions: curves.indices.map(Double.init), values: curves.map { _ in 1 }, curves: curves,
        before: .clamp, after: .clamp)
    }
    #expect(track([]).isLinear)
    #expect(track([0, 0, 2]).isLinear)
    #expect(!track([0, 2, 0]).isLinear)
    #expect(!track([1, 0]).isLinear)
  }
}
