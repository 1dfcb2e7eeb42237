import Foundation
import GeneratedHeaders
import HeaderKitDriver
import HeaderKitRuntime
import Testing

/// The simulator coasts as UIScrollView decelerates, and a pull-down's
/// bounce back is a deceleration the header sees. Expected values come from
/// /work/shared/reference/motion-facts.md, worked by hand: the velocity keeps
/// d of itself each millisecond, so content lifted at v points per
/// millisecond rests v·d/(1 − d) away (1 pt/ms at 0.998: 499 points).
@Suite struct DecelerationTests {
  /// WWDC 2018's projection: 1,000 pt/s travels 499 points at the normal
  /// rate; at the fast rate 0.99, 0.99/0.01 = 99 points.
  @Test func projectionDistances() {
    typealias Simulator = ScrollViewSimulator<DiffClampHeader>
    #expect(abs(Simulator.decelerationDistance(velocity: 1, rate: 0.998) - 499) < 1e-9)
    #expect(abs(Simulator.decelerationDistance(velocity: -2, rate: 0.99) + 198) < 1e-9)
    #expect(Simulator.normalDecelerationRate == 0.998)
    #expect(Simulator.fastDecelerationRate == 0.99)
  }

  /// Diff-clamp (64 points, no hand-off) lifted at 1 pt/ms after a drag of
  /// 10: the content rests at 10 + 499. After one frame of 1/60 s it has
  /// coasted 499·(1 − 0.998^(1000/60)) = 16.3753… points; the last frame is
  /// the first with less than half a point left: 499·0.998^(1000n/60) < 0.5
  /// first holds at n = 207 (1000n/60 > ln(0.5/499)/ln(0.998) = 3449.4 ms).
  @Test func aFlickCoastsToWhereUIKitProjectsIt() {
    var view = ScrollViewSimulator(driver: ScrollDriver(header: CountingHeader(DiffClampHeader())))
    view.drag(by: 10)
    view.liftFinger(decelerating: true, velocity: 1)
    #expect(view.releaseVelocity == 1)
    var first = view
    first.coast(by: 499 * (1 - pow(0.998, 1000.0 / 60)))
    #expect(abs(first.contentOffset - 26.375) < 1e-3)
    let frames = view.decelerate()
    #expect(frames == 207)
    #expect(abs(view.contentOffset - 509) < 1e-9)
    #expect(!view.isDecelerating && !view.isDragging)
    #expect(view.driver.phase == .idle)
    #expect(view.header.ends == 1)  // one end, when the content rests
    #expect(view.header.drags == 1 + 207)  // the finger's, then one per frame
    #expect(view.header.base.headerTranslateY == -64)  // hidden: scrolled down more than 64
  }

  /// At 120 Hz the content rests at the same place in more frames:
  /// 1000n/120 > 3449.4 first holds at n = 414; the fast rate, 0.99, rests
  /// 0.5·0.99/0.01 = 49.5 points away after n frames with
  /// 49.5·0.99^(1000n/60) < 0.5, n = 28 (> ln(0.5/49.5)/ln(0.99)·60/1000 = 27.4).
  @Test func frameRateAndRate() {
    var fine = ScrollViewSimulator(driver: ScrollDriver(header: DiffClampHeader()))
    fine.beginDragging()
    fine.liftFinger(decelerating: true, velocity: 1)
    #expect(fine.decelerate(frameDuration: 1.0 / 120) == 414)
    #expect(abs(fine.contentOffset - 499) < 1e-9)
    var fast = ScrollViewSimulator(driver: ScrollDriver(header: DiffClampHeader()))
    fast.beginDragging()
    fast.liftFinger(decelerating: true, velocity: 0.5)
    #expect(fast.decelerate(rate: 0.99) == 28)
    #expect(abs(fast.contentOffset - 49.5) < 1e-9)
  }

  /// Lifted at rest, the content does not move: the gesture just ends.
  @Test func noVelocityNoFrames() {
    var view = ScrollViewSimulator(driver: ScrollDriver(header: CountingHeader(DiffClampHeader())))
    view.drag(by: 40)
    view.liftFinger(decelerating: true)
    #expect(view.decelerate() == 0)
    #expect(view.contentOffset == 40)
    #expect(view.header.ends == 1)
  }

  /// Tiki (seed 000) holds the list while its 88-point header collapses to
  /// 44: a flick down coasts on as drags, each frame's move held while the
  /// header moves — also the frame that closes it, whose surplus is not
  /// passed on (`hold`, not `consume`). With r = 0.998^(1000/60), the
  /// content has coasted 499·(1 − rⁿ) after n frames: 16.4, 32.2, then
  /// 47.5 ≥ 44 at n = 3, so the list scrolls the rest, 499·r³ = 499·0.998^50
  /// = 451.47 points.
  @Test func coastingCollapsesTikiThenScrolls() {
    var view = ScrollViewSimulator(driver: ScrollDriver(header: TikiHomeHeader()))
    view.beginDragging()
    view.liftFinger(decelerating: true, velocity: 1)
    view.decelerate()
    #expect(view.header.headerHeightConstant == 44)
    #expect(abs(view.contentOffset - 499 * pow(0.998, 50)) < 1e-9)
    #expect(view.writeBacks == 3)
  }

  /// A pull-down past the top and its bounce back (UIKit ends such a drag
  /// with willDecelerate: true and bounces as a deceleration) move nothing
  /// in Tiki: a move up counts only above the bottom, which it is, but the
  /// header is already at its 88-point maximum; a move down counts only
  /// below the top (scroll > 0), which the bounce back never is.
  @Test func aBounceBackAtTheTopMovesNothing() {
    var view = ScrollViewSimulator(driver: ScrollDriver(header: TikiHomeHeader()))
    for _ in 0..<6 { view.drag(by: -10) }
    #expect(view.contentOffset == -60)
    view.liftFinger(decelerating: true)
    for _ in 0..<6 { view.coast(by: 10) }
    view.stopCoasting()
    #expect(view.contentOffset == 0)
    #expect(view.header.headerHeightConstant == 88)
    #expect(view.header.logoAlpha == 1)
    #expect(view.writeBacks == 0)
    // The end starts a snap from 88 to 88, which shows nothing and ends.
    view.wait(0.2)
    #expect(view.header.headerHeightConstant == 88)
    #expect(!view.driver.needsDisplayLink)
  }

  /// A header change may throw (a list param too long for set-up): the
  /// simulator's updateHeader rethrows, and the header keeps its list.
  @Test func updateHeaderRethrows() throws {
    var view = ScrollViewSimulator(driver: ScrollDriver(header: PinterestPagerHeader()))
    let tabWidths = try #require(view.header.paramIndex(named: "tabWidths"))
    try view.updateHeader { try $0.setParam(tabWidths, to: [64, 88, 72]) }
    view.setContentOffset(375)  // page 1: the indicator is the second tab's width
    #expect(view.header.indicatorWidthConstant == 88)
    #expect(throws: GraphError.self) {
      try view.updateHeader { try $0.setParam(tabWidths, to: Array(repeating: 1, count: 1 << 20)) }
    }
    #expect(view.header.indicatorWidthConstant == 88)
  }
}
