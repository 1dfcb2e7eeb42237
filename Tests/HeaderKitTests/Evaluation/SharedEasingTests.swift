import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Tracks keyframed over the same positions find the same progress `t`, in
/// runs that share a curve, broken by another curve or another `t`: every
/// track gets its own curve at its own `t`. Each output is compared, bit for
/// bit, with `from · (1 − e) + to · e` for `e` the curve's value at the
/// track's `t`.
@Suite struct SharedEasingTests {
  struct Track {
    var output: String
    var positions: (Double, Double)
    var values: (Double, Double)
    var ease: String
    var easing: Easing
  }

  /// In frame order: runs of tracks sharing positions and a curve, broken
  /// by a different curve at the same `t`, a different `t` with the same
  /// curve, and a linear track.
  static let tracks: [Track] = [
    Track(
      output: "a.alpha", positions: (0, 100), values: (0, 1), ease: "easeInOut", easing: .easeInOut),
    Track(
      output: "a.translateY", positions: (0, 100), values: (10, -30), ease: "easeInOut",
      easing: .easeInOut),
    Track(
      output: "a.translateX", positions: (0, 100), values: (1, 2), ease: "easeIn", easing: .easeIn),
    Track(
      output: "a.rotation", positions: (0, 100), values: (0, 90), ease: "easeInOut",
      easing: .easeInOut),
    Track(
      output: "b.alpha", positions: (0, 50), values: (0, 1), ease: "easeInOut", easing: .easeInOut),
    Track(
      output: "b.translateY", positions: (0, 100), values: (5, 7), ease: "easeInOut",
      easing: .easeInOut),
    Track(
      output: "b.translateX", positions: (0, 100), values: (-3, 3), ease: "linear", easing: .linear),
    Track(
      output: "b.rotation", positions: (0, 100), values: (4, 8), ease: "easeInOut",
      easing: .easeInOut),
  ]

  static var spec: String {
    var text = "version: 1\nname: shared-easing\ninputs:\n  scroll: {}\ntargets:\n"
    var element = ""
    for track in tracks {
      let parts = track.output.split(separator: ".")
      if parts[0] != element {
        element = String(parts[0])
        text += "  \(element):\n"
      }
      text += """
            \(parts[1]):
              over: scroll
              ease: \(track.ease)
              keyframes:
                - { at: \(track.positions.0), value: \(track.values.0) }
                - { at: \(track.positions.1), value: \(track.values.1) }

        """
    }
    return text
  }

  /// The track's value at `x`, from its keyframes and curve alone.
  static func expected(_ track: Track, at x: Double) -> Double {
    let (start, end) = track.positions
    let t = min(max((x - start) / (end - start), 0), 1)
    let e = track.easing(t)
    return track.values.0 * (1 - e) + track.values.1 * e
  }

  @Test func everyTrackEasesWithItsOwnCurveAtItsOwnProgress() throws {
    var evaluator = HeaderEvaluator(graph: try SpecEvaluation.graph(text: Self.spec))
    let indices = try Self.tracks.map { track in
      try #require(evaluator.outputIndex(named: track.output), "\(track.output)")
    }
    var random = SplitMix64(seed: 7)
    let offsets =
      stride(from: -10.0, through: 110, by: 0.25).map { $0 }
      + (0..<500).map { _ in Double.random(in: -20..<120, using: &random) }
    var mismatches: [String] = []
    for x in offsets {
      evaluator.setInput(0, raw: x)
      for (track, index) in zip(Self.tracks, indices) {
        let (value, expected) = (evaluator.value(at: index), Self.expected(track, at: x))
        if value.bitPattern != expected.bitPattern {
          mismatches.append("\(track.output) at \(x): \(value), expected \(expected)")
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count): \(mismatches.prefix(5))")
  }
}
