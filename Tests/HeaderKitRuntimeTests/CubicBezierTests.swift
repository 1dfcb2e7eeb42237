import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// The cubic Bézier solver (a sample table, Newton, bisection) is within
/// 1e-7 of the curve's definition, solved by bisection to the last bit,
/// on random curves of every shape.
@Suite struct CubicBezierTests {
  /// Where x'(s) is below this at the root, a double cannot pin s down (see
  /// `EasingDefinitionTests.comparable`): such times are left out.
  static let minimumSlope = 1e-6

  @Test func randomCurvesAreWithin1e7OfTheDefinition() {
    let seed: UInt64 = 0xB0_2_1E7
    var random = SplitMix64(seed: seed)
    var compared = 0
    var worst = (error: 0.0, what: "")
    for curve in 0..<2_000 {
      // Control points at the ends of x make curves steep or vertical; the
      // rest are anywhere, y overshooting both ways.
      func x(_ end: Double) -> Double {
        switch curve % 5 {
        case 0: end
        case 1: abs(end - Double.random(in: 0..<1e-3, using: &random))
        default: Double.random(in: 0...1, using: &random)
        }
      }
      let x1 = x(1)
      let x2 = curve % 3 == 0 ? x(0) : Double.random(in: 0...1, using: &random)
      let y1 = Double.random(in: -2..<3, using: &random)
      let y2 = Double.random(in: -2..<3, using: &random)
      let easing = Easing.cubicBezier(x1, y1, x2, y2)
      for sample in 0..<100 {
        // Random times, and times next to the table's samples.
        let t =
          sample < 80
          ? Double.random(in: 0...1, using: &random)
          : Double(sample - 80) / 20 + Double.random(in: -1e-9...1e-9, using: &random)
        guard t >= 0, t <= 1 else { continue }
        let s = ReferenceEasing.parameter(x1, x2, at: t)
        guard ReferenceEasing.slope(x1, x2, at: s) >= Self.minimumSlope else { continue }
        let error = abs(easing(t) - ReferenceEasing.cubicBezier(x1, y1, x2, y2, at: t))
        if !(error <= worst.error) {
          worst = (error, "cubic-bezier(\(x1), \(y1), \(x2), \(y2)) at t = \(t)")
        }
        compared += 1
      }
    }
    #expect(worst.error <= 1e-7, "seed \(seed): worst \(worst.error), \(worst.what)")
    #expect(compared > 150_000, "seed \(seed): the comparison covered \(compared) points")
  }

  /// The ends are exact, out-of-range times clamp, and a curve whose control
  /// points lie in the unit square stays in [0, 1] (to the tolerance).
  @Test func endsAreExactAndCurvesInTheSquareStayInside() {
    let seed: UInt64 = 7
    var random = SplitMix64(seed: seed)
    for _ in 0..<500 {
      let points = (0..<4).map { _ in Double.random(in: 0...1, using: &random) }
      let easing = Easing.cubicBezier(points[0], points[1], points[2], points[3])
      #expect(easing(0) == 0 && easing(1) == 1, "seed \(seed): \(points)")
      #expect(easing(-3) == 0 && easing(7) == 1 && easing(.nan) == 0, "seed \(seed): \(points)")
      for t in stride(from: 0.0, through: 1, by: 1.0 / 64) {
        let value = easing(t)
        #expect(value >= -1e-7 && value <= 1 + 1e-7, "seed \(seed): \(points) at \(t)")
      }
    }
  }

  /// At the vertical point of cubic-bezier(1, 0, 0, 1) a double pins s down
  /// only to about 4e-6 (x(s) − ½ ≈ 4(s − ½)³): the value is that close to ½.
  @Test func theVerticalPointIsAsCloseAsADoubleAllows() {
    let value = Easing.cubicBezier(1, 0, 0, 1)(0.5)
    #expect(abs(value - 0.5) <= 1e-5)
  }
}
