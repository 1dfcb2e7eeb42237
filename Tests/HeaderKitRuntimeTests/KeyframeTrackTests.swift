import HeaderKitTestSupport
import Testing

@_spi(Generated) @testable import HeaderKitRuntime

/// The one segment lookup: values between, at and beyond keyframes worked
/// out by hand, and a remembered segment that never changes a value.
@Suite struct KeyframeTrackTests {
  static let curves = [EasingCurve(.linear), EasingCurve(.hold), EasingCurve(.easeInOut)]

  func track(
    _ keys: [(Double, Double)], curves: [Int]? = nil, before: CompiledGraph.Extrapolation = .clamp,
    after: CompiledGraph.Extrapolation = .clamp
  ) -> KeyframeTrack {
    KeyframeTrack(
      positions: keys.map(\.0), values: keys.map(\.1),
      curves: curves ?? Array(repeating: 0, count: keys.count), before: before, after: after)
  }

  @Test func linearSegmentsInterpolate() {
    var line = track([(0, 10), (100, 20), (200, -20)])
    #expect(line.value(at: 50, curves: Self.curves) == 15)
    #expect(line.value(at: 150, curves: Self.curves) == 0)
    #expect(line.value(at: 100, curves: Self.curves) == 20)
    // Clamped beyond both ends; the last keyframe's position is "after".
    #expect(line.value(at: -5, curves: Self.curves) == 10)
    #expect(line.value(at: 200, curves: Self.curves) == -20)
    #expect(line.value(at: 1e300, curves: Self.curves) == -20)
  }

  @Test func extrapolation() {
    var extended = track([(0, 10), (100, 20)], before: .extend, after: .extend)
    #expect(extended.value(at: -100, curves: Self.curves) == 0)
    #expect(extended.value(at: 300, curves: Self.curves) == 40)
    // Beyond the doubles: made finite.
    var steep = track([(0, 0), (1, 1e308)], after: .extend)
    #expect(steep.value(at: 10, curves: Self.curves) == .greatestFiniteMagnitude)
    var none = track([(0, 10), (100, 20)], before: .none, after: .none)
    #expect(none.value(at: -1, curves: Self.curves) == nil)
    #expect(none.value(at: 100, curves: Self.curves) == nil)
    #expect(none.value(at: 50, curves: Self.curves) == 15)
    // One keyframe, or a zero-width end segment: flat.
    var single = track([(5, 7)], before: .extend, after: .extend)
    #expect(single.value(at: -10, curves: Self.curves) == 7)
    var flatEnd = track([(0, 1), (0, 3), (10, 5)], before: .extend)
    #expect(flatEnd.value(at: -10, curves: Self.curves) == 1)
    var empty = track([])
    #expect(empty.value(at: 0, curves: Self.curves) == nil)
  }

  /// Keyframes at one position jump there: the segment that starts at the
  /// last of them applies from it on; positions that go back move forward.
  @Test func jumpsAndBackwardKeyframes() {
    var jump = track([(0, 0), (10, 1), (10, 5), (20, 6)])
    #expect(jump.value(at: 9.999, curves: Self.curves)! < 1)
    #expect(jump.value(at: 10, curves: Self.curves) == 5)
    let backwards = track([(0, 0), (10, 1), (5, 2)])
    #expect(backwards.keys.map(\.position) == [0, 10, 10])
    // Non-finite keyframes are made finite.
    let wild = track([(.nan, .infinity), (.infinity, .nan)])
    #expect(wild.keys.map(\.position) == [0, .greatestFiniteMagnitude])
    #expect(wild.keys.map(\.value) == [.greatestFiniteMagnitude, 0])
  }

  /// A NaN driver eases from the first segment's start: its value.
  @Test func aNaNDriverReadsTheFirstValue() {
    var line = track([(0, 3), (10, 4)])
    #expect(line.value(at: .nan, curves: Self.curves) == 3)
  }

  /// `hold` keeps the segment's start; an eased segment is within its values.
  @Test func easedSegments() {
    var held = track([(0, 1), (10, 2), (20, 3)], curves: [1, 2, 0])
    #expect(held.value(at: 9.99, curves: Self.curves) == 1)
    #expect(held.value(at: 10, curves: Self.curves) == 2)
    // easeInOut is symmetric: halfway is halfway (to the solver's 1e-7).
    #expect(abs(held.value(at: 15, curves: Self.curves)! - 2.5) <= 1e-7)
  }

  /// Whatever order the driver visits its offsets in, a long-lived track
  /// gives what a fresh one gives.
  @Test func theRememberedSegmentNeverChangesAValue() {
    let seed: UInt64 = 2_024
    var random = SplitMix64(seed: seed)
    var position = -500.0
    var keys: [(Double, Double)] = []
    var curves: [Int] = []
    for index in 0..<300 {
      if index % 17 != 16 { position += Double.random(in: 0.25..<40, using: &random) }
      keys.append((position, Double.random(in: -100..<100, using: &random)))
      curves.append(Int.random(in: 0...2, using: &random))
    }
    let fresh = track(keys, curves: curves, before: .extend, after: .extend)
    var lived = fresh
    for step in 0..<5_000 {
      // Small moves mostly, jumps now and then.
      let x =
        step % 50 == 0
        ? Double.random(in: -800...position + 300, using: &random)
        : keys[Int.random(in: 0..<keys.count, using: &random)].0
          + Double.random(in: -2...2, using: &random)
      var again = fresh
      let expected = again.value(at: x, curves: Self.curves)
      #expect(lived.value(at: x, curves: Self.curves) == expected, "seed \(seed): at \(x)")
    }
  }

  /// Easing's clamp to [0, 1], by hand: NaN and −0.0 become 0.0 (a signed
  /// zero would change the sign of an interpolated zero), and easing a
  /// clamped progress is easing the progress.
  @Test func progressClampsToTheUnitInterval() {
    let cases: [(Double, Double)] = [
      (.nan, 0), (-.infinity, 0), (-1, 0), (-0.0, 0), (0, 0), (0.25, 0.25), (1, 1), (2, 1),
      (.infinity, 1),
    ]
    for (t, expected) in cases {
      #expect(EasingCurve.clamp(t).bitPattern == expected.bitPattern, "at \(t)")
      for curve in Self.curves {
        #expect(
          curve.eased(clamped: EasingCurve.clamp(t)).bitPattern == curve(t).bitPattern,
          "at \(t)")
      }
    }
  }
}
