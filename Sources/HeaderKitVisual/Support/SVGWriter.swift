import Foundation
import HeaderKitDiagnostics

/// Builds SVG (and HTML) text: elements with escaped attributes, numbers
/// written short.
struct SVGWriter {
  private(set) var text = ""

  /// Opens `<name attributes>`; close it with ``close(_:)``.
  mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
    text += "<\(name)\(Self.attributes(attributes))>\n"
  }

  /// Opens the root `<svg>` of a `width` × `height` drawing in the system
  /// font; close it with `close("svg")`.
  mutating func openDocument(width: Double, height: Double) {
    open(
      "svg",
      [
        ("xmlns", "http://www.w3.org/2000/svg"), ("width", svgNumber(width)),
        ("height", svgNumber(height)),
        ("viewBox", "0 0 \(svgNumber(width)) \(svgNumber(height))"),
        ("font-family", "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif"),
      ])
  }

  mutating func close(_ name: String) {
    text += "</\(name)>\n"
  }

  /// A childless element: `<name attributes/>`.
  mutating func empty(_ name: String, _ attributes: [(String, String)]) {
    text += "<\(name)\(Self.attributes(attributes))/>\n"
  }

  /// An element holding escaped text.
  mutating func element(_ name: String, _ attributes: [(String, String)], text content: String) {
    text += "<\(name)\(Self.attributes(attributes))>\(Self.escape(content))</\(name)>\n"
  }

  /// Appends markup as is.
  mutating func raw(_ markup: String) {
    text += markup
  }

  static func attributes(_ attributes: [(String, String)]) -> String {
    attributes.map { " \($0.0)=\"\(escape($0.1))\"" }.joined()
  }

  /// Escapes text for XML and HTML content and attribute values.
  ///
  /// Characters XML does not allow (most control characters, U+FFFE and
  /// U+FFFF) and those that would act rather than show (line breaks, tabs,
  /// bidirectional overrides) are written as visible escapes such as
  /// `\u{1B}`, so the document stays well-formed whatever a name holds.
  static func escape(_ text: String) -> String {
    // Most values are numbers and plain names: nothing to replace.
    if text.utf8.allSatisfy(isPlain) { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      case _ where VisibleText.isHidden(scalar) || scalar.properties.isNoncharacterCodePoint:
        result += VisibleText.escape(scalar)
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// Printable ASCII that XML and HTML take as it is.
  private static func isPlain(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      false
    default: byte >= 0x20 && byte < 0x7F
    }
  }
}

/// Short number text for drawings: at most `decimals` decimals, no trailing zeros.
func svgNumber(_ value: Double, decimals: Int = 3) -> String {
  guard value.isFinite, abs(value) < 1e12 else {
    return value > 0 ? "1e12" : value < 0 ? "-1e12" : "0"
  }
  return DecimalText.trimmed(value, decimals: decimals)
}

/// A number for people: up to `decimals` decimals, no trailing zeros, no "-0".
func displayNumber(_ value: Double, decimals: Int = 2) -> String {
  guard value.isFinite else { return value.isNaN ? "NaN" : (value > 0 ? "∞" : "-∞") }
  return DecimalText.trimmed(value, decimals: decimals)
}

/// `svgNumber` for several values, space-separated.
func svgNumbers(_ values: Double...) -> String {
  values.map { svgNumber($0) }.joined(separator: " ")
}
