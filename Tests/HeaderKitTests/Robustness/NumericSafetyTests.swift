import HeaderKit
import HeaderKitRuntime
import Testing

/// The defined results of the operations that could otherwise give NaN or
/// infinity (documented in docs/limits.md), and finite outputs at extremes.
@Suite struct NumericSafetyTests {
  @Test func divisionAndRemainderByZeroGiveZero() throws {
    var header = try SpecHarness.evaluator(
      SpecHarness.spec(
        params: "  d: 2\n",
        targets: "  a: { alpha: 10 / d, translateX: 10 % d, translateY: 100 / scroll }\n"))
    #expect(header.value("a.alpha") == 5)
    header.setParam(named: "d", to: [0])
    #expect(header.value("a.alpha") == 0)
    #expect(header.value("a.translateX") == 0)
    // A divisor that changes with the scroll is 0 at offset 0.
    #expect(header.value("a.translateY", at: 0) == 0)
    #expect(header.value("a.translateY", at: 4) == 25)
  }

  @Test func zeroWidthRangeProgressIsZeroBeforeAndOneFromItOn() throws {
    let spec = SpecHarness.spec(
      params: "  p: 50\n  w: 100\n",
      ranges:
        "  point: { input: scroll, from: p, to: p }\n  span: { input: scroll, from: 0, to: w }\n",
      targets: "  a: { alpha: point, translateX: span }\n")
    var header = try SpecHarness.evaluator(spec)
    #expect(header.value("a.alpha", at: 49.999) == 0)
    #expect(header.value("a.alpha", at: 50) == 1)
    #expect(header.value("a.alpha", at: 1e6) == 1)
    // A param override that makes a range zero-width.
    #expect(header.value("a.translateX", at: 50) == 0.5)
    header.setParam(named: "w", to: [0])
    #expect(header.value("a.translateX", at: -0.001) == 0)
    #expect(header.value("a.translateX", at: 0) == 1)
    #expect(header.value("a.translateX", at: 50) == 1)
  }

  @Test func zeroWidthSegmentsJump() throws {
    let spec = SpecHarness.spec(
      params: "  w: 10\n",
      targets: """
          a:
            alpha:
              over: scroll
              keyframes:
                - { at: 0, value: 0 }
                - { at: 10, value: 0 }
                - { at: 10, value: 5 }
                - { at: 20, value: 5 }
            translateX:
              over: scroll
              after: extend
              keyframes:
                - { at: 0, value: 0 }
                - { at: w, value: 1 }

        """)
    var header = try SpecHarness.evaluator(spec)
    #expect(header.value("a.alpha", at: 9.999) == 0)
    #expect(header.value("a.alpha", at: 10) == 5)
    #expect(header.value("a.alpha", at: 15) == 5)
    // A param override that makes a segment zero-width: the value jumps at
    // the shared position, and `extend` beyond it is flat.
    #expect(header.value("a.translateX", at: 20) == 2)
    header.setParam(named: "w", to: [0])
    #expect(header.value("a.translateX", at: -0.001) == 0)
    #expect(header.value("a.translateX", at: 0) == 1)
    #expect(header.value("a.translateX", at: 20) == 1)
  }

  @Test func outputsStayFiniteAtExtremes() throws {
    var header = try SpecHarness.evaluator(
      SpecHarness.spec(
        params: "  big: 1e308\n",
        targets: """
            a:
              alpha: scroll * big
              translateX: big * big - big * big
              translateY: sqrt(-scroll) + scroll % 0.3
              rotation:
                over: scroll
                before: extend
                after: extend
                keyframes:
                  - { at: -1e308, value: -1e308 }
                  - { at: 1e308, value: 1e308 }

          """))
    for offset in [
      -Double.greatestFiniteMagnitude, -1e308, -1, 0, 1, 1e308, .greatestFiniteMagnitude,
    ] {
      header.setInput(0, raw: offset)
      header.forEachValue { index, value in
        #expect(value.isFinite, "\(header.graph.outputs[index].key) at \(offset)")
      }
    }
  }

