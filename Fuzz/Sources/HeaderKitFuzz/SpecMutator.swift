/// Applies edits decoded from fuzz bytes to the text of a valid spec.
///
/// The text is split into tokens — numbers, names, operators, spaces, line
/// breaks and everything else — and each edit changes a token or a line, so
/// that most results are still YAML and often still specs: the mutations reach
/// names, numbers, expressions and keyframe order rather than stopping in the
/// YAML layer. Two edits grow a spec: one inserts a whole construct from
/// ``SpecSnippets`` (the table new constructs add to), one repeats a line up
/// to 1,000 times (up to ``maxBytes``), so a few bytes of input make a
/// large spec.
struct SpecMutator {
  enum Kind { case number, name, symbol, space, newline, other }

  struct Token {
    var kind: Kind
    var text: String
  }

  private(set) var tokens: [Token]
  private let vocabulary: [String]

  /// The most edits one input may make, so inputs stay cheap.
  static let maxEdits = 48

  init(seed: String) {
    tokens = Self.tokenize(seed)
    let names = Set(tokens.filter { $0.kind == .name }.map(\.text))
    vocabulary = names.sorted() + SpecSnippets.keys
  }

  /// How often the repeat edit copies a line.
  static let repeats = [2, 3, 10, 100, 1_000]

  /// The most bytes the repeat edit grows a spec to. Specs up to 1 MiB are
  /// valid input, but the instrumented build reads one in some 15 s (a
  /// release build in well under one): larger inputs would only be timeouts.
  static let maxBytes = 64 << 10

  /// The spec after applying the edits in `bytes`, three bytes per edit:
  /// what to do, where (a token index), and with what.
  mutating func apply(edits bytes: [UInt8]) -> String {
    var index = 0
    var count = 0
    while index + 2 < bytes.count, count < Self.maxEdits {
      edit(bytes[index], position: Int(bytes[index + 1]), payload: Int(bytes[index + 2]))
      index += 3
      count += 1
    }
    return tokens.map(\.text).joined()
  }

  private mutating func edit(_ op: UInt8, position: Int, payload: Int) {
    guard !tokens.isEmpty else { return }
    switch op % 12 {
    case 0: replace(.number, position, with: Self.numbers[payload % Self.numbers.count])
    case 1: replace(.name, position, with: vocabulary[payload % vocabulary.count])
    case 2: replace(.symbol, position, with: Self.symbols[payload % Self.symbols.count])
    case 3:
      let at = spot(position) + 1
      tokens.insert(
        Token(kind: .other, text: Self.fragments[payload % Self.fragments.count]), at: at)
    case 4:
      tokens.remove(at: spot(position))
    case 5:
      let line = lineRange(containing: spot(position))
      tokens.insert(contentsOf: tokens[line], at: line.upperBound)
    case 6:
      tokens.removeSubrange(lineRange(containing: spot(position)))
    case 7:
      replaceValue(onLineOf: spot(position), seed: UInt64(payload) << 8 | UInt64(position))
    case 8:
      swapLines(spot(position), spot(payload))
    case 9:
      scaleNumber(position, by: Self.factors[payload % Self.factors.count])
    case 10:
      let at = lineRange(containing: spot(position)).upperBound
      let snippet = SpecSnippets.constructs[payload % SpecSnippets.constructs.count]
      tokens.insert(contentsOf: Self.tokenize(snippet), at: at)
    default:
      repeatLine(spot(position), times: Self.repeats[payload % Self.repeats.count])
    }
  }

  // MARK: Edits

  /// The token a position byte (0–255) points at: spread over the whole
  /// text, so that a long seed's last lines are edited as often as its first.
  private func spot(_ position: Int) -> Int { position * tokens.count / 256 }

  /// The first token of `kind` at or after the token `position` points at,
  /// wrapping around: a short scan instead of listing every token of the kind.
  private func token(of kind: Kind, near position: Int) -> Int? {
    let start = spot(position)
    for offset in 0..<tokens.count {
      let index = (start + offset) % tokens.count
      if tokens[index].kind == kind { return index }
    }
    return nil
  }

  private mutating func replace(_ kind: Kind, _ position: Int, with text: String) {
    guard let index = token(of: kind, near: position) else { return }
    tokens[index].text = text
  }

  private mutating func scaleNumber(_ position: Int, by factor: Double) {
    guard let index = token(of: .number, near: position) else { return }
    guard let value = Double(tokens[index].text) else { return }
    let scaled = value * factor
    guard scaled.isFinite else { return }
    tokens[index].text = "\(scaled)"
  }

  /// The tokens of the line holding token `index`, with its line break.
  private func lineRange(containing index: Int) -> Range<Int> {
    var start = index
    while start > 0, tokens[start - 1].kind != .newline { start -= 1 }
    var end = index
    while end < tokens.count, tokens[end].kind != .newline { end += 1 }
    return start..<min(end + 1, tokens.count)
  }

  /// Copies a line `times` times after itself, within the spec size limit.
  private mutating func repeatLine(_ index: Int, times: Int) {
    let line = lineRange(containing: index)
    let size = tokens[line].reduce(0) { $0 + $1.text.utf8.count }
    let total = tokens.reduce(0) { $0 + $1.text.utf8.count }
    let copies = min(times, max(0, Self.maxBytes - total) / max(1, size))
    let lineTokens = Array(tokens[line])
    tokens.insert(
      contentsOf: repeatElement(lineTokens, count: copies).joined(), at: line.upperBound)
  }

