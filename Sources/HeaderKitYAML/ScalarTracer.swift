import HeaderKitDiagnostics

/// Reads a scalar's source again the way libyaml's scanner does, noting for
/// each character of the value where it came from.
///
/// It mirrors `yaml_parser_scan_plain_scalar`, `..._flow_scalar` and
/// `..._block_scalar` of libyaml 0.2, but never decides where a scalar ends:
/// the node's range already says so. A trace whose value differs from
/// libyaml's text is thrown away, so a case this reading gets wrong costs
/// precision, never a wrong location.
struct ScalarTracer {
  let characters: YAMLSource.Slice
  /// Where the node's range ends, just past its last character.
  let regionEnd: SourceLocation
  /// The value libyaml read, which the trace must give scalar for scalar.
  let expected: [Unicode.Scalar]
  var index = 0
  /// How many scalars of `expected` the trace has given.
  var produced = 0
  /// Whether the trace has given a scalar `expected` does not have there.
  var failed = false
  var runs: [ScalarSourceMap.Run] = []
  /// The index of the character copied last, while a run of copies goes on.
  private var lastCopied = -2

  init(_ characters: YAMLSource.Slice, end: SourceLocation, expected: [Unicode.Scalar]) {
    self.characters = characters
    self.regionEnd = end
    self.expected = expected
  }

  /// The map of a scalar node, or nil when its value cannot be traced.
  static func map(_ node: YAMLDocument.Node, in source: YAMLSource) -> ScalarSourceMap? {
    var tracer = ScalarTracer(
      source.characters(from: node.range.start, to: node.range.end), end: node.range.end,
      expected: Array(node.text.unicodeScalars))
    tracer.skipProperties()
    let traced: ScalarTracer?
    switch node.style {
    case .plain:
      traced = tracer.plain()
    case .singleQuoted:
      traced = tracer.quoted(single: true)
    case .doubleQuoted:
      traced = tracer.quoted(single: false)
    case .literal, .folded:
      traced = tracer.block(folded: node.style == .folded)
    }
    guard let traced, traced.isComplete else { return nil }
    return ScalarSourceMap(runs: traced.runs, count: traced.produced, contentStart: tracer.here)
  }

  /// Whether the trace gave exactly the value libyaml read.
  var isComplete: Bool { !failed && produced == expected.count }

  // MARK: Reading

  var current: Unicode.Scalar? { scalar(at: index) }

  func scalar(at position: Int) -> Unicode.Scalar? {
    position < characters.scalars.count ? characters.scalars[position] : nil
  }

  /// Where the next character is, or the region's end.
  var here: SourceLocation {
    index < characters.scalars.count ? characters.location(of: index) : regionEnd
  }

  static func isBlank(_ scalar: Unicode.Scalar?) -> Bool { scalar == " " || scalar == "\t" }

