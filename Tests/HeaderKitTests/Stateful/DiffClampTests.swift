import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// `Specs/diff-clamp.yaml` against a transcription of React Native's `Animated.diffClamp` over
/// a scroll offset clamped at the top (the bounce guard).
@Suite struct DiffClampTests {
  static let tolerance = 1e-9

  /// React Native's quick-return header, written from `AnimatedDiffClamp.__getValue` and the
  /// `interpolate(... extrapolateLeft: 'clamp')` that feeds it:
  ///
  /// ```js
  /// const value = this._a.__getValue();        // max(scrollY, 0)
  /// const diff = value - this._lastValue;
  /// this._lastValue = value;
  /// this._value = Math.min(Math.max(this._value + diff, this._min), this._max);
  /// ```
  /// `translateY` is minus that value. The list itself always scrolls (no hand-off).
  struct QuickReturn {
    let headerHeight: Double
    var scrollY = 0.0
    var time = 0.0
    // diffClamp starts at its input's value: max(0, 0).
    var lastValue = 0.0
    var value = 0.0

    mutating func onScroll(to y: Double) {
      scrollY = y
      let input = max(y, 0)
      let diff = input - lastValue
      lastValue = input
      value = min(max(value + diff, 0), headerHeight)
    }

    mutating func handle(_ event: TikiEvent) -> ReferenceFrame {
      switch event {
      case .drag(let d): onScroll(to: scrollY + d)
      case .scroll(let y): onScroll(to: y)
      case .end: break
      case .wait(let s): time += s
      }
      return ReferenceFrame(time: time, offset: scrollY, values: ["header.translateY": -value])
    }

    static func run(_ events: [TikiEvent], headerHeight: Double = 64) -> [ReferenceFrame] {
      var model = QuickReturn(headerHeight: headerHeight)
      return events.map { model.handle($0) }
    }
  }

  static let graph = StatefulSpecs.graph("diff-clamp.yaml")

  func compare(_ events: [TikiEvent], headerHeight: Double = 64) throws -> [String] {
    let graph = try #require(Self.graph.graph, "\(Self.graph.diagnostics)")
    let series = StatefulSpecs.run(graph, ["headerHeight": headerHeight], events)
    return series.differences(
      from: QuickReturn.run(events, headerHeight: headerHeight), tolerance: Self.tolerance,
      events: events)
  }

  @Test func bundledTraceMatchesTheReferenceAndItsComments() throws {
    let graph = try #require(Self.graph.graph, "\(Self.graph.diagnostics)")
    let bytes = try Fixtures.bytes(Fixtures.spec("diff-clamp.trace.yaml"))
    let trace = try #require(TraceDecoder.decode(bytes: bytes).trace)
    var evaluator = HeaderEvaluator(graph: graph)
    let series = evaluator.simulate(trace, input: try #require(evaluator.traceInput(trace)))
    let events: [TikiEvent] = trace.events.compactMap {
      switch $0.value {
      case .drag(let d): .drag(d)
      case .scroll(let y): .scroll(y)
      case .end, .endWithVelocity: .end
      case .wait(let s): .wait(s)
      case .signal: nil  // the spec has no signals
      }
    }
    #expect(
      series.differences(from: QuickReturn.run(events), tolerance: Self.tolerance, events: events)
        .isEmpty)
    // The trace's comments, worked out by hand.
    let hidden = (0..<series.frames.count).map {
      -(series.value("header.translateY", frame: $0) ?? .nan)
    }
    #expect(hidden == [40, 64, 34, 0, 0, 20, 64, 44])
    #expect(series.frames.map(\.offset) == [40, 140, 110, -90, -30, 20, 500, 480])
  }

  @Test func pullDownAndItsBounceBackDoNotHideTheHeader() throws {
    #expect(try compare([.drag(-50), .drag(20), .drag(30), .drag(10)]).isEmpty)
    let graph = try #require(Self.graph.graph)
    let series = StatefulSpecs.run(graph, [:], [.drag(-50), .drag(20), .drag(30), .drag(10)])
    #expect(series.value("header.translateY", frame: 2) == 0)
    #expect(series.value("header.translateY", frame: 3) == -10)
  }

  @Test func aMoveAcrossTheTopCountsOnlyBelowIt() throws {
    // From −30 to 20 the clamped offset goes from 0 to 20: only 20 count.
    let graph = try #require(Self.graph.graph)
    let series = StatefulSpecs.run(graph, [:], [.scroll(-30), .scroll(20), .scroll(-10)])
    #expect(series.value("header.translateY", frame: 1) == -20)
    #expect(series.value("header.translateY", frame: 2) == 0)
    #expect(try compare([.scroll(-30), .scroll(20), .scroll(-10)]).isEmpty)
  }

  @Test func theHeaderReturnsAsSoonAsScrollingGoesBack() throws {
    #expect(
      try compare([.drag(500), .drag(-10), .drag(-10), .drag(30), .drag(-100), .drag(-600)]).isEmpty
    )
  }

  @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20])
  func randomTracesMatchTheReference(seed: UInt64) throws {
    var generator = SplitMix64(seed: seed &* 7919)
    let headerHeight = [64.0, 44, 100, 56.5].randomElement(using: &generator)!
    let events = RandomTraces.events(count: 120, bottom: 800, using: &generator)
    let problems = try compare(events, headerHeight: headerHeight)
    #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3))")
  }
}
