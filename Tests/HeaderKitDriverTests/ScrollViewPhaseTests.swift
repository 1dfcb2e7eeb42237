import Foundation
import GeneratedHeaders
import HeaderKitDriver
import HeaderKitRuntime
import Testing

/// SwiftUI's scroll phases become the delegate callbacks UIKit would send
/// (docs/app.md's driver table): a gesture ends once, when the finger lifts
/// without coasting or the coasting stops; an animation ends scrolling only
/// if it moved the content. Expected values: the quick-return bars (no
/// hand-off, as SwiftUI needs) hide by the scroll past 0, up to 50, and
/// settle shown at or below the midpoint 25.
@Suite struct ScrollViewPhaseTests {
  typealias Driver = ScrollDriver<CountingHeader<QuickReturnBarsHeader>>

  static func driver() -> Driver { ScrollDriver(header: CountingHeader(QuickReturnBarsHeader())) }

  /// A drag whose finger lifts at rest: idle, interacting, idle.
  @Test func aDragThatStops() {
    var driver = Self.driver()
    driver.scrollPhaseChanged(from: .idle, to: .interacting)
    #expect(driver.phase == .dragging)
    #expect(driver.didScroll(ScrollViewState(offset: 10)) == nil)
    #expect(driver.header.base.topBarTranslateY == -10)
    #expect(driver.header.drags == 1)
    driver.scrollPhaseChanged(from: .interacting, to: .idle)
    #expect(driver.phase == .idle)
    #expect(driver.header.ends == 1)
    #expect(driver.needsDisplayLink)  // 10 <= 25: the bars spring back
  }

  /// A flick: interacting, decelerating (no end yet), idle (the end).
  @Test func aFlickEndsWhenTheCoastingStops() {
    var driver = Self.driver()
    driver.scrollPhaseChanged(from: .idle, to: .tracking)
    #expect(driver.phase == .idle)
    driver.scrollPhaseChanged(from: .tracking, to: .interacting)
    _ = driver.didScroll(ScrollViewState(offset: 10))
    driver.scrollPhaseChanged(from: .interacting, to: .decelerating)
    #expect(driver.phase == .decelerating)
    #expect(driver.header.ends == 0)
    _ = driver.didScroll(ScrollViewState(offset: 40))  // a coasting move is a drag
    #expect(driver.header.drags == 2)
    #expect(driver.header.base.topBarTranslateY == -40)
    driver.scrollPhaseChanged(from: .decelerating, to: .idle)
    #expect(driver.header.ends == 1)
    // A late or repeated change ends nothing more.
    driver.scrollPhaseChanged(from: .decelerating, to: .idle)
    driver.scrollPhaseChanged(from: .interacting, to: .idle)
    #expect(driver.header.ends == 1)
  }

  /// A touch that stops the coasting content ends the gesture; a finger
  /// that drags straight out of the coast continues it.
  @Test(arguments: [
    (ScrollViewPhase.tracking, 1, GesturePhase.idle), (.interacting, 0, .dragging),
  ])
  func touchesDuringTheCoast(touch: ScrollViewPhase, ends: Int, phase: GesturePhase) {
    var driver = Self.driver()
    driver.scrollPhaseChanged(from: .idle, to: .interacting)
    driver.scrollPhaseChanged(from: .interacting, to: .decelerating)
    driver.scrollPhaseChanged(from: .decelerating, to: touch)
    #expect(driver.header.ends == ends)
    #expect(driver.phase == phase)
  }

  /// A programmatic scroll animation ends scrolling when it moved the
  /// content, once; one that moved nothing ends nothing.
  @Test func animations() {
    var driver = Self.driver()
    driver.scrollPhaseChanged(from: .idle, to: .animating)
    driver.scrollPhaseChanged(from: .animating, to: .idle)
    #expect(driver.header.ends == 0)
    driver.scrollPhaseChanged(from: .idle, to: .animating)
    _ = driver.didScroll(ScrollViewState(offset: 30))
    #expect(driver.header.scrolls == 1)  // not a finger: a scroll
    driver.scrollPhaseChanged(from: .animating, to: .idle)
    #expect(driver.header.ends == 1)
  }
}

/// iOS 18 gives the velocity at the phase change, in points per second: the
/// end of the gesture hands it to the snaps as UIKit's release velocity.
/// Quick-return bars, as in FlickDriverTests: 20 of 50 hidden, a fling at
/// 1,200 pt/s hides them; 0.1 s after the end they are at
/// 50 + e^(−0.1ω)·(−30 + (1200 − 30ω)·0.1), ω = 2π/0.3.
@Suite struct ScrollViewPhaseVelocityTests {
  @Test(arguments: [ScrollViewPhase.idle, .decelerating])
  func theReleaseVelocityReachesTheSnap(after release: ScrollViewPhase) {
    var driver = ScrollDriver(header: QuickReturnBarsHeader())
    driver.scrollPhaseChanged(from: .idle, to: .interacting)
    _ = driver.didScroll(ScrollViewState(offset: 20))
    driver.scrollPhaseChanged(from: .interacting, to: release, velocity: 1_200)
    // Coasting, the end comes when the content stops (here without moving).
    if release == .decelerating { driver.scrollPhaseChanged(from: .decelerating, to: .idle) }
    #expect(driver.needsDisplayLink)
    driver.displayLinkFired(timestamp: 0)
    driver.displayLinkFired(timestamp: 0.1)
    let omega = 2 * Double.pi / 0.3
    let expected = 50 + exp(-0.1 * omega) * (-30 + (1_200 - 30 * omega) * 0.1)
    #expect(abs(-driver.header.topBarTranslateY - expected) < 1e-9)
  }

  /// 200 pt/s is no fling: the bars show again; so does a velocity that is
  /// not a number.
  @Test(arguments: [200.0, .nan])
  func aSlowOrUnknownVelocityIsNoFling(velocity: Double) {
    var driver = ScrollDriver(header: QuickReturnBarsHeader())
    driver.scrollPhaseChanged(from: .idle, to: .interacting)
    _ = driver.didScroll(ScrollViewState(offset: 20))
    driver.scrollPhaseChanged(from: .interacting, to: .idle, velocity: velocity)
    driver.displayLinkFired(timestamp: 0)
    driver.displayLinkFired(timestamp: 2)
    #expect(driver.header.topBarTranslateY == 0)
  }
}
