import Foundation
@_spi(Generated) import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// `PortableMath` against the platform's libm (glibc on Linux) over the
/// whole range of doubles: within 1 unit in the last place of libm's value,
/// which is itself within about half a unit of the true value. Where libm
/// errs (the arguments nearest to multiples of π/2, whose reduction needs
/// 120 bits of 2/π), against values worked out independently at 2,300 bits
/// (mpmath, checked with `bc -l`).
@Suite struct PortableMathTests {
  /// |value − reference| in units in the last place of `reference`.
  static func ulps(_ value: Double, from reference: Double) -> Double {
    if value == reference || (value.isNaN && reference.isNaN) { return 0 }
    return abs(value - reference) / reference.ulp
  }

  static func expectWithinOneUlp(
    _ value: Double, _ reference: Double, _ what: @autoclosure () -> String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let distance = ulps(value, from: reference)
    #expect(
      distance <= 1, "\(what()): \(value) is \(distance) ulps from \(reference)",
      sourceLocation: sourceLocation)
  }

  /// Random doubles of every exponent and sign (random bit patterns), and
  /// uniform ones where springs and rotations live.
  @Test func sinAndCosAreWithinOneUlpOfLibmOverTheWholeRange() {
    let seed: UInt64 = 0x51_4E_C0_5
    var random = SplitMix64(seed: seed)
    for index in 0..<150_000 {
      let x: Double
      switch index % 3 {
      case 0: x = Double(bitPattern: random.next())
      case 1: x = Double.random(in: -1_048_576...1_048_576, using: &random)
      default: x = Double.random(in: -10...10, using: &random)
      }
      guard x.isFinite else { continue }
      Self.expectWithinOneUlp(PortableMath.sin(x), Foundation.sin(x), "sin(\(x)), seed \(seed)")
      Self.expectWithinOneUlp(PortableMath.cos(x), Foundation.cos(x), "cos(\(x)), seed \(seed)")
    }
  }

  /// Over [−746, 710] (past both ends of the finite, non-zero results) and
  /// where springs live.
  @Test func expIsWithinOneUlpOfLibmOverTheWholeRange() {
    let seed: UInt64 = 0xE_4B
    var random = SplitMix64(seed: seed)
    for index in 0..<150_000 {
      let x =
        index % 2 == 0
        ? Double.random(in: -746...710, using: &random) : Double.random(in: -40...0, using: &random)
      Self.expectWithinOneUlp(PortableMath.exp(x), Foundation.exp(x), "exp(\(x)), seed \(seed)")
    }
  }

  /// The arguments and the ends of the range, against libm.
  @Test(arguments: [
    1e16, 1e17, 1e30, 1e300, 1e308, -1e308, Double.greatestFiniteMagnitude,
    -Double.greatestFiniteMagnitude, 1_048_576, 1_048_576.nextDown, 1, -1, Double.pi,
    Double.pi / 2, -Double.pi / 2, 3 * Double.pi / 2, 1e5 * Double.pi, 7.450580596923828e-9,
  ])
  func largeAndBoundaryArguments(x: Double) {
    Self.expectWithinOneUlp(PortableMath.sin(x), Foundation.sin(x), "sin(\(x))")
    Self.expectWithinOneUlp(PortableMath.cos(x), Foundation.cos(x), "cos(\(x))")
  }

  /// The doubles nearest to multiples of π/2 (found from the continued
  /// fraction of 2ᵉ/(π/2) for every exponent; the first is the nearest of
  /// all, 2⁻⁶⁰·⁹ away) as m·2ᵉ, with sin and cos correctly rounded. glibc
  /// misses some by several ulps (8 at 6381956970095103·2⁷⁹⁷), and the two
  /// last arguments by 10⁵ ulps.
  @Test(arguments: [
    (6_381_956_970_095_103.0, 797, 1.0, -4.687165924254628e-19),
    (7_763_785_107_565_477.0, -29, -1.0, -1.6985038298986004e-18),
    (5_916_243_447_979_695.0, 79, -1.0, -1.8208566377382172e-18),
    (8_444_920_710_073_313.0, 939, 1.0, 2.0149386674952238e-18),
    (5_850_965_514_341_686.0, 525, -1.0, 2.4853662876185346e-18),
    (6_411_027_962_775_774.0, -47, 1.0, -6.189806365883577e-19),
    (5_520_028_710_995_367.0, -34, -1.0, -4.429600834596129e-17),
    (7_074_237_752_028_440.0, -52, 1.0, 6.123233995736766e-17),
    (6_331_365_068_168_276.0, -37, -1.0, 1.3593070393188837e-16),
    (1.2853022199154463e+174, 0, -4.970732575237069e-18, -1.0),
    (1.5986289000543612e+74, 0, -1.0, -4.796584752012325e-18),
  ])
  func nearestToMultiplesOfHalfPi(m: Double, e: Int, sine: Double, cosine: Double) {
    let x = m * pow(2, Double(e))
    for (sign, value) in [(1.0, x), (-1.0, -x)] {
      Self.expectWithinOneUlp(PortableMath.sin(value), sign * sine, "sin(\(value))")
      Self.expectWithinOneUlp(PortableMath.cos(value), cosine, "cos(\(value))")
    }
  }

  /// Signed zeros and subnormals keep sin x = x and cos x = 1 exactly; NaN
  /// and the infinities give NaN.
  @Test func specialValues() {
    for x in [
      0.0, -0.0, Double.leastNonzeroMagnitude, -Double.leastNonzeroMagnitude, 0x1p-1030,
      Double.leastNormalMagnitude, 1e-300,
    ] {
      #expect(PortableMath.sin(x).bitPattern == x.bitPattern, "sin(\(x))")
      #expect(PortableMath.cos(x) == 1, "cos(\(x))")
    }
    for x in [Double.nan, .infinity, -.infinity] {
      #expect(PortableMath.sin(x).isNaN)
      #expect(PortableMath.cos(x).isNaN)
    }
  }

  /// eˣ's ends: the largest finite result, the first infinite one, the
  /// subnormals down to the least (e⁻⁷⁴⁵ rounds to 2⁻¹⁰⁷⁴ = 4.9e-324), then 0.
  @Test func expAtTheEndsOfItsRange() {
    #expect(PortableMath.exp(0) == 1)
    #expect(PortableMath.exp(.nan).isNaN)
    #expect(PortableMath.exp(.infinity) == .infinity)
    #expect(PortableMath.exp(-.infinity) == 0)
    #expect(PortableMath.exp(709.78) == Foundation.exp(709.78))
    #expect(PortableMath.exp(709.7827128933839).isFinite)
    #expect(PortableMath.exp(709.79) == .infinity)
    #expect(PortableMath.exp(-745) == Double.leastNonzeroMagnitude)
    #expect(PortableMath.exp(-745.2) == 0)
    for x in [-708.2, -709.0, -720.0, -740.0, -744.0, 709.0, 709.5, 700.0] {
      Self.expectWithinOneUlp(PortableMath.exp(x), Foundation.exp(x), "exp(\(x))")
    }
    #expect(PortableMath.exp(-709) > 0, "subnormal, not 0")
  }
}
