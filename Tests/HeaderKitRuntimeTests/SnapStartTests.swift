import HeaderKitRuntime
import Testing

/// When a snap animates: Tiki's header (seed 000) snaps to 44 or 88 points
/// over 0.2 s when scrolling ends, about the midpoint 66.
@Suite struct SnapStartTests {
  /// A scroll that ends with the header at a snap target leaves nothing
  /// animating (a display link would run 0.2 s for a header that does not
  /// move): open at rest, and collapsed after scrolling 44 points down.
  @Test func anEndAtATargetDoesNotAnimate() throws {
    var header = try GraphFixtures.evaluator("tiki-home")
    let height = try #require(header.outputIndex(named: "headerHeight.constant"))
    header.endScrolling(0)
    #expect(!header.isAnimating(state: 0))
    #expect(header.value(at: height) == 88)

    header.drag(0, by: 44)
    #expect(header.value(at: height) == 44)
    header.endScrolling(0)
    #expect(!header.isAnimating(state: 0))
    #expect(header.value(at: height) == 44)
  }

  /// Between the targets it animates as before: from 59, below the
  /// midpoint, it closes to 44 over 0.2 s.
  @Test func anEndBetweenTargetsAnimates() throws {
    var header = try GraphFixtures.evaluator("tiki-home")
    let height = try #require(header.outputIndex(named: "headerHeight.constant"))
    header.drag(0, by: 29)
    #expect(header.value(at: height) == 59)
    header.endScrolling(0)
    #expect(header.isAnimating(state: 0))
    #expect(header.value(at: height) == 59)
    header.advance(by: 0.2)
    #expect(!header.isAnimating(state: 0))
    #expect(header.value(at: height) == 44)
  }
}
