extension PortableMath {
  /// 2, 2², 2⁴, …, 2⁵¹²: each the square of the one before (exact), for
  /// finding a double's binary exponent by halving steps.
  @usableFromInline static let binaryScales: [Double] = [
    2, 4, 16, 256, 65536, 4294967296, 1.8446744073709552e19, 3.402823669209385e38,
    1.157920892373162e77, 1.3407807929942597e154,
  ]
  @usableFromInline static let twoThirdsHigh = 0.6666666666666666
  @usableFromInline static let twoThirdsLow = 3.700743415417188e-17
  @usableFromInline static let piHigh = 3.141592653589793
  @usableFromInline static let piLow = 1.2246467991473532e-16

  /// ln x, within 1 unit in the last place (``logParts(_:)`` rounded): −∞ at
  /// ±0, NaN below 0.
  @inlinable
  public static func log(_ x: Double) -> Double {
    if x.isNaN || x < 0 { return .nan }
    if x == 0 { return -.infinity }
    if x == .infinity { return x }
    return logParts(x).high
  }

  /// ln x as high + low, to about 2⁻⁶³ relative, for a finite x > 0:
  /// x = 2ᵏ·m with m in [√½, √2) (exact scalings), then
  /// ln m = 2·atanh s = 2s + 2s³/3 + 2s⁵/5 + … with s = (m − 1)/(m + 1),
  /// |s| < 0.172 (Taylor to s²⁵), s and the terms to s³ in two doubles.
  @usableFromInline
  static func logParts(_ x: Double) -> (high: Double, low: Double) {
    var m = x
    var k = 0.0
    // Subnormals first become normal (2⁵⁴ times).
    if m < 2.2250738585072014e-308 {
      m *= 18014398509481984
      k = -54
    }
    var e = 512.0
    for scale in binaryScales.reversed() {
      if m >= scale {
        m /= scale
        k += e
      } else if m * scale < 1 {
        m *= scale
        k -= e
      }
      e *= 0.5
    }
    // m is in [½, 2) now.
    if m < 0.7071067811865476 {
      m *= 2
      k -= 1
    } else if m >= 1.4142135623730951 {
      m *= 0.5
      k += 1
    }
    // s = f / d with f = m − 1 exact and d = m + 1 in two doubles.
    let f = m - 1
    let (d, dLow) = twoSum(m, 1)
    let s = f / d
    let (p, pLow) = twoProduct(s, d)
    let sLow = (((f - p) - pLow) - s * dLow) / d
    // s² = a + b, s³ = c + cLow, 2s³/3 = q + qLow.
    let (a, aLow) = twoProduct(s, s)
    let b = aLow + 2 * s * sLow
    let (c, cProductLow) = twoProduct(s, a)
    let cLow = cProductLow + s * b + sLow * a
    let (q, qProductLow) = twoProduct(c, twoThirdsHigh)
    let qLow = qProductLow + c * twoThirdsLow + cLow * twoThirdsHigh
    // 2s⁵/5 + … + 2s²⁵/25, under 2⁻¹² of the whole: one double is enough.
    var series = 0.08
    series = series * a + 0.08695652173913043
    series = series * a + 0.09523809523809523
    series = series * a + 0.10526315789473684
    series = series * a + 0.11764705882352941
    series = series * a + 0.13333333333333333
    series = series * a + 0.15384615384615385
    series = series * a + 0.18181818181818182
    series = series * a + 0.2222222222222222
    series = series * a + 0.2857142857142857
    series = series * a + 0.4
    let rest = c * a * series
    let (h, hLow) = twoSum(2 * s, q)
    let (lnM, lnMLow) = fastTwoSum(h, hLow + (2 * sLow + (qLow + rest)))
    // ln x = k·ln 2 + ln m; k·ln2High is exact.
    let (sum, sumLow) = twoSum(k * ln2High, lnM)
    return fastTwoSum(sum, sumLow + (lnMLow + k * ln2Low))
  }

  /// tan x: sin r / cos r, or −cos r / sin r in odd quadrants, from the
  /// reduction ``sin(_:)`` and ``cos(_:)`` use, each polynomial and the
  /// quotient in two doubles: about 1 unit in the last place (1.0 measured;
  /// PortableFunctionsTests holds it to 2 of libm). NaN for ±∞ and NaN.
  @inlinable
  public static func tan(_ x: Double) -> Double {
    if !x.isFinite { return .nan }
    // Below 2⁻²⁷, x³/3 is under half a unit in the last place of x.
    if Swift.abs(x) < 7.450580596923828e-9 { return x }
    let (k, high, low) = reduce(x)
    let sine = sinParts(high, low)
    let cosine = cosParts(high, low)
    if k == 0 || k == 2 { return quotient(sine, cosine) }
    return -quotient(cosine, sine)
  }

  /// (a.high + a.low) / (b.high + b.low) for parts with |low| ≤ |high|:
  /// each made two non-overlapping doubles, the quotient of the highs, then
  /// the remainder (a − q·b, its first difference exact, q·b being within a
  /// unit of a) divided once more.
  @inlinable
  static func quotient(_ a: (high: Double, low: Double), _ b: (high: Double, low: Double))
    -> Double
  {
    let (aHigh, aLow) = fastTwoSum(a.high, a.low)
    let (bHigh, bLow) = fastTwoSum(b.high, b.low)
    let q = aHigh / bHigh
    let (p, pLow) = twoProduct(q, bHigh)
    return q + ((((aHigh - p) - pLow) + aLow) - q * bLow) / bHigh
  }

