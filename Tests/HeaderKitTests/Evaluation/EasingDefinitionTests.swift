import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Easing curves match their CSS and Core Animation definitions to 1e-7, both
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

  /// How close a solved curve is to the definition: within 1e-7, wherever a
  /// double pins the curve's parameter down (see ``comparable(_:at:)``).
  static let tolerance = 1e-7

  /// Times from 0 to 1 every 1/2000, and next to both ends.
  static let times: [Double] = (0...2000).map { Double($0) / 2000 } + [1e-9, 1 - 1e-9]

  func expected(_ curve: Curve, at t: Double) -> Double {
    let (x1, y1, x2, y2) = curve.points
    return ReferenceEasing.cubicBezier(x1, y1, x2, y2, at: t)
  }

  /// Whether time `t` is one where x'(s) ≥ 1e-6: where the curve is
  /// vertical (cubic-bezier(1, 0, 0, 1) at t = 1/2), rounding in x(s) leaves
  /// s, and so y, uncertain by about 1e-6 for any solver in doubles.
  func comparable(_ curve: Curve, at t: Double) -> Bool {
    let (x1, _, x2, _) = curve.points
    return ReferenceEasing.slope(x1, x2, at: ReferenceEasing.parameter(x1, x2, at: t)) >= 1e-6
  }

  /// The largest difference from the definition over ``times``, and where;
  /// a NaN counts as the largest.
  func worstError(_ curve: Curve, _ value: (Double) -> Double) -> (t: Double, error: Double) {
    var worst = (t: 0.0, error: 0.0)
    for t in Self.times where comparable(curve, at: t) {
      let error = abs(value(t) - expected(curve, at: t))
      if !(error <= worst.error) { worst = (t, error) }
    }
    return worst
  }

  @Test(arguments: curves)
  func easingValueMatchesTheDefinition(curve: Curve) throws {
    let easing = try #require(Easing(curve.spelling))
    let worst = worstError(curve) { easing($0) }
    #expect(worst.error <= Self.tolerance, "worst at t = \(worst.t): \(worst.error)")
  }

  /// Times are left out only at an end where the curve starts or ends flat
  /// in x (easeIn's and easeOut's, where the value is exact anyway), and
  /// around the vertical point of cubic-bezier(1, 0, 0, 1).
  @Test func onlyEndsAndTheVerticalPointAreLeftOut() {
    for curve in Self.curves {
      let left = Self.times.filter { !comparable(curve, at: $0) }
      if curve.points == (1, 0, 0, 1) {
        #expect(!left.isEmpty && left.allSatisfy { abs($0 - 0.5) < 1e-3 }, "\(left)")
      } else {
        #expect(left.allSatisfy { $0 == 0 || $0 == 1 }, "\(curve.spelling): \(left)")
      }
    }
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
    let worst = worstError(curve) { evaluator.values(at: $0 * 1000)["box.translateY"]! }
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
