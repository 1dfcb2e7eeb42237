import HeaderKitRuntime

/// `--profile`: one spec's frames or events alone, in-process, for a profiler
/// such as valgrind's callgrind (which counts instructions reproducibly).
enum Profile {
  /// Runs the profiled workload and returns its checksum and what one operation is.
  static func run(_ options: BenchOptions, graph: CompiledGraph, name: String) throws -> (
    checksum: Double, unit: String
  ) {
    let count = options.profileFrames
    if options.profileEvents {
      if options.profileHandwritten {
        guard name == "tiki-home" else {
          throw BenchError("--events --handwritten: only tiki-home has a hand-written controller")
        }
        var drags = TikiDrags(header: HandwrittenTiki())
        return (drags.run(count), "hand-written drag events")
      }
      var drags = TikiDrags(
        header: HeaderKitTiki(evaluator: HeaderEvaluator(graph: graph), input: 0))
      return (drags.run(count), "drag events")
    }
    let range = SpecFiles.sweepRange(graph, input: 0)
    let offsets: OffsetCycle =
      options.profileJumps ? .jumps(range, count: 4096) : .sweep(range, steps: 1000)
    if options.profileHandwritten {
      switch name {
      case "twitter-profile":
        var frames = HandwrittenFrames(header: TwitterProfileHandwritten(), offsets: offsets)
        return (frames.run(count), "hand-written frames")
      case "fade-top-view":
        var frames = HandwrittenFrames(header: FadeTopViewHandwritten(), offsets: offsets)
        return (frames.run(count), "hand-written frames")
      case "pinterest-pager":
        var frames = HandwrittenFrames(header: PinterestPagerHandwritten(), offsets: offsets)
        return (frames.run(count), "hand-written frames")
      default:
        throw BenchError("--handwritten: no hand-written function for '\(name)'")
      }
    }
    var frames = HeaderKitFrames(
      evaluator: HeaderEvaluator(graph: graph), input: 0, offsets: offsets)
    return (frames.run(count), "frames")
  }
}
