import HeaderKitRuntime

/// Reads a colour as a spec writes it: `#RRGGBB`, `#RRGGBBAA` (alpha last,
/// as in CSS; Android writes it first), `rgb(R, G, B)` or
/// `rgba(R, G, B, A)` with R, G, B from 0 to 255 and A from 0 to 1.
enum ColorLiteral {
  /// The colour `text` writes, or why it is not one.
  static func parse(_ text: String) -> Result<HeaderColor, Problem> {
    let trimmed = Substring(text).trimmingSpaces
    if trimmed.hasPrefix("#") { return hex(trimmed.dropFirst()) }
    let lowered = trimmed.lowercased()
    for (prefix, count) in [("rgba(", 4), ("rgb(", 3)] where lowered.hasPrefix(prefix) {
      guard lowered.hasSuffix(")") else { return .failure(Problem("it has no closing ')'")) }
      let inner = trimmed.dropFirst(prefix.count).dropLast()
      return components(inner, count: count, function: String(prefix.dropLast()))
    }
    return .failure(
      Problem(
        "a colour property takes a colour or a track of colours (expressions over colours are not supported)"
      ))
  }

  /// Why a text is not a colour, in words for a message.
  struct Problem: Error, Equatable {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }

  private static func hex(_ digits: Substring) -> Result<HeaderColor, Problem> {
    if let bad = digits.first(where: { !$0.isHexDigit || !$0.isASCII }) {
      return .failure(Problem("'\(bad)' is not a hex digit"))
    }
    switch digits.count {
    case 6, 8: break
    case 3, 4:
      return .failure(
        Problem(
          "write every digit (#RRGGBB or #RRGGBBAA); HeaderKit does not expand the short forms"))
    default:
      return .failure(
        Problem("a hex colour has 6 digits (#RRGGBB) or 8 (#RRGGBBAA), found \(digits.count)"))
    }
    let bytes = stride(from: 0, to: digits.count, by: 2).map { offset -> Double in
      let start = digits.index(digits.startIndex, offsetBy: offset)
      return Double(UInt8(digits[start..<digits.index(start, offsetBy: 2)], radix: 16)!) / 255
    }
    return .success(
      HeaderColor(
        red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 1))
  }

  private static func components(_ inner: Substring, count: Int, function: String)
    -> Result<HeaderColor, Problem>
  {
    let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingSpaces)
    guard parts.count == count else {
      return .failure(Problem("\(function)() takes \(count) numbers, found \(parts.count)"))
    }
    var values: [Double] = []
    for (index, part) in parts.enumerated() {
      guard let value = Double(part), value.isFinite else {
        return .failure(Problem("'\(part)' is not a number"))
      }
      let limit = index == 3 ? 1.0 : 255
      guard value >= 0, value <= limit else {
        return .failure(
          Problem(
            index == 3
              ? "the alpha \(part) is not from 0 to 1" : "the channel \(part) is not from 0 to 255"))
      }
      values.append(index == 3 ? value : value / 255)
    }
    return .success(
      HeaderColor(
        red: values[0], green: values[1], blue: values[2], alpha: count == 4 ? values[3] : 1))
  }
}
