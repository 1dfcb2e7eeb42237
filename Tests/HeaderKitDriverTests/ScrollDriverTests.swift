import GeneratedHeaders
import HeaderKitDriver
import HeaderKitRuntime
import Testing

/// What the driver sends for each scroll-view situation. Expected values are
/// the seeds' arithmetic worked by hand (docs/states.md): Tiki's header is
/// 88 − the collapse, between 44 and 88, midpoint 66; Android's bar
/// collapses by up to 144.
@Suite struct ScrollDriverTests {
  typealias Simulator<Header: ScrollDrivenHeader> = ScrollViewSimulator<CountingHeader<Header>>

  static func simulator<Header: GeneratedHeader>(_ type: Header.Type) -> Simulator<Header> {
    ScrollViewSimulator(driver: ScrollDriver(header: CountingHeader(Header())))
  }

  // MARK: Write-back

  /// Tiki holds the list while its header moves: the scroll view is put
  /// back, and the didScroll the write causes is not a second drag.
  @Test func holdWritesTheOffsetBack() {
    var view = Self.simulator(TikiHomeHeader.self)
    view.drag(by: 10)
    #expect(view.contentOffset == 0)
    #expect(view.header.base.headerHeightConstant == 78)
    #expect(view.writeBacks == 1)
    #expect(view.header.drags == 1)
    view.drag(by: 20)
    #expect(view.contentOffset == 0)
    #expect(view.header.base.headerHeightConstant == 58)
    #expect(view.header.drags == 2)
    // Past the minimum the header stays at 44 and the list scrolls: no write.
    view.drag(by: 14)
    view.drag(by: 30)
    #expect(view.contentOffset == 30)
    #expect(view.header.base.headerHeightConstant == 44)
    #expect(view.writeBacks == 3)
    #expect(view.header.drags == 4)
  }

  /// Android's bar consumes a move first: of 200 points, 144 collapse the bar
  /// and the list scrolls by the other 56.
  @Test func consumeWritesTheRemainder() {
    var view = Self.simulator(ExitUntilCollapsedHeader.self)
    view.drag(by: 100)
    #expect(view.contentOffset == 0)
    view.drag(by: 100)
    #expect(view.contentOffset == 56)
    #expect(view.header.base.appBarTranslateY == -144)
    #expect(view.writeBacks == 2)
    #expect(view.header.drags == 2)
  }

  /// A header without a hand-off never moves the scroll view.
  @Test func noHandOffNoWrite() {
    var view = Self.simulator(DiffClampHeader.self)
    for delta in [40.0, 100, -30, -200, 60, 50] { view.drag(by: delta) }
    view.setContentOffset(500)
    #expect(view.writeBacks == 0)
    #expect(view.contentOffset == 500)
    #expect(view.header.base.headerTranslateY == -64)
  }

  // MARK: The display link

  /// A stateless header never needs the display link: waits cost nothing.
  @Test func statelessHeaderNeverTicks() {
    var view = Self.simulator(FadeTopViewHeader.self)
    view.drag(by: 50)
    view.liftFinger(decelerating: true)
    view.coast(by: 30)
    view.stopCoasting()
    view.wait(1)
    #expect(!view.driver.needsDisplayLink)
    #expect(view.ticks == 0)
    #expect(view.header.advances == 0)
    #expect(view.header.ends == 1)
  }

  /// Tiki's snap runs the display link for its 0.2 s, then the link pauses
  /// and later waits reach nothing.
  @Test func snapRunsTheLinkUntilItSettles() {
    var view = Self.simulator(TikiHomeHeader.self)
    view.drag(by: 10)
    #expect(!view.driver.needsDisplayLink)
    view.liftFinger(decelerating: false)
    // 78 is above the midpoint 66: the header opens to 88.
    #expect(view.driver.needsDisplayLink)
    #expect(view.isDisplayLinkRunning)
    view.wait(0.1)
    #expect(view.driver.needsDisplayLink)
    view.wait(0.1)
    #expect(!view.driver.needsDisplayLink)
    #expect(!view.isDisplayLinkRunning)
    #expect(view.header.base.headerHeightConstant == 88)
    // The first tick is the clock's origin; two more advanced the snap.
    #expect(view.ticks == 3)
    #expect(view.header.advances == 2)
    view.wait(5)
    #expect(view.ticks == 3)
    #expect(view.header.advances == 2)
  }

  /// Material's scrim: a drag past the trigger (collapsed > 144, docs of the
  /// bundled spec) starts a 0.6 s transition, which the link runs to its end.
  @Test func transitionRunsTheLinkUntilItEnds() {
    var view = ScrollViewSimulator(
      driver: ScrollDriver(header: CountingHeader(MaterialCollapsingToolbarHeader())))
    view.drag(by: 100)
    #expect(!view.driver.needsDisplayLink)
    view.drag(by: 50)
    #expect(view.driver.needsDisplayLink)
    #expect(view.header.base.contentScrimAlpha == 0)
    view.wait(0.3)
    #expect(view.driver.needsDisplayLink)
    view.wait(0.3)
    #expect(!view.driver.needsDisplayLink)
    #expect(view.header.base.contentScrimAlpha == 1)
  }

