import GeneratedHeaders
import HeaderKit
import HeaderKitDriver
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Reduce Motion: what starts a snap or a transition still starts it, and
/// the next display-link tick puts it at its end. The simulator ticks once
/// as its link starts, so the end shows right after the event. Expected
/// values: the specs' own snap targets and transition sides.
@Suite struct ReduceMotionTests {
  static func tiki(_ reduce: ReduceMotion, system: Bool) -> ScrollViewSimulator<TikiHomeHeader> {
    var view = ScrollViewSimulator(driver: ScrollDriver(header: TikiHomeHeader()))
    view.reduceMotion = reduce
    view.systemReducesMotion = system
    return view
  }

  /// Tiki at 78 (10 closed of 44, above the midpoint 66) snaps open to 88:
  /// at once when motion is reduced, over 0.2 s when not.
  @Test(arguments: [
    (ReduceMotion.followSystem, true, true), (.followSystem, false, false), (.always, false, true),
    (.never, true, false),
  ])
  func aSnapJumpsToItsEnd(reduce: ReduceMotion, system: Bool, jumps: Bool) {
    var view = Self.tiki(reduce, system: system)
    #expect(view.driver.reducesMotion == jumps)
    view.drag(by: 10)
    view.liftFinger(decelerating: false)
    if jumps {
      #expect(view.header.headerHeightConstant == 88)
      #expect(view.header.logoAlpha == 1)
      #expect(view.header.time == 0)  // the end without a clock jump
      #expect(!view.isDisplayLinkRunning)
      #expect(view.ticks == 1)
    } else {
      #expect(view.header.headerHeightConstant == 78)
      view.wait(0.1)
      #expect(view.header.headerHeightConstant > 78 && view.header.headerHeightConstant < 88)
      view.wait(0.1)
      #expect(view.header.headerHeightConstant == 88)
    }
  }

  /// The setting turned on while a snap runs ends it at the next tick.
  @Test func turningItOnEndsARunningSnap() {
    var view = Self.tiki(.followSystem, system: false)
    view.drag(by: 10)
    view.liftFinger(decelerating: false)
    view.wait(0.05)
    #expect(view.header.headerHeightConstant < 88)
    view.systemReducesMotion = true
    view.wait(1.0 / 60)
    #expect(view.header.headerHeightConstant == 88)
    #expect(!view.isDisplayLinkRunning)
  }

  /// iOS's large title (snap-springs): 30 of 52 collapsed settles closed,
  /// moving the content to 52; reduced, the tick writes 52 back at once.
  @Test func aSnapThatMovesTheContentWritesItsEnd() {
    var view = ScrollViewSimulator(driver: ScrollDriver(header: SnapSpringsHeader()))
    view.reduceMotion = .always
    view.drag(by: 30)
    let writeBacks = view.writeBacks
    view.liftFinger(decelerating: false)
    #expect(view.contentOffset == 52)
    #expect(view.header.rawInput(0) == 52)
    #expect(view.header.titleTranslateY == -52)
    #expect(view.writeBacks == writeBacks + 1)
    #expect(!view.driver.needsDisplayLink)
  }

  /// A fling with a spring (quick-return bars, 1,200 pt/s past 300): the
  /// bars are hidden, at 50, at once.
  @Test func aSpringJumpsToItsTarget() {
    var view = ScrollViewSimulator(driver: ScrollDriver(header: QuickReturnBarsHeader()))
    view.reduceMotion = .always
    view.drag(by: 20)
    view.liftFinger(decelerating: false, velocity: 1.2)
    #expect(view.header.topBarTranslateY == -50)
    #expect(!view.isDisplayLinkRunning)
  }

  /// Material's content scrim fades in over 0.6 s once the visible bar is
  /// under 112 points (256 − 200 = 56 here); reduced, it is at 1 at once.
  @Test(arguments: [true, false])
  func aTransitionJumpsToItsSide(reduced: Bool) {
    var view = ScrollViewSimulator(driver: ScrollDriver(header: MaterialCollapsingToolbarHeader()))
    view.systemReducesMotion = reduced
    view.setContentOffset(300)
    #expect(view.header.contentScrimAlpha == (reduced ? 1 : 0))
    #expect(view.isDisplayLinkRunning == !reduced)
  }
}

/// The evaluator, as the generated header: Tiki's snap from 78 jumps to 88.
@Suite struct ReduceMotionEvaluatorTests {
  @Test func theEvaluatorsSnapJumpsToo() throws {
    let graph = try TraceReplay.load("tiki-home").graph
    var view = ScrollViewSimulator(driver: ScrollDriver(header: HeaderEvaluator(graph: graph)))
    view.reduceMotion = .always
    view.drag(by: 10)
    view.liftFinger(decelerating: false)
    let height = try #require(view.header.outputIndex(named: "headerHeight.constant"))
    #expect(view.header.value(at: height) == 88)
    #expect(!view.isDisplayLinkRunning)
  }
}

/// The engine's `finishAnimations()` on generated headers, and the same on
/// the evaluator. snap-springs (Tests/Fixtures/generator): scrolled to 150,
/// `collapse` is 52 (over 26: `titleShown` starts 0 → 1), `bar` 44 (over 20:
/// `heavy` starts −10 → 30) and `shift` 30 − 150 / 2, held at 0; `bouncy`
/// (scroll > 100 and titleShown > 0.5) waits for titleShown. Ended,
/// titleShown is 1, which starts bouncy (0 → largeTitleHeight 52), ended too.
@Suite struct FinishAnimationsEngineTests {
  static func chain(_ header: inout some ScrollDrivenHeader) {
    header.scroll(0, toRaw: 150)
    #expect(header.isAnimating(transition: 0) && header.isAnimating(transition: 1))
    #expect(!header.isAnimating(transition: 2))
    header.finishAnimations()
  }

  @Test func endsStartOthersWhichEndToo() throws {
    var generated = SnapSpringsHeader()
    Self.chain(&generated)
    #expect(generated.inlineTitleAlpha == 1)
    #expect(generated.chipTranslateX == 30)
    #expect(generated.chipTranslateY == 52)
    #expect(!generated.isAnyAnimating)
    #expect(generated.time == 0)
    let spec = try SpecLoader.load(path: Fixtures.fixture("generator/snap-springs.yaml").path)
    var evaluator = HeaderEvaluator(graph: try #require(spec.compiled?.graph))
    Self.chain(&evaluator)
    #expect(
      (0..<evaluator.outputCount).map(evaluator.value)
        == SnapSpringsHeader.outputKeys.indices.map(generated.value))
    #expect(evaluator.time == 0)
  }

  /// A snap that moves its input (the large title: 30 of 52 projects
  /// closed) leaves the input at its end, 52, as the spring's end would.
  @Test func aSnapThatMovesItsInputLeavesItAtItsEnd() {
    var header = SnapSpringsHeader()
    header.drag(0, by: 30)
    header.endScrolling(0)
    #expect(header.isAnimating(state: 0))
    header.finishAnimations()
    #expect(header.rawInput(0) == 52)
    #expect(header.titleTranslateY == -52)
    #expect(!header.isAnimating(state: 0))
    #expect(header.time == 0)
  }
}
