import HeaderKitRuntime

/// Heap allocations of one spec after set-up, per frame and per event.
struct AllocationReport {
  struct Count {
    var kind: String
    /// Operations counted, after the first of their kind.
    var operations: Int
    var allocations: Int
    /// Allocations of the first operation of this kind on each input: the
    /// Swift runtime may instantiate generic metadata once per process there
    /// (in debug builds), which is set-up, not a per-operation cost.
    var firstUse: Int = 0
  }

  var name: String
  var path: String
  /// Evaluations by `setInput`, continuous and jumping, over every input.
  var frames: Count
  /// Events on every input: drag, scroll, end, wait mid-animation, wait,
  /// and a jump and a wait that flip transitions.
  var events: [Count]

  var total: Int { frames.allocations + events.reduce(0) { $0 + $1.allocations } }
}

/// Counts the allocations of every spec in a directory: the quick check that
/// the evaluator's per-frame and per-event paths never allocate.
enum AllocationAudit {
  static let frameCount = 500
  static let eventCount = 200

  static func run(specsDirectory: String) throws -> [AllocationReport] {
    try SpecFiles.all(in: specsDirectory).map { path in
      try audit(path: path, graph: SpecFiles.graph(at: path))
    }
  }

  /// Counts a spec's allocations. The evaluator is created (set-up) before
  /// counting starts; the first operation of each kind is reported apart.
  static func audit(path: String, graph: CompiledGraph) -> AllocationReport {
    let evaluator = HeaderEvaluator(graph: graph)
    var frames = AllocationReport.Count(kind: "frame", operations: 0, allocations: 0)
    var events = [
      "drag", "scroll", "end", "wait_mid_animation", "wait", "transition", "end_flick",
      "wait_after_flick",
    ].map {
      AllocationReport.Count(kind: $0, operations: 0, allocations: 0)
    }
    for input in graph.inputs.indices {
      let range = SpecFiles.sweepRange(graph, input: input)
      let header = HeaderKitTiki(evaluator: evaluator, input: input)
      var sweep = HeaderKitFrames(
        header: header.header, input: input, offsets: .sweep(range, steps: frameCount / 2))
      var jumps = HeaderKitFrames(
        header: header.header, input: input, offsets: .jumps(range, count: frameCount))
      // Copy-on-write: each workload's first mutation must not be the counted one.
      sweep.header.reset()
      jumps.header.reset()
      frames.add(&sweep, count: frameCount)
      frames.add(&jumps, count: frameCount)

      var drags = TikiDrags(header: header)
      drags.deltas = OffsetCycle(
        Array(repeating: 1, count: eventCount / 2) + Array(repeating: -1, count: eventCount / 2))
      var scrolls = TikiScrolls(header: header)
      scrolls.offsets = .jumps(range, count: eventCount)
      var ends = TikiEnds(header: header)
      var animation = TikiAnimationFrames(header: header)
      var waits = TikiAnimationFrames(header: header, seconds: 0.25)
      // Copy-on-write: each workload's first mutation must not be the counted one.
      drags.header.reset()
      scrolls.header.reset()
      events[0].add(&drags, count: eventCount)
      events[1].add(&scrolls, count: eventCount)
      events[2].add(&ends, count: 8)
      events[3].add(&animation, count: 20)
      events[4].add(&waits, count: 20)
      var flips = TransitionFlips(header: header, range: range)
      events[5].add(&flips, count: 20)
      guard graph.outputs.count > 0 else { continue }
      var flicks = FlickEnds(header: evaluator, input: input)
      var springFrames = FlickAnimationFrames(header: evaluator, input: input)
      flicks.header.reset()
      springFrames.header.reset()
      events[6].add(&flicks, count: 8)
      events[7].add(&springFrames, count: 20)
    }
    return AllocationReport(
      name: graph.name, path: path, frames: frames, events: events)
  }
}

extension AllocationReport.Count {
  /// Counts one operation of `workload` as first use, then `count` more,
  /// each time after preparing it.
  mutating func add<W: Workload>(_ workload: inout W, count: Int) {
    var checksum = 0.0
    workload.prepare()
    firstUse += AllocationCounter.count { checksum += workload.run(1) }
    workload.prepare()
    allocations += AllocationCounter.count { checksum += workload.run(count) }
    operations += count
    Sink.consume(checksum)
  }
}
