import HeaderKitRuntime

/// HeaderKit against a hand-written function, both timed in ns per operation.
struct Comparison {
  var headerKit: Summary
  var handwritten: Summary

  /// HeaderKit's median over the hand-written median.
  var ratio: Double { handwritten.median > 0 ? headerKit.median / handwritten.median : .infinity }
}

/// One stateless seed spec, evaluated frame by frame.
struct SeedResult {
  var name: String
  /// A scroll back and forth over the input's bounds.
  var continuous: Comparison
  /// Random offsets within the bounds.
  var jumps: Comparison
  /// Heap allocations per evaluated frame (continuous and jumps together).
  var allocationsPerFrame: Double
  /// The largest difference between HeaderKit's and the hand-written values.
  var maxDifference: Double
  var load: LoadResult
}

/// Per-frame evaluation of the stateless seeds against hand-written code.
enum SeedBenchmarks {
  static func run(specsDirectory: String, plan: Plan) throws -> [SeedResult] {
    func path(_ name: String) -> String { "\(specsDirectory)/\(name).yaml" }
    return [
      try compare(
        "twitter-profile", path: path("twitter-profile"), TwitterProfileHandwritten(), plan),
      try compare("fade-top-view", path: path("fade-top-view"), FadeTopViewHandwritten(), plan),
      try compare(
        "pinterest-pager", path: path("pinterest-pager"), PinterestPagerHandwritten(), plan),
    ]
  }

  private static func compare<Header: HandwrittenHeader>(
    _ name: String, path: String, _ header: Header, _ plan: Plan
  ) throws -> SeedResult {
    let graph = try SpecFiles.graph(at: path)
    let range = SpecFiles.sweepRange(graph, input: 0)
    let evaluator = HeaderEvaluator(graph: graph)
    let sweep = OffsetCycle.sweep(range, steps: 1000)
    let jumps = OffsetCycle.jumps(range, count: 4096)

    var headerKit = HeaderKitFrames(evaluator: evaluator, input: 0, offsets: sweep)
    var handwritten = HandwrittenFrames(header: header, offsets: sweep)
    let continuous = Harness.compare(&headerKit, &handwritten, plan: plan)
    var headerKitJumps = HeaderKitFrames(evaluator: evaluator, input: 0, offsets: jumps)
    var handwrittenJumps = HandwrittenFrames(header: header, offsets: jumps)
    let jumping = Harness.compare(&headerKitJumps, &handwrittenJumps, plan: plan)

    let allocations =
      AllocationCounter.perOperation(&headerKit, count: 2000)
      + AllocationCounter.perOperation(&headerKitJumps, count: 2000)
    return SeedResult(
      name: name,
      continuous: Comparison(headerKit: continuous.0, handwritten: continuous.1),
      jumps: Comparison(headerKit: jumping.0, handwritten: jumping.1),
      allocationsPerFrame: allocations / 2,
      maxDifference: maxDifference(evaluator, header, offsets: sweep.offsets + jumps.offsets),
      load: try LoadBenchmarks.measure(path: path, graph: graph, plan: plan))
  }

  /// Checks that both sides compute the same thing: the largest difference
  /// over `offsets` between any value and its counterpart.
  private static func maxDifference<Header: HandwrittenHeader>(
    _ evaluator: HeaderEvaluator, _ header: Header, offsets: [Double]
  ) -> Double {
    var evaluator = evaluator
    var header = header
    var worst = 0.0
    for offset in offsets {
      evaluator.setInput(0, raw: offset)
      header.scrolled(to: offset)
      let expected = header.values
      for (index, output) in evaluator.graph.outputs.enumerated() {
        guard let value = expected[output.key] else { return .infinity }
        worst = max(worst, abs(evaluator.value(at: index) - value))
      }
    }
    return worst
  }
}
