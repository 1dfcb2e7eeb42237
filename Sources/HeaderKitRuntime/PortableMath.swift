/// `exp`, `sin` and `cos` from `+ − × ÷` and `floor` alone, so that the
/// evaluator, generated Swift and the preview's JavaScript get the same bits
/// (`Foundation.exp`, glibc and each JavaScript engine's `Math.exp` differ in
/// the last bit). Springs are their only user.
///
/// Each function reduces its argument exactly (Cody–Waite, with fdlibm's split
/// constants) and sums a Taylor polynomial by Horner's rule. Swift does not
/// contract `a * b + c` to a fused multiply-add and JavaScript cannot, so
/// every operation rounds the same way in both. The results are within a few
/// units in the last place of the true values for |x| < 1e5 (tested against
/// Foundation to 1e-14); the preview restates these lines in the same order.
@_spi(Generated)
public enum PortableMath {
  /// ln 2 split so that `k · ln2High` is exact for |k| < 2^20 (fdlibm).
  @usableFromInline static let ln2High = 6.93147180369123816490e-01
  @usableFromInline static let ln2Low = 1.90821492927058770002e-10
  @usableFromInline static let inverseLn2 = 1.4426950408889634
  /// π/2 split likewise (fdlibm's `pio2_1`, `pio2_1t`).
  @usableFromInline static let halfPiHigh = 1.57079632673412561417e+00
  @usableFromInline static let halfPiLow = 6.07710050650619224932e-11
  @usableFromInline static let inverseHalfPi = 0.6366197723675814

  /// eˣ: 0 below −708 (where the result would be subnormal), +∞ above 709.
  @inlinable
  public static func exp(_ x: Double) -> Double {
    if x.isNaN { return x }
    if x < -708 { return 0 }
    if x > 709 { return .infinity }
    // x = k·ln 2 + r with |r| ≤ ln 2 / 2; eʳ to degree 13 (error below 1e-17).
    let k = (x * inverseLn2 + 0.5).rounded(.down)
    let r = (x - k * ln2High) - k * ln2Low
    var p = 1.6059043836821613e-10
    p = p * r + 2.08767569878681e-09
    p = p * r + 2.505210838544172e-08
    p = p * r + 2.755731922398589e-07
    p = p * r + 2.7557319223985893e-06
    p = p * r + 2.48015873015873e-05
    p = p * r + 0.0001984126984126984
    p = p * r + 0.001388888888888889
    p = p * r + 0.008333333333333333
    p = p * r + 0.041666666666666664
    p = p * r + 0.16666666666666666
    p = p * r + 0.5
    p = p * r + 1
    p = p * r + 1
    return p * powerOfTwo(k)
  }

  /// 2ᵏ for an integral k in [−1022, 1023], by squaring (every product is a
  /// power of two, hence exact).
  @inlinable
  static func powerOfTwo(_ k: Double) -> Double {
    var base = k < 0 ? 0.5 : 2.0
    var n = Swift.abs(k)
    var result = 1.0
    while n > 0 {
      let half = (n * 0.5).rounded(.down)
      if n - 2 * half == 1 { result *= base }
      base *= base
      n = half
    }
    return result
  }

  /// sin x.
  @inlinable
  public static func sin(_ x: Double) -> Double { sinCos(x, quarterTurns: 0) }

  /// cos x, as sin(x + π/2) by one more quarter turn (no rounding of x + π/2).
  @inlinable
  public static func cos(_ x: Double) -> Double { sinCos(x, quarterTurns: 1) }

  /// sin of x plus `quarterTurns` quarter turns: x = k·π/2 + r with |r| ≤ π/4,
  /// then ±sin r or ±cos r by the quadrant (k + quarterTurns) mod 4.
  @inlinable
  static func sinCos(_ x: Double, quarterTurns: Double) -> Double {
    if !x.isFinite { return .nan }
    let k = (x * inverseHalfPi + 0.5).rounded(.down)
    let r = (x - k * halfPiHigh) - k * halfPiLow
    let turns = k + quarterTurns
    let quadrant = turns - 4 * (turns * 0.25).rounded(.down)
    let value = quadrant == 0 || quadrant == 2 ? sinPolynomial(r) : cosPolynomial(r)
    return quadrant < 2 ? value : -value
  }

  /// sin r for |r| ≤ π/4, to r¹⁷ (error below 1e-19).
  @inlinable
  static func sinPolynomial(_ r: Double) -> Double {
    let s = r * r
    var p = 2.8114572543455206e-15
    p = p * s - 7.647163731819816e-13
    p = p * s + 1.6059043836821613e-10
    p = p * s - 2.505210838544172e-08
    p = p * s + 2.7557319223985893e-06
    p = p * s - 0.0001984126984126984
    p = p * s + 0.008333333333333333
    p = p * s - 0.16666666666666666
    return r + r * s * p
  }

  /// cos r for |r| ≤ π/4, to r¹⁸ (error below 1e-20).
  @inlinable
  static func cosPolynomial(_ r: Double) -> Double {
    let s = r * r
    var p = -1.5619206968586225e-16
    p = p * s + 4.779477332387385e-14
    p = p * s - 1.1470745597729725e-11
    p = p * s + 2.08767569878681e-09
    p = p * s - 2.755731922398589e-07
    p = p * s + 2.48015873015873e-05
    p = p * s - 0.001388888888888889
    p = p * s + 0.041666666666666664
    p = p * s - 0.5
    return 1 + s * p
  }
}
