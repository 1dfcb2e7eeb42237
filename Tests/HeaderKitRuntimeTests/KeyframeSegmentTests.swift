@_spi(Generated) import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// The lookup's two steps taken apart, as generated code takes them: the
/// segment worked out by hand, one segment shared by tracks with the same
/// positions, and the lookup within the segments (in two steps, and in the
/// evaluator's one) that gives the same bits at and beyond the ends.
@Suite struct KeyframeSegmentTests {
  static let curves = [EasingCurve(.linear), EasingCurve(.hold), EasingCurve(.easeInOut)]

  func segment(_ x: Double, _ positions: [Double], keys: Range<Int>? = nil, within: Bool = false)
    -> Int
  {
    var cursor = 0
    return KeyframeTrack.segment(
      at: x, keys: keys ?? positions.indices, positions: positions, within: within,
      cursor: &cursor)
  }

  /// Half-open segments; before is one below the first key, from the last
  /// on is the last key; a NaN falls to the first segment; `within`, the
  /// first segment holds what is below it and the last what is beyond.
  @Test func segmentsByHand() {
    let positions: [Double] = [0, 10, 10, 20]
    #expect(segment(-1, positions) == -1)
    #expect(segment(5, positions) == 0)
    #expect(segment(10, positions) == 2)
    #expect(segment(19.5, positions) == 2)
    #expect(segment(20, positions) == 3)
    #expect(segment(.nan, positions) == 0)
    #expect(segment(-1, positions, within: true) == 0)
    #expect(segment(20, positions, within: true) == 2)
    #expect(segment(.infinity, positions, within: true) == 2)
    // Keys 2..<5 of arrays holding other tracks' keyframes too.
    let shared: [Double] = [100, 200, 0, 10, 20, -5]
    #expect(segment(-1, shared, keys: 2..<5) == 1)
    #expect(segment(15, shared, keys: 2..<5) == 3)
    #expect(segment(25, shared, keys: 2..<5) == 4)
    // Without keyframes, nothing is read.
    #expect(segment(1, [], keys: 0..<0) == -1)
  }

  /// Two tracks over the same positions: one lookup, each track's value.
  @Test func oneSegmentServesEveryTrackWithThosePositions() {
    let positions: [Double] = [0, 100, 200]
    var cursor = 0
    let found = KeyframeTrack.segment(
      at: 150, keys: 0..<3, positions: positions, cursor: &cursor)
    #expect(found == 1)
    func value(_ values: [Double]) -> Double? {
      KeyframeTrack.value(
        at: 150, segment: found, keys: 0..<3, positions: positions, values: values,
        curves: [0, 0, 0], table: Self.curves, before: .clamp, after: .clamp)
    }
    // Halfway from 10 to 30, and from 5 to -5.
    #expect(value([0, 10, 30]) == 20)
    #expect(value([5, 5, -5]) == 0)
  }

  func clampsWithin(
    _ keys: [(Double, Double)], curves: [Int]? = nil,
    before: CompiledGraph.Extrapolation = .clamp, after: CompiledGraph.Extrapolation = .clamp
  ) -> Bool {
    KeyframeTrack.clampsWithin(
      keys: keys.indices, positions: keys.map(\.0), values: keys.map(\.1),
      curves: curves ?? keys.map { _ in 0 }, table: Self.curves, before: before, after: after)
  }

  /// Where looking up within the segments gives other bits, it is refused.
  @Test func clampingInsideOnlyWhereItGivesTheSameBits() {
    #expect(clampsWithin([(0, 10), (100, 20)]))
    #expect(clampsWithin([(0, 1), (10, 2), (20, 3)], curves: [1, 2, 0]))
    #expect(!clampsWithin([(0, 10), (100, 20)], before: .extend))
    #expect(!clampsWithin([(0, 10), (100, 20)], after: .none))
    #expect(!clampsWithin([(5, 7)]))
    // A zero-width first segment holds what is below it: t = −∞, eased to 0, gives 1.
    #expect(clampsWithin([(0, 1), (0, 3), (10, 5)]))
    // A zero-width last segment: t = 0 / 0 at its position.
    #expect(!clampsWithin([(0, 1), (10, 3), (10, 5)]))
    // A last segment wider than the doubles: t = inf / inf at its end.
    #expect(!clampsWithin([(-1e308, 0), (1e308, 1)]))
    // −0.0 · 1 + 5 · 0 is 0.0, not the −0.0 clamped below the track.
    #expect(!clampsWithin([(0, -0.0), (10, 5)]))
    // −0.0 · 1 + (−5) · 0 is −0.0.
    #expect(clampsWithin([(0, -0.0), (10, -5)]))
  }

