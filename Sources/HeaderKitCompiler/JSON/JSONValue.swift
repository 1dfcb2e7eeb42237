import HeaderKitDiagnostics

/// A JSON value whose objects keep their keys in order, so output that other
/// tools read has a stable, readable shape.
public enum JSONValue: Sendable, Equatable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, written as ``format(_:)`` writes it.
  case number(Double)
  /// A string, escaped as JSON requires.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object whose keys keep the order given.
  case object([(String, JSONValue)])

  public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
    lhs.text(pretty: false) == rhs.text(pretty: false)
  }

  /// The JSON text; `pretty` indents by two spaces but keeps an array of
  /// scalars (numbers, strings, booleans, nulls — a compiled instruction
  /// such as `["add", 3, 1, 2, 0]`) on one line. `indent` is the level the
  /// text starts at, for a value written inside a larger document.
  /// `signedZeros` writes −0.0 as `-0`, for data read back bit for bit (a
  /// compiled graph); reports write it as `0`, as their text does.
  public func text(pretty: Bool = true, indent: Int = 0, signedZeros: Bool = false) -> String {
    var out = ""
    write(to: &out, pretty: pretty, indent: indent, signedZeros: signedZeros)
    return out
  }

  private func write(to out: inout String, pretty: Bool, indent: Int, signedZeros: Bool) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .number(let value):
      out += signedZeros && value == 0 && value.sign == .minus ? "-0" : Self.format(value)
    case .string(let value): Self.writeString(value, to: &out)
    case .array(let items):
      let inline =
        !pretty
        || items.allSatisfy {
          switch $0 {
          case .array, .object: false
          default: true
          }
        }
      out += "["
      // Over indices, not enumerated(): its generic iterator was a seventh
      // of a debug build's time writing compiled tests.
      for index in items.indices {
        if index > 0 { out += inline ? (pretty ? ", " : ",") : "," }
        if !inline { Self.newline(&out, indent + 1) }
        items[index].write(to: &out, pretty: pretty, indent: indent + 1, signedZeros: signedZeros)
      }
      if !inline, !items.isEmpty { Self.newline(&out, indent) }
      out += "]"
    case .object(let members):
      out += "{"
      for index in members.indices {
        let (key, value) = members[index]
        if index > 0 { out += "," }
        if pretty { Self.newline(&out, indent + 1) }
        Self.writeString(key, to: &out)
        out += pretty ? ": " : ":"
        value.write(to: &out, pretty: pretty, indent: indent + 1, signedZeros: signedZeros)
      }
      if pretty, !members.isEmpty { Self.newline(&out, indent) }
      out += "}"
    }
  }

  private static func newline(_ out: inout String, _ indent: Int) {
    // Appended in place: a string built for each line was most of the time
    // of writing compiled tests of millions of lines.
    out.append("\n")
    for _ in 0..<indent { out.append("  ") }
  }

  /// Integral values without a fraction, others in the shortest form that
  /// reads back to the same `Double`; non-finite values (never produced by
  /// the evaluator) as null.
  public static func format(_ value: Double) -> String {
    guard value.isFinite else { return "null" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return "\(value)"
  }

  private static func writeString(_ value: String, to out: inout String) {
    out += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      // Control characters (C0, DEL, C1), the separators some JavaScript
      // parsers refuse, and format characters such as bidirectional
      // overrides: a report shown on a terminal shows names as written.
      case _ where VisibleText.isHidden(scalar):
        // One escape per UTF-16 unit: a scalar past U+FFFF is a surrogate pair.
        for unit in String(scalar).utf16 {
          let hex = String(unit, radix: 16)
          out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }
      default: out.unicodeScalars.append(scalar)
      }
    }
    out += "\""
  }
}
