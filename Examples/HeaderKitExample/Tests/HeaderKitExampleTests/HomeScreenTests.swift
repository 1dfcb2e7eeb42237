import HeaderKitExample
import Testing

/// Tiki's home screen with the generated header. Expected values are seed
/// 000's arithmetic by hand: the header is 88 − the collapse within
/// [44, 88]; open = (height − 44) / 44; the logo's alpha is open; the
/// search field's trailing constant is (375 − 327) · (1 − open) + 8.
@Suite struct HomeScreenTests {
  static func trailing(open: Double) -> Double { 48 * (1 - open) + 8 }

  @Test func atRestTheHeaderIsOpen() throws {
    let home = try HomeScreen()
    #expect(home.headerHeight.constant == 88)
    #expect(home.logo.alpha == 1)
    #expect(home.searchTrailing.constant == 8)
  }

  /// A drag of 10 collapses the header to 78 while the list holds at 0;
  /// lifting the finger snaps it open (78 is above the midpoint 66) over
  /// 0.2 s of display-link ticks, after which the link pauses.
  @Test func dragCollapsesAndTheSnapReopens() throws {
    let home = try HomeScreen()
    home.screen.scroll { $0.drag(by: 10) }
    #expect(home.headerHeight.constant == 78)
    #expect(abs(home.logo.alpha - 34.0 / 44) <= 1e-15)
    #expect(abs(home.searchTrailing.constant - Self.trailing(open: 34.0 / 44)) <= 1e-12)
    #expect(home.screen.scrollView.contentOffset == 0)

    home.screen.scroll { $0.liftFinger(decelerating: false) }
    #expect(home.screen.scrollView.isDisplayLinkRunning)
    home.screen.scroll { $0.wait(0.1) }
    home.screen.scroll { $0.wait(0.1) }
    #expect(home.headerHeight.constant == 88)
    #expect(home.logo.alpha == 1)
    #expect(!home.screen.scrollView.isDisplayLinkRunning)
  }

  /// Collapsed, the list scrolls on; a flick back up expands the header by
  /// the move while it coasts, and the end of the deceleration snaps it.
  @Test func flickBackExpands() throws {
    let home = try HomeScreen()
    home.screen.scroll { view in
      view.drag(by: 60)  // 44; the list holds
      view.drag(by: 100)  // the list scrolls to 100
      view.liftFinger(decelerating: false)
    }
    #expect(home.headerHeight.constant == 44)
    #expect(home.screen.scrollView.contentOffset == 100)
    home.screen.scroll { view in
      view.drag(by: -5)  // 49; the list holds at 100
      view.liftFinger(decelerating: true)
      view.coast(by: -30)  // 79
    }
    #expect(home.headerHeight.constant == 79)
    #expect(home.screen.scrollView.contentOffset == 100)
    home.screen.scroll { view in
      view.stopCoasting()  // above 66: opens
      view.wait(0.25)
    }
    #expect(home.headerHeight.constant == 88)
  }
}
