import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// The evaluator remembers each track's segment between evaluations; whatever
/// the order of offsets, it must give what a fresh evaluator gives.
@Suite struct SegmentCursorTests {
  struct Keyframe {
    var at: Double
    var value: Double
    var ease: String
  }

  /// 300 keyframes with uneven gaps, some repeated positions, and mixed easings.
  static let keyframes: [Keyframe] = {
    var random = SplitMix64(seed: 2024)
    var at = -500.0
    let easings = ["linear", "hold", "easeInOut", "steps(3)", "linear"]
    return (0..<300).map { index in
      // Every 17th keyframe repeats its predecessor's position: a jump.
      if index % 17 != 16 { at += Double.random(in: 0.25..<40, using: &random) }
      let ease = easings[Int(random.next() % UInt64(easings.count))]
      return Keyframe(at: at, value: Double.random(in: -100..<100, using: &random), ease: ease)
    }
  }()

  static let spec: String = {
    let lines = keyframes.map {
      "        - { at: \($0.at), value: \($0.value), ease: \"\($0.ease)\" }"
    }
    return """
      version: 1
      name: cursor
      inputs:
        scroll: {}
      targets:
        box:
          translateY:
            over: scroll
            keyframes:
      \(lines.joined(separator: "\n"))
          alpha:
            over: scroll
            ease: linear
            keyframes:
              - { at: -100, value: 0 }
              - { at: 0, value: 1 }
              - { at: 100, value: 0 }

      """
  }()

  /// Sets one long-lived evaluator to each offset in turn and compares it with
  /// a fresh evaluator set once.
  func expectSameAsFresh(
    _ offsets: [Double], sourceLocation: Testing.SourceLocation = #_sourceLocation
  )
    throws
  {
    let graph = try SpecEvaluation.graph(text: Self.spec)
    // A copy of a new evaluator is in exactly the state a new one starts in,
    // without building 300 keyframes again for every offset.
    let new = HeaderEvaluator(graph: graph)
    var remembering = new
    var mismatches: [String] = []
    for offset in offsets {
      remembering.setInput(0, raw: offset)
      var fresh = new
      fresh.setInput(0, raw: offset)
      if remembering.allValues.map(\.bitPattern) != fresh.allValues.map(\.bitPattern) {
        mismatches.append("at \(offset): \(remembering.allValues) vs \(fresh.allValues)")
      }
    }
    #expect(
      mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(5))",
      sourceLocation: sourceLocation)
  }

  static var span: (low: Double, high: Double) {
    (keyframes.first!.at - 50, keyframes.last!.at + 50)
  }

  @Test func continuousSweepForward() throws {
    try expectSameAsFresh(sweepOffsets(from: Self.span.low, to: Self.span.high, step: 0.37))
  }

  @Test func continuousSweepBackward() throws {
    try expectSameAsFresh(
      sweepOffsets(from: Self.span.low, to: Self.span.high, step: 0.37).reversed())
  }

  @Test func exactKeyframePositionsBothWays() throws {
    let positions = Self.keyframes.flatMap { [$0.at.nextDown, $0.at, $0.at.nextUp] }
    try expectSameAsFresh(positions + positions.reversed())
  }

  @Test func randomJumps() throws {
    var random = SplitMix64(seed: 7)
    let offsets = (0..<3000).map { _ in
      Double.random(in: (Self.span.low - 200)..<(Self.span.high + 200), using: &random)
    }
    try expectSameAsFresh(offsets)
  }

  @Test func jitterAroundKeyframes() throws {
    // Small moves back and forth across keyframes, as a finger resting on the screen.
    var random = SplitMix64(seed: 11)
    var offset = Self.keyframes[40].at
    var offsets: [Double] = []
    for _ in 0..<3000 {
      offset += Double.random(in: -3..<3.2, using: &random)
      offsets.append(offset)
    }
    try expectSameAsFresh(offsets)
  }

  @Test func linearAndHoldSegmentsMatchAHandWrittenInterpolation() throws {
    let graph = try SpecEvaluation.graph(text: Self.spec)
    var evaluator = HeaderEvaluator(graph: graph)
    let keys = Self.keyframes
    for offset in sweepOffsets(from: Self.span.low, to: Self.span.high, step: 0.91) {
      // The last keyframe at or before the offset starts its segment.
      guard let start = keys.lastIndex(where: { $0.at <= offset }) else {
        #expect(evaluator.values(at: offset)["box.translateY"] == keys[0].value)
        continue
      }
      guard start + 1 < keys.count else {
        #expect(evaluator.values(at: offset)["box.translateY"] == keys[start].value)
        continue
      }
      let (from, to) = (keys[start], keys[start + 1])
      let t = (offset - from.at) / (to.at - from.at)
      let expected: Double
      switch from.ease {
      case "linear": expected = from.value + (to.value - from.value) * t
      case "hold": expected = from.value
      default: continue
      }
      let actual = evaluator.values(at: offset)["box.translateY"]!
      #expect(abs(actual - expected) <= 1e-9, "at \(offset)")
    }
  }
}
