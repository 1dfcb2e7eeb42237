import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// `Specs/exit-until-collapsed.yaml` against a transcription of Android's nested scrolling
/// between a RecyclerView and an AppBarLayout with `scroll|exitUntilCollapsed`.
@Suite struct ExitUntilCollapsedTests {
  static let tolerance = 1e-9

  /// One drag through CoordinatorLayout's nested scrolling, as AppBarLayout.Behavior and
  /// RecyclerView split it:
  /// 1. `onNestedPreScroll`: a move toward the end (dy > 0) is offered to the bar first, which
  ///    scrolls off until only `minHeight` is left (`exitUntilCollapsed`); a move back is not
  ///    taken before the list (no `enterAlways`).
  /// 2. The RecyclerView scrolls by what is left, within [0, its scroll range]; it has no
  ///    overscroll.
  /// 3. `onNestedScroll`: what the list could not take back past its top (dyUnconsumed < 0)
  ///    expands the bar. Whatever remains is lost.
  struct AppBar {
    let maxHeight: Double
    let minHeight: Double
    let contentHeight: Double
    let screenHeight: Double
    /// The RecyclerView's scroll offset.
    var listOffset = 0.0
    /// How far the bar has scrolled off (AppBarLayout's offset is minus this).
    var collapsed = 0.0
    var time = 0.0
    /// `scroll|enterAlways|exitUntilCollapsed`: moves back are offered to the bar first too.
    var enterAlways = false

    var totalScrollRange: Double { maxHeight - minHeight }
    /// The list is measured under the collapsed bar: screenHeight − minHeight tall.
    var listScrollRange: Double { max(0, contentHeight - (screenHeight - minHeight)) }

    mutating func nestedScroll(by dy: Double) {
      var dy = dy
      if dy > 0 {
        let consumed = min(dy, totalScrollRange - collapsed)
        collapsed += consumed
        dy -= consumed
      } else if dy < 0, enterAlways {
        let consumed = max(dy, -collapsed)
        collapsed += consumed
        dy -= consumed
      }
      let wanted = listOffset + dy
      listOffset = min(max(wanted, 0), listScrollRange)
      let unconsumed = wanted - listOffset
      if unconsumed < 0 { collapsed = max(0, collapsed + unconsumed) }
    }

    mutating func handle(_ event: TikiEvent) -> ReferenceFrame {
      switch event {
      case .drag(let d): nestedScroll(by: d)
      // A programmatic scroll is a move from where the list is.
      case .scroll(let y): nestedScroll(by: y - listOffset)
      case .end: break
      case .wait(let s): time += s
      }
      return ReferenceFrame(
        time: time, offset: listOffset,
        values: [
          "appBar.translateY": -collapsed, "listView.translateY": maxHeight - collapsed,
          "expandedTitle.alpha": 1 - collapsed / totalScrollRange,
        ])
    }
  }

  struct Params: Sendable, CustomStringConvertible {
    var maxHeight = 200.0
    var minHeight = 56.0
    var contentHeight = 2400.0
    var screenHeight = 760.0

    var dictionary: [String: Double] {
      [
        "maxHeight": maxHeight, "minHeight": minHeight, "contentHeight": contentHeight,
        "screenHeight": screenHeight,
      ]
    }

    var description: String { "\(dictionary)" }

    func reference(_ events: [TikiEvent], enterAlways: Bool = false) -> [ReferenceFrame] {
      var model = AppBar(
        maxHeight: maxHeight, minHeight: minHeight, contentHeight: contentHeight,
        screenHeight: screenHeight)
      model.enterAlways = enterAlways
      return events.map { model.handle($0) }
    }
  }

  static let graph = StatefulSpecs.graph("exit-until-collapsed.yaml")

  func run(_ events: [TikiEvent], _ params: Params = Params()) throws -> FrameSeries {
    let graph = try #require(Self.graph.graph, "\(Self.graph.diagnostics)")
    return StatefulSpecs.run(graph, params.dictionary, events)
  }

  func compare(_ events: [TikiEvent], _ params: Params = Params()) throws -> [String] {
    try run(events, params).differences(
      from: params.reference(events), tolerance: Self.tolerance, events: events)
  }

  func collapsed(_ series: FrameSeries, _ frame: Int) -> Double {
    -(series.value("appBar.translateY", frame: frame) ?? .nan)
  }

