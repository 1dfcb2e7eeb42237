import Testing

/// Hand-worked checks of the seed oracles: every expected value is derived from the seeds'
/// formulas by hand, never copied from an oracle's output.
@Suite struct SeedOracleSanityTests {
  /// Every comparison allows this much floating-point error.
  static let tolerance = 1e-9

  /// Whether `actual` is present and within `tolerance` of `expected`.
  func close(_ actual: Double?, _ expected: Double) -> Bool {
    guard let actual else { return false }
    return abs(actual - expected) <= Self.tolerance
  }

  // MARK: Stand-ins

  @Test func translateThenScaleAppliesTheScaleFirst() {
    // Row vectors: (1, 1, 0, 1) scales to (2, 2, 0, 1), then moves down by 10.
    let t = CATransform3DScale(CATransform3DTranslate(CATransform3DIdentity, 0, 10, 0), 2, 2, 1)
    #expect(close(t.m11, 2) && close(t.m22, 2) && close(t.m42, 10))
    #expect(close(1 * t.m12 + 1 * t.m22 + t.m42, 12))
  }

  @Test func easeInEaseOutMatchesTheCurveAtAKnownParameter() {
    let curve = CubicBezierTiming.easeInEaseOut
    // At s = 1/4: x = 3·(3/4)²·(1/4)·0.42 + 3·(3/4)·(1/4)²·0.58 + (1/4)³ = 0.274375,
    // y = 3·(3/4)·(1/4)² + (1/4)³ = 0.15625.
    #expect(close(curve.progress(at: 0.274375), 0.15625))
    #expect(close(curve.progress(at: 0.5), 0.5))
    #expect(close(curve.progress(at: 0), 0) && close(curve.progress(at: 1), 1))
  }

  // MARK: Twitter profile (seeds 002, 001)

  func twitter(at offsets: Double...) -> [String: Double] {
    let seed = TwitterProfileSeed()
    for offset in offsets { seed.scrollViewDidScroll(offset: offset) }
    return seed.values
  }

  @Test func twitterPullDownStretchesTheHeaderFromItsTopEdge() {
    let v = twitter(at: -50)
    #expect(close(v["header.scaleX"], 1 + 50.0 / 107) && close(v["header.scaleY"], 1 + 50.0 / 107))
    // Half the height gained: 107·(50/107)/2.
    #expect(close(v["header.translateY"], 25))
    #expect(close(v["header.zPosition"], 0))
    #expect(close(v["avatar.scaleX"], 1) && close(v["avatar.translateY"], 0))
    #expect(close(v["headerLabel.translateY"], 95 + 50))
    // (−50 − 95)/35 is negative: rendered as 0.
    #expect(close(v["headerBlur.alpha"], 0))
  }

  @Test func twitterAtRestEverythingIsInPlace() {
    let v = twitter(at: 0)
    #expect(close(v["header.scaleX"], 1) && close(v["header.translateY"], 0))
    #expect(close(v["avatar.scaleY"], 1) && close(v["avatar.translateY"], 0))
    #expect(close(v["headerLabel.translateY"], 95) && close(v["headerBlur.alpha"], 0))
  }

  @Test func twitterScrollingUpSlidesTheHeaderAndShrinksTheAvatar() {
    let v = twitter(at: 20)
    #expect(close(v["header.scaleY"], 1) && close(v["header.translateY"], -20))
    #expect(close(v["avatar.scaleX"], 1 - 20.0 / 69 / 1.4))
    // Half the height the scale factor names: 69·(20/69/1.4)/2.
    #expect(close(v["avatar.translateY"], 20.0 / 1.4 / 2))
    #expect(close(v["headerLabel.translateY"], 95 - 20))
  }

  @Test func twitterHeaderStopsAndGoesInFrontPastTheStop() {
    let atStop = twitter(at: 40)
    #expect(close(atStop["header.translateY"], -40) && close(atStop["header.zPosition"], 0))
    let past = twitter(at: 41)
    #expect(close(past["header.translateY"], -40) && close(past["header.zPosition"], 2))
    #expect(close(past["avatar.scaleY"], 1 - 40.0 / 69 / 1.4))
  }

  @Test func twitterAvatarComesBackInFrontBelowTheStop() {
    #expect(close(twitter(at: 41, 30)["header.zPosition"], 0))
  }

