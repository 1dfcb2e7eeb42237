import Foundation
import GeneratedHeaders
@_spi(Generated) import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

@testable import HeaderKit
@testable import HeaderKitCompiler

/// Frozen tracks of a few keyframes that clamp beyond both ends find their
/// segment by counting the inner positions `x` has reached, and tracks
/// that share a lookup compute their values before storing any. The
/// outputs are still the evaluator's, bit for bit (tolerance 0): at every
/// keyframe's position and just below and above it, beyond both ends, at
/// NaN, the infinities and the largest doubles, and over a seeded sample.
@Suite struct CountingLookupTests {
  /// The frozen headers with a counting lookup: the pager's five keyframes
  /// (two tracks sharing the lookup), and fixtures' with eased, hold and
  /// steps segments, positions that are not evenly spaced, and lookups
  /// beside others that keep their remembered segment.
  static let headers: [(spec: String, type: any GeneratedHeader.Type)] = [
    ("pinterest-pager.yaml", FrozenPinterestPagerHeader.self),
    ("generator/generator-coverage.yaml", FrozenGeneratorCoverageHeader.self),
    ("generator/layered-tracks.yaml", FrozenLayeredTracksHeader.self),
    ("generator/random-1.yaml", FrozenRandom1Header.self),
    ("generator/random-5.yaml", FrozenRandom5Header.self),
    ("generator/random-6.yaml", FrozenRandom6Header.self),
  ]

  static func graph(_ spec: String) throws -> CompiledGraph {
    try SpecEvaluation.graph(
      path: spec.contains("/") ? Fixtures.fixture(spec).path : Fixtures.spec(spec).path)
  }

  /// The pager's positions are `index * pageWidth`: with pageWidth 375 the
  /// inner ones are 375, 750 and 1125; its frame calls no segment search.
  @Test func thePagerCountsItsInnerPositions() throws {
    let generator = SwiftGenerator(
      evaluator: HeaderEvaluator(graph: try Self.graph("pinterest-pager.yaml")),
      typeName: "Pager", freezeParams: true)
    let source = generator.source(origin: "pinterest-pager.yaml")
    #expect(source.contains("(x >= 375.0 ? 1 : 0) + (x >= 750.0 ? 1 : 0) + (x >= 1125.0 ? 1 : 0)"))
    #expect(!source.contains(".segment(at:"))
    #expect(!source.contains("cursor0"))
  }

  /// Only a few keyframes are counted: with two there is one segment, and
  /// many comparisons would cost more than the remembered segment saves.
  @Test func onlyAFewKeyframesAreCounted() {
    #expect(!TrackLocates.countsPositions(2))
    #expect(TrackLocates.countsPositions(3))
    #expect(TrackLocates.countsPositions(8))
    #expect(!TrackLocates.countsPositions(9))
  }

  static let curves = [EasingCurve(.linear), EasingCurve(.hold), EasingCurve(.easeInOut)]

  func clampsInSegments(
    _ keys: [(Double, Double)], curves: [Int]? = nil,
    before: CompiledGraph.Extrapolation = .clamp, after: CompiledGraph.Extrapolation = .clamp
  ) -> Bool {
    TrackLocates.clampsInSegments(
      KeyframeTrack(
        positions: keys.map(\.0), values: keys.map(\.1), curves: curves ?? keys.map { _ in 0 },
        before: before, after: after),
      curves: Self.curves)
  }