  private mutating func swapLines(_ first: Int, _ second: Int) {
    var a = lineRange(containing: first)
    var b = lineRange(containing: second)
    guard a != b else { return }
    if a.lowerBound > b.lowerBound { swap(&a, &b) }
    guard a.upperBound <= b.lowerBound else { return }
    let lineA = Array(tokens[a])
    let lineB = Array(tokens[b])
    tokens.replaceSubrange(b, with: lineA)
    tokens.replaceSubrange(a, with: lineB)
  }

  /// Replaces what follows the first `:` on a line with a random expression.
  private mutating func replaceValue(onLineOf index: Int, seed: UInt64) {
    let line = lineRange(containing: index)
    guard let colon = line.first(where: { tokens[$0].kind == .symbol && tokens[$0].text == ":" })
    else { return }
    var end = line.upperBound
    if end > line.lowerBound, tokens[end - 1].kind == .newline { end -= 1 }
    var generator = ExpressionGenerator(seed: seed, names: vocabulary)
    let text = " " + generator.expression(depth: 4)
    tokens.replaceSubrange((colon + 1)..<end, with: [Token(kind: .other, text: text)])
  }

  // MARK: Tokens

  static func tokenize(_ text: String) -> [Token] {
    let scalars = Array(text.unicodeScalars)
    var tokens: [Token] = []
    var index = 0
    func take(_ kind: Kind, while predicate: (Unicode.Scalar) -> Bool) {
      let start = index
      index += 1
      while index < scalars.count, predicate(scalars[index]) { index += 1 }
      tokens.append(
        Token(kind: kind, text: String(String.UnicodeScalarView(scalars[start..<index]))))
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\n" {
        take(.newline) { _ in false }
      } else if scalar == " " || scalar == "\t" {
        take(.space) { $0 == " " || $0 == "\t" }
      } else if isDigit(scalar) {
        take(.number) { isDigit($0) || $0 == "." || $0 == "e" || $0 == "E" }
      } else if isNameStart(scalar) {
        take(.name) { isNameStart($0) || isDigit($0) }
      } else if "+-*/%<>=!&|()[],:{}".unicodeScalars.contains(scalar) {
        take(.symbol) { _ in false }
      } else {
        take(.other) { _ in false }
      }
    }
    return tokens
  }

  private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  private static func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
  }

  // MARK: Material

  static let numbers = [
    "0", "-0", "1", "-1", "2", "0.5", "3", "10", "100", "-200", "375", "10000", "100000",
    "1e9", "1e15", "1e300", "1e308", "-1e308", "1.7976931348623157e308", "5e-324", "1e-300",
    "0.0001", "4294967296", "9223372036854775807", "0x10", ".inf", ".nan", "1e400",
  ]

  static let factors: [Double] = [-1, 0, 2, 0.5, 10, 1e6, 1e-6, 1e300, -1e300]

  static let symbols = [
    "+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||", "!", "(", ")", "[",
    "]", ",", ":", "{", "}",
  ]

  static let fragments = [
    " / 0", " * 1e308", " + 1e308", " - ", "-", "(", ")", "[0]", "[-1]", "[1e9]", ", 0", " % 0",
    " / ", "1e308", "0", " && ", " || ", "!", " < ", " == ", "%", "\n", " ", "\t", "&a ", "*a",
    "!!str ", "!custom ", "'", "\"", "[", "]", "{", "}", ": ", "- ", "<<: ", "? ", "---\n",
    "steps(3)", "steps(0)", "cubic-bezier(0.1, 2, 0.9, -1)", "if(", "sqrt(-1)", "sum(", "count(",
    "yes", "~", "null", "\u{0}",
    "\u{FEFF}", "\u{85}", "\r", "ö",
  ]
}

/// Random expressions from a small grammar, for replacing values.
struct ExpressionGenerator {
  private var state: UInt64
  private let names: [String]

  init(seed: UInt64, names: [String]) {
    state = seed &+ 0x9E37_79B9_7F4A_7C15
    self.names = names
  }

  /// SplitMix64.
  private mutating func next(_ bound: Int) -> Int {
    state = state &+ 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    z ^= z >> 31
    return Int(z % UInt64(bound))
  }

  mutating func expression(depth: Int) -> String {
    let choice = depth <= 0 ? next(2) : next(7)
    switch choice {
    case 0: return SpecMutator.numbers[next(SpecMutator.numbers.count)]
    case 1: return names.isEmpty ? "0" : names[next(names.count)]
    case 2: return "-" + expression(depth: depth - 1)
    case 3: return "(" + expression(depth: depth - 1) + ")"
    case 4, 5:
      let ops = ["+", "-", "*", "/", "%", "<", ">", "<=", ">=", "==", "!=", "&&", "||"]
      return expression(depth: depth - 1) + " " + ops[next(ops.count)] + " "
        + expression(depth: depth - 1)
    default:
      let calls = [
        ("min", 2), ("max", 3), ("clamp", 3), ("abs", 1), ("floor", 1), ("ceil", 1), ("round", 1),
        ("sqrt", 1), ("if", 3), ("lerp", 3), ("progress", 3), ("count", 1), ("sum", 2),
      ]
      let (name, arity) = calls[next(calls.count)]
      let arguments = (0..<arity).map { _ in expression(depth: depth - 1) }
      return name + "(" + arguments.joined(separator: ", ") + ")"
    }
  }
}