  @Test func twitterWhiteLabelRisesAndTheBlurFadesIn() {
    let v = twitter(at: 120)
    #expect(close(v["header.translateY"], -40) && close(v["avatar.scaleX"], 1 - 40.0 / 69 / 1.4))
    #expect(close(v["headerLabel.translateY"], 95 - 120))
    #expect(close(v["headerBlur.alpha"], (120 - 95) / 35.0))
    let far = twitter(at: 200)
    #expect(close(far["headerLabel.translateY"], -35) && close(far["headerBlur.alpha"], 1))
  }

  // MARK: Fade top view (seed 004)

  func fade(at offset: Double, top: Double = 0) -> [String: Double] {
    let seed = FadeTopViewSeed(minVisibleHeight: top)
    seed.scrollViewDidScroll(offset: offset)
    return seed.values
  }

  @Test func fadeRestsOpaqueInPlaceAtAndBeyondTheInset() {
    for offset in [-250.0, -200] {
      #expect(close(fade(at: offset)["topView.translateY"], 0))
      #expect(close(fade(at: offset)["topView.alpha"], 1))
    }
  }

  @Test func fadeMovesWithTheContentAndFadesHalfwayAtHalfway() {
    // newY = 100 − 200; alpha = 1 − (−100 + 200)/200.
    #expect(close(fade(at: -100)["topView.translateY"], -100))
    #expect(close(fade(at: -100)["topView.alpha"], 0.5))
  }

  @Test func fadeIsGoneFromTheTopOn() {
    for offset in [0.0, 30] {
      #expect(close(fade(at: offset)["topView.translateY"], -200))
      #expect(close(fade(at: offset)["topView.alpha"], 0))
    }
  }

  @Test func fadeWithAVisibleStripStopsAtTop() {
    // TOP 64: d = −64 + 200 = 136.
    #expect(close(fade(at: -100, top: 64)["topView.alpha"], 1 - 100.0 / 136))
    #expect(close(fade(at: 0, top: 64)["topView.translateY"], 64 - 200))
  }

  // MARK: Pinterest pager (seed 003)

  func pager(at offset: Double, tabs: [Double] = [64, 88, 72, 104, 56]) -> [String: Double] {
    let seed = PinterestPagerSeed(tabWidths: tabs)
    seed.scrollViewDidScroll(offset: offset)
    return seed.values
  }

  func indicator(_ v: [String: Double], isAt leading: Double, width: Double) -> Bool {
    close(v["indicatorLeading.constant"], leading) && close(v["indicatorWidth.constant"], width)
      && close(v["maskLeading.constant"], leading) && close(v["maskWidth.constant"], width)
  }

  @Test func pagerSitsOnTheFirstTabAtTheStartAndBefore() {
    #expect(indicator(pager(at: 0), isAt: 12, width: 64))
    #expect(indicator(pager(at: -100), isAt: 12, width: 64))
  }

  @Test func pagerInterpolatesHalfwayBetweenTabs() {
    // Tab 1 starts at 12 + 64 + 16 = 92.
    let (leading, width): (Double, Double) = (12 + (92 - 12) * 0.5, 64 + (88 - 64) * 0.5)
    #expect(indicator(pager(at: 375.0 / 2), isAt: leading, width: width))
    #expect(indicator(pager(at: 375), isAt: 92, width: 88))
  }

  @Test func pagerRestsOnTheLastTabFromTheLastPageOn() {
    // Tab 4 starts at 12 + (64 + 16) + (88 + 16) + (72 + 16) + (104 + 16) = 404.
    #expect(indicator(pager(at: 4 * 375), isAt: 404, width: 56))
    #expect(indicator(pager(at: 10000), isAt: 404, width: 56))
  }

  @Test func pagerWithThreeTabs() {
    let tabs: [Double] = [64, 88, 72]
    // Tab 2 starts at 92 + 88 + 16 = 196.
    let (leading, width): (Double, Double) = (92 + (196 - 92) * 0.25, 88 + (72 - 88) * 0.25)
    #expect(indicator(pager(at: 1.25 * 375, tabs: tabs), isAt: leading, width: width))
    #expect(indicator(pager(at: 2 * 375, tabs: tabs), isAt: 196, width: 72))
    #expect(indicator(pager(at: 10000, tabs: tabs), isAt: 196, width: 72))
  }

  // MARK: Tiki home (seed 000)

