import Foundation
import GeneratedHeaders
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

@testable import HeaderKit

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
    #expect(!source.contains("KeyframeTrack.segment("))
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
