import HeaderKit
import HeaderKitRuntime
import Testing

/// Easing curves match their CSS and Core Animation definitions to 1e-6, both
/// as ``Easing`` values and evaluated in a track.
@Suite struct EasingDefinitionTests {
  struct Curve: CustomTestStringConvertible, Sendable {
    /// The spelling in a spec.
    var spelling: String
    var points: (Double, Double, Double, Double)
    var testDescription: String { spelling }
  }

  static let curves: [Curve] = [
    // Core Animation's named curves.
    Curve(spelling: "easeIn", points: (0.42, 0, 1, 1)),
    Curve(spelling: "easeOut", points: (0, 0, 0.58, 1)),
    Curve(spelling: "easeInOut", points: (0.42, 0, 0.58, 1)),
    // CSS `ease`, an overshooting back curve, and a steep start.
    Curve(spelling: "cubic-bezier(0.25, 0.1, 0.25, 1)", points: (0.25, 0.1, 0.25, 1)),
    Curve(spelling: "cubic-bezier(0.68, -0.55, 0.265, 1.55)", points: (0.68, -0.55, 0.265, 1.55)),
    Curve(spelling: "cubic-bezier(0.05, 0.9, 0.3, 1)", points: (0.05, 0.9, 0.3, 1)),
    // x stands still at s = 1/2 while y moves: the curve is vertical there.
    Curve(spelling: "cubic-bezier(1, 0, 0, 1)", points: (1, 0, 0, 1)),
  ]

  static let tolerance = 1e-6

  /// Times from 0 to 1 every 1/2000, and next to both ends.
  static let times: [Double] = (0...2000).map { Double($0) / 2000 } + [1e-9, 1 - 1e-9]

  func expected(_ curve: Curve, at t: Double) -> Double {
    let (x1, y1, x2, y2) = curve.points
    return ReferenceEasing.cubicBezier(x1, y1, x2, y2, at: t)
  }

  /// The largest difference from the definition over ``times``, and where;
  /// a NaN counts as the largest.
  func worstError(_ curve: Curve) throws -> (t: Double, error: Double) {
    let easing = try #require(Easing(curve.spelling))
    var worst = (t: 0.0, error: 0.0)
    for t in Self.times {
      let error = abs(easing(t) - expected(curve, at: t))
      if !(error <= worst.error) { worst = (t, error) }
    }
    return worst
  }

  @Test(arguments: curves)
  func easingValueMatchesTheDefinition(curve: Curve) throws {
    let worst = try worstError(curve)
    #expect(worst.error <= Self.tolerance, "worst at t = \(worst.t): \(worst.error)")
  }

  /// The solver stops within 1e-12 of the curve parameter s (see
  /// `UnitBezier.solve`), so y is off by at most |y'(s)| · 1e-12, under
  /// 6.3e-12 for these curves (|y'| ≤ 3 · the largest step between y's
  /// control values). The vertical curve is left out: there x pins s down
  /// only to about 1e-5, for the bisection of the reference as well.
  @Test(arguments: curves.filter { $0.points != (1, 0, 0, 1) })
  func easingValueIsSolvedToThePrecisionOfTheParameter(curve: Curve) throws {
    let worst = try worstError(curve)
    #expect(worst.error <= 1e-11, "worst at t = \(worst.t): \(worst.error)")
  }

