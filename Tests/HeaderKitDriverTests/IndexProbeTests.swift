import GeneratedHeaders
import HeaderKit
import HeaderKitDriver
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// The runtime's rule for indices (HeaderKitRuntime's DocC landing page):
/// every public call that takes an index accepts any `Int`; one out of
/// range never traps — an event or a param change for it does nothing, a
/// read gives 0, false, `[]` or a ``ViewValues`` with every property nil.
/// Each call is probed with indices out of range (negative, the count, and
/// the extremes) on the evaluator and on generated headers — with states, a
/// transition, list params, frozen params, none at all — and through the
/// driver. ``IndexDeclarationTests`` holds the list of calls to the sources.
@Suite struct IndexProbeTests {
  /// Indices out of range for `count` items.
  static func outOfRange(_ count: Int) -> [Int] { [-1, -2, Int.min, count, count + 1, Int.max] }

  /// What a header shows: every output, each input's raw offset, the
  /// clock, and each state's and transition's animation.
  struct Observed: Equatable {
    var values: [Double] = []
    var raw: [Double] = []
    var time = 0.0
    var animating: [Bool] = []

    init(_ header: some ScrollDrivenHeader, inputs: Int) {
      header.forEachValue { _, value in values.append(value) }
      raw = (0..<inputs).map(header.rawInput)
      time = header.time
      animating =
        (0..<header.stateCount).map { header.isAnimating(state: $0) }
        + (0..<header.transitionCount).map { header.isAnimating(transition: $0) }
    }
  }

