import Foundation
import GeneratedHeaders
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// The Swift `headerkit generate` writes (checked in as the GeneratedHeaders
/// target) computes, bit for bit, what the evaluator computes after every
/// event of long random traces (tolerance 0) — with settable params, also
/// after random param changes between events; with frozen params, at the
/// defaults — and the checked-in files are what the generator writes today.
@Suite struct GeneratedHeaderTests {
  typealias Pair = (spec: String, type: any GeneratedHeader.Type, frozen: any GeneratedHeader.Type)

  static let headers: [Pair] = specHeaders + matrixHeaders

  /// The bundled specs' and the generator fixtures' headers.
  static let specHeaders: [Pair] = [
    ("bottom-sheet.yaml", BottomSheetHeader.self, FrozenBottomSheetHeader.self),
    ("compact-title.yaml", CompactTitleHeader.self, FrozenCompactTitleHeader.self),
    ("diff-clamp.yaml", DiffClampHeader.self, FrozenDiffClampHeader.self),
    (
      "exit-until-collapsed.yaml", ExitUntilCollapsedHeader.self,
      FrozenExitUntilCollapsedHeader.self
    ),
    ("fade-top-view.yaml", FadeTopViewHeader.self, FrozenFadeTopViewHeader.self),
    (
      "material-collapsing-toolbar.yaml", MaterialCollapsingToolbarHeader.self,
      FrozenMaterialCollapsingToolbarHeader.self
    ),
    ("pinterest-pager.yaml", PinterestPagerHeader.self, FrozenPinterestPagerHeader.self),
    ("quick-return-bars.yaml", QuickReturnBarsHeader.self, FrozenQuickReturnBarsHeader.self),
    ("swipe-to-refresh.yaml", SwipeToRefreshHeader.self, FrozenSwipeToRefreshHeader.self),
    ("tiki-home.yaml", TikiHomeHeader.self, FrozenTikiHomeHeader.self),
    ("twitter-profile.yaml", TwitterProfileHeader.self, FrozenTwitterProfileHeader.self),
    // Every construct the generator writes, extremes included.
    ("generator/arithmetic.yaml", ArithmeticHeader.self, FrozenArithmeticHeader.self),
    ("generator/clocks.yaml", ClocksHeader.self, FrozenClocksHeader.self),
    ("generator/extrapolation.yaml", ExtrapolationHeader.self, FrozenExtrapolationHeader.self),
    ("generator/functions.yaml", FunctionsHeader.self, FrozenFunctionsHeader.self),
    (
      "generator/generator-coverage.yaml", GeneratorCoverageHeader.self,
      FrozenGeneratorCoverageHeader.self
    ),
    // Android's interpolators and CSS linear(...), over keyframes and a transition.
    ("generator/interpolators.yaml", InterpolatorsHeader.self, FrozenInterpolatorsHeader.self),
    ("generator/layered-tracks.yaml", LayeredTracksHeader.self, FrozenLayeredTracksHeader.self),
    // Transition timing per direction: durations and springs.
    (
      "generator/per-direction-timing.yaml", PerDirectionTimingHeader.self,
      FrozenPerDirectionTimingHeader.self
    ),
    // A seeded sample of random specs (RandomSpec with seeds 1 to 8).
    ("generator/random-1.yaml", Random1Header.self, FrozenRandom1Header.self),
    ("generator/random-2.yaml", Random2Header.self, FrozenRandom2Header.self),
    ("generator/random-3.yaml", Random3Header.self, FrozenRandom3Header.self),
    ("generator/random-4.yaml", Random4Header.self, FrozenRandom4Header.self),
    ("generator/random-5.yaml", Random5Header.self, FrozenRandom5Header.self),
    ("generator/random-6.yaml", Random6Header.self, FrozenRandom6Header.self),
    ("generator/random-7.yaml", Random7Header.self, FrozenRandom7Header.self),
    ("generator/random-8.yaml", Random8Header.self, FrozenRandom8Header.self),
    ("generator/signals.yaml", SignalsHeader.self, FrozenSignalsHeader.self),
    // A snap whose spring would take the content past its limits.
    ("generator/snap-limits.yaml", SnapLimitsHeader.self, FrozenSnapLimitsHeader.self),
    // Springs (every regime), fling speeds, projection and a snap that moves its input.
    ("generator/snap-springs.yaml", SnapSpringsHeader.self, FrozenSnapSpringsHeader.self),
  ]

  /// The driver matrix's (Tests/Fixtures/driver-matrix).
  static let matrixHeaders: [Pair] = DriverMatrixTests.generatedHeaders.map {
    ("driver-matrix/\($0).yaml", $1, $2)
  }

  /// A spec's path: a bundled spec, or a fixture under Tests/Fixtures.
  static func path(_ spec: String) -> String {
    spec.contains("/") ? Fixtures.fixture(spec).path : Fixtures.spec(spec).path
  }