  /// atan x in [−π/2, π/2], within 1 unit in the last place: fdlibm's
  /// reduction (|x| below 7/16 directly, else atan c + atan t for c = ½, 1,
  /// 3/2 or ∞, with |t| ≤ 7/16), then t − t³/3 + … − t⁴⁷/47 (Taylor).
  @inlinable
  public static func atan(_ x: Double) -> Double {
    if x.isNaN { return x }
    let a = Swift.abs(x)
    if a < 7.450580596923828e-9 { return x }
    let result: Double
    if a < 0.4375 {
      let z = a * a
      result = a + a * z * atanSeries(z)
    } else {
      let t: Double
      let high: Double
      let low: Double
      if a < 0.6875 {
        (t, high, low) = ((2 * a - 1) / (2 + a), 0.4636476090008061, 2.2698777452961687e-17)
      } else if a < 1.1875 {
        (t, high, low) = ((a - 1) / (a + 1), 0.7853981633974483, 3.061616997868383e-17)
      } else if a < 2.4375 {
        (t, high, low) = ((a - 1.5) / (1 + 1.5 * a), 0.982793723247329, 1.3903311031230998e-17)
      } else {
        (t, high, low) = (-1 / a, halfPiHigh, halfPiLow)
      }
      let z = t * t
      result = high + ((t * z * atanSeries(z) + low) + t)
    }
    return x < 0 ? -result : result
  }

  /// −1/3 + z/5 − z²/7 + … − z²²/47, so that atan t = t + t·z·atanSeries(z)
  /// with z = t² (error below 2⁻⁶² relative for |t| ≤ 7/16).
  @inlinable
  static func atanSeries(_ z: Double) -> Double {
    var p = -0.02127659574468085
    p = p * z + 0.022222222222222223
    p = p * z - 0.023255813953488372
    p = p * z + 0.024390243902439025
    p = p * z - 0.02564102564102564
    p = p * z + 0.02702702702702703
    p = p * z - 0.02857142857142857
    p = p * z + 0.030303030303030304
    p = p * z - 0.03225806451612903
    p = p * z + 0.034482758620689655
    p = p * z - 0.037037037037037035
    p = p * z + 0.04
    p = p * z - 0.043478260869565216
    p = p * z + 0.047619047619047616
    p = p * z - 0.05263157894736842
    p = p * z + 0.058823529411764705
    p = p * z - 0.06666666666666667
    p = p * z + 0.07692307692307693
    p = p * z - 0.09090909090909091
    p = p * z + 0.1111111111111111
    p = p * z - 0.14285714285714285
    p = p * z + 0.2
    return p * z - 0.3333333333333333
  }

  /// The angle of the point (x, y) in [−π, π], within 2 units in the last
  /// place: atan |y/x|, from π when x < 0, with C's signs and special values
  /// (atan2(±0, −0) = ±π, atan2(±∞, −∞) = ±3π/4, NaN for a NaN operand).
  @inlinable
  public static func atan2(_ y: Double, _ x: Double) -> Double {
    if x.isNaN || y.isNaN { return .nan }
    let negativeY = isNegative(y)
    let negativeX = isNegative(x)
    let angle: Double
    if y == 0 {
      angle = negativeX ? piHigh : 0
    } else if x == 0 {
      angle = halfPiHigh
    } else if x.isInfinite {
      if y.isInfinite {
        angle = negativeX ? 2.356194490192345 : 0.7853981633974483
      } else {
        angle = negativeX ? piHigh : 0
      }
    } else if y.isInfinite {
      angle = halfPiHigh
    } else {
      let z = atan(Swift.abs(y / x))
      angle = negativeX ? piHigh - (z - piLow) : z
    }
    return negativeY ? -angle : angle
  }

  /// Whether x is below 0 or is −0 (JavaScript cannot read a sign bit).
  @inlinable
  static func isNegative(_ x: Double) -> Bool { x < 0 || (x == 0 && 1 / x < 0) }

  /// xʸ, within 2 units in the last place: e^(y·ln |x|) with ln |x| and the
  /// product in two doubles (``logParts(_:)``, ``exp(_:tail:)``), the sign
  /// from an odd integral y; C's special values (x⁰ = 1 and 1ʸ = 1 even for
  /// NaN, 0 and ∞ by the sign and parity of y, NaN for a negative x and a
  /// y that is not an integer).
  @inlinable
  public static func pow(_ x: Double, _ y: Double) -> Double {
    if y == 0 || x == 1 { return 1 }
    if x.isNaN || y.isNaN { return .nan }
    let a = Swift.abs(x)
    if y.isInfinite {
      if a == 1 { return 1 }
      return (a < 1) == (y < 0) ? .infinity : 0
    }
    let integral = y.rounded(.down) == y
    let odd = integral && (y * 0.5).rounded(.down) * 2 != y
    let negative = isNegative(x)
    let magnitude: Double
    if x == 0 {
      magnitude = y < 0 ? .infinity : 0
    } else if a.isInfinite {
      magnitude = y < 0 ? 0 : .infinity
    } else if x < 0 && !integral {
      return .nan
    } else {
      let (lnHigh, lnLow) = logParts(a)
      let product = y * lnHigh
      if Swift.abs(product) > 746 {
        magnitude = product > 0 ? .infinity : 0
      } else if lnHigh == 0 {
        magnitude = 1
      } else {
        let (high, low) = twoProduct(y, lnHigh)
        magnitude = exp(high, tail: low + y * lnLow)
      }
    }
    return negative && odd ? -magnitude : magnitude
  }
}
