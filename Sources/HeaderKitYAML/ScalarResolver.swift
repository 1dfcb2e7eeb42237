/// The tags HeaderKit understands, classified once from libyaml's tag text.
enum CoreTag: Equatable {
  /// The non-specific `!`: a scalar is a string, a collection what it looks like.
  case nonSpecific
  case str, int, float, bool, null, seq, map
  /// Any other tag, with the text to show for it (`!!binary`, `!foo`).
  case unsupported(String)

  /// Classifies a tag as libyaml reports it, with handles already expanded.
  init(_ tag: String) {
    let yamlOrg = "tag:yaml.org,2002:"
    guard tag != "!" else {
      self = .nonSpecific
      return
    }
    guard tag.hasPrefix(yamlOrg) else {
      self = .unsupported(tag)
      return
    }
    let name = tag.dropFirst(yamlOrg.count)
    switch name {
    case "str": self = .str
    case "int": self = .int
    case "float": self = .float
    case "bool": self = .bool
    case "null": self = .null
    case "seq": self = .seq
    case "map": self = .map
    default: self = .unsupported("!!" + name)
    }
  }

  /// The tag as a reader would write it.
  var display: String {
    switch self {
    case .nonSpecific: "!"
    case .str: "!!str"
    case .int: "!!int"
    case .float: "!!float"
    case .bool: "!!bool"
    case .null: "!!null"
    case .seq: "!!seq"
    case .map: "!!map"
    case .unsupported(let text): text
    }
  }
}

/// Resolves scalar text to a ``YAMLDocument/Value`` under HeaderKit's reading
/// of the YAML 1.2 core schema: booleans are exactly `true` and `false`.
enum ScalarResolver {
  /// The value of a scalar, or `nil` when its core-schema tag does not fit the
  /// text (like `!!int abc`).
  ///
  /// Untagged plain scalars are resolved by the core schema; quoted and block
  /// scalars, and the non-specific `!`, are strings. A core tag resolves the
  /// text by that tag whatever the style, so `!!int "3"` is the number 3.
  /// Unsupported tags are reported elsewhere; their scalars read as strings.
  static func value(
    of text: String, style: YAMLDocument.ScalarStyle, tag: CoreTag?
  ) -> YAMLDocument.Value? {
    switch tag {
    case nil:
      return style == .plain ? plainValue(text) : .string(text)
    case .nonSpecific, .str, .unsupported:
      return .string(text)
    case .int:
      return integer(text, Array(text.utf8)).map { .number($0) }
    case .float:
      return number(text).map { .number($0) }
    case .bool:
      return boolean(text).map { .bool($0) }
    case .null:
      return isNull(text) ? .null : nil
    case .seq, .map:
      return nil
    }
  }

  /// The core-schema value of an untagged plain scalar.
  static func plainValue(_ text: String) -> YAMLDocument.Value {
    if isNull(text) { return .null }
    if let bool = boolean(text) { return .bool(bool) }
    if let number = number(text) { return .number(number) }
    return .string(text)
  }

  /// A core-schema integer or float, including infinities and NaN.
  private static func number(_ text: String) -> Double? {
    let utf8 = Array(text.utf8)
    return integer(text, utf8) ?? float(text, utf8) ?? special(text)
  }

  /// Whether YAML 1.1 would read this plain text as a boolean that HeaderKit does not.
  static func isYAML11Boolean(_ text: String) -> Bool {
    yaml11Booleans.contains(text)
  }

  private static let yaml11Booleans: Set<String> = [
    "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF",
    "True", "TRUE", "False", "FALSE",
  ]

  private static func isNull(_ text: String) -> Bool {
    text.isEmpty || text == "~" || text == "null" || text == "Null" || text == "NULL"
  }

  private static func boolean(_ text: String) -> Bool? {
    switch text {
    case "true": true
    case "false": false
    default: nil
    }
  }

  /// `[-+]?[0-9]+`, `0o[0-7]+` or `0x[0-9a-fA-F]+`.
  private static func integer(_ text: String, _ utf8: [UInt8]) -> Double? {
    if utf8.count > 2, utf8[0] == UInt8(ascii: "0") {
      if utf8[1] == UInt8(ascii: "o") { return digits(utf8.dropFirst(2), radix: 8) }
      if utf8[1] == UInt8(ascii: "x") { return digits(utf8.dropFirst(2), radix: 16) }
    }
    let hasSign = utf8.first == UInt8(ascii: "-") || utf8.first == UInt8(ascii: "+")
    guard digits(hasSign ? utf8.dropFirst() : utf8[...], radix: 10) != nil else { return nil }
    // strtod rounds long decimals correctly; adding digit by digit may not.
    return Double(text)
  }

  /// The value of a non-empty run of digits in `radix`, or nil.
  ///
  /// Accumulates in a Double, so integers beyond 2^53 lose precision rather
  /// than overflow; numbers are doubles in HeaderKit anyway.
  private static func digits(_ utf8: ArraySlice<UInt8>, radix: Int) -> Double? {
    guard !utf8.isEmpty else { return nil }
    var value = 0.0
    for byte in utf8 {
      guard let digit = digitValue(byte), digit < radix else { return nil }
      value = value * Double(radix) + Double(digit)
    }
    return value
  }

  private static func digitValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
    default: nil
    }
  }

  /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`.
  private static func float(_ text: String, _ utf8: [UInt8]) -> Double? {
    var index = 0
    func skipDigits() -> Int {
      let start = index
      while index < utf8.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(utf8[index]) {
        index += 1
      }
      return index - start
    }
    func skip(_ characters: String) -> Bool {
      guard index < utf8.count, characters.utf8.contains(utf8[index]) else { return false }
      index += 1
      return true
    }
    _ = skip("+-")
    let integerDigits = skipDigits()
    var fractionDigits = 0
    if skip(".") { fractionDigits = skipDigits() }
    // `.5`, `5` and `5.` are numbers; `.` and `` are not.
    guard integerDigits > 0 || fractionDigits > 0 else { return nil }
    if skip("eE") {
      _ = skip("+-")
      guard skipDigits() > 0 else { return nil }
    }
    guard index == utf8.count else { return nil }
    // Every text of this form is one strtod reads in full.
    return Double(text)
  }

  /// `[-+]?(\.inf|\.Inf|\.INF)` and `\.nan|\.NaN|\.NAN`.
  private static func special(_ text: String) -> Double? {
    switch text {
    case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .infinity
    case "-.inf", "-.Inf", "-.INF": return -.infinity
    case ".nan", ".NaN", ".NAN": return .nan
    default: return nil
    }
  }
}
