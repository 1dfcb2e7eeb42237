import FrozenSeedHeaders
import HeaderKitRuntime

/// HeaderKit's evaluator and the code `headerkit generate` writes, each
/// against a hand-written function, all timed in ns per operation.
struct Comparison {
  var headerKit: Summary
  var handwritten: Summary
  var generated: Summary
  /// The evaluator over hand-written, run by run (runs timed back to back).
  var ratios: Summary
  /// Generated code over hand-written, run by run.
  var generatedRatios: Summary

  /// The median ratio of the evaluator's time to the hand-written code's.
  var ratio: Double { ratios.median }
  /// The median ratio of the generated code's time to the hand-written code's.
  var generatedRatio: Double { generatedRatios.median }
}

/// Where a comparison's three contenders are in the round-robin.
typealias Contenders = (headerKit: Int, handwritten: Int, generated: Int)

/// One stateless seed spec, evaluated frame by frame.
struct SeedResult {
  var name: String
  /// A scroll back and forth over the input's bounds.
  var continuous: Comparison
  /// Random offsets within the bounds.
  var jumps: Comparison
  /// Heap allocations per evaluated frame (continuous and jumps together).
  var allocationsPerFrame: Double
  /// The largest difference between HeaderKit's (evaluated or generated)
  /// and the hand-written values.
  var maxDifference: Double
  var load: LoadResult
}

/// A seed's contenders in the round-robin, and what was measured apart.
struct SeedPlan {
  var name: String
  var continuous: Contenders
  var jumps: Contenders
  var allocationsPerFrame: Double
  var maxDifference: Double
  var load: LoadResult

  func result(_ robin: RoundRobin) -> SeedResult {
    SeedResult(
      name: name,
      continuous: robin.comparison(continuous), jumps: robin.comparison(jumps),
      allocationsPerFrame: allocationsPerFrame, maxDifference: maxDifference, load: load)
  }
}

/// Per-frame evaluation of the stateless seeds against hand-written code.
enum SeedBenchmarks {
  /// Adds each seed's frames, HeaderKit and hand-written, scrolling and
  /// jumping, to `robin`; counts allocations and loads now. The generated
  /// code timed is the `--freeze-params` twin: its params are literals, as
  /// the constants of the hand-written code are (`--profile --generated`
  /// without `--frozen` counts the settable code's instructions).
  static func prepare(specsDirectory: String, plan: Plan, into robin: inout RoundRobin) throws
    -> [SeedPlan]
  {
    func path(_ name: String) -> String { "\(specsDirectory)/\(name).yaml" }
    return [
      try prepare(
        "twitter-profile", path: path("twitter-profile"), TwitterProfileHandwritten(),
        FrozenSeedHeaders.TwitterProfileHeader(), plan, &robin),
      try prepare(
        "fade-top-view", path: path("fade-top-view"), FadeTopViewHandwritten(),
        FrozenSeedHeaders.FadeTopViewHeader(), plan, &robin),
      try prepare(
        "pinterest-pager", path: path("pinterest-pager"), PinterestPagerHandwritten(),
        FrozenSeedHeaders.PinterestPagerHeader(), plan, &robin),
    ]
  }

  private static func prepare<Header: HandwrittenHeader>(
    _ name: String, path: String, _ header: Header, _ generatedHeader: some GeneratedHeader,
    _ plan: Plan, _ robin: inout RoundRobin
  ) throws -> SeedPlan {
    let graph = try SpecFiles.graph(at: path)
    let range = SpecFiles.sweepRange(graph, input: 0)
    let evaluator = HeaderEvaluator(graph: graph)
    let sweep = OffsetCycle.sweep(range, steps: 1000)
    let jumps = OffsetCycle.jumps(range, count: 4096)

    // Each workload its own evaluator: copies of one share its arrays, and
    // the first to move a track's remembered segment would copy them then,
    // an allocation of the copy, not of a frame.
    var headerKit = HeaderKitFrames(
      header: HeaderEvaluator(graph: graph), input: 0, offsets: sweep)
    var headerKitJumps = HeaderKitFrames(
      header: HeaderEvaluator(graph: graph), input: 0, offsets: jumps)
    var generated = HeaderKitFrames(header: generatedHeader, input: 0, offsets: sweep)
    var generatedJumps = HeaderKitFrames(header: generatedHeader, input: 0, offsets: jumps)
    let allocations =
      AllocationCounter.perOperation(&headerKit, count: 2000)
      + AllocationCounter.perOperation(&headerKitJumps, count: 2000)
      + AllocationCounter.perOperation(&generated, count: 2000)
      + AllocationCounter.perOperation(&generatedJumps, count: 2000)
    return SeedPlan(
      name: name,
      continuous: (
        robin.add(headerKit, plan: plan),
        robin.add(HandwrittenFrames(header: header, offsets: sweep), plan: plan),
        robin.add(generated, plan: plan)
      ),
      jumps: (
        robin.add(headerKitJumps, plan: plan),
        robin.add(HandwrittenFrames(header: header, offsets: jumps), plan: plan),
        robin.add(generatedJumps, plan: plan)
      ),
      allocationsPerFrame: allocations / 4,
      maxDifference: maxDifference(
        evaluator, generatedHeader, header, offsets: sweep.offsets + jumps.offsets),
      load: try LoadBenchmarks.measure(path: path, graph: graph, plan: plan))
  }

  /// Checks that both sides compute the same thing: the largest difference
  /// over `offsets` between any value and its counterpart.
  private static func maxDifference<Header: HandwrittenHeader>(
    _ evaluator: HeaderEvaluator, _ generated: some GeneratedHeader, _ header: Header,
    offsets: [Double]
  ) -> Double {
    var evaluator = evaluator
    var generated = generated
    var header = header
    var worst = 0.0
    for offset in offsets {
      evaluator.setInput(0, raw: offset)
      generated.setInput(0, raw: offset)
      header.scrolled(to: offset)
      let expected = header.values
      for (index, output) in evaluator.graph.outputs.enumerated() {
        guard let value = expected[output.key] else { return .infinity }
        worst = max(worst, abs(evaluator.value(at: index) - value))
        worst = max(worst, abs(generated.value(at: index) - value))
      }
    }
    return worst
  }
}
