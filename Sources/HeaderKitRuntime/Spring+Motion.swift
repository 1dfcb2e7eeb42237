extension Spring {
  /// The spring's motion from a displacement and a velocity at time 0.
  ///
  /// In the spring's own time τ = ω·t the motion from (x0, v0) is
  /// x0·A(τ) + (v0/ω)·B(τ), where A and B are the motions from (1, 0) and
  /// from (0, 1) of the spring with ω = 1. The energy x² + (x'/ω)² never
  /// grows, so |A| and |B| are at most 1 and the displacement stays within
  /// √(x0² + (v0/ω)²) — and nothing computed on the way overflows unless the
  /// motion itself leaves the doubles. The closed forms, with β = √|1 − ζ²|:
  ///
  /// - under-damped: A = e^(−ζτ)·(cos βτ + ζ·sin(βτ)/β), B = e^(−ζτ)·sin(βτ)/β;
  /// - critical: A = e^(−τ)·(1 + τ), B = e^(−τ)·τ;
  /// - over-damped: A = (s₂e^(−s₁τ) − s₁e^(−s₂τ))/(2β), B = (e^(−s₁τ) − e^(−s₂τ))/(2β),
  ///   s₁,₂ = ζ ∓ β; near ζ = 1, where the difference cancels, e^(−ζτ) times
  ///   the series of cosh βτ and sinh(βτ)/β.
  ///
  /// They are docs/states.md's closed forms in other terms, and as βτ
  /// goes to 0 the outer two become the middle one without a jump.
  public struct Motion: Hashable, Sendable {
    /// Which closed form applies.
    @usableFromInline enum Regime: UInt8, Sendable { case under, critical, over }
    @usableFromInline let regime: Regime
    /// ω, ζ and β = √|1 − ζ²|.
    @usableFromInline let omega, zeta, beta: Double
    /// Over-damped: the rates s₁ = ζ − β and s₂ = ζ + β (per unit of τ).
    @usableFromInline let slow, fast: Double
    /// The displacement and the velocity at time 0.
    @usableFromInline let x0, v0: Double

    /// At rest at the target (over-damped, so settled from the start).
    public static let rest = Motion(omega: 1, zeta: 2, x0: 0, v0: 0)

    @usableFromInline
    init(omega: Double, zeta: Double, x0: Double, v0: Double) {
      (self.omega, self.zeta, self.x0, self.v0) = (omega, zeta, x0, v0)
      if zeta < 1 {
        regime = .under
        // 1 − ζ is exact, where 1 − ζ² would lose ζ's last bits.
        beta = ((1 - zeta) * (1 + zeta)).squareRoot()
        (slow, fast) = (0, 0)
      } else if zeta == 1 {
        (regime, beta, slow, fast) = (.critical, 0, 0, 0)
      } else {
        regime = .over
        // Past 10¹⁵⁰, ζ² − 1 is ζ² to the last bit (and would overflow).
        beta = zeta < 1e150 ? ((zeta - 1) * (zeta + 1)).squareRoot() : zeta
        fast = zeta + beta
        // s₁·s₂ = 1: ζ − β would cancel.
        slow = 1 / fast
      }
    }

    /// A(τ) and B(τ): the motions from (1, 0) and (0, 1), both 0 once
    /// the decay underflows (or τ overflows).
    @inlinable
    func fundamentals(_ tau: Double) -> (a: Double, b: Double) {
      guard tau < .infinity else { return (0, 0) }
      switch regime {
      case .under:
        let decay = PortableMath.exp(-zeta * tau)
        guard decay > 0 else { return (0, 0) }
        let turn = beta * tau
        // sin(βτ)/β is τ to the last bit below 2⁻²⁷ (where sin rounds to its
        // argument, and a subnormal βτ would lose bits).
        let s = turn < 7.450580596923828e-9 ? tau : PortableMath.sin(turn) / beta
        return (decay * (PortableMath.cos(turn) + zeta * s), decay * s)
      case .critical:
        let decay = PortableMath.exp(-tau)
        guard decay > 0 else { return (0, 0) }
        return (decay * (1 + tau), decay * tau)
      case .over:
        let y = beta * tau
        if y < 0.5 {
          let decay = PortableMath.exp(-zeta * tau)
          guard decay > 0 else { return (0, 0) }
          let s = -(y * y)
          let sinhc = 1 + s * PortableMath.sinSeries(s)
          let cosh = 1 - 0.5 * s + s * s * PortableMath.cosSeries(s)
          return (decay * (cosh + zeta * tau * sinhc), decay * tau * sinhc)
        }
        let (early, late) = (PortableMath.exp(-slow * tau), PortableMath.exp(-fast * tau))
        let weight = 0.5 + 0.5 * zeta / beta
        return (weight * early - (weight - 1) * late, (early - late) / (2 * beta))
      }
    }

    /// The displacement from the target `t` seconds after the start.
    @inlinable
    public func displacement(at t: Double) -> Double {
      let (a, b) = fundamentals(omega * t)
      return x0 * a + v0 * b / omega
    }

    /// The displacement's rate of change (units per second) `t` seconds
    /// after the start: −ω·x0·B + v0·(A − 2ζB), as A' = −B and B' = A − 2ζB.
    @inlinable
    public func velocity(at t: Double) -> Double {
      let (a, b) = fundamentals(omega * t)
      return v0 * (a - 2 * (zeta * b)) - x0 * (omega * b)
    }

    /// Whether the spring has settled by time `t`: a bound of |displacement|
    /// that only decreases (docs/states.md's, for the critical form from
    /// τ = 1 on) is at most ``Spring/settleEpsilon``, so the displacement
    /// stays within it from then on, and whether it holds depends on `t`
    /// alone. With η = v0/ω:
    /// under e^(−ζτ)·(|x0| + |η + ζ·x0|/β), critical e^(−τ)·(|x0| + |η + x0|·τ),
    /// over |c·x0 + η/(2β)|·e^(−s₁τ) + |(c − 1)·x0 + η/(2β)|·e^(−s₂τ) with c = s₂/(2β).
    @inlinable
    public func isSettled(at t: Double) -> Bool {
      let tau = omega * t
      guard tau < .infinity else { return true }
      let eta = v0 / omega
      let bound: Double
      switch regime {
      case .under:
        bound =
          PortableMath.exp(-zeta * tau) * (Swift.abs(x0) + Swift.abs(eta + zeta * x0) / beta)
      case .critical:
        guard tau >= 1 else { return false }
        bound = PortableMath.exp(-tau) * (Swift.abs(x0) + Swift.abs(eta + x0) * tau)
      case .over:
        let weight = 0.5 + 0.5 * zeta / beta
        let shared = eta / (2 * beta)
        bound =
          Swift.abs(weight * x0 + shared) * PortableMath.exp(-slow * tau)
          + Swift.abs((weight - 1) * x0 + shared) * PortableMath.exp(-fast * tau)
      }
      // A bound that is NaN is 0 times an overflowed coefficient: settled.
      return !(bound > Spring.settleEpsilon)
    }
  }
}