  /// Interpolating between ±1e308, where `to - from` overflows, stays between them.
  @Test func interpolationBetweenHugeValuesStaysBetweenThem() throws {
    var header = try SpecHarness.evaluator(
      SpecHarness.spec(
        targets: """
            a:
              alpha:
                over: scroll
                keyframes:
                  - { at: 0, value: -1e308 }
                  - { at: 100, value: 1e308 }

          """))
    #expect(header.value("a.alpha", at: 0) == -1e308)
    #expect(header.value("a.alpha", at: 50) == 0)
    #expect(header.value("a.alpha", at: 100) == 1e308)
    for offset in stride(from: 0.0, through: 100, by: 0.5) {
      let value = header.value("a.alpha", at: offset)
      #expect((-1e308...1e308).contains(value), "at \(offset): \(value)")
    }
  }

  /// Regression: two waits of 1e308 s pushed the clock to infinity.
  @Test func theClockStaysFinite() throws {
    var header = try SpecHarness.evaluator(SpecHarness.spec(targets: "  a: { alpha: scroll }\n"))
    header.advance(by: 1e308)
    header.advance(by: 1e308)
    header.advance(by: .infinity)
    #expect(header.time.isFinite)
  }

  /// Regression: a snap from -1e308 to 1e308 overflowed mid-animation.
  @Test func aSnapBetweenHugeValuesStaysBetweenThem() throws {
    var header = try SpecHarness.evaluator(
      SpecHarness.spec(
        states: """
            s:
              input: scroll
              initial: -1e308
              min: -1e308
              max: 1e308
              snap: { to: [1e308], duration: 1, ease: linear }

          """,
        targets: "  c: { kind: constraint, constant: s }\n"))
    header.endScrolling(0)
    for step in 1...9 {
      header.advance(by: 0.1)
      let value = header.value("c.constant")
      let fraction = Double(step) / 10
      let expected = -1e308 * (1 - fraction) + 1e308 * fraction
      #expect(abs(value - expected) <= 1e308 * 1e-12, "\(value) at \(header.time) s")
    }
    header.advance(by: 1)
    #expect(header.value("c.constant") == 1e308)
  }

  /// Regression: the midpoint of snap targets -1e308 and 1e308 overflowed,
  /// so every value snapped to the lower one.
  @Test func theMidpointOfHugeSnapTargetsIsBetweenThem() throws {
    let states = { (initial: String) in
      """
        s:
          input: scroll
          initial: \(initial)
          min: -1e308
          max: 1e308
          snap: { to: [-1e308, 1e308], rule: midpoint, duration: 0 }

      """
    }
    for (initial, target) in [("1", 1e308), ("-1", -1e308)] {
      var header = try SpecHarness.evaluator(
        SpecHarness.spec(
          states: states(initial), targets: "  c: { kind: constraint, constant: s }\n"))
      header.endScrolling(0)
      #expect(header.value("c.constant") == target, "from \(initial)")
    }
  }

  /// Regression: an inset that overflows to NaN (p · 10 − p · 10 with
  /// p = 1e308) made the default sweep a NaN range, which trapped `headerkit eval`.
  @Test func anOverflowingInsetIsMadeFinite() throws {
    var header = try SpecHarness.evaluator(Self.overflowingInset)
    // NaN becomes 0, like any var: keyframes at 0 and 100, widened by a fifth.
    #expect(SweepDefaults.range(of: 0, in: header) == -20...120)
    #expect(header.value("a.alpha", at: 50) == 0.5)
    header.reset()
    #expect(header.rawInput(0) == 0)
  }

  static let overflowingInset = """
    version: 1
    name: overflowing-inset
    inputs:
      scroll: { inset: p * 10 - p * 10 }
    params:
      p: 1e308
    targets:
      a:
        alpha:
          over: scroll
          keyframes:
            - { at: 0, value: 0 }
            - { at: 100, value: 1 }

    """

  @Test func paramOverridesRejectNonFiniteNumbers() {
    for text in ["h=nan", "h=inf", "h=-inf", "h=1e309", "h=[1, nan]", "h=[-infinity]"] {
      #expect(throws: ParamError.self, "\(text)") { try ParamOverride(parsing: text) }
    }
  }

  @Test func nonFiniteParamsSetInCodeBecomeFinite() throws {
    var header = try SpecHarness.evaluator(
      SpecHarness.spec(params: "  p: 1\n", targets: "  a: { alpha: p * 2 }\n"))
    header.setParam(named: "p", to: [.nan])
    #expect(header.value("a.alpha") == 0)
    header.setParam(named: "p", to: [.infinity])
    #expect(header.value("a.alpha") == .greatestFiniteMagnitude)
  }
}