  @Test func bundledTraceMatchesTheReferenceAndItsComments() throws {
    let graph = try #require(Self.graph.graph, "\(Self.graph.diagnostics)")
    let bytes = try Fixtures.bytes(Fixtures.spec("exit-until-collapsed.trace.yaml"))
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
      series.differences(
        from: Params().reference(events), tolerance: Self.tolerance, events: events
      ).isEmpty)
    // The trace's comments, worked out by hand: range 144, list range 2400 − 704 = 1696.
    #expect(
      (0..<series.frames.count).map { collapsed(series, $0) } == [
        100, 144, 144, 144, 50, 0, 144, 144, 144,
      ])
    #expect(series.frames.map(\.offset) == [0, 56, 356, 306, 0, 0, 1696, 1696, 1696])
  }

  @Test func theBarCollapsesBeforeTheListScrolls() throws {
    let series = try run([.drag(30), .drag(100), .drag(40)])
    #expect(collapsed(series, 0) == 30 && series.frames[0].offset == 0)
    // 114 left to collapse: the bar takes them, the list the other 16 (a partial hand-off).
    #expect(collapsed(series, 1) == 130 && series.frames[1].offset == 0)
    #expect(collapsed(series, 2) == 144 && series.frames[2].offset == 26)
    #expect(try compare([.drag(30), .drag(100), .drag(40)]).isEmpty)
  }

  @Test func theListReturnsToItsTopBeforeTheBarExpands() throws {
    let events: [TikiEvent] = [.drag(400), .drag(-100), .drag(-150), .drag(-20), .drag(-200)]
    let series = try run(events)
    // 400: 144 to the bar, 256 to the list. Back 100: the list only.
    #expect(series.frames[1].offset == 156 && collapsed(series, 1) == 144)
    // Back 150: still the list. Back 20: the list's last 6, then the bar 14.
    #expect(
      series.frames[2].offset == 6 && collapsed(series, 3) == 130 && series.frames[3].offset == 0)
    // Back 200: the bar opens fully and the rest is lost; the list stays at its top.
    #expect(collapsed(series, 4) == 0 && series.frames[4].offset == 0)
    #expect(try compare(events).isEmpty)
  }

  @Test func theListStopsAtItsEnd() throws {
    #expect(try compare([.drag(5000), .drag(10), .drag(-5), .scroll(9999), .scroll(-50)]).isEmpty)
  }

  @Test func shortContentStillCollapsesTheBarButNeverScrollsTheList() throws {
    let params = Params(contentHeight: 300)
    let series = try run([.drag(80), .drag(100), .drag(-30)], params)
    #expect(series.frames.allSatisfy { $0.offset == 0 })
    #expect(collapsed(series, 1) == 144 && collapsed(series, 2) == 114)
    #expect(
      try compare([.drag(80), .drag(100), .drag(-30), .scroll(40), .scroll(-10)], params).isEmpty)
  }

  static let paramSets = [
    Params(),
    Params(maxHeight: 256, minHeight: 64, contentHeight: 1800, screenHeight: 640),
    Params(maxHeight: 120.5, minHeight: 48, contentHeight: 900, screenHeight: 800),
    Params(maxHeight: 180, minHeight: 56, contentHeight: 3000.25, screenHeight: 915),
  ]

  @Test(arguments: paramSets)
  func randomTracesMatchTheReference(params: Params) throws {
    for seed in UInt64(1)...15 {
      var generator = SplitMix64(seed: seed &* 104_729)
      let range = max(0, params.contentHeight - (params.screenHeight - params.minHeight))
      let events = RandomTraces.events(count: 120, bottom: range, using: &generator)
      let problems = try compare(events, params)
      #expect(problems.isEmpty, "seed \(seed) \(params): \(problems.prefix(3))")
    }
  }

  /// The same machinery with `consume` both ways is `scroll|enterAlways|exitUntilCollapsed`:
  /// the bar takes every move first. (Not bundled as a spec; derived from the bundled one.)
  @Test func enterAlwaysIsConsumeInBothDirections() throws {
    let text = String(
      decoding: try Fixtures.bytes(Fixtures.spec("exit-until-collapsed.yaml")), as: UTF8.self)
    let original =
      "    handoff:\n      down: consume    # the bar first; the list gets the rest\n      up: overflow     # the list first; the bar gets what passes the list's top\n"
    try #require(text.contains(original))
    let yaml = text.replacingOccurrences(of: original, with: "    handoff: consume\n")
    let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: "enter-always.yaml")
    let graph = try #require(loaded.compiled?.graph, "\(loaded.diagnostics.map(\.message))")
    let events: [TikiEvent] = [.drag(400), .drag(-100), .drag(-30), .drag(-200), .drag(50)]
    let series = StatefulSpecs.run(graph, [:], events)
    // Back 100 from 256: the bar takes all of it (144 → 44) and the list holds; back 30 more:
    // the bar takes them too (14).
    #expect(series.frames[1].offset == 256 && collapsed(series, 1) == 44)
    #expect(collapsed(series, 2) == 14)
    #expect(
      series.differences(
        from: Params().reference(events, enterAlways: true), tolerance: Self.tolerance,
        events: events
      ).isEmpty)
    for seed in UInt64(1)...10 {
      var generator = SplitMix64(seed: seed &* 15_485_863)
      let random = RandomTraces.events(count: 120, bottom: 1696, using: &generator)
      let problems = StatefulSpecs.run(graph, [:], random).differences(
        from: Params().reference(random, enterAlways: true), tolerance: Self.tolerance,
        events: random)
      #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3))")
    }
  }
}