  /// A drag that moves the state cancels the snap, and the link pauses.
  @Test func dragCancelsTheSnapAndPausesTheLink() {
    var view = Self.simulator(TikiHomeHeader.self)
    view.drag(by: 10)
    view.liftFinger(decelerating: false)
    view.wait(0.05)
    #expect(view.driver.needsDisplayLink)
    view.drag(by: 5)
    #expect(!view.driver.needsDisplayLink)
    #expect(!view.isDisplayLinkRunning)
  }

  /// Ticks are differences of timestamps: the first after a start advances
  /// nothing; ticks while the link is not needed are ignored.
  @Test func ticksAdvanceByTheirDifferences() {
    var driver = ScrollDriver(header: CountingHeader(TikiHomeHeader()))
    driver.displayLinkFired(timestamp: 10)
    #expect(driver.header.advances == 0)
    driver.willBeginDragging()
    _ = driver.didScroll(ScrollViewState(offset: 10, isTracking: true, isDragging: true))
    driver.didWriteBack()
    driver.didEndDragging(willDecelerate: false)
    driver.displayLinkFired(timestamp: 100)
    driver.displayLinkFired(timestamp: 100.125)
    #expect(driver.header.time == 0.125)
    driver.displayLinkFired(timestamp: 100.25)
    #expect(driver.header.time == 0.25)
    #expect(!driver.needsDisplayLink)
    driver.displayLinkFired(timestamp: 200)
    #expect(driver.header.time == 0.25)
  }

  // MARK: The end of scrolling

  /// One end per gesture, with or without deceleration, whatever callbacks repeat.
  @Test func endOncePerGesture() {
    var view = Self.simulator(TikiHomeHeader.self)
    view.drag(by: 10)
    view.liftFinger(decelerating: true)
    view.coast(by: 5)
    view.stopCoasting()
    #expect(view.header.ends == 1)
    var driver = view.driver
    driver.didEndDecelerating()
    driver.didEndDragging(willDecelerate: false)
    driver.didEndScrollingAnimation()
    #expect(driver.header.ends == 1)
  }

  /// A finger that stops the coasting content ends that scroll (iOS 13 and
  /// later send scrollViewDidEndDecelerating); its next drag is a new gesture.
  @Test func touchStopsCoastingAndEnds() {
    var view = Self.simulator(DiffClampHeader.self)
    view.drag(by: 30)
    view.liftFinger(decelerating: true)
    view.coast(by: 20)
    view.touchDown()
    #expect(view.header.ends == 1)
    view.drag(by: 5)
    view.liftFinger(decelerating: false)
    #expect(view.header.ends == 2)
  }

  /// A drag that catches coasting content without an end of deceleration in
  /// between (older systems) continues the gesture: one end in all.
  @Test func dragDuringCoastingContinuesTheGesture() {
    var driver = ScrollDriver(header: CountingHeader(DiffClampHeader()))
    driver.willBeginDragging()
    driver.didEndDragging(willDecelerate: true)
    driver.willBeginDecelerating()
    driver.willBeginDragging()
    #expect(driver.phase == .dragging)
    driver.didEndDecelerating()
    #expect(driver.header.ends == 0)
    driver.didEndDragging(willDecelerate: false)
    #expect(driver.header.ends == 1)
  }

  /// A touch that begins a drag and lifts without moving ends scrolling, as
  /// the seed's scrollViewDidEndDragging does.
  @Test func dragWithoutMoveEnds() {
    var view = Self.simulator(TikiHomeHeader.self)
    view.beginDragging()
    view.liftFinger(decelerating: false)
    #expect(view.header.ends == 1)
    #expect(view.header.drags == 0)
  }

  /// The app's own scroll without animation ends nothing; with animation it
  /// ends once, at the animation's end.
  @Test func programmaticScrolls() {
    var view = Self.simulator(DiffClampHeader.self)
    view.setContentOffset(300)
    #expect(view.header.scrolls == 1)
    #expect(view.header.ends == 0)
    view.animateContentOffset(to: 100, steps: 4)
    #expect(view.header.scrolls == 5)
    #expect(view.header.drags == 0)
    #expect(view.header.ends == 1)
    #expect(view.contentOffset == 100)
  }

  /// The app's scroll while a finger is down is a scroll, not a drag, and
  /// the gesture still ends once.
  @Test func programmaticScrollDuringADrag() {
    var view = Self.simulator(DiffClampHeader.self)
    view.drag(by: 10)
    view.setContentOffset(300)
    #expect(view.header.drags == 1)
    #expect(view.header.scrolls == 1)
    view.drag(by: -20)
    #expect(view.contentOffset == 280)
    view.liftFinger(decelerating: false)
    #expect(view.header.ends == 1)
  }