  /// Where counting positions gives other bits than the lookup, it is refused.
  @Test func countingOnlyWhereItGivesTheSameBits() {
    #expect(clampsInSegments([(0, 10), (100, 20)]))
    #expect(clampsInSegments([(0, 1), (10, 2), (20, 3)], curves: [1, 2, 0]))
    #expect(!clampsInSegments([(0, 10), (100, 20)], before: .extend))
    #expect(!clampsInSegments([(0, 10), (100, 20)], after: .none))
    #expect(!clampsInSegments([(5, 7)]))
    // A zero-width first segment holds what is below it: t = −∞, eased to 0, gives 1.
    #expect(clampsInSegments([(0, 1), (0, 3), (10, 5)]))
    // A zero-width last segment: t = 0 / 0 at its position.
    #expect(!clampsInSegments([(0, 1), (10, 3), (10, 5)]))
    // A last segment wider than the doubles: t = inf / inf at its end.
    #expect(!clampsInSegments([(-1e308, 0), (1e308, 1)]))
    // −0.0 · 1 + 5 · 0 is 0.0, not the −0.0 clamped below the track.
    #expect(!clampsInSegments([(0, -0.0), (10, 5)]))
    // −0.0 · 1 + (−5) · 0 is −0.0.
    #expect(clampsInSegments([(0, -0.0), (10, -5)]))
  }

  /// Over random tracks (repeated positions, signed zeros, mixed easings),
  /// wherever counting is allowed the segment it finds — the inner positions
  /// reached, counted here by hand — gives every value bit for bit.
  @Test func countedSegmentsGiveTheSameBits() {
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
      var track = KeyframeTrack(
        positions: positions, values: values, curves: curves, before: .clamp, after: .clamp)
      guard TrackLocates.clampsInSegments(track, curves: Self.curves) else { continue }
      allowed += 1
      let (low, high) = (positions.first!, positions.last!)
      let offsets: [Double] =
        [-.infinity, .infinity, .nan, -0.0, 0, low, high, low - 1e-9, high + 1e-9, -1e308]
        + positions + (0..<40).map { _ in Double.random(in: low - 30...high + 30, using: &random) }
      for x in offsets {
        let counted = positions.dropFirst().dropLast().filter { x >= $0 }.count
        let plain = track.value(at: x, curves: Self.curves)
        let inSegment = track.value(at: x, in: counted, curves: Self.curves)
        #expect(
          plain?.bitPattern == inSegment?.bitPattern,
          "seed \(seed) trial \(trial) at \(x): \(String(describing: plain)) vs \(String(describing: inSegment)), \(positions) \(values) \(curves)"
        )
      }
    }
    // Most random tracks qualify: the comparison above is not vacuous.
    #expect(allowed > 100, "seed \(seed): \(allowed) of 400")
  }

  @Test(arguments: headers.indices)
  func everyOffsetGivesTheEvaluatorsBits(_ index: Int) throws {
    let (spec, type) = Self.headers[index]
    let graph = try Self.graph(spec)
    let seed: UInt64 = 25
    var random = SplitMix64(seed: seed)
    var evaluator = HeaderEvaluator(graph: graph)
    var header = type.init()
    for input in graph.inputs.indices {
      // Where a track over the input sees each keyframe's position (the
      // raw offset plus the input's resting offset), just below and above.
      let positions = graph.tracks.indices.flatMap {
        evaluator.keyframes(ofTrack: $0).map { $0.position + evaluator.restingInput(input) }
      }
      let (low, high) = (positions.min() ?? 0, positions.max() ?? 0)
      let span = Swift.max(high - low, 1)
      let offsets =
        positions.flatMap { [$0, $0.nextDown, $0.nextUp] }
        + [low - span, high + span, .nan, .infinity, -.infinity]
        + [.greatestFiniteMagnitude, -.greatestFiniteMagnitude]
        + (0..<2000).map { _ in
          Double.random(in: (low - span / 4)...(high + span / 4), using: &random)
        }
      for offset in offsets {
        header.setInput(input, raw: offset)
        evaluator.setInput(input, raw: offset)
        for (output, key) in graph.outputs.map(\.key).enumerated() {
          let (generated, evaluated) = (header.value(at: output), evaluator.value(at: output))
          try #require(
            generated.bitPattern == evaluated.bitPattern,
            "\(spec) seed \(seed): input \(input) at \(offset): \(key) is \(generated), the evaluator's \(evaluated)"
          )
        }
      }
    }
  }
}
