import FrozenSeedHeaders
import HeaderKitRuntime

/// The Tiki header (seed 000) event by event, against its hand-written transcription.
struct TikiResult {
  /// A scroll of 200 points down and back up, one point per drag event:
  /// the header collapses (holding the list), the list scrolls, and back.
  var drag: Comparison
  /// Scrolling ends with the header half open: a snap starts.
  var end: Comparison
  /// The 24 frames of a 0.2 s snap at 120 Hz.
  var animationFrame: Comparison
  /// Heap allocations per event, by kind.
  var allocationsPerEvent: [(kind: String, allocations: Double)]
  var maxDifference: Double
  var load: LoadResult
}

/// What the Tiki workloads drive: HeaderKit or the hand-written controller.
protocol TikiHeader {
  mutating func reset()
  mutating func drag(_ delta: Double)
  mutating func scroll(_ offset: Double)
  mutating func end()
  mutating func wait(_ seconds: Double)
  var checksum: Double { get }
  /// The content offset and every value by `target.property`, to compare sides.
  var offsetAndValues: (Double, [String: Double]) { get }
}

/// The Tiki header in HeaderKit: its evaluator, or the code `headerkit
/// generate` wrote.
struct HeaderKitTiki<Header: ScrollDrivenHeader>: TikiHeader {
  var header: Header
  let input: Int
  /// `target.property` of each output.
  let keys: [String]

  mutating func reset() { header.reset() }
  mutating func drag(_ delta: Double) { header.drag(input, by: delta) }
  mutating func scroll(_ offset: Double) { header.scroll(input, toRaw: offset) }
  mutating func end() { header.endScrolling(input) }
  mutating func wait(_ seconds: Double) { header.advance(by: seconds) }

  /// The offset and every output. Inlined: called, the getter was handed a
  /// copy of the whole header on every event.
  var checksum: Double {
    @inline(__always) get {
      var sum = header.rawInput(input)
      header.forEachValue { sum += $1 }
      return sum
    }
  }

  var offsetAndValues: (Double, [String: Double]) {
    (
      header.rawInput(input),
      Dictionary(uniqueKeysWithValues: keys.indices.map { (keys[$0], header.value(at: $0)) })
    )
  }
}

extension HeaderKitTiki where Header == HeaderEvaluator {
  init(evaluator: HeaderEvaluator, input: Int) {
    self.init(header: evaluator, input: input, keys: evaluator.graph.outputs.map(\.key))
  }
}

extension HeaderKitTiki where Header: GeneratedHeader {
  /// The generated Tiki header (`TikiHomeHeader`, or its frozen twin).
  init() { self.init(header: Header(), input: 0, keys: Header.outputKeys) }
}

struct HandwrittenTiki: TikiHeader {
  var controller = TikiHomeHandwritten()

  mutating func reset() { controller = TikiHomeHandwritten() }
  mutating func drag(_ delta: Double) { controller.drag(by: delta) }
  mutating func scroll(_ offset: Double) { controller.scroll(to: offset) }
  mutating func end() { controller.endDragging() }
  mutating func wait(_ seconds: Double) { controller.advance(by: seconds) }
  var checksum: Double { controller.checksum }
  var offsetAndValues: (Double, [String: Double]) {
    (controller.contentOffsetY, controller.values)
  }
}

/// Drags down 200 points and back up, one point per event.
struct TikiDrags<Header: TikiHeader>: Workload {
  var header: Header
  var deltas = OffsetCycle(Array(repeating: 1, count: 200) + Array(repeating: -1, count: 200))

  mutating func run(_ count: Int) -> Double {
    var checksum = 0.0
    for _ in 0..<count {
      header.drag(deltas.next())
      checksum += header.checksum
    }
    return checksum
  }
}

/// Scrolls programmatically to random offsets.
struct TikiScrolls<Header: TikiHeader>: Workload {
  var header: Header
  var offsets = OffsetCycle.jumps(-60...400, count: 1024)

  mutating func run(_ count: Int) -> Double {
    var checksum = 0.0
    for _ in 0..<count {
      header.scroll(offsets.next())
      checksum += header.checksum
    }
    return checksum
  }
}

/// Ends scrolling with the header half open (68 of 88 points, above the midpoint).
struct TikiEnds<Header: TikiHeader>: Workload {
  var header: Header

  mutating func prepare() {
    header.reset()
    for _ in 0..<20 { header.drag(1) }
  }

  mutating func run(_ count: Int) -> Double {
    var checksum = 0.0
    for _ in 0..<count {
      header.end()
      checksum += header.checksum
    }
    return checksum
  }
}

/// Animation frames at 120 Hz while a snap is in flight (after an `end`).
struct TikiAnimationFrames<Header: TikiHeader>: Workload {
  var header: Header
  var seconds = 1.0 / 120

  mutating func prepare() {
    header.reset()
    for _ in 0..<20 { header.drag(1) }
    header.end()
  }

  mutating func run(_ count: Int) -> Double {
    var checksum = 0.0
    for _ in 0..<count {
      header.wait(seconds)
      checksum += header.checksum
    }
    return checksum
  }
}

/// The Tiki contenders in the round-robin, and what was measured apart.
struct TikiPlan {
  var drag: Contenders
  var end: Contenders
  var animationFrame: Contenders
  var allocationsPerEvent: [(kind: String, allocations: Double)]
  var maxDifference: Double
  var load: LoadResult

