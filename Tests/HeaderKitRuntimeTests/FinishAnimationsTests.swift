import HeaderKitRuntime
import Testing

/// `finishAnimations()` (Reduce Motion's rule in the engine): every running
/// snap and transition shows its end value at once, the states keep the
/// model values their snaps started with, and the clock does not move.
/// Expected values by hand from the specs: Tiki's height snaps between
/// minHeight 44 and maxHeight 88 about the midpoint 66, its logo's alpha is
/// (height − 44) / 44; Material's scrim goes 0 → 1 once the visible bar
/// (256 − offset) is under 112, and back.
@Suite struct FinishAnimationsTests {
  /// Whether anything animates (a Bool, so a failure prints no evaluator).
  static func animates(_ header: HeaderEvaluator) -> Bool { header.isAnyAnimating }

  static func tiki(draggedBy delta: Double) throws -> (HeaderEvaluator, Int) {
    var header = try GraphFixtures.evaluator("tiki-home")
    let scroll = try #require(header.inputIndex(named: "scroll"))
    header.drag(scroll, by: delta)
    header.endScrolling(scroll)
    return (header, scroll)
  }

  /// 10 closed (78, above 66) snaps open to 88; 30 closed (58) shut to 44;
  /// at once, or after part of the 0.2 s, with the clock where it was.
  @Test(arguments: [(10.0, 0.0, 88.0), (10, 0.05, 88), (30, 0, 44), (30, 0.15, 44)])
  func aTikiSnapEndsAtItsTarget(delta: Double, waited: Double, end: Double) throws {
    var (header, _) = try Self.tiki(draggedBy: delta)
    #expect(header.value("headerHeight.constant") == 88 - delta)
    let snapping = header.isAnimating(state: 0)
    #expect(snapping)
    header.advance(by: waited)
    header.finishAnimations()
    #expect(header.value("headerHeight.constant") == end)
    #expect(header.value("logo.alpha") == (end - 44) / 44)
    #expect(!Self.animates(header))
    #expect(header.time == waited)
  }

  /// After the end the header is at rest where the animation would have
  /// left it: the clock moves nothing, and the next drag starts from the end.
  @Test func theStateSettlesAtTheEnd() throws {
    var (header, scroll) = try Self.tiki(draggedBy: 30)
    header.finishAnimations()
    header.advance(by: 1)
    #expect(header.value("headerHeight.constant") == 44)
    header.drag(scroll, by: -4)  // up by 4 from closed: 48
    #expect(header.value("headerHeight.constant") == 48)
  }

  /// Material's scrim, under way 0 → 1 (0.6 s), ends at 1; scrolled 300
  /// past the top (the bar, 200 collapsed, opens by the overscroll: 256
  /// visible) it starts back, and ends at 0.
  @Test func aTransitionEndsOnItsSide() throws {
    var header = try GraphFixtures.evaluator("material-collapsing-toolbar")
    let scroll = try #require(header.inputIndex(named: "scroll"))
    header.scroll(scroll, toRaw: 300)
    #expect(Self.animates(header))
    header.advance(by: 0.3)
    let midway = try #require(header.value("contentScrim.alpha"))
    #expect(midway > 0 && midway < 1)
    header.finishAnimations()
    #expect(header.value("contentScrim.alpha") == 1)
    #expect(!Self.animates(header))
    header.scroll(scroll, toRaw: -300)
    #expect(header.value("appBar.translateY") == 0)
    #expect(Self.animates(header))
    header.finishAnimations()
    #expect(header.value("contentScrim.alpha") == 0)
    #expect(!Self.animates(header))
    #expect(header.time == 0.3)
  }

  /// With nothing running it changes nothing.
  @Test func atRestNothingChanges() throws {
    var header = try GraphFixtures.evaluator("tiki-home")
    header.drag(0, by: 20)
    let before = header
    header.finishAnimations()
    #expect(
      (0..<header.outputCount).map(header.value) == (0..<before.outputCount).map(before.value))
    #expect(header.time == 0 && header.rawInput(0) == before.rawInput(0))
  }
}
