import HeaderKitExample
import HeaderKitRuntime
import Testing

/// The profile screen with the generated header; seed 002's arithmetic by
/// hand (header 107 tall, docking at 40, the label at 95 travelling 35,
/// the avatar 69 tall shrinking 1.4 times slower).
@Suite struct ProfileScreenTests {
  /// Pulling down 107 doubles the header about the middle of its top edge:
  /// for a view transformed about its centre, that is a scale by 2 and a
  /// move down by half the growth, 107 / 2 = 53.5, so the top edge stays put.
  @Test func pullDownStretches() throws {
    let profile = try ProfileScreen()
    profile.screen.scroll { $0.drag(by: -107) }
    #expect(profile.header.transform == ViewTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 53.5))
    #expect(profile.header.zPosition == 0)
  }

  /// At 60 the header is docked (−40, in front); the avatar has shrunk by
  /// 40 / 69 / 1.4 about its bottom edge, which for a view transformed about
  /// its centre is a move down by half of what it lost; the label is at
  /// max(−35, 95 − 60) = 35; the blur has not begun (it starts at 95).
  @Test func scrolledPastTheDock() throws {
    let profile = try ProfileScreen()
    profile.screen.scroll { $0.drag(by: 60) }
    #expect(profile.header.transform == ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: -40))
    #expect(profile.header.zPosition == 2)
    let shrink = 40.0 / 69 / 1.4
    #expect(abs(profile.avatar.transform.a - (1 - shrink)) <= 1e-12)
    #expect(abs(profile.avatar.transform.ty - 69 * shrink / 2) <= 1e-12)
    #expect(profile.headerLabel.transform.ty == 35)
    #expect(profile.headerBlur.alpha == 0)
  }

  /// A stateless header never needs the display link: nothing ticks.
  @Test func noDisplayLink() throws {
    let profile = try ProfileScreen()
    profile.screen.scroll { view in
      view.drag(by: 130)
      view.liftFinger(decelerating: true)
      view.coast(by: 40)
      view.stopCoasting()
      view.wait(1)
    }
    #expect(profile.screen.scrollView.ticks == 0)
    #expect(profile.headerBlur.alpha == 1)  // min(1, (170 − 95) / 35)
  }
}