  /// The solver's early stop (a Newton step that bounds the error left)
  /// keeps that precision on curves of every shape: random control points,
  /// steep and nearly vertical ones among them. Where x'(s) is under 1e-3
  /// at the root, x pins s down too loosely to compare, and is skipped.
  @Test func randomCurvesAreSolvedToThePrecisionOfTheParameter() {
    var random = SplitMix64(seed: 0xB0_2_1E7)
    var compared = 0
    for curve in 0..<300 {
      // Every fourth curve has a control point at an end of x: steep or vertical.
      let x1 = curve % 4 == 0 ? 1 : Double.random(in: 0..<1, using: &random)
      let x2 = curve % 4 == 1 ? 0 : Double.random(in: 0..<1, using: &random)
      let y1 = Double.random(in: -1..<2, using: &random)
      let y2 = Double.random(in: -1..<2, using: &random)
      let easing = Easing.cubicBezier(x1, y1, x2, y2)
      // |y'(s)| ≤ 3 · the largest step between y's control values.
      let steepest = 3 * max(abs(y1), abs(y2 - y1), abs(1 - y2))
      for _ in 0..<200 {
        let t = Double.random(in: 0..<1, using: &random)
        let s = ReferenceEasing.parameter(x1, x2, at: t)
        let u = 1 - s
        let slope = 3 * u * u * x1 + 6 * u * s * (x2 - x1) + 3 * s * s * (1 - x2)
        guard abs(slope) > 1e-3 else { continue }
        let expected = ReferenceEasing.cubicBezier(x1, y1, x2, y2, at: t)
        let error = abs(easing(t) - expected)
        guard error <= steepest * 1.5e-12 + 1e-15 else {
          Issue.record("cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at t = \(t): off by \(error)")
          return
        }
        compared += 1
      }
    }
    #expect(compared > 40_000, "the comparison covered \(compared) points")
  }

  @Test(arguments: curves)
  func trackSegmentMatchesTheDefinition(curve: Curve) throws {
    // One segment from 0 to 1 over offsets 0 to 1000: the value is the eased progress.
    let spec = """
      version: 1
      name: easing
      inputs:
        scroll: {}
      targets:
        box:
          translateY:
            over: scroll
            keyframes:
              - { at: 0, value: 0, ease: "\(curve.spelling)" }
              - { at: 1000, value: 1 }

      """
    var evaluator = HeaderEvaluator(graph: try SpecEvaluation.graph(text: spec))
    var worst = (t: 0.0, error: 0.0)
    for t in Self.times {
      let value = evaluator.values(at: t * 1000)["box.translateY"]!
      let error = abs(value - expected(curve, at: t * 1000 / 1000))
      if !(error <= worst.error) { worst = (t, error) }
    }
    #expect(worst.error <= Self.tolerance, "worst at t = \(worst.t): \(worst.error)")
  }

  @Test(arguments: curves)
  func endsAreExact(curve: Curve) throws {
    // A segment starts at its keyframe's value and ends at the next one's, exactly.
    let easing = try #require(Easing(curve.spelling))
    #expect(easing(0) == 0)
    #expect(easing(1) == 1)
  }

  @Test func namedCurvesAreCoreAnimations() {
    #expect(Easing.easeIn == .cubicBezier(0.42, 0, 1, 1))
    #expect(Easing.easeOut == .cubicBezier(0, 0, 0.58, 1))
    #expect(Easing.easeInOut == .cubicBezier(0.42, 0, 0.58, 1))
  }

  @Test(arguments: [1, 2, 3, 4, 7])
  func stepsJumpAtTheEndOfEachStep(count: Int) throws {
    let easing = try #require(Easing("steps(\(count))"))
    for t in Self.times {
      #expect(easing(t) == ReferenceEasing.steps(count, at: t), "t = \(t)")
    }
  }

  @Test func stepsInATrack() throws {
    let spec = """
      version: 1
      name: steps
      inputs:
        scroll: {}
      targets:
        box:
          translateY:
            over: scroll
            keyframes:
              - { at: 0, value: 0, ease: steps(4) }
              - { at: 100, value: 1 }

      """
    var evaluator = HeaderEvaluator(graph: try SpecEvaluation.graph(text: spec))
    let offsets: [Double] = [-1, 0, 24.999, 25, 49.99, 50, 74, 75, 99.999, 100, 101]
    let expected: [Double] = [0, 0, 0, 0.25, 0.25, 0.5, 0.5, 0.75, 0.75, 1, 1]
    #expect(offsets.map { evaluator.values(at: $0)["box.translateY"]! } == expected)
  }

  @Test func linearIsTheIdentity() throws {
    for t in Self.times { #expect(Easing.linear(t) == t) }
  }
}
