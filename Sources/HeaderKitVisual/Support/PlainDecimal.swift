/// Numbers in captions: exactly as the value reads back, in plain decimals.
enum PlainDecimal {
  /// The smallest magnitude written out: a trillionth, 12 decimals.
  static let smallest = 1e-12
  /// The magnitude from which a number is no longer written out: 21
  /// digits, where JavaScript's own number printing turns to exponents too.
  static let largest = 1e21

  /// `value` as a plain decimal with the shortest digits that read back as
  /// the same number (`0.0625`, `0.0000001` for 1e-7, never an exponent).
  ///
  /// A magnitude below ``smallest`` but not 0 shows as `<0.000000000001`
  /// (`>-0.000000000001` below 0), one of ``largest`` or more as
  /// `>999999999999999999999` (`<-999999999999999999999`), so a caption stays
  /// short; -0 is `0`; not finite: `∞`, `-∞`, `NaN`.
  static func text(_ value: Double) -> String {
    guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "-∞") }
    if value == 0 { return "0" }
    let magnitude = abs(value)
    if magnitude < smallest {
      return value > 0 ? "<0.000000000001" : ">-0.000000000001"
    }
    if magnitude >= largest {
      return value > 0 ? ">999999999999999999999" : "<-999999999999999999999"
    }
    return (value < 0 ? "-" : "") + written(magnitude)
  }

  /// A positive finite magnitude's shortest round-trip digits (Swift's
  /// `description`, as `1e-07` or `1.2345e+16`) with the point moved to where
  /// the exponent puts it.
  private static func written(_ magnitude: Double) -> String {
    let description = magnitude.description
    let parts = description.split(separator: "e", maxSplits: 1)
    let mantissa = parts[0]
    let exponent = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    var digits = Array(mantissa.filter { $0 != "." })
    // Where the point sits in `digits`: after the mantissa's integer part, moved by the exponent.
    var point =
      (mantissa.firstIndex(of: ".").map { mantissa.distance(from: mantissa.startIndex, to: $0) }
        ?? mantissa.count) + exponent
    // Leading zeros of the mantissa ("0.0625") are not significant.
    while digits.count > 1, digits.first == "0" {
      digits.removeFirst()
      point -= 1
    }
    while digits.count > 1, digits.last == "0", digits.count > point {
      digits.removeLast()
    }
    if point <= 0 {
      return "0." + String(repeating: "0", count: -point) + String(digits)
    }
    if point >= digits.count {
      return String(digits) + String(repeating: "0", count: point - digits.count)
    }
    return String(digits[..<point]) + "." + String(digits[point...])
  }
}