  /// Every index-taking call of ``ScrollDrivenHeader`` with indices out of
  /// range, on `header` in motion (scrolled, a snap or transition started):
  /// reads give 0, false or empty view values; events and param changes
  /// change nothing a header shows.
  static func probe<Header: ScrollDrivenHeader>(
    _ header: Header, inputs: Int, params: Int, outputs: Int
  ) throws {
    var header = header
    header.scroll(0, toRaw: 30)
    header.endScrolling(0, velocity: 500)
    header.advance(by: 0.01)
    let before = Observed(header, inputs: inputs)
    for index in outOfRange(outputs) { #expect(header.value(at: index) == 0) }
    for index in outOfRange(inputs) { #expect(header.rawInput(index) == 0) }
    for index in outOfRange(header.stateCount) { #expect(!header.isAnimating(state: index)) }
    for index in outOfRange(header.transitionCount) {
      #expect(!header.isAnimating(transition: index))
    }
    for index in outOfRange(header.targets.count) {
      #expect(header.viewValues(ofTarget: index, width: 375, height: 100) == ViewValues())
    }
    for index in outOfRange(inputs) {
      var moved = header
      moved.setInput(index, raw: 77)
      moved.scroll(index, toRaw: 77)
      moved.drag(index, by: 9)
      moved.endScrolling(index)
      moved.endScrolling(index, velocity: 3000)
      #expect(Observed(moved, inputs: inputs) == before, "input \(index)")
    }
    for index in outOfRange(params) {
      var changed = header
      changed.setParam(index, to: 1234)
      try changed.setParam(index, to: [1, 2, 3])
      #expect(Observed(changed, inputs: inputs) == before, "param \(index)")
    }
    for index in outOfRange(header.signalCount) {
      var signalled = header
      #expect(signalled.signalValue(index) == 0)
      signalled.setSignal(index, to: 1234)
      signalled.setSignal(index, to: true)
      #expect(Observed(signalled, inputs: inputs) == before, "signal \(index)")
    }
    for index in outOfRange(header.clockCount) { #expect(!header.isRunning(clock: index)) }
  }

  /// A generated header, its counts from its names.
  static func probe<Header: GeneratedHeader>(_ type: Header.Type) throws {
    try probe(
      Header(), inputs: Header.inputNames.count, params: Header.paramNames.count,
      outputs: Header.outputKeys.count)
  }

  @Test func generatedHeaders() throws {
    try Self.probe(TikiHomeHeader.self)  // a snap
    try Self.probe(FrozenTikiHomeHeader.self)  // no params to set
    try Self.probe(MaterialCollapsingToolbarHeader.self)  // a transition
    try Self.probe(SnapSpringsHeader.self)  // a spring snap that moves its input
    try Self.probe(PinterestPagerHeader.self)  // list params
    try Self.probe(FadeTopViewHeader.self)  // no states or transitions
    try Self.probe(FrozenFadeTopViewHeader.self)
    try Self.probe(SignalsHeader.self)  // signals, latched and setting transitions
    try Self.probe(ClocksHeader.self)  // clocks
  }

  @Test(arguments: [
    "Specs/tiki-home.yaml", "Specs/material-collapsing-toolbar.yaml",
    "Specs/pinterest-pager.yaml", "Tests/Fixtures/generator/snap-springs.yaml",
    "Tests/Fixtures/generator/signals.yaml", "Tests/Fixtures/generator/clocks.yaml",
  ])
  func theEvaluator(spec: String) throws {
    let loaded = try SpecLoader.load(path: Fixtures.root.appending(path: spec).path)
    let graph = try #require(loaded.compiled?.graph)
    let header = HeaderEvaluator(graph: graph)
    try Self.probe(
      header, inputs: graph.inputs.count, params: graph.params.count,
      outputs: graph.outputs.count)
    // The evaluator's own reads.
    for index in Self.outOfRange(graph.inputs.count) { #expect(header.restingInput(index) == 0) }
    for index in Self.outOfRange(graph.params.count) { #expect(header.paramValue(index) == []) }
    for index in Self.outOfRange(graph.tracks.count) {
      #expect(header.keyframes(ofTrack: index) == [])
    }
    // A test case's set-up cost skips params the graph lacks.
    let params = Self.outOfRange(graph.params.count).map { (index: $0, listLength: Int?.some(3)) }
    #expect(
      EvaluationBudget.caseSetupCost(of: graph, settingParams: params)
        == EvaluationBudget.cost(of: graph))
  }

  /// A target whose outputs are out of range reads each as 0: alpha 0, the
  /// transform of a translation by 0 (the identity), custom numbers and a
  /// constant 0.
  @Test func aTargetWithOutputsOutOfRange() {
    let header = TikiHomeHeader()
    let view = HeaderTarget(
      name: "v", outputs: [("alpha", -1), ("translateX", Int.max), ("custom.n", 3)])
    let values = view.viewValues(in: header, width: 100, height: 40)
    #expect(values.alpha == 0)
    #expect(values.transform == ViewTransform.identity)
    #expect(view.custom("n", in: header) == 0)
    let constraint = HeaderTarget(name: "c", outputs: [("constant", Int.min)])
    #expect(constraint.constant(in: header) == 0)
    #expect(TargetValues(constraint, in: header).constant == 0)
  }

  /// A driver for an input the header lacks: its events reach no input, so
  /// the header stays at rest, and nothing animates.
  @Test(arguments: [-1, 1, Int.max])
  func aDriverOfAnInputOutOfRange(input: Int) {
    var view = ScrollViewSimulator(driver: ScrollDriver(header: TikiHomeHeader(), input: input))
    view.drag(by: 30)
    view.liftFinger(decelerating: true, velocity: 2)
    view.coast(by: 40)
    view.stopCoasting()
    view.setContentOffset(120)
    view.animateContentOffset(to: 10, steps: 0)
    view.scrollToTop(0, steps: -5)
    view.updateHeader { $0.setParam(Int.min, to: 1) }
    view.setSignal(-1, to: 1)
    view.setSignal(Int.max, to: 1)
    view.wait(1)
    #expect(Observed(view.header, inputs: 1) == Observed(TikiHomeHeader(), inputs: 1))
    #expect(!view.driver.needsDisplayLink)
  }
}