  /// Scroll-to-top: each animation frame is a scroll, Tiki's header opens
  /// on the way up (holding the list once), and scrolling ends once.
  @Test func scrollToTop() {
    var view = Self.simulator(TikiHomeHeader.self)
    view.drag(by: 50)  // the header collapses to 44; the list holds at 0
    view.drag(by: 200)  // collapsed: the list scrolls to 200
    view.liftFinger(decelerating: false)
    #expect(view.contentOffset == 200)
    let writesBefore = view.writeBacks
    view.scrollToTop(0, steps: 4)
    // 200 → 150: the header opens by 50, clamped at 88, and holds the list
    // at 200; then 100, 50 and 0 scroll the list with the header open.
    #expect(view.header.scrolls == 4)
    #expect(view.writeBacks == writesBefore + 1)
    #expect(view.contentOffset == 0)
    #expect(view.header.base.headerHeightConstant == 88)
    #expect(view.header.ends == 2)
    // UIKit may also report the animation's end: still one end.
    var driver = view.driver
    driver.didEndScrollingAnimation()
    #expect(driver.header.ends == 2)
  }

  /// A driver attached mid-gesture learns the phase from the flags.
  @Test func flagsTellAMissedGesture() {
    var driver = ScrollDriver(header: CountingHeader(DiffClampHeader()))
    _ = driver.didScroll(ScrollViewState(offset: 10, isTracking: true, isDragging: true))
    #expect(driver.phase == .dragging)
    #expect(driver.header.drags == 1)
    driver.didEndDragging(willDecelerate: false)
    #expect(driver.header.ends == 1)
    _ = driver.didScroll(ScrollViewState(offset: 30, isDragging: true, isDecelerating: true))
    #expect(driver.phase == .decelerating)
    driver.didEndDecelerating()
    #expect(driver.header.ends == 2)
  }

  /// UIKit reports offsets, not moves: from 0.1 to −0.2 the difference
  /// rounds (0.1 + (−0.2 − 0.1) is −0.20000000000000004), so the move goes
  /// as a scroll and the header lands on −0.2 exactly, with no write-back;
  /// an exact difference goes as a drag.
  @Test func inexactDifferenceLandsExactly() {
    #expect(0.1 + (-0.2 - 0.1) != -0.2)
    var driver = ScrollDriver(header: CountingHeader(DiffClampHeader()))
    driver.willBeginDragging()
    #expect(driver.didScroll(ScrollViewState(offset: 0.1, isDragging: true)) == nil)
    #expect(driver.didScroll(ScrollViewState(offset: -0.2, isDragging: true)) == nil)
    #expect(driver.header.rawInput(0) == -0.2)
    #expect(driver.header.drags == 1)
    #expect(driver.header.scrolls == 1)
  }

  // MARK: The app changes the header

  /// A reset during Tiki's snap (78 snapping open) puts the header at rest
  /// (88, the list at 0) and the display link's need with it; the simulator
  /// then scrolls the content to the header's offset.
  @Test func updateHeaderReadsTheLinksNeedAgain() {
    var view = Self.simulator(TikiHomeHeader.self)
    view.drag(by: 10)
    view.liftFinger(decelerating: false)
    #expect(view.driver.needsDisplayLink)
    view.updateHeader { $0.reset() }
    #expect(!view.driver.needsDisplayLink)
    #expect(!view.isDisplayLinkRunning)
    #expect(view.header.base.headerHeightConstant == 88)
    #expect(view.contentOffset == 0)
    // A param change keeps the state: 34 of 44 open, the search field's
    // trailing constant is (viewWidth − 327) · (1 − 34/44) + 8.
    view.drag(by: 10)
    let width = view.header.paramIndex(named: "viewWidth")!
    view.updateHeader { $0.setParam(width, to: 430) }
    #expect(view.header.base.headerHeightConstant == 78)
    let expected = (430.0 - 327) * (1 - 34.0 / 44) + 8
    #expect(abs(view.header.base.searchTrailingConstant - expected) < 1e-12)
  }
}

/// The app sets a signal through the driver: the header hears it once, and a
/// transition it starts runs the display link until it ends.
@Suite struct SignalDriverTests {
  @Test func aSignalThatStartsATransitionRunsTheDisplayLink() {
    var view = ScrollDriverTests.simulator(SignalsHeader.self)
    let refreshing = view.header.signalIndex(named: "refreshing")!
    #expect(!view.driver.needsDisplayLink)
    view.setSignal(refreshing, to: 1)
    #expect(view.header.signals == 1)
    #expect(view.header.signalValue(refreshing) == 1)
    // spinnerIn (0.25 s, linear) turned on: the link starts (its first tick
    // is its clock's origin) and runs until it is at 1.
    #expect(view.isDisplayLinkRunning)
    let alpha = view.header.outputIndex(named: "spinner.alpha")!
    view.wait(0.1)
    #expect(view.header.value(at: alpha) == 0.1 / 0.25)
    view.wait(0.3)
    #expect(view.header.value(at: alpha) == 1)
    #expect(!view.driver.needsDisplayLink)
    #expect(!view.isDisplayLinkRunning)
  }
}
