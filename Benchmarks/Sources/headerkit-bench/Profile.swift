import FrozenSeedHeaders
import HeaderKitRuntime
import SeedHeaders

/// `--profile`: one spec's frames or events alone, in-process, for a profiler
/// such as valgrind's callgrind (which counts instructions reproducibly).
enum Profile {
  /// An evaluator of a spec path, or of a generated scaling spec named
  /// `scaling:TRACKSxKEYFRAMES` (its positions param set as the scaling
  /// benchmarks set it) or `elements:COUNT` (`elements-eased:COUNT` with
  /// every track easeInOut).
  static func evaluator(_ spec: String) throws -> HeaderEvaluator {
    for (prefix, ease) in [("elements:", "linear"), ("elements-eased:", "easeInOut")]
    where spec.hasPrefix(prefix) {
      guard let count = Int(spec.dropFirst(prefix.count)) else { break }
      return HeaderEvaluator(
        graph: try SpecFiles.graph(
          text: SyntheticSpecs.elements(count, ease: ease), name: "elements-\(count)"))
    }
    guard spec.hasPrefix("scaling:") else {
      return HeaderEvaluator(graph: try SpecFiles.graph(at: spec))
    }
    let sizes = spec.dropFirst("scaling:".count).split(separator: "x").compactMap { Int($0) }
    guard sizes.count == 2 else { throw BenchError("--profile scaling:TRACKSxKEYFRAMES") }
    var evaluator = HeaderEvaluator(
      graph: try SpecFiles.graph(
        text: SyntheticSpecs.scaling(tracks: sizes[0], keyframes: sizes[1]), name: spec))
    // The positions, as the benchmark sets them.
    if let index = evaluator.paramIndex(named: SyntheticSpecs.positionsParam) {
      try evaluator.setParam(index, to: SyntheticSpecs.positions(keyframes: sizes[1]))
    }
    return evaluator
  }

  /// Runs the profiled workload and returns its checksum and what one operation is.
  static func run(_ options: BenchOptions, evaluator: HeaderEvaluator, name: String) throws -> (
    checksum: Double, unit: String
  ) {
    let count = options.profileFrames
    if let kind = options.profileEvents {
      if options.profileHandwritten {
        guard name == "tiki-home" else {
          throw BenchError("--events --handwritten: only tiki-home has a hand-written controller")
        }
        return (try events(kind, header: HandwrittenTiki(), count), "hand-written \(kind) events")
      }
      if options.profileGenerated {
        guard name == "tiki-home" else {
          throw BenchError("--events --generated: only tiki-home has events to profile")
        }
        if options.profileFrozen {
          return (
            try events(kind, header: HeaderKitTiki<FrozenSeedHeaders.TikiHomeHeader>(), count),
            "generated \(kind) events, params frozen"
          )
        }
        return (
          try events(kind, header: HeaderKitTiki<SeedHeaders.TikiHomeHeader>(), count),
          "generated \(kind) events"
        )
      }
      let header = HeaderKitTiki(evaluator: evaluator, input: 0)
      return (try events(kind, header: header, count), "\(kind) events")
    }
    let range = SpecFiles.sweepRange(evaluator.graph, input: 0)
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
    if options.profileGenerated {
      let frozen = options.profileFrozen
      /// Frames of the settable header, or with `--frozen` of its frozen twin.
      func run<Settable: GeneratedHeader, Frozen: GeneratedHeader>(
        _ settable: Settable.Type, _ frozenTwin: Frozen.Type
      ) -> (Double, String) {
        guard frozen else {
          var frames = HeaderKitFrames(header: Settable(), input: 0, offsets: offsets)
          return (frames.run(count), "generated frames")
        }
        var frames = HeaderKitFrames(header: Frozen(), input: 0, offsets: offsets)
        return (frames.run(count), "generated frames, params frozen")
      }
      switch name {
      case "twitter-profile":
        return run(
          SeedHeaders.TwitterProfileHeader.self, FrozenSeedHeaders.TwitterProfileHeader.self)
      case "fade-top-view":
        return run(SeedHeaders.FadeTopViewHeader.self, FrozenSeedHeaders.FadeTopViewHeader.self)
      case "pinterest-pager":
        return run(
          SeedHeaders.PinterestPagerHeader.self, FrozenSeedHeaders.PinterestPagerHeader.self)
      default: throw BenchError("--generated: no generated frames to profile for '\(name)'")
      }
    }
    var frames = HeaderKitFrames(header: evaluator, input: 0, offsets: offsets)
    return (frames.run(count), "frames")
  }

  /// `count` events of a kind: drags, ends (each after 20 drags, untimed
  /// work included) or animation frames (runs of 23 after an end).
  private static func events<Header: TikiHeader>(_ kind: String, header: Header, _ count: Int)
    throws -> Double
  {
    switch kind {
    case "drag":
      var drags = TikiDrags(header: header)
      return drags.run(count)
    case "end":
      var ends = TikiEnds(header: header)
      return preparedRuns(&ends, of: 8, total: count)
    case "frame":
      var frames = TikiAnimationFrames(header: header)
      return preparedRuns(&frames, of: 23, total: count)
    default:
      throw BenchError("--events takes drag, end or frame, not '\(kind)'")
    }
  }

  /// Runs of `length` operations, each after the workload's preparation,
  /// `total` operations in all (rounded down to whole runs).
  private static func preparedRuns<W: Workload>(_ workload: inout W, of length: Int, total: Int)
    -> Double
  {
    var checksum = 0.0
    for _ in 0..<total / length {
      workload.prepare()
      checksum += workload.run(length)
    }
    return checksum
  }
}
