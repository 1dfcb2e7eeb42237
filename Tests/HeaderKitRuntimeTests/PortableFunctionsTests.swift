import Foundation
@_spi(Generated) import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// PortableMath's `log`, `tan`, `atan`, `atan2` and `pow` against the
/// platform's libm (glibc on Linux) over the whole range an author can
/// write: `log` and `atan` within 1 unit in the last place of libm's value,
/// `tan`, `atan2` and `pow` within 2; C's special values exactly.
@Suite struct PortableFunctionsTests {
  static func expect(
    _ value: Double, within bound: Double, of reference: Double, _ what: @autoclosure () -> String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let distance = PortableMathTests.ulps(value, from: reference)
    #expect(
      distance <= bound, "\(what()): \(value) is \(distance) ulps from \(reference)",
      sourceLocation: sourceLocation)
  }

  /// A double of any exponent and sign (a random bit pattern, NaN skipped).
  static func anyDouble(_ random: inout SplitMix64) -> Double {
    while true {
      let x = Double(bitPattern: random.next())
      if !x.isNaN { return x }
    }
  }

  @Test func logIsWithinOneUlpOfLibm() {
    let seed: UInt64 = 0x10_6
    var random = SplitMix64(seed: seed)
    for index in 0..<100_000 {
      let x: Double
      switch index % 4 {
      case 0: x = Swift.abs(Self.anyDouble(&random))
      case 1: x = Double.random(in: 0.5...2, using: &random)
      case 2: x = 1e308 * Double.random(in: 0...1, using: &random)
      default: x = Double.random(in: 0.999...1.001, using: &random)
      }
      Self.expect(PortableMath.log(x), within: 1, of: Foundation.log(x), "log(\(x)), seed \(seed)")
    }
  }

  @Test func tanIsWithinTwoUlpsOfLibm() {
    let seed: UInt64 = 0x7A_4
    var random = SplitMix64(seed: seed)
    for index in 0..<100_000 {
      let x: Double
      switch index % 3 {
      case 0: x = Self.anyDouble(&random)
      case 1: x = 1e308 * Double.random(in: -1...1, using: &random)
      default: x = Double.random(in: -10...10, using: &random)
      }
      guard x.isFinite else { continue }
      Self.expect(PortableMath.tan(x), within: 2, of: Foundation.tan(x), "tan(\(x)), seed \(seed)")
    }
  }

  @Test func atanAndAtan2AreWithinOneAndTwoUlpsOfLibm() {
    let seed: UInt64 = 0xA7_A2
    var random = SplitMix64(seed: seed)
    for index in 0..<100_000 {
      let (y, x): (Double, Double)
      switch index % 3 {
      case 0: (y, x) = (Self.anyDouble(&random), Self.anyDouble(&random))
      case 1:
        (y, x) = (
          1e308 * Double.random(in: -1...1, using: &random),
          1e308 * Double.random(in: -1...1, using: &random)
        )
      default:
        (y, x) = (
          Double.random(in: -3...3, using: &random), Double.random(in: -3...3, using: &random)
        )
      }
      Self.expect(PortableMath.atan(y), within: 1, of: Foundation.atan(y), "atan(\(y))")
      Self.expect(
        PortableMath.atan2(y, x), within: 2, of: Foundation.atan2(y, x),
        "atan2(\(y), \(x)), seed \(seed)")
    }
  }

  /// Any base and exponent (mostly over- and underflowing, or NaN for a
  /// negative base), moderate ones, negative bases to integral powers, and
  /// exponents chosen so that y·ln x spans exp's whole range, where an
  /// error in ln x is magnified most.
  @Test func powIsWithinTwoUlpsOfLibm() {
    let seed: UInt64 = 0x90_3
    var random = SplitMix64(seed: seed)
    for index in 0..<120_000 {
      let (x, y): (Double, Double)
      switch index % 4 {
      case 0: (x, y) = (Self.anyDouble(&random), Self.anyDouble(&random))
      case 1:
        (x, y) = (
          Double.random(in: 0...1000, using: &random), Double.random(in: -50...50, using: &random)
        )
      case 2:
        (x, y) = (
          Double.random(in: -1e3...1e3, using: &random),
          Double(Int.random(in: -120...120, using: &random))
        )
      default:
        let base = Swift.abs(Self.anyDouble(&random))
        let ln = Foundation.log(base)
        x = base
        y = ln == 0 || !ln.isFinite ? 2 : Double.random(in: -745...709, using: &random) / ln
      }
      Self.expect(
        PortableMath.pow(x, y), within: 2, of: Foundation.pow(x, y), "pow(\(x), \(y)), seed \(seed)"
      )
    }
  }

  /// Results an author may expect exactly: powers of two and small
  /// integers, square roots, ln 1 and ln e's neighbourhood, tan 0.
  @Test func exactCases() {
    #expect(PortableMath.pow(2, 10) == 1024)
    #expect(PortableMath.pow(3, 3) == 27)
    #expect(PortableMath.pow(-2, 3) == -8)
    #expect(PortableMath.pow(10, -2) == 0.01)
    #expect(PortableMath.pow(4, 0.5) == 2)
    #expect(PortableMath.pow(2, -1074) == Double.leastNonzeroMagnitude)
    #expect(PortableMath.log(1) == 0)
    #expect(PortableMath.log(2) == 0.6931471805599453)
    #expect(PortableMath.log(Double.leastNonzeroMagnitude) == -744.4400719213812)
    #expect(PortableMath.tan(0).bitPattern == (0.0).bitPattern)
    #expect(PortableMath.atan2(1, 1) == Double.pi / 4)
    #expect(PortableMath.atan2(0, -1) == Double.pi)
  }

  /// C's special values (C11 F.10), each against libm bit for bit.
  @Test func specialValuesAreLibms() {
    let specials: [Double] = [
      0, -0.0, 1, -1, 0.5, -0.5, 2, -2, 3, -3, 2.5, -2.5, .infinity, -.infinity, .nan,
      .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0x1p-1030, .leastNormalMagnitude,
      .greatestFiniteMagnitude, -.greatestFiniteMagnitude, 9_007_199_254_740_991,
      9_007_199_254_740_992,
    ]
    func same(_ a: Double, _ b: Double) -> Bool { a.isNaN ? b.isNaN : a.bitPattern == b.bitPattern }
    for x in specials {
      if x == 0 || x.isNaN || x < 0 || x.isInfinite || x == 1 {
        #expect(same(PortableMath.log(x), Foundation.log(x)), "log(\(x))")
      }
      if !x.isFinite || x == 0 {
        #expect(same(PortableMath.tan(x), Foundation.tan(x)), "tan(\(x))")
        #expect(same(PortableMath.atan(x), Foundation.atan(x)), "atan(\(x))")
      }
      for y in specials {
        let trivial: Set<Double> = [0, -0.0, .infinity, -.infinity]
        if trivial.contains(x) || trivial.contains(y) || x.isNaN || y.isNaN || x == 1 {
          #expect(same(PortableMath.pow(x, y), Foundation.pow(x, y)), "pow(\(x), \(y))")
          #expect(same(PortableMath.atan2(y, x), Foundation.atan2(y, x)), "atan2(\(y), \(x))")
        } else {
          Self.expect(
            PortableMath.pow(x, y), within: 2, of: Foundation.pow(x, y), "pow(\(x), \(y))")
          Self.expect(
            PortableMath.atan2(y, x), within: 2, of: Foundation.atan2(y, x), "atan2(\(y), \(x))")
        }
      }
    }
  }
}
