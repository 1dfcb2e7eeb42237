import Foundation
@_spi(Generated) import HeaderKitRuntime
import Testing

/// Android's interpolators and CSS `linear(...)` (``Easing``), each against
/// its platform's formula worked here with Foundation's `pow` and `cos`
/// (within 1e-15: the curves use repeated multiplication and the portable
/// cosine, which may differ from libm in the last bit), their spellings
/// read back as written, and `linear(...)`'s points completed as CSS Easing
/// Level 2 says.
@Suite struct InterpolatorTests {
  static let times = [0.25, 0.5, 0.75]

  static func expectCurve(
    _ easing: Easing, _ formula: (Double) -> Double,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for t in times + [0, 1] {
      let (value, expected) = (easing(t), formula(t))
      #expect(
        abs(value - expected) <= 1e-15, "\(easing) at \(t): \(value), expected \(expected)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func accelerateIsAPowerOfTwiceTheFactor() {
    Self.expectCurve(.accelerate(1)) { $0 * $0 }
    Self.expectCurve(.accelerate(1.5)) { pow($0, 3) }
    Self.expectCurve(.accelerate(0.5)) { $0 }
    Self.expectCurve(.accelerate(10)) { pow($0, 20) }
  }

  @Test func decelerateIsOneMinusAPowerOfTheRest() {
    Self.expectCurve(.decelerate(1)) { 1 - (1 - $0) * (1 - $0) }
    Self.expectCurve(.decelerate(2)) { 1 - pow(1 - $0, 4) }
  }

  @Test func accelerateDecelerateIsACosine() {
    Self.expectCurve(.accelerateDecelerate) { cos(($0 + 1) * Double.pi) / 2 + 0.5 }
    // Half-way exactly: cos(1.5π) is 0 but for π's rounding.
    #expect(abs(Easing.accelerateDecelerate(0.5) - 0.5) < 1e-15)
  }

  @Test func overshootPassesOneAndComesBack() {
    for tension in [2.0, 0, 3.5] {
      Self.expectCurve(.overshoot(tension)) {
        let u = $0 - 1
        return u * u * ((tension + 1) * u + tension) + 1
      }
    }
    // T = 2 at 0.75: u = −0.25, 0.0625 × 1.25 + 1.
    #expect(Easing.overshoot(2)(0.75) == 1.078125)
  }

  @Test func anticipateGoesBackFirst() {
    Self.expectCurve(.anticipate(2)) { $0 * $0 * (3 * $0 - 2) }
    // At 0.25: 0.0625 × (0.75 − 2) = −0.078125.
    #expect(Easing.anticipate(2)(0.25) == -0.078125)
  }

  @Test func anticipateOvershootIsPiecewiseAtOneHalf() {
    // s = 2 × 1.5 = 3 by default, 1 × 2 = 2 with both given.
    for (easing, s) in [(Easing.anticipateOvershoot(2, 1.5), 3.0), (.anticipateOvershoot(1, 2), 2)]
    {
      Self.expectCurve(easing) { t in
        if t < 0.5 {
          let u = 2 * t
          return 0.5 * u * u * ((s + 1) * u - s)
        }
        let u = 2 * t - 2
        return 0.5 * (u * u * ((s + 1) * u + s) + 2)
      }
    }
    // s = 3 at 0.25: u = 0.5, 0.5 × 0.25 × (2 − 3) = −0.125; at 0.5: u = −1, (−4 + 3 + 2) / 2.
    #expect(Easing.anticipateOvershoot(2, 1.5)(0.25) == -0.125)
    #expect(Easing.anticipateOvershoot(2, 1.5)(0.5) == 0.5)
  }

  @Test func cssLinearCompletesItsInputs() {
    // No percentages: spread evenly, 0, 0.5, 1.
    #expect(LinearStops.inputs([nil, nil, nil]) == [0, 0.5, 1])
    // A missing run between 20% and 80% is spread: 0.4, 0.6.
    let spread = LinearStops.inputs([nil, 20, nil, nil, 80, nil])
    let expected = [0, 0.2, 0.2 + (0.8 - 0.2) * 1 / 3, 0.2 + (0.8 - 0.2) * 2 / 3, 0.8, 1]
    #expect(spread == expected)
    // A percentage below one before it is raised to it.
    #expect(LinearStops.inputs([nil, 60, 40, nil]) == [0, 0.6, 0.6, 1])
  }

  @Test func cssLinearIsPiecewiseLinear() {
    // linear(0, 0.25 75%, 1): t / 3 up to 75%, then 0.25 + (t − 0.75) × 3.
    let easing = Easing.linearStops([0, 0.25, 1], [nil, 75, nil])
    Self.expectCurve(easing) { $0 < 0.75 ? $0 * 0.25 / 0.75 : 0.25 + ($0 - 0.75) / 0.25 * 0.75 }
    // Two inputs at one place make a jump: the later point's output from there on.
    let jump = Easing.linearStops([0, 0.5, 0.8, 1], [nil, 50, 50, nil])
    #expect(jump(0.49) < 0.5 && jump(0.5) == 0.8)
    // Before the first point the first segment continues (here from 20%).
    let late = Easing.linearStops([0.2, 1], [20, nil])
    #expect(abs(late(0.1) - (0.2 + (0.1 - 0.2) / 0.8 * 0.8)) <= 1e-15)
  }

  @Test func spellingsReadBackAsWritten() {
    let spellings = [
      "accelerate", "accelerate(1.5)", "decelerate", "decelerate(2)", "accelerateDecelerate",
      "overshoot", "overshoot(3.5)", "anticipate", "anticipate(0)", "anticipateOvershoot",
      "anticipateOvershoot(2, 2)", "linear(0, 0.25 75%, 1)", "linear(0, 0.5 25%, 0.5 75%, 1)",
    ]
    for spelling in spellings {
      let easing = Easing(spelling)
      #expect(easing?.description == spelling, "\(spelling)")
      #expect(easing.flatMap { Easing($0.description) } == easing)
    }
    // Two percentages are two points; defaults are Android's.
    #expect(
      Easing("linear(0, 0.5 25% 75%, 1)") == .linearStops([0, 0.5, 0.5, 1], [nil, 25, 75, nil]))
    #expect(Easing("overshoot") == .overshoot(2))
    #expect(Easing("anticipateOvershoot(3)") == .anticipateOvershoot(3, 1.5))
  }

  @Test func badArgumentsSayWhatTheFunctionTakes() {
    let bad = [
      "accelerate(1.3)", "accelerate(0)", "decelerate(11)", "overshoot(-1)", "anticipate(101)",
      "anticipateOvershoot(2, -1)", "accelerate(1, 2)", "overshoot(x)", "linear(0)",
      "linear(0, 1 50% 60% 70%)", "linear(0, a)", "accelerateDecelerate(1)",
    ]
    for text in bad {
      #expect(Easing(text) == nil, "\(text)")
      guard case .failure = Easing.interpolator(text) else {
        Issue.record("\(text) is not a bad interpolator")
        continue
      }
    }
    #expect(Easing.interpolator("easeIn") == nil)
  }
}
