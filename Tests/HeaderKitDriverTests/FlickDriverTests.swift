import Foundation
import GeneratedHeaders
import HeaderKitDriver
import HeaderKitRuntime
import Testing

/// The driver hands the finger's velocity to the end of the gesture, and
/// writes back the content offset a snap moves. Expected values are worked
/// by hand from the closed forms of docs/states.md.
@Suite struct FlickDriverTests {
  /// Quick-return bars (50 points, fling speed 300, critically damped spring
  /// with ω = 2π/0.3): 20 is short of the midpoint 25, but UIKit's 1.2 points
  /// per millisecond is 1,200 pt/s, a fling: the bars hide. 0.1 s after the
  /// end: 50 + e^(−0.1ω)·(−30 + (1200 − 30ω)·0.1) = 53.345613604.
  @Test func aFlickHidesTheBarsPastTheMidpoint() {
    var view = ScrollViewSimulator(
      driver: ScrollDriver(header: CountingHeader(QuickReturnBarsHeader())))
    view.drag(by: 20)
    view.liftFinger(decelerating: false, velocity: 1.2)
    #expect(view.driver.needsDisplayLink)
    view.wait(0.1)
    let omega = 2 * Double.pi / 0.3
    let expected = 50 + exp(-0.1 * omega) * (-30 + (1_200 - 30 * omega) * 0.1)
    #expect(abs(-view.header.base.topBarTranslateY - expected) < 1e-9)
    #expect(abs(-view.header.base.topBarTranslateY - 53.345613604) < 1e-8)
    // The same drag lifted slowly (0.2 pt/ms = 200 pt/s) shows the bars again.
    var slow = ScrollViewSimulator(
      driver: ScrollDriver(header: CountingHeader(QuickReturnBarsHeader())))
    slow.drag(by: 20)
    slow.liftFinger(decelerating: false, velocity: 0.2)
    slow.wait(2)
    #expect(slow.header.base.topBarTranslateY == 0)
  }

  /// A finger that touches again starts a gesture without velocity.
  @Test func aNewGestureForgetsTheLastVelocity() {
    var driver = ScrollDriver(header: QuickReturnBarsHeader())
    driver.willBeginDragging()
    _ = driver.didScroll(
      ScrollViewState(offset: 20, isTracking: true, isDragging: true, isDecelerating: false))
    driver.willEndDragging(velocity: 5)  // the finger lifts at 5,000 pt/s…
    driver.willBeginDragging()  // …and touches again before the gesture ends
    driver.didEndDragging(willDecelerate: false)
    driver.displayLinkFired(timestamp: 0)
    driver.displayLinkFired(timestamp: 2)
    #expect(driver.header.topBarTranslateY == 0)  // 20 <= 25 and no fling: shown
  }

  /// iOS's large title (snap-springs' `collapse`): 30 of 52 collapsed at rest
  /// projects to 30, nearer 52, so the title closes and the display link's
  /// ticks write the content offset from 30 to 52 into the scroll view.
  @Test func aSnapThatMovesTheContentIsWrittenBack() {
    var view = ScrollViewSimulator(
      driver: ScrollDriver(header: CountingHeader(SnapSpringsHeader())))
    view.drag(by: 30)
    let writeBacks = view.writeBacks
    view.liftFinger(decelerating: false)
    view.wait(0.05)
    #expect(view.contentOffset > 30 && view.contentOffset < 52)
    #expect(view.contentOffset == view.header.rawInput(0))
    #expect(view.writeBacks > writeBacks)
    // By 4 s the slowest spring (the over-damped bar: 15.08·e^(−2.68t)) is within 0.001 too.
    view.wait(4)
    #expect(view.contentOffset == 52)
    #expect(view.header.base.titleTranslateY == -52)
    #expect(!view.driver.needsDisplayLink)
  }
}
