/// A damped spring, the timing of UIKit's, SwiftUI's and Core Animation's
/// spring animations: x'' + 2ζω·x' + ω²·x = 0 for the displacement x from
/// the target, with natural frequency ω = √(k/m) and damping ratio
/// ζ = c / (2√(k·m)).
///
/// The displacement is a closed form of the time since the spring started
/// (``displacement(at:)``), so where a frame samples it does not depend on how
/// the clock was split into advances; `exp`, `sin` and `cos` come from
/// ``PortableMath`` so the evaluator, generated Swift and the preview agree to
/// the bit. How the parameters map onto the platforms' is in docs/states.md.
@_spi(Generated)
public struct Spring: Hashable, Sendable {
  /// The natural angular frequency ω, in radians per second.
  public let omega: Double
  /// The damping ratio ζ: below 1 the spring overshoots, at 1 it is critically damped.
  public let dampingRatio: Double

  /// A spring stops, and shows its target exactly, once its displacement can
  /// no longer leave ±epsilon (a thousandth of a point): see ``isSettled(at:)``.
  public static let settleEpsilon = 0.001

  /// SwiftUI's `spring(response:dampingFraction:)` (mass 1):
  /// ω = 2π / response, ζ = dampingFraction. Nil unless both are positive and finite.
  @inlinable
  public init?(response: Double, dampingFraction: Double) {
    guard response > 0, response.isFinite, dampingFraction > 0, dampingFraction.isFinite
    else { return nil }
    self.init(omega: 6.283185307179586 / response, dampingRatio: dampingFraction)
  }

  /// Core Animation's and SwiftUI's `interpolatingSpring(mass:stiffness:damping:)`:
  /// ω = √(stiffness / mass), ζ = damping / (2√(stiffness · mass)). Nil unless
  /// all three are positive and the results finite.
  @inlinable
  public init?(mass: Double, stiffness: Double, damping: Double) {
    guard mass > 0, stiffness > 0, damping > 0 else { return nil }
    self.init(
      omega: (stiffness / mass).squareRoot(),
      dampingRatio: damping / (2 * (stiffness * mass).squareRoot()))
  }

  /// ω and ζ directly; nil unless both are positive and finite.
  @inlinable
  public init?(omega: Double, dampingRatio: Double) {
    guard omega > 0, omega.isFinite, dampingRatio > 0, dampingRatio.isFinite else { return nil }
    (self.omega, self.dampingRatio) = (omega, dampingRatio)
  }

  /// The motion from displacement `x0` (the start minus the target) with
  /// velocity `v0` (in the value's units per second; negative `v0` moves a
  /// positive `x0` towards the target). UIKit's and SwiftUI's relative
  /// initial velocity is `−v0 / x0`.
  @inlinable
  public func motion(displacement x0: Double, velocity v0: Double) -> Motion {
    Motion(omega: omega, zeta: dampingRatio, x0: x0, v0: v0)
  }
}