  func result(_ robin: RoundRobin) -> TikiResult {
    TikiResult(
      drag: robin.comparison(drag), end: robin.comparison(end),
      animationFrame: robin.comparison(animationFrame),
      allocationsPerEvent: allocationsPerEvent, maxDifference: maxDifference, load: load)
  }
}

enum TikiBenchmarks {
  /// Adds the Tiki header's drags, ends and animation frames, HeaderKit and
  /// hand-written, to `robin`; counts allocations and loads now.
  static func prepare(specsDirectory: String, plan: Plan, into robin: inout RoundRobin) throws
    -> TikiPlan
  {
    let path = "\(specsDirectory)/tiki-home.yaml"
    let graph = try SpecFiles.graph(at: path)
    guard let input = graph.inputs.firstIndex(where: { $0.name == "scroll" }) else {
      throw BenchError("tiki-home has no input 'scroll'")
    }
    let headerKit = HeaderKitTiki(evaluator: HeaderEvaluator(graph: graph), input: input)
    let handwritten = HandwrittenTiki()
    // Params frozen, as the hand-written controller's are constants.
    let generated = HeaderKitTiki<FrozenSeedHeaders.TikiHomeHeader>()

    var drags = TikiDrags(header: headerKit)
    var ends = TikiEnds(header: headerKit)
    var frames = TikiAnimationFrames(header: headerKit)
    var scrolls = TikiScrolls(header: headerKit)
    var waits = TikiAnimationFrames(header: headerKit, seconds: 1)
    var generatedDrags = TikiDrags(header: generated)
    var generatedEnds = TikiEnds(header: generated)
    var generatedFrames = TikiAnimationFrames(header: generated)
    let allocations: [(String, Double)] = [
      ("drag", AllocationCounter.perOperation(&drags, count: 4000)),
      ("scroll", AllocationCounter.perOperation(&scrolls, count: 4000)),
      ("end", AllocationCounter.perOperation(&ends, count: 8)),
      ("wait_mid_animation", AllocationCounter.perOperation(&frames, count: 23)),
      ("wait", AllocationCounter.perOperation(&waits, count: 100)),
      ("generated_drag", AllocationCounter.perOperation(&generatedDrags, count: 4000)),
      ("generated_end", AllocationCounter.perOperation(&generatedEnds, count: 8)),
      ("generated_wait", AllocationCounter.perOperation(&generatedFrames, count: 23)),
    ]
    // Ends and animation frames need preparing before every run, so their
    // runs are short (8 ends; the 23 frames of a snap before the last): more
    // of them per round.
    return TikiPlan(
      drag: (
        robin.add(drags, plan: plan), robin.add(TikiDrags(header: handwritten), plan: plan),
        robin.add(TikiDrags(header: generated), plan: plan)
      ),
      end: (
        robin.add(ends, plan: plan, fixedCount: 8, runsPerRound: 8),
        robin.add(TikiEnds(header: handwritten), plan: plan, fixedCount: 8, runsPerRound: 8),
        robin.add(TikiEnds(header: generated), plan: plan, fixedCount: 8, runsPerRound: 8)
      ),
      animationFrame: (
        robin.add(frames, plan: plan, fixedCount: 23, runsPerRound: 8),
        robin.add(
          TikiAnimationFrames(header: handwritten), plan: plan, fixedCount: 23, runsPerRound: 8),
        robin.add(
          TikiAnimationFrames(header: generated), plan: plan, fixedCount: 23, runsPerRound: 8)
      ),
      allocationsPerEvent: allocations.map { (kind: $0.0, allocations: $0.1) },
      maxDifference: max(
        maxDifference(headerKit, handwritten), maxDifference(headerKit, generated)),
      load: try LoadBenchmarks.measure(path: path, graph: graph, plan: plan))
  }

  /// The largest difference between both sides over a trace that collapses,
  /// scrolls on, expands, snaps both ways and jumps.
  private static func maxDifference<Other: TikiHeader>(
    _ headerKit: HeaderKitTiki<HeaderEvaluator>, _ other: Other
  ) -> Double {
    var headerKit = headerKit
    var handwritten = other
    headerKit.reset()
    handwritten.reset()
    var worst = 0.0
    func compare() {
      let (offset, values) = handwritten.offsetAndValues
      let (ownOffset, ownValues) = headerKit.offsetAndValues
      worst = max(worst, abs(ownOffset - offset))
      for (key, value) in ownValues { worst = max(worst, abs(value - (values[key] ?? .infinity))) }
    }
    var steps: [(inout HeaderKitTiki<HeaderEvaluator>, inout Other) -> Void] = []
    for delta in [10.0, 20, 20, 30, -10, -5] {
      steps.append({
        $0.drag(delta); $1.drag(delta)
      })
    }
    steps.append({
      $0.end(); $1.end()
    })
    for _ in 0..<30 {
      steps.append({
        $0.wait(1.0 / 120); $1.wait(1.0 / 120)
      })
    }
    for delta in [-30.0, 5, 5] {
      steps.append({
        $0.drag(delta); $1.drag(delta)
      })
    }
    steps.append({
      $0.end(); $1.end()
    })
    for _ in 0..<10 {
      steps.append({
        $0.wait(1.0 / 120); $1.wait(1.0 / 120)
      })
    }
    for offset in [300.0, -40, 120, 2000, 1500] {
      steps.append({
        $0.scroll(offset); $1.scroll(offset)
      })
    }
    for _ in 0..<200 {
      steps.append({
        $0.drag(3); $1.drag(3)
      })
    }
    for step in steps {
      step(&headerKit, &handwritten)
      compare()
    }
    return worst
  }
}
