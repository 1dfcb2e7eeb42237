import Foundation
@_spi(Generated) import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Springs stay within their motion at any parameters the runtime accepts.
/// The energy x² + (x'/ω)² of x'' + 2ζωx' + ω²x = 0 never grows (its rate
/// is −4ζω·x'²/ω²), so from (x0, v0) the displacement stays within
/// E = √(x0² + (v0/ω)²) and the velocity within ω·E, whatever ω and ζ; a
/// spring restarted towards a target `d` away, keeping its value and
/// velocity, starts with at most E + d.
@Suite struct SpringEnvelopeTests {
  /// Every combination of ω, ζ, start and time: displacement and velocity
  /// are numbers (not NaN), start where they started, and stay within E and
  /// ω·E (where those are finite; beyond them the runtime's outputs saturate).
  @Test func everyMotionStaysWithinItsEnergy() throws {
    var checked = 0
    for omega in SpringEnvelopeGrid.omegas {
      for zeta in SpringEnvelopeGrid.ratios {
        let spring = try #require(Spring(omega: omega, dampingRatio: zeta))
        for (x0, v0) in SpringEnvelopeGrid.starts {
          let motion = spring.motion(displacement: x0, velocity: v0)
          let what = "ω \(omega), ζ \(zeta), x0 \(x0), v0 \(v0)"
          #expect(motion.displacement(at: 0) == x0, "\(what)")
          #expect(motion.velocity(at: 0) == v0, "\(what)")
          let energy = hypot(x0, v0 / omega)
          for t in SpringEnvelopeGrid.times {
            let (x, v) = (motion.displacement(at: t), motion.velocity(at: t))
            #expect(!x.isNaN && !v.isNaN, "\(what), t \(t): \(x), \(v)")
            if energy.isFinite {
              #expect(abs(x) <= energy * (1 + 1e-12), "\(what), t \(t): x \(x) > \(energy)")
            }
            if (omega * energy).isFinite {
              #expect(
                abs(v) <= omega * energy * (1 + 1e-12),
                "\(what), t \(t): v \(v) > \(omega * energy)")
            }
            checked += 1
          }
        }
      }
    }
    #expect(checked == 8 * 12 * 8 * 11)
  }

  /// Critically damped with ω·x0 past the doubles (ω = 10¹⁵⁴, x0 = 10²⁰⁰):
  /// x = x0·e^(−τ)·(1 + τ) with τ = ω·t — 2·10²⁰⁰/e at τ = 1, not +∞.
  @Test func aStiffCriticalSpringFromFarAway() throws {
    let motion = try #require(Spring(omega: 1e154, dampingRatio: 1))
      .motion(displacement: 1e200, velocity: 0)
    let t = 1e-154
    let tau = 1e154 * t
    let expected = 1e200 * exp(-tau) * (1 + tau)
    #expect(abs(motion.displacement(at: t) - expected) <= 1e-12 * expected)
    #expect(!motion.isSettled(at: t))
  }

  /// Over-damped by ζ = 10²⁰⁰ (ζ² is past the doubles): it creeps at
  /// ω/(ζ + √(ζ² − 1)) ≈ ω/(2ζ) = 5·10⁻²⁰⁰ per second, so after a second it
  /// is still at its start, moving; it used to jump to the target at once.
  @Test func aHugelyOverDampedSpringCreeps() throws {
    let motion = try #require(Spring(omega: 10, dampingRatio: 1e200))
      .motion(displacement: 1, velocity: 0)
    #expect(!motion.isSettled(at: 0))
    #expect(abs(motion.displacement(at: 1) - exp(-10 / 2e200)) <= 1e-15)
    #expect(!motion.isSettled(at: 1))
  }

  /// A slow spring (ω = 10⁻³⁰⁰, ζ = 0.5) given 10¹⁰ per second from its
  /// target coasts: x ≈ v0·t while ωt is tiny — 10¹⁰ after a second (the
  /// coefficient (v0 + ζωx0)/ω_d alone would be past the doubles).
  @Test func aSlowSpringCoasts() throws {
    let motion = try #require(Spring(omega: 1e-300, dampingRatio: 0.5))
      .motion(displacement: 0, velocity: 1e10)
    #expect(abs(motion.displacement(at: 1) - 1e10) <= 1e-12 * 1e10)
    #expect(abs(motion.velocity(at: 1) - 1e10) <= 1e-12 * 1e10)
  }

  /// A transition between 0 and 1 turned round 100,000 times at random
  /// moments, with springs from stiff to undamped: its amplitude
  /// √((value − target)² + (velocity/ω)²) never grows between turns, and a
  /// turn adds at most the distance between the sides, 1 (each within
  /// 1e-9 of rounding).
  @Test(arguments: [(1e154, 5e-155), (4 * Double.pi, 1e-308), (300.0, 0.05), (20.0, 3.0)])
  func interruptedSpringsGainAtMostTheirDistancePerTurn(omega: Double, zeta: Double) throws {
    let spring = try #require(Spring(omega: omega, dampingRatio: zeta))
    var transition = TransitionAnimation()
    var random = SplitMix64(seed: 0x7E_57)
    var (on, value, amplitude, largest) = (false, 0.0, 0.0, 0.0)
    func measured(target: Double) -> Double {
      hypot(value - target, transition.velocity / omega)
    }
    for _ in 0..<50_000 {
      on.toggle()
      let target = on ? 1.0 : 0.0
      value = transition.update(on: on, presented: value, target: target, spring: spring)
      let started = measured(target: target)
      #expect(started <= (amplitude + 1) * (1 + 1e-9) + 1e-9, "turn: \(started) after \(amplitude)")
      let seconds = [1e-7, 1e-4, 4e-4, 0.013, 0.25][Int(random.next() % 5)]
      // A spring's step is the value to show; none is running once it settles.
      if case .value(let next) = transition.advance(by: seconds) {
        value = next
      } else {
        value = target
      }
      amplitude = measured(target: target)
      #expect(amplitude <= started * (1 + 1e-9) + 1e-9, "wait: \(amplitude) after \(started)")
      largest = max(largest, abs(value))
    }
    #expect(largest.isFinite && largest <= 50_001)
  }
}
