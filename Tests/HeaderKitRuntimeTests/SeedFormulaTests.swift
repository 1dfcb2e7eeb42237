import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// The evaluator, from compiled JSON alone, gives what the seed articles'
/// code computes, with the formulas written out here (docs: the seeds README).
@Suite struct SeedFormulaTests {
  /// Seed 004: a 200 pt top view over a table inset by 200; from raw offset
  /// −200 to 0 it moves up with the content (clamped) and fades from 1 to 0.
  @Test func fadeTopViewFollowsSeed004() throws {
    var header = try GraphFixtures.evaluator("fade-top-view")
    let seed: UInt64 = 4
    var random = SplitMix64(seed: seed)
    for _ in 0..<500 {
      let y = Double.random(in: -400...200, using: &random)
      header.setInput(0, raw: y)
      let moved = min(max(y + 200, 0), 200)
      let translateY = try #require(header.value("topView.translateY"))
      let alpha = try #require(header.value("topView.alpha"))
      #expect(abs(translateY - -moved) <= 1e-12, "seed \(seed): at \(y)")
      #expect(abs(alpha - (1 - moved / 200)) <= 1e-12, "seed \(seed): at \(y)")
    }
  }

  /// Seed 002's `scrollViewDidScroll` (header height 107, stop 40, avatar 69,
  /// label offset 95, distance 35).
  @Test func twitterProfileFollowsSeed002() throws {
    var header = try GraphFixtures.evaluator("twitter-profile")
    for y in stride(from: -150.0, through: 250, by: 0.5) {
      header.setInput(0, raw: y)
      var expected: [String: Double] = [:]
      if y < 0 {
        let factor = -y / 107
        expected["header.scaleX"] = 1 + factor
        expected["header.translateY"] = (107 * (1 + factor) - 107) / 2
        expected["avatar.scaleX"] = 1
      } else {
        expected["header.scaleX"] = 1
        expected["header.translateY"] = max(-40, -y)
        let shrink = min(40, y) / 69 / 1.4
        expected["avatar.scaleX"] = 1 - shrink
        expected["avatar.translateY"] = (69 * (1 + shrink) - 69) / 2
      }
      expected["header.zPosition"] = y > 40 ? 2 : 0
      expected["headerLabel.translateY"] = max(-35, 95 - y)
      expected["headerBlur.alpha"] = min(1, max(0, (y - 95) / 35))
      for (key, value) in expected {
        let actual = try #require(header.value(key), "no \(key)")
        #expect(abs(actual - value) <= 1e-9, "\(key) at \(y): \(actual), seed \(value)")
      }
    }
  }

  /// Seed 000 (Tiki): dragging the list down collapses the 88 pt header by
  /// the drag while the list holds; the logo's alpha is the open fraction and
  /// the search field's trailing constant (375 − 327)·(1 − open) + 8. At 66
  /// (the midpoint) or below, ending the scroll collapses it to 44 in 0.2 s.
  @Test func tikiFollowsSeed000() throws {
    var header = try GraphFixtures.evaluator("tiki-home")
    func expect(height: Double, offset: Double, _ when: String) throws {
      let open = (height - 44) / 44
      #expect(try #require(header.value("headerHeight.constant")) == height, "\(when)")
      #expect(abs(try #require(header.value("logo.alpha")) - open) <= 1e-12, "\(when)")
      let trailing = try #require(header.value("searchTrailing.constant"))
      #expect(abs(trailing - ((375 - 327) * (1 - open) + 8)) <= 1e-12, "\(when)")
      #expect(header.rawInput(0) == offset, "\(when): offset")
    }
    for step in 1...30 {
      header.drag(0, by: 1)
      try expect(height: 88 - Double(step), offset: 0, "after \(step) points")
    }
    header.endScrolling(0)
    #expect(header.isAnimating(state: 0))
    header.advance(by: 0.1)
    // Halfway through easeInOut (cubic-bezier(0.42, 0, 0.58, 1)) is exactly ½ by symmetry.
    #expect(abs(try #require(header.value("headerHeight.constant")) - (58 + 44) / 2) <= 1e-7)
    header.advance(by: 0.1)
    #expect(!header.isAnimating(state: 0))
    try expect(height: 44, offset: 0, "after the snap")
    // Collapsed, the list scrolls on.
    header.drag(0, by: 25)
    try expect(height: 44, offset: 25, "scrolling on")
  }
}
