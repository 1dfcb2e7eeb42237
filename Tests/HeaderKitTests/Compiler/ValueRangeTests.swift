import HeaderKitTestSupport
import Testing

@testable import HeaderKit
@testable import HeaderKitCompiler
@testable @_spi(Generated) import HeaderKitRuntime

/// The compiler (and generated code) drops a `finite` only where
/// ``ValueRange`` proves its operand finite, so every range must hold what
/// the operation really gives.
@Suite struct ValueRangeTests {
  /// Endpoints that stress rounding, overflow, zeros and NaN.
  static let interesting: [Double] = [
    -.infinity, -.greatestFiniteMagnitude, -1e300, -3, -1, -0.5, -.leastNonzeroMagnitude, -0.0, 0,
    .leastNonzeroMagnitude, 0.5, 1, 3, 1e300, .greatestFiniteMagnitude, .infinity,
  ]

  static let scalarOps: [Opcode] = Opcode.allCases.filter {
    ![.listCount, .listSum, .listSumPrefix, .listItem, .track].contains($0)
  }

  /// A range from two of the values, with or without NaN, and values in it.
  static func randomRange(_ random: inout SplitMix64) -> (ValueRange, [Double]) {
    let ends = [
      Self.interesting.randomElement(using: &random)!,
      Self.interesting.randomElement(using: &random)!,
    ]
    let range = ValueRange(low: ends.min()!, high: ends.max()!, nan: Bool.random(using: &random))
    var values =
      [range.low, range.high] + Self.interesting.filter { $0 >= range.low && $0 <= range.high }
    if range.low.isFinite, range.high.isFinite {
      // Between the ends without computing their (perhaps infinite) distance.
      values += (0..<4).map { _ in
        let t = Double.random(in: 0...1, using: &random)
        return ScalarOps.clamp(
          ScalarOps.interpolate(range.low, range.high, t), range.low, range.high)
      }
    }
    if range.nan { values.append(.nan) }
    return (range, values)
  }

  @Test(arguments: scalarOps)
  func everyResultIsWithinItsRange(_ op: Opcode) {
    var random = SplitMix64(seed: 5)
    for _ in 0..<400 {
      let (a, aValues) = Self.randomRange(&random)
      let (b, bValues) = Self.randomRange(&random)
      let (c, cValues) = Self.randomRange(&random)
      let range = ValueRange.apply(op, a, b, c)
      for x in aValues.prefix(5) {
        for y in bValues.prefix(5) {
          for z in cValues.prefix(3) {
            var values = [x, y, z, 0]
            op.apply(&values, 3, 0, 1, 2)
            let value = values[3]
            let inside = value.isNaN ? range.nan : value >= range.low && value <= range.high
            guard inside else {
              Issue.record(
                "\(op)(\(x), \(y), \(z)) = \(value), outside \(range) from \(a), \(b), \(c)")
              return
            }
          }
        }
      }
    }
  }

  @Test func finiteIsRedundantOnlyForFiniteNumbers() {
    #expect(ValueRange.finite.isFinite)
    #expect(ValueRange.exactly(3).isFinite)
    #expect(!ValueRange.exactly(.infinity).isFinite)
    #expect(!ValueRange(low: 0, high: 1, nan: true).isFinite)
    // The sum of two finite ranges near the largest double may overflow.
    #expect(!ValueRange.apply(.add, .finite, .finite, .finite).isFinite)
    // A clamp with finite bounds is finite whatever it clamps.
    #expect(ValueRange.apply(.clamp, .anything, .exactly(0), .exactly(40)).isFinite)
  }
}