  /// Whether `frame` presents header height `height`, with the logo and search field it implies:
  /// percentage = (height − 44)/44, trailing = (375 − 327)·(1 − percentage) + 8.
  func tiki(_ frame: TikiFrame?, presents height: Double) -> Bool {
    guard let frame else { return false }
    let percentage = (height - 44) / 44
    return close(frame.values["headerHeight.constant"], height)
      && close(frame.values["logo.alpha"], percentage)
      && close(frame.values["searchTrailing.constant"], 48 * (1 - percentage) + 8)
  }

  @Test func tikiDragFromTheTopCollapsesAndHoldsTheOffset() {
    let frame = TikiHomeSeed.run([.drag(10)]).last
    #expect(tiki(frame, presents: 88 - 10))
    #expect(close(frame?.offset, 0))
  }

  @Test func tikiDragsCollapseToTheMinimumThenScrollTheContent() {
    let frames = TikiHomeSeed.run(Array(repeating: .drag(10), count: 7))
    // 78, 68, 58, 48, then max(44, 48 − 10).
    #expect(tiki(frames[4], presents: 44) && close(frames[4].offset, 0))
    #expect(tiki(frames[6], presents: 44) && close(frames[6].offset, 20))
  }

  @Test func tikiDragBackExpandsAndHoldsTheOffset() {
    let frames = TikiHomeSeed.run(Array(repeating: .drag(10), count: 7) + [.drag(-10)])
    #expect(tiki(frames.last, presents: 44 + 10))
    #expect(close(frames.last?.offset, 20))
  }

  @Test func tikiBounceAboveTheTopDoesNotCollapse() {
    let frames = TikiHomeSeed.run([.scroll(-20), .drag(5)])
    #expect(tiki(frames[0], presents: 88) && close(frames[0].offset, -20))
    // Moving down, but at −15 the offset is not below the top yet.
    #expect(tiki(frames[1], presents: 88) && close(frames[1].offset, -15))
  }

  @Test func tikiShortContentNeverCollapses() {
    // 500 is not more than 724 − 44: the guard returns early.
    let seed = TikiHomeSeed(contentHeight: 500)
    seed.handle(.drag(10))
    seed.handle(.drag(10))
    #expect(tiki(seed.frame, presents: 88) && close(seed.frame.offset, 20))
    #expect(close(seed.previousScrollOffset, 0))
  }

  @Test func tikiSnapsOpenAboveTheMidpoint() {
    // 88 − 18 = 70 > 44 + 44/2 = 66.
    let frames = TikiHomeSeed.run([.drag(18), .end, .wait(0.1), .wait(0.1)])
    #expect(tiki(frames[1], presents: 70))
    // Halfway in time: the symmetric curve is halfway, 70 + 18 × 0.5; each value eases alone.
    let halfway = frames[2]
    #expect(close(halfway.time, 0.1) && close(halfway.values["headerHeight.constant"], 79))
    #expect(close(halfway.values["logo.alpha"], 26.0 / 44 + (1 - 26.0 / 44) * 0.5))
    #expect(tiki(frames[3], presents: 88))
  }

  @Test func tikiSnapsClosedAtOrBelowTheMidpoint() {
    let frames = TikiHomeSeed.run([.drag(30), .end, .wait(0.1), .wait(0.1)])
    #expect(close(frames[2].values["headerHeight.constant"], 58 + (44 - 58) * 0.5))
    #expect(tiki(frames[3], presents: 44))
    // Exactly at the midpoint is not above it.
    #expect(tiki(TikiHomeSeed.run([.drag(22), .end, .wait(0.2)]).last, presents: 44))
  }

  @Test func tikiScrollThatChangesTheHeightCancelsTheSnap() {
    // The snap set the model to 88; dragging 5 down makes it 83 and the screen jumps there.
    let frame = TikiHomeSeed.run([.drag(18), .end, .wait(0.1), .drag(5)]).last
    #expect(tiki(frame, presents: 88 - 5) && close(frame?.offset, 0))
  }

  @Test func tikiScrollThatKeepsTheHeightLeavesTheSnapRunning() {
    // Dragging up at the top asks for min(88, 88 + 5): no change.
    let frames = TikiHomeSeed.run([.drag(18), .end, .wait(0.1), .drag(-5), .wait(0.1)])
    #expect(close(frames[3].values["headerHeight.constant"], 79) && close(frames[3].offset, -5))
    #expect(tiki(frames[4], presents: 88))
  }
}
