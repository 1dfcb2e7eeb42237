import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// `Specs/tiki-home.yaml` against the seed-000 oracle, frame by frame (time, offset and every
/// value, within 1e-6), over traces written to exercise one rule each. Each test also checks,
/// from the oracle's own frames, that its trace reaches the situation it is named after, and a
/// few values worked out by hand from the seed's formulas.
@Suite struct TikiSimulationTests {
  typealias Params = TikiHarness.Params

  /// The default table height collapsed: 724 − 44; its bottom bound is 2200 − 680.
  static let collapsedBottom = 2200.0 - (724 - 44)

  /// Runs `events` through both, expects no difference, and returns the engine's frames.
  @discardableResult
  func agree(
    _ events: [TikiEvent], _ params: Params = Params(),
    sourceLocation: SourceLocation = #_sourceLocation
  )
    -> FrameSeries
  {
    let series = TikiHarness.engine(events, params)
    let problems = TikiHarness.mismatches(
      series, TikiHarness.oracle(events, params), events: events, params: params)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))", sourceLocation: sourceLocation)
    return series
  }

  func height(_ series: FrameSeries, _ frame: Int) -> Double {
    series.value("headerHeight.constant", frame: frame) ?? .nan
  }

  func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= TikiHarness.tolerance }

  // MARK: Direction

  @Test func collapseShrinksTheHeaderByTheDeltaWhileTheListHolds() {
    let series = agree([.drag(10), .drag(20), .drag(20), .drag(5)])
    // 88 − 10, − 20, then clamped at 44; the list is put back at 0 each time.
    #expect([0, 1, 2].map { height(series, $0) } == [78, 58, 44])
    #expect(series.frames.prefix(3).allSatisfy { $0.offset == 0 })
    // Collapsed: the header stays and the list scrolls.
    #expect(height(series, 3) == 44 && series.frames[3].offset == 5)
    // logo alpha = (78 − 44)/44; trailing = (375 − 327)·(1 − alpha) + 8.
    #expect(close(series.value("logo.alpha", frame: 0)!, 34.0 / 44))
    #expect(close(series.value("searchTrailing.constant", frame: 0)!, 48 * (10.0 / 44) + 8))
  }

  @Test func expandGrowsTheHeaderByTheDeltaUntilMaxHeight() {
    let series = agree([.drag(60), .drag(150), .drag(-20), .drag(-30), .drag(-30), .drag(-5)])
    // 44 after the first drag; the list then scrolls to 150; back up: 64, 88 (clamped), and
    // once open the list scrolls back: 150 → 120 → 115.
    #expect(height(series, 2) == 64 && series.frames[2].offset == 150)
    #expect(height(series, 3) == 88 && series.frames[3].offset == 150)
    #expect(height(series, 4) == 88 && series.frames[4].offset == 120)
    #expect(series.frames[5].offset == 115)
  }

  @Test func collapseThenScrollOn() {
    let series = agree([.drag(30), .drag(30), .drag(30), .drag(40), .drag(1), .drag(0)])
    // 58, then 44 absorbing only 14 of the 30 — the seed holds the whole move — then the list.
    #expect(height(series, 1) == 44 && series.frames[1].offset == 0)
    #expect(series.frames[2].offset == 30 && series.frames[3].offset == 70)
    #expect(series.frames[5].offset == 71)
  }

  // MARK: Bounces

  @Test func bounceAtTheTopDoesNotCountAsScrollingDown() {
    let events: [TikiEvent] = [
      .drag(-40), .drag(20), .drag(15), .drag(30), .drag(-10),
      // Collapsed first, then pulled past the top: moving up still expands.
      .scroll(300), .drag(60), .scroll(-50), .drag(-20), .drag(25), .drag(40), .end, .wait(0.3),
    ]
    let series = agree(events)
    let oracle = TikiHarness.oracle(events, Params())
    #expect(oracle.contains { $0.offset < 0 })
    // Pulled to −40 and let back to −20 and −5: no collapse while above the top.
    #expect(height(series, 0) == 88 && height(series, 1) == 88 && height(series, 2) == 88)
    #expect(series.frames[1].offset == -20 && series.frames[2].offset == -5)
    // From −5 down to 25: below the top, so it counts (88 − 30) and the list holds at −5.
    #expect(height(series, 3) == 58 && series.frames[3].offset == -5)
  }

  @Test func bounceAtTheBottomDoesNotCountAsScrollingUp() {
    let bottom = Self.collapsedBottom
    let events: [TikiEvent] = [
      .drag(50), .scroll(bottom - 20), .drag(60), .drag(-10), .drag(-25), .drag(-30), .drag(-5),
    ]
    let series = agree(events)
    #expect(TikiHarness.oracle(events, Params()).contains { $0.offset > bottom })
    // At bottom + 40 then + 30: above the bottom bound, moving up does not expand.
    #expect(height(series, 2) == 44 && height(series, 3) == 44)
    #expect(series.frames[3].offset == bottom + 30)
    // To bottom + 5: still past it. Then to bottom − 25: counts, the header grows by 30.
    #expect(height(series, 4) == 44 && height(series, 5) == 74)
    #expect(series.frames[5].offset == bottom + 5)
  }

  @Test func bottomBoundFollowsTheHeaderHeight() {
    // Half open (66), the table is 724 − 66 tall, so its bottom bound is 2200 − 658 = 1542:
    // moving up at 1530 counts; with the header collapsed (bound 1520) it would not.
    agree([.drag(22), .scroll(1535), .drag(-5), .drag(-5)])
    agree([.drag(44), .scroll(1530), .drag(-5), .drag(-5), .drag(-20)])
  }

  // MARK: Gate

  @Test func contentTooShortCollapsesNothing() {
    for contentHeight in [300.0, 600, 680] {
      let params = Params(contentHeight: contentHeight)
      let series = agree(
        [.drag(30), .drag(100), .drag(-60), .scroll(-20), .scroll(250), .end, .wait(0.1)], params)
      // canAnimateHeader: 724 − 44 = 680 is not less than contentHeight.
      #expect(series.frames.allSatisfy { $0.values == series.frames[0].values })
      #expect(height(series, 4) == 88 && series.frames[4].offset == 250)
    }
  }

  @Test func contentJustLongEnoughCollapses() {
    let series = agree([.drag(10), .drag(-3)], Params(contentHeight: 681))
    #expect(height(series, 0) == 78 && height(series, 1) == 81)
  }

  // MARK: Snapping

  @Test func snapOpensAboveTheMidpoint() {
    let series = agree([
      .drag(10), .end, .wait(0.05), .wait(0.05), .wait(0.05), .wait(0.05), .wait(0.05),
    ])
    // The ease-in-out curve is symmetric: half-way in time is half-way in height.
    #expect(close(height(series, 3), 78 + 10 * 0.5))
    #expect(height(series, 5) == 88 && height(series, 6) == 88)
    #expect(close(series.frames[5].time ?? .nan, 0.2))
  }

  @Test func snapClosesAtOrBelowTheMidpoint() {
    // 66 is the midpoint 44 + 44/2: not above it, so it closes.
    let series = agree([.drag(22), .end, .wait(0.1), .wait(0.1)])
    #expect(height(series, 1) == 66)
    #expect(close(height(series, 2), 66 - 22 * 0.5) && height(series, 3) == 44)
    agree([.drag(21), .end, .wait(0.1), .wait(0.1)])
    agree([.drag(30), .end, .wait(0.07), .wait(0.2)])
  }

  @Test func animationSampledMidWay() {
    var events: [TikiEvent] = [.drag(35), .end]
    events += Array(repeating: .wait(0.013), count: 18)
    events += [.drag(-12), .end] + Array(repeating: TikiEvent.wait(0.03), count: 8)
    let series = agree(events)
    // Strictly between the ends while in flight.
    let inFlight = (2..<10).map { height(series, $0) }
    #expect(inFlight.allSatisfy { $0 > 44 && $0 < 53 })
    // At t = 0.1 of 0.2 (the 8th wait would be 0.104): check one sample by the curve.
    let progress = Easing.easeInOut(0.013 * 5 / 0.2)
    #expect(close(height(series, 6), 53 + (44 - 53) * progress))
  }

  @Test func waitsOfZeroAndExactlyTheDuration() {
    agree([
      .drag(15), .end, .wait(0), .wait(0.2), .wait(0), .drag(-4), .end, .wait(0.1999999),
      .wait(1e-7),
    ])
  }

  @Test func snapWhenAlreadyOpenOrClosed() {
    agree([.end, .wait(0.1), .drag(100), .end, .wait(0.1), .wait(0.15)])
  }

  // MARK: Programmatic scrolls

  @Test func programmaticScrollsAndJumps() {
    let events: [TikiEvent] = [
      .scroll(10), .scroll(200), .scroll(200), .scroll(900), .scroll(880), .scroll(0), .scroll(0),
      .scroll(5000), .scroll(-300), .drag(7), .scroll(33.25), .end, .wait(0.2),
    ]
    let series = agree(events)
    // A jump of 10 collapses by 10 and the list is put back at 0; one of 190 collapses fully.
    #expect(height(series, 0) == 78 && series.frames[0].offset == 0)
    #expect(height(series, 1) == 44 && series.frames[1].offset == 0)
    // The same offset again is a move of 200 from 0, with the header already collapsed.
    #expect(series.frames[2].offset == 200)
  }

  // MARK: Interleavings

  @Test func dragDuringARunningSnap() {
    // Expanding against a snap that is closing cancels it at once.
    let cancel = agree([.drag(30), .end, .wait(0.05), .drag(-10), .wait(0.1), .wait(0.2)])
    #expect(height(cancel, 3) == 54 && height(cancel, 4) == 54)
    // Scrolling down while it closes changes nothing it holds (already 44): it runs on,
    // and the list scrolls.
    let runOn = agree([.drag(30), .end, .wait(0.05), .drag(10), .wait(0.05), .wait(0.2)])
    #expect(height(runOn, 3) > 44 && runOn.frames[3].offset == 10 && height(runOn, 5) == 44)
    // Against an opening snap, scrolling down collapses from the model height, 88.
    agree([.drag(5), .end, .wait(0.1), .drag(8), .wait(0.05), .end, .wait(0.05), .wait(0.2)])
  }

  @Test func endTwice() {
    // The second end restarts the animation from where it is shown, towards the same target.
    agree([.drag(12), .end, .wait(0.08), .end, .wait(0.08), .wait(0.08), .wait(0.08)])
    agree([.drag(30), .end, .end, .wait(0.1), .end, .end, .wait(0.25)])
  }

  // MARK: Other parameter values

  static let paramSets: [Params] = [
    Params(maxHeight: 120, minHeight: 50),
    Params(maxHeight: 64, minHeight: 20, viewWidth: 320, chatButtonMinX: 280),
    Params(viewWidth: 430, chatButtonMinX: 370, contentHeight: 900, screenHeight: 852),
    Params(maxHeight: 140, minHeight: 44, contentHeight: 1000, screenHeight: 568),
    Params(maxHeight: 88, minHeight: 44, contentHeight: 700.5, screenHeight: 724),
    Params(
      maxHeight: 100.5, minHeight: 33.25, viewWidth: 414, chatButtonMinX: 350.5,
      contentHeight: 3000, screenHeight: 896),
  ]

  @Test(arguments: paramSets)
  func otherParameterValues(params: Params) {
    let bottom = params.contentHeight - (params.screenHeight - params.minHeight)
    let events: [TikiEvent] = [
      .drag(12), .drag(9), .end, .wait(0.05), .wait(0.2), .drag(-30), .scroll(bottom + 40),
      .drag(-25),
      .drag(-60), .drag(-3), .end, .wait(0.1), .drag(40), .drag(-2), .wait(0.2), .end, .wait(0.05),
      .scroll(-25), .drag(30), .drag(2.5), .end, .wait(0.3),
    ]
    agree(events, params)
  }

  // MARK: The bundled trace

  @Test func bundledTraceMatchesTheOracleThroughTheDecoder() throws {
    let url = Fixtures.spec("tiki-home.trace.yaml")
    let decoded = TraceDecoder.decode(bytes: try Fixtures.bytes(url))
    let trace = try #require(decoded.trace, "\(decoded.diagnostics)")
    let events: [TikiEvent] = trace.events.compactMap {
      switch $0.value {
      case .drag(let d): .drag(d)
      case .scroll(let y): .scroll(y)
      case .end, .endWithVelocity: .end
      case .wait(let s): .wait(s)
      case .signal: nil  // the spec has no signals
      }
    }
    var evaluator = TikiHarness.evaluator(Params())
    let series = evaluator.simulate(trace, input: try #require(evaluator.traceInput(trace)))
    let problems = TikiHarness.mismatches(
      series, TikiHarness.oracle(events, Params()), events: events, params: Params())
    #expect(problems.isEmpty, "\(problems)")
    #expect(series.frames.count == 13)
  }
}
