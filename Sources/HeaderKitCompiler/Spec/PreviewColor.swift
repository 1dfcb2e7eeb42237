import HeaderKitDiagnostics

/// Checks a colour of a preview block (`fill`, `text`, `background`).
///
/// It takes what colour properties take (``ColorLiteral``) and the forms
/// docs/visual.md adds because the preview tools hand colours to a browser
/// or an SVG as written: `#RGB`, `#RGBA`, CSS colour names, and
/// `hsl(H, S%, L%)`/`hsla(H, S%, L%, A)`. Numbers in `rgb()` and `hsl()` are
/// written plainly (`255`, `0.5`), as CSS reads them.
enum PreviewColor {
  /// Why `text` is not a preview colour, or nil when it is one; `words`
  /// are the other values the key takes (`image` and `none` for a fill).
  static func problem(_ text: String, words: [String] = []) -> ColorLiteral.Problem? {
    let trimmed = Substring(text).trimmingSpaces
    let lowered = trimmed.lowercased()
    if words.contains(trimmed) || CSSColorNames.all.contains(lowered) { return nil }
    if trimmed.hasPrefix("#") { return hexProblem(text, digits: trimmed.dropFirst()) }
    for (prefix, count) in [("hsla(", 4), ("hsl(", 3)] where lowered.hasPrefix(prefix) {
      guard lowered.hasSuffix(")") else { return ColorLiteral.Problem("it has no closing ')'") }
      return hslProblem(lowered.dropFirst(prefix.count).dropLast(), count: count)
    }
    if lowered.hasPrefix("rgb(") || lowered.hasPrefix("rgba(") {
      let inner = trimmed.drop { $0 != "(" }.dropFirst().prefix { $0 != ")" }
      for part in inner.split(separator: ",") where plainNumber(part) == nil {
        return notPlain(part)
      }
      if case .failure(let problem) = ColorLiteral.parse(text) { return problem }
      return nil
    }
    if !lowered.isEmpty, lowered.allSatisfy({ $0.isASCII && $0.isLetter }) {
      let suggestion = Suggestions.closest(to: trimmed, in: CSSColorNames.all.sorted() + words)
      return ColorLiteral.Problem(
        Diagnostic.suggesting("there is no CSS colour of that name", suggestion))
    }
    return ColorLiteral.Problem(
      "a preview colour is a hex colour, a CSS colour name, rgb(), rgba(), hsl() or hsla()")
  }

  /// `#RGB` and `#RGBA` here; the long forms as colour properties read them.
  private static func hexProblem(_ text: String, digits: Substring) -> ColorLiteral.Problem? {
    let allHex = digits.allSatisfy { $0.isASCII && $0.isHexDigit }
    if allHex, [3, 4].contains(digits.count) { return nil }
    if allHex, digits.count != 6, digits.count != 8 {
      return ColorLiteral.Problem(
        "a hex colour has 3, 4, 6 or 8 digits (#RGB, #RGBA, #RRGGBB, #RRGGBBAA), found \(digits.count)"
      )
    }
    if case .failure(let problem) = ColorLiteral.parse(text) { return problem }
    return nil
  }

  /// The hue (any number of degrees), saturation and lightness (0% to
  /// 100%) and, in `hsla()`, the alpha (0 to 1).
  private static func hslProblem(_ inner: Substring, count: Int) -> ColorLiteral.Problem? {
    let function = count == 4 ? "hsla()" : "hsl()"
    let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmingSpaces)
    guard parts.count == count else {
      return ColorLiteral.Problem("\(function) takes \(count) values, found \(parts.count)")
    }
    guard plainNumber(Substring(parts[0])) != nil else { return notPlain(Substring(parts[0])) }
    for part in parts[1...2] {
      guard part.hasSuffix("%"), let percent = plainNumber(Substring(part).dropLast()) else {
        return ColorLiteral.Problem("'\(part)' is not a percentage such as 50%")
      }
      guard (0...100).contains(percent) else {
        return ColorLiteral.Problem("the percentage \(part) is not from 0% to 100%")
      }
    }
    if count == 4 {
      guard let alpha = plainNumber(Substring(parts[3])) else {
        return notPlain(Substring(parts[3]))
      }
      guard (0...1).contains(alpha) else {
        return ColorLiteral.Problem("the alpha \(parts[3]) is not from 0 to 1")
      }
    }
    return nil
  }

  private static func notPlain(_ text: Substring) -> ColorLiteral.Problem {
    ColorLiteral.Problem("'\(text.trimmingSpaces)' is not a plain number such as 40 or 0.5")
  }

  /// A number written as CSS and people write it: digits, with a point
  /// between digits, and an optional leading `-` (`255`, `0.5`, `-30`).
  private static func plainNumber(_ text: Substring) -> Double? {
    let trimmed = Substring(text.trimmingSpaces)
    let unsigned = trimmed.hasPrefix("-") ? trimmed.dropFirst() : trimmed
    let pieces = unsigned.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(pieces.count),
      pieces.allSatisfy({ !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } })
    else { return nil }
    return Double(trimmed)
  }
}
