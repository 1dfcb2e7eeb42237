extension PortableMath {
  /// π/2 in 33-bit parts and a last double (fdlibm's `pio2_1`, `pio2_2`,
  /// `pio2_3`, `pio2_3t`): k times each part is exact for |k| < 2²⁰.
  @usableFromInline static let halfPi1 = 1.5707963267341256
  @usableFromInline static let halfPi2 = 6.077100506303966e-11
  @usableFromInline static let halfPi3 = 2.0222662487111665e-21
  @usableFromInline static let halfPi4 = 8.4784276603689e-32
  @usableFromInline static let inverseHalfPi = 0.6366197723675814
  /// π/2 as a double and the rest.
  @usableFromInline static let halfPiHigh = 1.5707963267948966
  @usableFromInline static let halfPiLow = 6.123233995736766e-17
  /// The first 1,200 bits of 2/π after the point, 24 at a time:
  /// 2/π = Σ twoOverPi[i] · 2^(−24(i + 1)).
  @usableFromInline static let twoOverPi: [Double] = [
    0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163,
    0xABDEBB, 0xC561B7, 0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
    0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C,
    0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
    0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7, 0x8A5292,
    0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B,
  ]

  /// x = k·π/2 + (high + low) with |high| ≲ π/4 and |low| ≤ half a unit in
  /// the last place of high: k mod 4, and r to about 2⁻¹⁰⁰ relative, for
  /// every finite x (the nearest a double comes to a multiple of π/2 is
  /// about 2⁻⁶¹ away, so r keeps its 53 bits there too).
  ///
  /// Below 2²⁰, Cody–Waite: x − k·(π/2 in four parts), the first product
  /// exact and subtracted exactly (Sterbenz), the others summed without
  /// error into two doubles. From 2²⁰ on, Payne–Hanek (``reduceLarge(_:)``).
  @inlinable
  static func reduce(_ x: Double) -> (quadrant: Double, high: Double, low: Double) {
    guard Swift.abs(x) < 1048576 else { return reduceLarge(x) }
    let k = (x * inverseHalfPi + 0.5).rounded(.down)
    let (s, e1) = twoSum(x - k * halfPi1, -(k * halfPi2))
    let (r, e2) = twoSum(s, -(k * halfPi3))
    let (high, low) = fastTwoSum(r, (e1 + e2) - k * halfPi4)
    return (k - 4 * (k * 0.25).rounded(.down), high, low)
  }

  /// Payne–Hanek reduction of |x| ≥ 2²⁰, in doubles holding 24-bit integers
  /// so that every product and sum is exact: |x| = 2^(24g)·Σ xⱼ·2^(−24j)
  /// (four chunks), times 2/π in 24-bit digits, where only the digits of
  /// weight 2⁰ to 2⁻¹⁶⁸ matter — heavier ones are multiples of 4 (whole
  /// turns), lighter ones move the fraction by under 2⁻¹⁴². The fraction
  /// rounded to the nearest integer k leaves f in [−½, ½]; r = f·π/2.
  @usableFromInline
  static func reduceLarge(_ x: Double) -> (quadrant: Double, high: Double, low: Double) {
    var y = Swift.abs(x)
    var g = 0
    while y >= 16777216 {
      y *= 5.960464477539063e-08
      g += 1
    }
    var chunks = SIMD4<Double>()
    for j in 0..<3 {
      chunks[j] = y.rounded(.down)
      y = (y - chunks[j]) * 16777216
    }
    chunks[3] = y
    // digits[d]: Σⱼ xⱼ·twoOverPi[d + g − 1 − j], weight 2^(−24d); each below 2⁵⁰.
    var digits = SIMD8<Double>()
    for d in 0..<8 {
      var sum = 0.0
      for j in 0..<4 where d + g - 1 - j >= 0 { sum += chunks[j] * twoOverPi[d + g - 1 - j] }
      digits[d] = sum
    }
    // Carries up, so that digits 1...7 are in [0, 2²⁴); digit 0 mod 8.
    for d in stride(from: 7, through: 1, by: -1) {
      let carry = (digits[d] * 5.960464477539063e-08).rounded(.down)
      digits[d] -= carry * 16777216
      digits[d - 1] += carry
    }
    var k = digits[0] - 8 * (digits[0] * 0.125).rounded(.down)
    // A fraction of ½ or more rounds up: f = −(1 − fraction), whose digits are
    // the complements (exact, where 1 − fraction in doubles would not be).
    let up = digits[1] >= 8388608
    if up {
      k += 1
      for d in 1..<8 { digits[d] = 16777215 - digits[d] }
      digits[7] += 1
    }
    // The digits summed from the lightest, in two doubles (no cancellation:
    // all are positive).
    var (high, low) = (0.0, 0.0)
    var weight = 1.0
    for _ in 0..<7 { weight *= 5.960464477539063e-08 }
    for d in stride(from: 7, through: 1, by: -1) {
      let (s, e) = twoSum(digits[d] * weight, high)
      (high, low) = fastTwoSum(s, e + low)
      weight *= 16777216
    }
    // r = f·π/2 in two doubles.
    let (p, e) = twoProduct(high, halfPiHigh)
    (high, low) = fastTwoSum(p, e + (high * halfPiLow + low * halfPiHigh))
    let negative = (x < 0) != up
    if negative { (high, low) = (-high, -low) }
    if x < 0 { k = -k }
    return (k - 4 * (k * 0.25).rounded(.down), high, low)
  }

  /// a + b = s + e exactly (Knuth's two-sum).
  @inlinable
  static func twoSum(_ a: Double, _ b: Double) -> (Double, Double) {
    let s = a + b
    let bb = s - a
    return (s, (a - (s - bb)) + (b - bb))
  }

  /// a + b = s + e exactly, for |a| ≥ |b| or a = 0 (Dekker's fast two-sum).
  @inlinable
  static func fastTwoSum(_ a: Double, _ b: Double) -> (Double, Double) {
    let s = a + b
    return (s, b - (s - a))
  }

  /// a · b = p + e exactly (Dekker's product, splitting each factor in two
  /// halves by Veltkamp's 2²⁷ + 1), without overflow or underflow.
  @usableFromInline
  static func twoProduct(_ a: Double, _ b: Double) -> (Double, Double) {
    let p = a * b
    let (aHigh, aLow) = split(a)
    let (bHigh, bLow) = split(b)
    return (p, ((aHigh * bHigh - p) + aHigh * bLow + aLow * bHigh) + aLow * bLow)
  }

  /// a = high + low, each with at most 26 significant bits.
  @usableFromInline
  static func split(_ a: Double) -> (Double, Double) {
    let c = 134217729 * a
    let high = c - (c - a)
    return (high, a - high)
  }
}
