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

  /// The spring's motion from a displacement and a velocity at time 0.
  public struct Motion: Hashable, Sendable {
    /// Which closed form applies.
    @usableFromInline enum Regime: UInt8, Sendable { case under, critical, over }
    @usableFromInline let regime: Regime
    /// under: e^(−a·t)·(p·cos(b·t) + q·sin(b·t)), a = ζω, b = ω√(1 − ζ²);
    /// critical: e^(−a·t)·(p + q·t), a = ω;
    /// over: p·e^(−a·t) + q·e^(−b·t), a = ω / (ζ + √(ζ² − 1)), b = ω(ζ + √(ζ² − 1)).
    @usableFromInline let a, b, p, q: Double
    /// No envelope bound holds before this time (the critical form's peak).
    @usableFromInline let settleFrom: Double

    /// At rest at the target.
    public static let rest = Motion(regime: .over, a: 1, b: 1, p: 0, q: 0, settleFrom: 0)

    @usableFromInline
    init(regime: Regime, a: Double, b: Double, p: Double, q: Double, settleFrom: Double) {
      (self.regime, self.a, self.b, self.p, self.q) = (regime, a, b, p, q)
      self.settleFrom = settleFrom
    }

    /// The displacement from the target `t` seconds after the start.
    @inlinable
    public func displacement(at t: Double) -> Double {
      switch regime {
      case .under:
        let bt = b * t
        return PortableMath.exp(-a * t) * (p * PortableMath.cos(bt) + q * PortableMath.sin(bt))
      case .critical:
        return PortableMath.exp(-a * t) * (p + q * t)
      case .over:
        return p * PortableMath.exp(-a * t) + q * PortableMath.exp(-b * t)
      }
    }

    /// The displacement's rate of change (units per second) `t` seconds
    /// after the start: the closed forms differentiated, with the same
    /// `PortableMath` calls so the preview agrees to the bit.
    @inlinable
    public func velocity(at t: Double) -> Double {
      switch regime {
      case .under:
        let bt = b * t
        return PortableMath.exp(-a * t)
          * ((q * b - a * p) * PortableMath.cos(bt) - (p * b + a * q) * PortableMath.sin(bt))
      case .critical:
        return PortableMath.exp(-a * t) * (q - a * (p + q * t))
      case .over:
        return -(a * p * PortableMath.exp(-a * t) + b * q * PortableMath.exp(-b * t))
      }
    }

    /// Whether the spring has settled by time `t`: from `settleFrom` on, a
    /// bound of |displacement| that only decreases is at most
    /// ``Spring/settleEpsilon``, so the displacement stays within it from
    /// then on, and whether it holds depends on `t` alone.
    @inlinable
    public func isSettled(at t: Double) -> Bool {
      guard t >= settleFrom else { return false }
      let bound: Double
      switch regime {
      case .under: bound = PortableMath.exp(-a * t) * (Swift.abs(p) + Swift.abs(q))
      case .critical: bound = PortableMath.exp(-a * t) * (Swift.abs(p) + Swift.abs(q) * t)
      case .over:
        bound = Swift.abs(p) * PortableMath.exp(-a * t) + Swift.abs(q) * PortableMath.exp(-b * t)
      }
      return !(bound > Spring.settleEpsilon)
    }
  }

  /// The motion from displacement `x0` (the start minus the target) with
  /// velocity `v0` (in the value's units per second; negative `v0` moves a
  /// positive `x0` towards the target). UIKit's and SwiftUI's relative
  /// initial velocity is `−v0 / x0`.
  @inlinable
  public func motion(displacement x0: Double, velocity v0: Double) -> Motion {
    let (omega, zeta) = (self.omega, dampingRatio)
    if zeta < 1 {
      let damped = omega * (1 - zeta * zeta).squareRoot()
      let decay = zeta * omega
      return Motion(
        regime: .under, a: decay, b: damped, p: x0, q: (v0 + decay * x0) / damped, settleFrom: 0)
    }
    if zeta == 1 {
      return Motion(
        regime: .critical, a: omega, b: 0, p: x0, q: v0 + omega * x0, settleFrom: 1 / omega)
    }
    let root = (zeta * zeta - 1).squareRoot()
    let fast = omega * (zeta + root)
    let slow = omega / (zeta + root)
    // x0 = p + q and v0 = −slow·p − fast·q.
    let p = (v0 + fast * x0) / (fast - slow)
    return Motion(regime: .over, a: slow, b: fast, p: p, q: x0 - p, settleFrom: 0)
  }
}
