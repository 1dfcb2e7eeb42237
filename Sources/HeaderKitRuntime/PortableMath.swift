/// `exp`, `sin` and `cos` (and, in PortableMath+Functions, `log`, `tan`,
/// `atan2` and `pow`) from `+ − × ÷` and `floor` alone, so that the
/// evaluator, generated Swift and the preview's JavaScript get the same bits
/// (`Foundation.exp`, glibc and each JavaScript engine's `Math.exp` differ in
/// the last bit). Springs, view transforms and the expression language's
/// functions are their users.
///
/// `sin` and `cos` reduce their argument to r = x − k·π/2 with |r| ≲ π/4,
/// held as two doubles, correctly over every finite double (see
/// ``reduce(_:)``); `exp` reduces by k·ln 2 (Cody–Waite, fdlibm's split
/// constants). Each then sums a Taylor polynomial by Horner's rule. Swift
/// does not contract `a * b + c` to a fused multiply-add and JavaScript
/// cannot, so every operation rounds the same way in both. Each is within 1
/// unit in the last place of the correctly rounded value over the whole
/// range (under 0.8 measured; PortableMathTests holds them to 1 ulp of libm);
/// the preview restates these lines in the same order.
@_spi(Generated)
public enum PortableMath {
  /// ln 2 split so that `k · ln2High` is exact for |k| < 2^20 (fdlibm).
  @usableFromInline static let ln2High = 6.93147180369123816490e-01
  @usableFromInline static let ln2Low = 1.90821492927058770002e-10
  @usableFromInline static let inverseLn2 = 1.4426950408889634
  /// eˣ over the whole range: +∞ past ln(greatest double), subnormal
  /// results down to 2⁻¹⁰⁷⁴, then 0.
  @inlinable
  public static func exp(_ x: Double) -> Double { exp(x, tail: 0) }

  /// e^(x + tail) for |tail| ≤ half a unit in the last place of x (``pow(_:_:)``'s
  /// y·ln x in two doubles): the tail joins r's rounded part, so a tail of 0
  /// gives ``exp(_:)``'s bits.
  @inlinable
  static func exp(_ x: Double, tail: Double) -> Double {
    if x.isNaN { return x }
    // e⁷¹⁰ is past the greatest double and e⁻⁷⁴⁶ under half the least
    // subnormal; between them the scaling below overflows or rounds itself.
    if x > 710 { return .infinity }
    if x < -746 { return 0 }
    // x = k·ln 2 + r with |r| ≤ ln 2 / 2, r = high − low with high exact;
    // eʳ = 1 + (high + (r²·(1/2 + r/6 + … + r¹¹/13!) − low)) (error below 1e-17).
    let k = (x * inverseLn2 + 0.5).rounded(.down)
    let high = x - k * ln2High
    let low = k * ln2Low - tail
    let r = high - low
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
    p = 1 + (high + (r * r * p - low))
    // k is in [−1076, 1024]: 2ᵏ itself may not be a double, so the ends
    // scale in two steps, the first exact, the second rounding once.
    if k > 1000 { return p * powerOfTwo(k - 100) * 1.2676506002282294e30 }
    if k < -1000 { return p * powerOfTwo(k + 100) * 7.888609052210118e-31 }
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

  /// sin of x plus `quarterTurns` quarter turns: x = k·π/2 + r with |r| ≲ π/4,
  /// then ±sin r or ±cos r by the quadrant (k + quarterTurns) mod 4.
  @inlinable
  static func sinCos(_ x: Double, quarterTurns: Double) -> Double {
    if !x.isFinite { return .nan }
    // Below 2⁻²⁷, x²/6 and x²/2 are under half a unit in the last place:
    // sin x rounds to x (its sign and subnormals kept) and cos x to 1.
    if Swift.abs(x) < 7.450580596923828e-9 { return quarterTurns == 0 ? x : 1 }
    let (k, high, low) = reduce(x)
    let turns = k + quarterTurns
    let quadrant = turns - 4 * (turns * 0.25).rounded(.down)
    let value =
      quadrant == 0 || quadrant == 2 ? sinPolynomial(high, low) : cosPolynomial(high, low)
    return quadrant < 2 ? value : -value
  }

  /// sin(r + tail) for |r| ≲ π/4 and |tail| ≤ half a unit in the last place
  /// of r: r + r·s·sinSeries(s), s = r², the tail by sin's slope, 1 − r²/2.
  @inlinable
  static func sinPolynomial(_ r: Double, _ tail: Double) -> Double {
    let (high, low) = sinParts(r, tail)
    return high + low
  }

  /// ``sinPolynomial(_:_:)`` before its last rounding: r and the rest.
  @inlinable
  static func sinParts(_ r: Double, _ tail: Double) -> (high: Double, low: Double) {
    let s = r * r
    return (r, r * s * sinSeries(s) + tail * (1 - 0.5 * s))
  }

  /// cos(r + tail) for |r| ≲ π/4: 1 − s/2 + s²·cosSeries(s), s = r², the
  /// tail by cos's slope, −r. 1 − s/2 is taken as (1 − q) − (s/2 − q) with
  /// q the half of s cut to 8 bits after the point, both exact, so the one
  /// rounding left falls on a number under 1/256.
  @inlinable
  static func cosPolynomial(_ r: Double, _ tail: Double) -> Double {
    let (high, low) = cosParts(r, tail)
    return high + low
  }

  /// ``cosPolynomial(_:_:)`` before its last rounding: 1 − q and the rest
  /// (a − b and a + (−b) round alike).
  @inlinable
  static func cosParts(_ r: Double, _ tail: Double) -> (high: Double, low: Double) {
    let s = r * r
    let q = (s * 128).rounded(.down) * 0.00390625
    return (1 - q, -((0.5 * s - q) - (s * s * cosSeries(s) - r * tail)))
  }

  /// −1/3! + s/5! − … + s⁷/17!, so that sin r = r + r·s·sinSeries(r²)
  /// (Taylor; error below 1e-19 for |r| ≤ π/4) and, with s = −y²,
  /// sinh(y)/y = 1 + s·sinSeries(s).
  @inlinable
  static func sinSeries(_ s: Double) -> Double {
    var p = 2.8114572543455206e-15
    p = p * s - 7.647163731819816e-13
    p = p * s + 1.6059043836821613e-10
    p = p * s - 2.505210838544172e-08
    p = p * s + 2.7557319223985893e-06
    p = p * s - 0.0001984126984126984
    p = p * s + 0.008333333333333333
    return p * s - 0.16666666666666666
  }

  /// 1/4! − s/6! + … − s⁷/18!, so that cos r = 1 − s/2 + s²·cosSeries(s)
  /// with s = r² (error below 1e-20 for |r| ≤ π/4) and, with s = −y²,
  /// cosh y = 1 − s/2 + s²·cosSeries(s).
  @inlinable
  static func cosSeries(_ s: Double) -> Double {
    var p = -1.5619206968586225e-16
    p = p * s + 4.779477332387385e-14
    p = p * s - 1.1470745597729725e-11
    p = p * s + 2.08767569878681e-09
    p = p * s - 2.755731922398589e-07
    p = p * s + 2.48015873015873e-05
    p = p * s - 0.001388888888888889
    return p * s + 0.041666666666666664
  }
}