  private static func isAnchorCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
        || scalar == "_")
  }

  /// Skips an anchor and a tag before the content (`&a !!str "x"`), and the
  /// spaces, line breaks and comments after them: a node's range starts at
  /// its first property, which no content can start with.
  mutating func skipProperties() {
    while current == "&" || current == "!" {
      if current == "&" {
        // libyaml's anchors are letters, digits, `-` and `_`: in `&a:b`
        // the scalar is `:b`.
        index += 1
        while let scalar = current, Self.isAnchorCharacter(scalar) { index += 1 }
      } else {
        while let scalar = current, !Self.isBlank(scalar), scalar != "\n" { index += 1 }
      }
      while let scalar = current, Self.isBlank(scalar) || scalar == "\n" || scalar == "#" {
        if scalar == "#" {
          while current != nil, current != "\n" { index += 1 }
        } else {
          index += 1
        }
      }
    }
  }

  // MARK: Writing

  /// Adds the character at `position` as it is written.
  mutating func copy(_ position: Int) {
    guard give(characters.scalars[position]) else { return }
    if position == lastCopied + 1, runs.last?.width == nil, !runs.isEmpty {
      runs[runs.count - 1].count += 1
    } else {
      runs.append(
        .init(offset: produced - 1, count: 1, start: characters.location(of: position), width: nil))
    }
    lastCopied = position
  }

  /// Adds a character that a line break at `position` stands for: a folded
  /// space or a kept `"\n"`. No column holds it, so it sits, zero columns
  /// wide, where the break is: the nearest exact position.
  mutating func addBreak(_ scalar: Unicode.Scalar, at position: Int) {
    add(scalar, at: position, width: 0)
  }

  /// Adds one scalar written as `width` columns from `position`.
  mutating func add(_ scalar: Unicode.Scalar, at position: Int, width: Int) {
    guard give(scalar) else { return }
    runs.append(
      .init(offset: produced - 1, count: 1, start: characters.location(of: position), width: width))
    lastCopied = -2
  }

  /// Counts `scalar` as the value's next one, if it is.
  private mutating func give(_ scalar: Unicode.Scalar) -> Bool {
    guard !failed, produced < expected.count, expected[produced] == scalar else {
      failed = true
      return false
    }
    produced += 1
    return true
  }

  /// Folds the line breaks between two lines' text: one break becomes a
  /// space, and each further (empty) line a `"\n"`.
  mutating func fold(_ leadingBreak: Int, _ trailingBreaks: [Int]) {
    if trailingBreaks.isEmpty {
      addBreak(" ", at: leadingBreak)
    } else {
      for position in trailingBreaks { addBreak("\n", at: position) }
    }
  }

  // MARK: Plain and quoted scalars

  /// A plain scalar: text as written, lines folded, the blanks around each
  /// line break dropped.
  mutating func plain() -> ScalarTracer? {
    var whitespace: [Int] = []
    var leadingBreak: Int?
    var trailingBreaks: [Int] = []
    while let scalar = current {
      if scalar == "\n" {
        if leadingBreak == nil {
          whitespace = []
          leadingBreak = index
        } else {
          trailingBreaks.append(index)
        }
      } else if Self.isBlank(scalar) {
        if leadingBreak == nil { whitespace.append(index) }
      } else {
        if let breakPosition = leadingBreak {
          fold(breakPosition, trailingBreaks)
          leadingBreak = nil
          trailingBreaks = []
        } else {
          whitespace.forEach { copy($0) }
        }
        whitespace = []
        copy(index)
      }
      index += 1
    }
    return self
  }

  /// A single- or double-quoted scalar: folded as a plain one, with `''`
  /// (single) or escapes (double) read.
  mutating func quoted(single: Bool) -> ScalarTracer? {
    let quote: Unicode.Scalar = single ? "'" : "\""
    guard current == quote else { return nil }
    index += 1
    while true {
      var leadingBlanks = false
      while let scalar = current, !Self.isBlank(scalar), scalar != "\n" {
        if single, scalar == "'", self.scalar(at: index + 1) == "'" {
          add("'", at: index, width: 2)
          index += 2
        } else if scalar == quote {
          break
        } else if !single, scalar == "\\", self.scalar(at: index + 1) == "\n" {
          // An escaped line break joins the lines without a space.
          index += 2
          leadingBlanks = true
          break
        } else if !single, scalar == "\\" {
          guard readEscape() else { return nil }
        } else {
          copy(index)
          index += 1
        }
      }
      guard let scalar = current else { return nil }
      if scalar == quote { return self }
      var whitespace: [Int] = []
      var leadingBreak: Int?
      var trailingBreaks: [Int] = []
      while let scalar = current, Self.isBlank(scalar) || scalar == "\n" {
        if Self.isBlank(scalar) {
          if !leadingBlanks { whitespace.append(index) }
        } else if !leadingBlanks {
          whitespace = []
          leadingBreak = index
          leadingBlanks = true
        } else {
          trailingBreaks.append(index)
        }
        index += 1
      }
      if let leadingBreak {
        fold(leadingBreak, trailingBreaks)
      } else if leadingBlanks {
        // After an escaped line break only the empty lines count.
        for position in trailingBreaks { addBreak("\n", at: position) }
      } else {
        whitespace.forEach { copy($0) }
      }
    }
  }

  /// Reads the escape at `index` (a double-quoted scalar's `\n`, `\x2A`,
  /// `\u00e9`, ...). Its one character covers the whole escape.
  private mutating func readEscape() -> Bool {
    guard let code = scalar(at: index + 1) else { return false }
    let digits: Int
    var scalar: Unicode.Scalar?
    switch code {
    case "x": digits = 2
    case "u": digits = 4
    case "U": digits = 8
    default:
      digits = 0
      scalar = Self.escapes[code]
    }
    if digits > 0 {
      var number: UInt32 = 0
      for offset in 0..<digits {
        guard let digit = self.scalar(at: index + 2 + offset), digit.isASCII,
          let value = UInt32(String(digit), radix: 16)
        else { return false }
        number = number * 16 + value
      }
      scalar = Unicode.Scalar(number)
    }
    guard let scalar else { return false }
    add(scalar, at: index, width: 2 + digits)
    index += 2 + digits
    return true
  }

  /// The one-letter escapes of a double-quoted scalar, as libyaml reads them.
  private static let escapes: [Unicode.Scalar: Unicode.Scalar] = [
    "0": "\u{0}", "a": "\u{7}", "b": "\u{8}", "t": "\u{9}", "\t": "\u{9}", "n": "\u{A}",
    "v": "\u{B}", "f": "\u{C}", "r": "\u{D}", "e": "\u{1B}", " ": " ", "\"": "\"", "/": "/",
    "'": "'", "\\": "\\", "N": "\u{85}", "_": "\u{A0}", "L": "\u{2028}", "P": "\u{2029}",
  ]
}