  /// Every bundled spec has its generated headers, settable and frozen,
  /// and the files are current.
  @Test func checkedInSourcesAreWhatTheGeneratorWrites() throws {
    let bundled = try Fixtures.allSpecs().map(\.lastPathComponent)
    let fixtures = try FileManager.default.contentsOfDirectory(
      atPath: Fixtures.fixture("generator").path
    ).filter { $0.hasSuffix(".yaml") }.sorted().map { "generator/\($0)" }
    let matrix = try FileManager.default.contentsOfDirectory(
      atPath: Fixtures.fixture("driver-matrix").path
    ).filter { $0.hasSuffix(".yaml") && !$0.hasSuffix(".trace.yaml") }.sorted()
    let specs = bundled + fixtures + matrix.map { "driver-matrix/\($0)" }
    #expect(specs == Self.headers.map(\.spec))
    let files = try FileManager.default.contentsOfDirectory(
      atPath: Fixtures.root.appendingPathComponent("Tests/GeneratedHeaders").path)
    #expect(files.count == 2 * specs.count, "a generated file without its spec: \(files.sorted())")
    for spec in specs {
      let graph = try SpecEvaluation.graph(path: Self.path(spec))
      let settable = SwiftGenerator(evaluator: HeaderEvaluator(graph: graph))
      let frozen = SwiftGenerator(
        evaluator: HeaderEvaluator(graph: graph), typeName: "Frozen" + settable.typeName,
        freezeParams: true)
      for generator in [settable, frozen] {
        let path = Fixtures.root.appendingPathComponent(
          "Tests/GeneratedHeaders/\(generator.typeName).swift")
        let checkedIn = try String(contentsOf: path, encoding: .utf8)
        let current = checkedIn == generator.source(origin: (spec as NSString).lastPathComponent)
        #expect(current, "\(path.lastPathComponent) is stale: run scripts/generate-headers.sh")
      }
    }
  }

