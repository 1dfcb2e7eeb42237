import Foundation

/// Fixed-point text of a `Double`, exactly as `String(format: "%.Nf")` (C's
/// `printf`) writes it, without going through Foundation's formatter.
///
/// Drawings write thousands of numbers; each `String(format:)` builds a
/// format string, an `NSString` and a C buffer. Here the value's binary
/// fraction is scaled by 10^N in 128-bit integers and rounded as `printf`
/// does: from the exact value, half way to even. Values outside that
/// arithmetic's reach (magnitudes past 2^64 units, more than nine decimals,
/// non-finite values) still go to `String(format:)`.
enum DecimalText {
  /// The most decimals written here: 10^9 times a 53-bit significand fits in 128 bits.
  static let maxDecimals = 9

  private static let powersOfTen: [UInt64] = [
    1, 10, 100, 1_000, 10_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 1_000_000_000,
  ]

  /// `String(format: "%.\(decimals)f", value)`.
  static func fixed(_ value: Double, decimals: Int) -> String {
    guard let units = units(value, decimals: decimals) else {
      return String(format: "%.\(decimals)f", value)
    }
    return text(negative: value.sign == .minus, units: units, decimals: decimals)
  }

  /// ``fixed(_:decimals:)`` without trailing zeros after the point, without
  /// a bare point, and "0" rather than "-0".
  static func trimmed(_ value: Double, decimals: Int) -> String {
    guard var units = units(value, decimals: decimals) else {
      var text = String(format: "%.\(decimals)f", value)
      if text.contains(".") {
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
      }
      return text == "-0" ? "0" : text
    }
    var decimals = decimals
    while decimals > 0, units % 10 == 0 {
      units /= 10
      decimals -= 1
    }
    if units == 0 { return "0" }
    return text(negative: value.sign == .minus, units: units, decimals: decimals)
  }

  /// `|value|` × 10^decimals rounded to an integer as `printf` rounds: the
  /// exact binary value, a tie to the even neighbour. Nil when out of reach.
  static func units(_ value: Double, decimals: Int) -> UInt64? {
    guard value.isFinite, decimals >= 0, decimals <= maxDecimals else { return nil }
    let magnitude = value.magnitude
    if magnitude == 0 { return 0 }
    // magnitude = significand × 2^exponent, exactly.
    let significand: UInt64
    let exponent: Int
    if magnitude.isNormal {
      significand = magnitude.significandBitPattern | 1 << 52
      exponent = Int(magnitude.exponent) - 52
    } else {
      significand = magnitude.significandBitPattern
      exponent = -1074
    }
    // UInt128 is in the standard library from macOS 15 and iOS 18
    // (`headerkit` is built for the package's macOS 13):
    // before, String(format:) writes the same text.
    guard #available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *) else { return nil }
    return rounded(significand, exponent: exponent, decimals: decimals)
  }

  /// `significand` × 2^`exponent` × 10^`decimals`, rounded as ``units(_:decimals:)`` says.
  @available(macOS 15, iOS 18, tvOS 18, watchOS 11, visionOS 2, *)
  private static func rounded(_ significand: UInt64, exponent: Int, decimals: Int) -> UInt64? {
    let scaled = UInt128(significand) * UInt128(powersOfTen[decimals])  // below 2^83
    let units: UInt128
    if exponent >= 0 {
      guard exponent <= 40 else { return nil }
      units = scaled << exponent
    } else if exponent < -100 {
      units = 0  // less than half a unit: scaled < 2^83 ≤ half of 2^-exponent
    } else {
      let shift = -exponent
      let whole = scaled >> shift
      let rest = scaled - (whole << shift)
      let half = UInt128(1) << (shift - 1)
      units = rest > half || (rest == half && whole & 1 == 1) ? whole + 1 : whole
    }
    return units <= UInt128(UInt64.max) ? UInt64(units) : nil
  }

  /// `units` / 10^decimals written with exactly `decimals` decimals.
  private static func text(negative: Bool, units: UInt64, decimals: Int) -> String {
    var digitCount = 1
    var rest = units / 10
    while rest > 0 {
      digitCount += 1
      rest /= 10
    }
    digitCount = max(digitCount, decimals + 1)  // "0.05", not ".05"
    let length = (negative ? 1 : 0) + digitCount + (decimals > 0 ? 1 : 0)
    // At most a sign, 20 digits and a point, written from the last digit
    // back: a short result is a small string, without a heap allocation.
    return String(unsafeUninitializedCapacity: length) { buffer in
      var digits = units
      var index = length
      for written in 0..<digitCount {
        if written == decimals, decimals > 0 {
          index -= 1
          buffer[index] = UInt8(ascii: ".")
        }
        index -= 1
        buffer[index] = UInt8(ascii: "0") + UInt8(digits % 10)
        digits /= 10
      }
      if negative { buffer[0] = UInt8(ascii: "-") }
      return length
    }
  }
}