  /// Over random tracks (repeated positions, signed zeros, mixed easings),
  /// wherever the lookup within the segments is allowed it gives every value
  /// bit for bit, with a cursor kept from one offset to the next.
  @Test func lookupsWithinTheSegmentsGiveTheSameBits() {
    let seed: UInt64 = 1_126
    var random = SplitMix64(seed: seed)
    var allowed = 0
    for trial in 0..<400 {
      let count = Int.random(in: 2...6, using: &random)
      var position = Double.random(in: -50...50, using: &random).rounded()
      var positions: [Double] = []
      var values: [Double] = []
      for _ in 0..<count {
        positions.append(position)
        values.append(
          [0.0, -0.0, 1, -1][Int.random(in: 0..<4, using: &random)]
            * Double.random(in: 0...100, using: &random).rounded())
        // Sometimes the next keyframe at the same position.
        if Int.random(in: 0..<4, using: &random) > 0 {
          position += Double.random(in: 0.5...60, using: &random)
        }
      }
      let curves = positions.map { _ in Int.random(in: 0..<Self.curves.count, using: &random) }
      let keys = positions.indices
      guard
        KeyframeTrack.clampsWithin(
          keys: keys, positions: positions, values: values, curves: curves, table: Self.curves,
          before: .clamp, after: .clamp)
      else { continue }
      allowed += 1
      var withinCursor = 0
      var combinedCursor = 0
      // One for the trial's lookups, as a frame has one for its tracks.
      var lastEase = LastEase()
      let (low, high) = (positions.first!, positions.last!)
      let offsets: [Double] =
        [-.infinity, .infinity, .nan, -0.0, 0, low, high, low - 1e-9, high + 1e-9, -1e308]
        + positions + (0..<40).map { _ in Double.random(in: low - 30...high + 30, using: &random) }
      for x in offsets {
        var cursor = 0
        let plain = KeyframeTrack.value(
          at: x, keys: keys, positions: positions, values: values, curves: curves,
          table: Self.curves, before: .clamp, after: .clamp, cursor: &cursor,
          lastEase: &lastEase)
        let found = KeyframeTrack.segment(
          at: x, keys: keys, positions: positions, within: true, cursor: &withinCursor)
        let within = KeyframeTrack.value(
          at: x, segment: found, keys: keys, positions: positions, values: values,
          curves: curves, table: Self.curves, before: .clamp, after: .clamp)
        #expect(
          plain?.bitPattern == within?.bitPattern,
          "seed \(seed) trial \(trial) at \(x): \(String(describing: plain)) vs \(String(describing: within)), \(positions) \(values) \(curves)"
        )
        // The evaluator's combined lookup, within, with its own cursor.
        let combined = KeyframeTrack.value(
          at: x, keys: keys, positions: positions, values: values, curves: curves,
          table: Self.curves, before: .clamp, after: .clamp, within: true,
          cursor: &combinedCursor, lastEase: &lastEase)
        #expect(
          plain?.bitPattern == combined?.bitPattern,
          "seed \(seed) trial \(trial) at \(x), combined within: \(positions) \(values) \(curves)"
        )
      }
    }
    // Most random tracks qualify: the comparison above is not vacuous.
    #expect(allowed > 100, "seed \(seed): \(allowed) of 400")
  }
}

