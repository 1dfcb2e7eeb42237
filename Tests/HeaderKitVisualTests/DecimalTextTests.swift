import Foundation
import HeaderKitTestSupport
import Testing

@testable import HeaderKitVisual

/// The drawings' number writer gives exactly the text `String(format:)` gave
/// (so every SVG and page stays byte for byte what it was): compared with
/// `String(format:)` itself, at tolerance 0 — every character.
@Suite struct DecimalTextTests {
  /// `String(format:)` with trailing zeros, a bare point and "-0" dropped:
  /// how svgNumber and displayNumber wrote numbers before DecimalText.
  static func formatTrimmed(_ value: Double, decimals: Int) -> String {
    var text = String(format: "%.\(decimals)f", value)
    if text.contains(".") {
      while text.hasSuffix("0") { text.removeLast() }
      if text.hasSuffix(".") { text.removeLast() }
    }
    return text == "-0" ? "0" : text
  }

  /// Values where rounding or signs are easy to get wrong: zeros of both
  /// signs, exact ties at 0 to 3 decimals (binary fractions such as 0.0625)
  /// and their neighbours, the smallest subnormal, the 2^53 and 1e12 edges.
  static let awkward: [Double] = {
    let ties: [Double] = [0.5, 1.5, 2.5, 0.25, 0.75, 0.125, 0.375, 0.0625, 0.1875, 1.0625, 0.03125]
    var values: [Double] = [
      0, -0.0, .leastNonzeroMagnitude, -.leastNonzeroMagnitude, 0x1p-1063, 0.0005, 0.0015, -0.0005,
      -0.0004, 0.0004999, 1.0005,
      0.1, 0.7, 123456.789, 1e9, 1e12, -1e12, 999_999_999_999.9995, 0x1p53, 0x1p53.nextDown,
      0x1p53.nextUp, 1e15, 1.8446744073709551e10, 1.8446744073709552e13, 1e19, 1e300, -1e300,
      .greatestFiniteMagnitude, .leastNormalMagnitude, .pi, -.pi,
    ]
    for tie in ties {
      for value in [tie, tie + 1000, tie * 1e6] {
        values += [value, value.nextUp, value.nextDown, -value, -value.nextUp, -value.nextDown]
      }
    }
    return values
  }()

  /// A seeded sample: random bit patterns (every magnitude, subnormals,
  /// both signs), decimal-looking values, and binary fractions (ties).
  static func sample(seed: UInt64, count: Int) -> [Double] {
    var random = SplitMix64(seed: seed)
    var values: [Double] = []
    while values.count < count {
      let bits = random.next()
      let value: Double
      switch values.count % 4 {
      case 0: value = Double(bitPattern: bits)
      case 1: value = (Double(bits % 2_000_000_001) - 1e9) / 1000
      case 2:
        value = Double(Int64(bitPattern: bits) % 100_000_001) / Double(1 << (random.next() % 24))
      default: value = Double(Int64(bitPattern: bits) >> (random.next() % 64)) * 1e-9
      }
      if value.isFinite { values.append(value) }
    }
    return values
  }

  @Test("fixed text is String(format:)'s for 0 to 10 decimals (seeded sample)")
  func fixedMatchesFormat() {
    let seed: UInt64 = 0x5EED_D0C5
    var mismatches: [String] = []
    for (index, value) in (Self.awkward + Self.sample(seed: seed, count: 30_000)).enumerated() {
      let decimals = index % 11
      // Past 1e25, String(format:) prints every digit of a huge number: only few decimals there.
      guard value.magnitude < 1e25 || decimals < 2 else { continue }
      for decimals in Set([decimals, 3]) {
        let expected = String(format: "%.\(decimals)f", value)
        let text = DecimalText.fixed(value, decimals: decimals)
        if text != expected {
          mismatches.append("\(value) %.\(decimals)f: \(text), not \(expected)")
        }
      }
    }
    #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.prefix(10))")
  }

  @Test("svgNumber and displayNumber write what String(format:) trimmed wrote (seeded sample)")
  func trimmedMatchesFormat() {
    let seed: UInt64 = 0xD15_91A7
    var mismatches: [String] = []
    for value in Self.awkward + Self.sample(seed: seed, count: 20_000) {
      for decimals in [0, 2, 3, 6] {
        let small = value.magnitude < 1e12
        let svg =
          small ? Self.formatTrimmed(value, decimals: decimals) : value > 0 ? "1e12" : "-1e12"
        if svgNumber(value, decimals: decimals) != svg {
          mismatches.append(
            "svgNumber(\(value), \(decimals)): \(svgNumber(value, decimals: decimals))")
        }
        guard value.magnitude < 1e25 else { continue }
        let display = Self.formatTrimmed(value, decimals: decimals)
        if displayNumber(value, decimals: decimals) != display {
          mismatches.append(
            "displayNumber(\(value), \(decimals)): \(displayNumber(value, decimals: decimals))")
        }
      }
    }
    #expect(mismatches.isEmpty, "seed \(seed): \(mismatches.prefix(10))")
  }

  @Test("worked by hand: ties go to the even neighbour, small negatives keep or drop their sign")
  func byHand() {
    // 0.0625 is exactly 62.5 thousandths: the even neighbour is 62.
    #expect(DecimalText.fixed(0.0625, decimals: 3) == "0.062")
    #expect(DecimalText.fixed(0.1875, decimals: 3) == "0.188")
    #expect(DecimalText.fixed(2.5, decimals: 0) == "2")
    #expect(DecimalText.fixed(-0.0, decimals: 2) == "-0.00")
    #expect(DecimalText.fixed(-0.0004, decimals: 3) == "-0.000")
    #expect(DecimalText.trimmed(-0.0004, decimals: 3) == "0")
    #expect(DecimalText.trimmed(-12.5, decimals: 3) == "-12.5")
    #expect(DecimalText.trimmed(100, decimals: 3) == "100")
    // 0.0005 is a little above 5e-4 in binary (5.000000000000000104e-4): rounds up.
    #expect(DecimalText.trimmed(0.0005, decimals: 3) == "0.001")
    #expect(svgNumber(1e13) == "1e12" && svgNumber(-.infinity) == "-1e12" && svgNumber(.nan) == "0")
    #expect(displayNumber(.nan) == "NaN" && displayNumber(-.infinity) == "-∞")
  }
}
