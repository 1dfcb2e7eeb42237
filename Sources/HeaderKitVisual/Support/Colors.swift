/// Colours of previews: safe CSS colour text, a palette for elements without
/// a fill, and a label colour that reads on a fill.
enum Colors {
  /// The placeholder fills that are not colours.
  static let image = "image"
  static let none = "none"

  /// Fills for element targets without one, in declaration order.
  static let palette = [
    "#8ecae6", "#ffb703", "#90be6d", "#f4a3b4", "#b8a1e3", "#f9c74f", "#83c5be",
  ]
  /// The fill of preview-only elements without one.
  static let staticFill = "#e9ecef"
  /// The colours of range bands in plots.
  static let ranges = ["#4c9be8", "#f28e2b", "#59a14f", "#b07aa1", "#e15759", "#76b7b2"]

  /// `text` when it is a colour a browser understands and that cannot break
  /// out of an attribute or style (`#rgb`, `#rrggbb`, `#rrggbbaa`, a name,
  /// `rgb(...)`/`rgba(...)`/`hsl(...)`), else nil.
  static func sanitized(_ text: String?) -> String? {
    guard let text = text?.trimmed, !text.isEmpty, text.count <= 64 else { return nil }
    if text.hasPrefix("#") {
      let digits = text.dropFirst()
      guard [3, 4, 6, 8].contains(digits.count), digits.allSatisfy(\.isHexDigit) else { return nil }
      return text
    }
    if text.allSatisfy({ $0.isASCII && $0.isLetter }) { return text }
    let allowed = Set("0123456789.,% -")
    // CSS reads function names ignoring case, as the spec's colour check does.
    for prefix in ["rgb(", "rgba(", "hsl(", "hsla("]
    where text.lowercased().hasPrefix(prefix) && text.hasSuffix(")") {
      let inner = text.dropFirst(prefix.count).dropLast()
      if inner.allSatisfy(allowed.contains) { return text }
    }
    return nil
  }

  /// Black or white, whichever contrasts more with a `#hex` fill; white on an
  /// image placeholder, dark grey otherwise.
  static func label(on fill: String) -> String {
    if fill == image { return "#ffffff" }
    guard let (red, green, blue) = rgb(fill) else { return "#222222" }
    let luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
    return luminance < 0.5 ? "#ffffff" : "#222222"
  }

  /// The red, green and blue parts of `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`, 0...1.
  static func rgb(_ text: String) -> (Double, Double, Double)? {
    guard text.hasPrefix("#") else { return nil }
    let digits = Array(text.dropFirst())
    let parts: [String]
    switch digits.count {
    case 3, 4: parts = digits.prefix(3).map { String([$0, $0]) }
    case 6, 8: parts = [String(digits[0...1]), String(digits[2...3]), String(digits[4...5])]
    default: return nil
    }
    let values = parts.compactMap { UInt8($0, radix: 16) }.map { Double($0) / 255 }
    guard values.count == 3 else { return nil }
    return (values[0], values[1], values[2])
  }
}

extension String {
  var trimmed: String {
    String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
  }
}