/// The evaluator's combined lookup, `value(at:keys:…:within:cursor:)`,
/// against the two steps generated code takes, bit for bit: every
/// extrapolation mode, the offsets and keyframes that break arithmetic
/// (NaN, ±∞, the largest doubles, −0.0), zero-width segments, one keyframe
/// and none; and `within` wherever `clampsWithin` allows it.
@Suite struct KeyframeCombinedLookupTests {
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
    ([0, 10], [-0.0, -5]),
    ([0, 0, 10], [1, 3, 5]),
    ([0, 10, 10], [1, 3, 5]),
    ([0, 10, 10, 20], [0, 1e308, -1e308, 2]),
    ([-1e308, 1e308], [0, 1]),
    // Beyond the last, 0 · 0 + (−0.0) · 1 is 0.0, not the clamped −0.0.
    ([0, 10, 20, 30], [.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 0, -0.0]),
  ]

  /// The two steps, as generated code takes them.
  static func split(
    _ x: Double, _ positions: [Double], _ values: [Double], curves: [Int],
    before: CompiledGraph.Extrapolation, after: CompiledGraph.Extrapolation, within: Bool
  ) -> Double? {
    var cursor = 0
    let segment = KeyframeTrack.segment(
      at: x, keys: positions.indices, positions: positions, within: within, cursor: &cursor)
    return KeyframeTrack.value(
      at: x, segment: segment, keys: positions.indices, positions: positions, values: values,
      curves: curves, table: Self.curves, before: before, after: after)
  }

  @Test func combinedLookupGivesTheTwoStepsBits() {
    var compared = 0
    // Kept across tracks and curves, as a frame keeps it across its tracks.
    var lastEase = LastEase()
    for (positions, values) in Self.tracks {
      for curve in Self.curves.indices {
        let curves = positions.map { _ in curve }
        for before in Self.modes {
          for after in Self.modes {
            // A cursor kept across offsets, as a track keeps it.
            var cursor = 0
            var withinCursor = 0
            let within = KeyframeTrack.clampsWithin(
              keys: positions.indices, positions: positions, values: values, curves: curves,
              table: Self.curves, before: before, after: after)
            for x in Self.offsets {
              let expected = Self.split(
                x, positions, values, curves: curves, before: before, after: after, within: false)
              let combined = KeyframeTrack.value(
                at: x, keys: positions.indices, positions: positions, values: values,
                curves: curves, table: Self.curves, before: before, after: after, cursor: &cursor,
                lastEase: &lastEase)
              #expect(
                combined?.bitPattern == expected?.bitPattern,
                "\(positions) \(values) curve \(curve) \(before)/\(after) at \(x)")
              compared += 1
              guard within else { continue }
              let inSegments = KeyframeTrack.value(
                at: x, keys: positions.indices, positions: positions, values: values,
                curves: curves, table: Self.curves, before: before, after: after, within: true,
                cursor: &withinCursor, lastEase: &lastEase)
              #expect(
                inSegments?.bitPattern == expected?.bitPattern,
                "within: \(positions) \(values) curve \(curve) at \(x)")
            }
          }
        }
      }
    }
    #expect(compared == Self.tracks.count * 3 * 9 * Self.offsets.count)
  }

  /// Which of these tracks may look up within their segments, by hand:
  /// only clamping at both ends, two keyframes or more, a last segment of
  /// finite, non-zero width and no −0.0 that interpolation turns into 0.0.
  @Test func withinIsAllowedOnlyWhereWorkedOut() {
    func allowed(_ index: Int) -> Bool {
      let (positions, values) = Self.tracks[index]
      return KeyframeTrack.clampsWithin(
        keys: positions.indices, positions: positions, values: values,
        curves: positions.map { _ in 0 }, table: Self.curves, before: .clamp, after: .clamp)
    }
    #expect(
      Self.tracks.indices.map(allowed) == [
        false, false, true, false, true, true, false, true, false, false,
      ])
  }

  /// A track's `within` lookup on arrays holding other tracks' keyframes
  /// reads only its own: beyond its ends it gives its end values.
  @Test func withinReadsOnlyItsOwnKeys() {
    let positions: [Double] = [100, 200, 0, 10, 20, -5]
    let values: [Double] = [9, 9, 1, 2, 3, 9]
    var cursor = 0
    var lastEase = LastEase()
    func value(_ x: Double) -> Double? {
      KeyframeTrack.value(
        at: x, keys: 2..<5, positions: positions, values: values, curves: [0, 0, 0, 0, 0, 0],
        table: Self.curves, before: .clamp, after: .clamp, within: true, cursor: &cursor,
        lastEase: &lastEase)
    }
    #expect(value(-1e300) == 1)
    #expect(value(5) == 1.5)
    #expect(value(15) == 2.5)
    #expect(value(.infinity) == 3)
    #expect(value(.nan) == 1)
  }
}
