import HeaderKitRuntime

/// Evaluation time of a generated spec, per frame and per track.
struct ScalingResult {
  var tracks: Int
  var keyframes: Int
  /// `continuous` (a scroll back and forth) or `jumps` (random offsets).
  var mode: String
  /// Nanoseconds per frame.
  var frame: Summary

  var nanosecondsPerTrack: Double { frame.median / Double(tracks) }
}

/// The 1,000-element × 5-track list: microseconds per frame.
struct ElementsResult {
  var elements: Int
  var tracks: Int
  var ease: String
  var continuous: Summary
  var jumps: Summary
}

enum ScalingBenchmarks {
  static let trackCounts = [10, 100, 1000, 5000]
  static let keyframeCounts = [2, 10, 100, 500]
  /// Larger graphs are skipped: the runtime builds at most this many
  /// keyframes (a 5,000 × 500 spec would hold 2.5 million).
  static let maxKeyframesInSpec = GraphLimit.builtKeyframes.limit

  static func run(plan: Plan, quick: Bool) throws -> [ScalingResult] {
    var results: [ScalingResult] = []
    let trackCounts = quick ? [10, 100] : trackCounts
    let keyframeCounts = quick ? [2, 100] : keyframeCounts
    for tracks in trackCounts {
      for keyframes in keyframeCounts where tracks * keyframes <= maxKeyframesInSpec {
        let graph = try SpecFiles.graph(
          text: SyntheticSpecs.scaling(tracks: tracks, keyframes: keyframes),
          name: "scaling-\(tracks)x\(keyframes)")
        guard graph.tracks.count == tracks else {
          throw BenchError("the scaling spec has \(graph.tracks.count) tracks, not \(tracks)")
        }
        let (continuous, jumps) = try measure(
          graph, positions: SyntheticSpecs.positions(keyframes: keyframes), plan: plan)
        results.append(
          ScalingResult(tracks: tracks, keyframes: keyframes, mode: "continuous", frame: continuous)
        )
        results.append(
          ScalingResult(tracks: tracks, keyframes: keyframes, mode: "jumps", frame: jumps))
      }
    }
    return results
  }

  static func elements(_ count: Int, ease: String = "linear", plan: Plan) throws -> ElementsResult {
    let graph = try SpecFiles.graph(
      text: SyntheticSpecs.elements(count, ease: ease), name: "elements-\(count)")
    let (continuous, jumps) = try measure(graph, plan: plan)
    return ElementsResult(
      elements: count, tracks: graph.tracks.count, ease: ease,
      continuous: continuous.divided(by: 1000), jumps: jumps.divided(by: 1000))
  }

  /// Nanoseconds per frame scrolling continuously and jumping, with the
  /// scaling specs' keyframe positions set to `positions`.
  private static func measure(_ graph: CompiledGraph, positions: [Double]? = nil, plan: Plan)
    throws -> (Summary, Summary)
  {
    var evaluator = HeaderEvaluator(graph: graph)
    if let positions, let param = evaluator.paramIndex(named: SyntheticSpecs.positionsParam) {
      try evaluator.setParam(param, to: positions)
    }
    // Steps of half a point: a 120 Hz scroll at 60 points per second.
    let steps = Int(
      (SyntheticSpecs.scrollRange.upperBound - SyntheticSpecs.scrollRange.lowerBound) * 2)
    var sweep = HeaderKitFrames(
      header: evaluator, input: 0, offsets: .sweep(SyntheticSpecs.scrollRange, steps: steps))
    var jumps = HeaderKitFrames(
      header: evaluator, input: 0, offsets: .jumps(SyntheticSpecs.scrollRange, count: 4096))
    return (Harness.measure(&sweep, plan: plan), Harness.measure(&jumps, plan: plan))
  }

}
