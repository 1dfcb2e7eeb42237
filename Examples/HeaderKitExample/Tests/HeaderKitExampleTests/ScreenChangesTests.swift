import HeaderKitDriver
import HeaderKitExample
import Testing

/// What HomeViewController does on a rotation and under Reduce Motion, on
/// the stand-in screen: both go through the driver's rules, as the UIKit
/// binding's do. Expected values: seed 000's arithmetic by hand (Tiki's
/// header collapses only while its content outgrows the screen under a
/// collapsed header: contentHeight > screenHeight − 44).
@Suite struct ScreenChangesTests {
  /// Twelve rows (660 pt) on the reference phone (724 pt under the bars)
  /// do not collapse the header: its gate (660 > 724 − 44) is closed, so a
  /// drag of 10 scrolls the list and the state keeps the offset it last saw,
  /// 0 (docs/states.md's update rule). Turned to landscape (375 pt under
  /// the header's top: 660 > 331) the gate opens, and the rotation's scroll
  /// to the same offset is a move of 10 from what the state saw: the header
  /// collapses to 78 at once and holds the list back at 0, as seed 000 does
  /// at its next scroll. The next 10 collapse it to 68, the list still at 0.
  @Test func aRotationOpensTheGateAtOnce() throws {
    let home = try DeviceParamsTests.shortListScrolled()
    let landscape = HeaderParams.tikiHome(
      viewWidth: 812, chatButtonMinX: 764, screenHeight: 375, contentHeight: 660)
    #expect(home.screen.updateParams(landscape).isEmpty)
    #expect(home.headerHeight.constant == 78)
    #expect(home.screen.scrollView.contentOffset == 0)
    home.screen.scroll { $0.drag(by: 10) }
    #expect(home.headerHeight.constant == 68)
    #expect(home.screen.scrollView.contentOffset == 0)
  }

  /// A rotation mid-collapse keeps the header where it is (78 of 88): new
  /// params are no reset.
  @Test func aRotationKeepsTheCollapse() throws {
    let home = try HomeScreen()
    home.screen.scroll { $0.drag(by: 10) }
    home.screen.updateParams(
      HeaderParams.tikiHome(
        viewWidth: 812, chatButtonMinX: 764, screenHeight: 375, contentHeight: 2200))
    #expect(home.headerHeight.constant == 78)
    #expect(home.screen.scrollView.contentOffset == 0)
    #expect(abs(home.searchTrailing.constant - (48 * (1 - 34.0 / 44) + 8)) <= 1e-12)
  }

  /// Under Reduce Motion the snap from 78 to 88 shows its end at once.
  @Test func reduceMotionShowsTheSnapsEnd() throws {
    let home = try HomeScreen()
    home.screen.scroll { view in
      view.systemReducesMotion = true
      view.drag(by: 10)
      view.liftFinger(decelerating: false)
    }
    #expect(home.headerHeight.constant == 88)
    #expect(home.logo.alpha == 1)
    #expect(!home.screen.scrollView.isDisplayLinkRunning)
  }
}
