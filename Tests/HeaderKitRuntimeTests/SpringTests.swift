import Foundation
@_spi(Generated) import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// `Spring`'s closed forms match the damped oscillator's definition: the
/// stated start, its differential equation, and settling within the stated
/// epsilon (`PortableMath`, which they use, has its own tests).
@Suite struct SpringTests {
  /// SwiftUI's `spring(response: 0.5, dampingFraction: 0.5)`: ω = 2π/0.5 = 4π,
  /// ζ = 0.5, so ω_d = 4π·√0.75 and the displacement from 1 at rest is
  /// e^(−2πt)(cos(ω_d t) + (2π/ω_d) sin(ω_d t)) (motion-facts' closed form).
  @Test func underDampedMatchesTheClosedForm() throws {
    let spring = try #require(Spring(response: 0.5, dampingFraction: 0.5))
    let motion = spring.motion(displacement: 1, velocity: 0)
    let omegaD = 4 * Double.pi * 0.75.squareRoot()
    for t in stride(from: 0.0, through: 2, by: 0.01) {
      let expected =
        Foundation.exp(-2 * .pi * t)
        * (Foundation.cos(omegaD * t) + (2 * .pi / omegaD) * Foundation.sin(omegaD * t))
      #expect(abs(motion.displacement(at: t) - expected) < 1e-12, "t = \(t)")
    }
    #expect(motion.displacement(at: 0) == 1)
  }

  /// Every regime solves x'' + 2ζωx' + ω²x = 0 from (x0, v0): checked by
  /// central differences (h = 1e-4, so the error is about h²·x''''/6 < 1e-4
  /// relative) at times along the motion.
  @Test func everyRegimeSolvesTheOscillatorFromItsStart() throws {
    let springs = [
      Spring(mass: 1, stiffness: 300, damping: 10),  // ζ = 10/(2√300) ≈ 0.29
      Spring(omega: 20, dampingRatio: 1),
      Spring(mass: 2, stiffness: 50, damping: 40),  // ζ = 40/(2·10) = 2
    ]
    for spring in springs {
      let spring = try #require(spring)
      let (x0, v0) = (-30.0, 1_200.0)
      let motion = spring.motion(displacement: x0, velocity: v0)
      let h = 1e-4
      #expect(motion.displacement(at: 0) == x0 || abs(motion.displacement(at: 0) - x0) < 1e-12)
      let start = (motion.displacement(at: h) - motion.displacement(at: 0)) / h
      #expect(abs(start - v0) < 1e-2 * abs(v0), "v0 of \(spring)")
      for t in stride(from: 0.01, through: 1, by: 0.03) {
        let (before, now, after) = (
          motion.displacement(at: t - h), motion.displacement(at: t), motion.displacement(at: t + h)
        )
        let velocity = (after - before) / (2 * h)
        let acceleration = (after - 2 * now + before) / (h * h)
        let omega = spring.omega
        let residual =
          acceleration + 2 * spring.dampingRatio * omega * velocity + omega * omega * now
        let scale = abs(acceleration) + omega * omega * abs(now) + 1
        #expect(abs(residual) < 1e-3 * scale, "t = \(t), \(spring)")
      }
    }
  }

  /// Once settled, a spring stays within the epsilon: sampled finely past the
  /// first settled time, and never settled while outside it.
  @Test func settledMeansWithinEpsilonFromThenOn() throws {
    for zeta in [0.3, 0.7, 1, 1.5] {
      let spring = try #require(Spring(omega: 15, dampingRatio: zeta))
      let motion = spring.motion(displacement: 200, velocity: -3_000)
      var settledAt: Double?
      var violations: [Double] = []
      for step in 0...40_000 {
        let t = Double(step) / 4_000
        if settledAt == nil, motion.isSettled(at: t) { settledAt = t }
        let outside = abs(motion.displacement(at: t)) > Spring.settleEpsilon
        if outside, settledAt != nil { violations.append(t) }
      }
      #expect(settledAt != nil, "ζ = \(zeta) settles within 10 s")
      #expect(
        violations.isEmpty,
        "ζ = \(zeta): outside the epsilon after settling at \(violations.prefix(3))")
    }
  }

  @Test func invalidParametersMakeNoSpring() {
    #expect(Spring(response: 0, dampingFraction: 1) == nil)
    #expect(Spring(response: 0.3, dampingFraction: 0) == nil)
    #expect(Spring(response: .nan, dampingFraction: 1) == nil)
    #expect(Spring(mass: 1, stiffness: -1, damping: 1) == nil)
    #expect(Spring(mass: 1e-300, stiffness: 1e300, damping: 1) == nil)  // ω overflows
  }
}