  /// The compiled graphs the runtime's tests load (Tests/Fixtures/graphs)
  /// are what the compiler writes today.
  @Test func checkedInGraphsAreWhatTheCompilerWrites() throws {
    let specs = try Fixtures.allSpecs()
    let graphs = try FileManager.default.contentsOfDirectory(
      atPath: Fixtures.fixture("graphs").path)
    #expect(graphs.count == specs.count)
    for spec in specs {
      let name = spec.deletingPathExtension().lastPathComponent
      let checkedIn = try CompiledGraph(
        json: Data(contentsOf: Fixtures.fixture("graphs/\(name).json")))
      #expect(
        checkedIn == (try SpecEvaluation.graph(path: spec.path)),
        "Tests/Fixtures/graphs/\(name).json is stale: run scripts/generate-headers.sh")
    }
  }

  @Test(arguments: headers.indices)
  func generatedHeaderMatchesTheEvaluator(_ index: Int) throws {
    let (spec, type, frozen) = Self.headers[index]
    let graph = try SpecEvaluation.graph(path: Self.path(spec))
    for header in [type, frozen] {
      #expect(header.outputKeys == graph.outputs.map(\.key))
      #expect(header.inputNames == graph.inputs.map(\.name))
    }
    #expect(type.paramNames == graph.params.map(\.name))
    #expect(frozen.paramNames.isEmpty)
    try Self.compare(type.init(), HeaderEvaluator(graph: graph), spec: spec, setParams: true)
    try Self.compare(frozen.init(), HeaderEvaluator(graph: graph), spec: "frozen \(spec)")
  }

  /// Runs the same random events on both and compares after each; with
  /// `setParams`, every 40th event is a random param change instead.
  static func compare(
    _ header: some GeneratedHeader, _ evaluator: HeaderEvaluator, spec: String,
    setParams: Bool = false
  ) throws {
    var header = header
    var evaluator = evaluator
    let seed: UInt64 = 11
    var random = SplitMix64(seed: seed)
    try expectSame(header, evaluator, "\(spec) at start")
    // Extreme offsets first (overflow, NaN, signed zeros), then a long random trace.
    let extremes: [Double] = [
      1e308, -1e308, .infinity, -.infinity, .nan, -0.0, .leastNonzeroMagnitude,
      .greatestFiniteMagnitude,
    ]
    // Every keyframe's position exactly, where segments change (as the
    // input's own offset: a track over the input sees raw + inset).
    let positions = evaluator.graph.tracks.indices.flatMap {
      evaluator.keyframes(ofTrack: $0).map(\.position)
    }
    let boundaries = positions.flatMap { position in
      evaluator.graph.inputs.indices.map { position + evaluator.restingInput($0) }
    }
    let events =
      extremes.flatMap { [TikiEvent.scroll($0), .drag($0), .drag(-$0), .end, .wait($0)] }
      + boundaries.map { TikiEvent.scroll($0) }
      + RandomTraces.events(count: 2500, bottom: 1500, using: &random)
    for (step, event) in events.enumerated() {
      let input = Int.random(in: 0..<evaluator.graph.inputs.count, using: &random)
      let context = "\(spec) seed \(seed) event \(step) (\(event), input \(input))"
      if step % 11 == 5, !evaluator.graph.signals.isEmpty {
        // The app sets a signal now and then: off, on, a random number or an extreme.
        let signal = Int.random(in: 0..<evaluator.graph.signals.count, using: &random)
        let values = [0, 1, Double.random(in: -200...200, using: &random)] + extremes
        let value = values[Int.random(in: 0..<values.count, using: &random)]
        header.setSignal(signal, to: value)
        evaluator.setSignal(signal, to: value)
        try expectSame(header, evaluator, "\(context) after signal \(signal) = \(value)")
      }
      if setParams, step % 40 == 39, !evaluator.graph.params.isEmpty {
        let change = ParamChange.random(evaluator.graph, using: &random)
        try change.apply(to: &header, &evaluator, context)
        try expectSame(header, evaluator, "\(context) after \(change)")
      }
      switch event {
      case .drag(let delta):
        header.drag(input, by: delta)
        evaluator.drag(input, by: delta)
      case .scroll(let raw) where step % 7 == 0:
        // The stateless path, now and then.
        header.setInput(input, raw: raw)
        evaluator.setInput(input, raw: raw)
      case .scroll(let raw):
        header.scroll(input, toRaw: raw)
        evaluator.scroll(input, toRaw: raw)
      case .end:
        // Ends at rest, at random flick speeds, and at the extremes (made finite by both).
        let velocity =
          step < extremes.count * 5
          ? extremes[step / 5]
          : step % 2 == 0 ? 0 : Double.random(in: -3_000...3_000, using: &random)
        header.endScrolling(input, velocity: velocity)
        evaluator.endScrolling(input, velocity: velocity)
      case .wait(let seconds):
        header.advance(by: seconds)
        evaluator.advance(by: seconds)
      }
      try expectSame(header, evaluator, context)
      if step == events.count / 2 {
        header.reset()
        evaluator.reset()
        try expectSame(header, evaluator, "\(spec) after reset")
      }
    }
  }

  /// Inputs, clock, snaps and outputs are the evaluator's, bit for bit.
  static func expectSame(
    _ header: some GeneratedHeader, _ evaluator: HeaderEvaluator, _ context: String
  ) throws {
    for input in evaluator.graph.inputs.indices {
      let (generated, evaluated) = (header.rawInput(input), evaluator.rawInput(input))
      try #require(
        generated.bitPattern == evaluated.bitPattern,
        "\(context): input \(input) is \(generated), the evaluator's \(evaluated)")
    }
    try #require(header.time == evaluator.time, "\(context): clock")
    try #require(header.stateCount == evaluator.graph.states.count, "\(context): states")
    try #require(
      header.isAnyStateAnimating == evaluator.isAnyStateAnimating, "\(context): animating")
    for state in evaluator.graph.states.indices {
      try #require(
        header.isAnimating(state: state) == evaluator.isAnimating(state: state),
        "\(context): state \(state) animating")
    }
    try #require(
      header.transitionCount == evaluator.graph.transitions.count, "\(context): transitions")
    for transition in evaluator.graph.transitions.indices {
      try #require(
        header.isAnimating(transition: transition) == evaluator.isAnimating(transition: transition),
        "\(context): transition \(transition) animating")
    }
    try #require(header.isAnyAnimating == evaluator.isAnyAnimating, "\(context): any animating")
    try #require(header.signalCount == evaluator.graph.signals.count, "\(context): signals")
    try #require(header.clockCount == evaluator.graph.clocks.count, "\(context): clocks")
    for clock in evaluator.graph.clocks.indices {
      try #require(
        header.isRunning(clock: clock) == evaluator.isRunning(clock: clock),
        "\(context): clock \(clock) running")
    }
    for signal in evaluator.graph.signals.indices {
      let (generated, evaluated) = (header.signalValue(signal), evaluator.signalValue(signal))
      try #require(
        generated.bitPattern == evaluated.bitPattern,
        "\(context): signal \(signal) is \(generated), the evaluator's \(evaluated)")
    }
    for (index, output) in evaluator.graph.outputs.enumerated() {
      let (generated, evaluated) = (header.value(at: index), evaluator.value(at: index))
      try #require(
        generated.bitPattern == evaluated.bitPattern,
        "\(context): \(output.key) is \(generated), the evaluator's \(evaluated)")
    }
  }

  /// Seed 000 from its own formulas: 20 points of drag close the header by 20.
  @Test func tikiFollowsSeed000() {
    var header = TikiHomeHeader()
    for _ in 0..<20 { header.drag(0, by: 1) }
    let height = 88.0 - 20
    let percentage = (height - 44) / (88 - 44)
    #expect(abs(header.headerHeightConstant - height) <= 1e-12)
    #expect(abs(header.logoAlpha - percentage) <= 1e-12)
    #expect(abs(header.searchTrailingConstant - ((375 - 327) * (1 - percentage) + 8)) <= 1e-12)
    // The list holds while the header moves.
    #expect(header.rawInput(0) == 0)
    // Above the midpoint (66), the snap opens it in 0.2 s.
    header.endScrolling(0)
    #expect(header.isAnimating(state: 0))
    header.advance(by: 0.2)
    #expect(!header.isAnimating(state: 0))
    #expect(header.headerHeightConstant == 88)
  }
}
