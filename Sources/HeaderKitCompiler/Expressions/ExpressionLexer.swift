import HeaderKitDiagnostics

/// A token of the expression language, with its offset in the text.
struct ExpressionToken: Equatable {
  enum Kind: Equatable {
    case number(Double)
    case name(String)
    case symbol(String)
    case end

    /// Whether the token is a whole operand: a name or a number.
    var isOperand: Bool {
      switch self {
      case .name, .number: true
      case .symbol, .end: false
      }
    }
  }

  var kind: Kind
  /// Offsets in Unicode scalars from the start of the expression text.
  var start: Int
  var end: Int
}

/// Splits expression text into tokens.
struct ExpressionLexer {
  private let scalars: [Unicode.Scalar]
  private var position = 0
  /// The token returned last, for hints that name an operand.
  private var previous: ExpressionToken?

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  /// The next token, or why there is none.
  mutating func next() -> Result<ExpressionToken, LexError> {
    let result = scan()
    if case .success(let token) = result { previous = token }
    return result
  }

  private mutating func scan() -> Result<ExpressionToken, LexError> {
    while position < scalars.count, scalars[position].properties.isWhitespace { position += 1 }
    let start = position
    guard position < scalars.count else {
      return .success(ExpressionToken(kind: .end, start: start, end: start))
    }
    let scalar = scalars[position]
    if isDigit(scalar)
      || (scalar == "." && position + 1 < scalars.count && isDigit(scalars[position + 1]))
    {
      return number(from: start)
    }
    if isNameStart(scalar) {
      while position < scalars.count, isNameContinue(scalars[position]) { position += 1 }
      let name = String(String.UnicodeScalarView(scalars[start..<position]))
      return .success(ExpressionToken(kind: .name(name), start: start, end: position))
    }
    if "?=!*/^&|.".unicodeScalars.contains(scalar), let error = foreignOperator(at: start) {
      return .failure(error)
    }
    for symbol in ["<=", ">=", "==", "!=", "&&", "||"] where matches(symbol) {
      position += 2
      return .success(ExpressionToken(kind: .symbol(symbol), start: start, end: position))
    }
    if "+-*/%<>!()[],".unicodeScalars.contains(scalar) {
      position += 1
      return .success(ExpressionToken(kind: .symbol(String(scalar)), start: start, end: position))
    }
    if let ascii = Self.lookalikes[scalar] {
      return .failure(LexError(offset: start) { .lookalikeOperator(scalar, ascii: ascii, at: $0) })
    }
    return .failure(
      LexError(offset: start) { .expressionSyntax("unexpected character '\(scalar)'", at: $0) })
  }

  /// What someone used to another language writes for an operator this
  /// language spells differently (or does not have), as an error with a hint.
  private func foreignOperator(at start: Int) -> LexError? {
    if matches("?") {
      let text = String(String.UnicodeScalarView(scalars))
      return LexError(offset: start) { .conditionalOperator(in: text, at: $0) }
    }
    for op in ["===", "!==", "**", "//"] where matches(op) {
      let length = op.unicodeScalars.count
      if op == "**" { return powerError(op, at: start, length: length) }
      return LexError(offset: start, length: length) { .foreignOperator(op, at: $0) }
    }
    if matches("^") { return powerError("^", at: start, length: 1) }
    for op in ["&", "|", "="] where matches(op) && !matches(op + op) {
      return LexError(offset: start) { .foreignOperator(op, at: $0) }
    }
    if matches("."), case .name(let name)? = previous?.kind {
      return LexError(offset: start) { .memberAccess(after: name, at: $0) }
    }
    return nil
  }

  /// `x ^ 2` or `x ** 2`, naming the operands when they are simple enough
  /// to rewrite: a name or number before, a whole number from 2 to 4 after.
  private func powerError(_ op: String, at start: Int, length: Int) -> LexError {
    var base: String?
    if let previous, previous.kind.isOperand {
      base = String(String.UnicodeScalarView(scalars[previous.start..<previous.end]))
    }
    var after = ExpressionLexer(scalars: scalars, position: start + length)
    var exponent: Int?
    if case .success(let token) = after.scan(), case .number(let value) = token.kind,
      value == value.rounded(), (2...4).contains(value)
    {
      exponent = Int(value)
    }
    return LexError(offset: start, length: length) { [base, exponent] in
      .powerOperator(op, base: base, exponent: exponent, at: $0)
    }
  }

  private init(scalars: [Unicode.Scalar], position: Int) {
    self.scalars = scalars
    self.position = position
  }

  /// Characters that look like operators, as pasted from prose or a word
  /// processor, and the operator to write instead.
  private static let lookalikes: [Unicode.Scalar: String] = [
    "\u{2212}": "-", "\u{2013}": "-", "\u{00D7}": "*", "\u{22C5}": "*", "\u{00B7}": "*",
    "\u{00F7}": "/", "\u{2264}": "<=", "\u{2265}": ">=", "\u{2260}": "!=",
  ]

  private mutating func number(from start: Int) -> Result<ExpressionToken, LexError> {
    while position < scalars.count, isDigit(scalars[position]) { position += 1 }
    if position < scalars.count, scalars[position] == "." {
      position += 1
      while position < scalars.count, isDigit(scalars[position]) { position += 1 }
    }
    if position < scalars.count, scalars[position] == "e" || scalars[position] == "E" {
      var lookahead = position + 1
      if lookahead < scalars.count, scalars[lookahead] == "+" || scalars[lookahead] == "-" {
        lookahead += 1
      }
      if lookahead < scalars.count, isDigit(scalars[lookahead]) {
        position = lookahead
        while position < scalars.count, isDigit(scalars[position]) { position += 1 }
      }
    }
    let text = String(String.UnicodeScalarView(scalars[start..<position]))
    guard let value = Double(text), value.isFinite else {
      return .failure(
        LexError(offset: start) { .expressionSyntax("number '\(text)' is out of range", at: $0) })
    }
    if position < scalars.count, isNameStart(scalars[position]) {
      let next = scalars[position]
      return .failure(
        LexError(offset: position) {
          .expressionSyntax("unexpected '\(next)' after the number \(text)", at: $0)
        })
    }
    return .success(ExpressionToken(kind: .number(value), start: start, end: position))
  }

  private func matches(_ symbol: String) -> Bool {
    let symbolScalars = Array(symbol.unicodeScalars)
    guard position + symbolScalars.count <= scalars.count else { return false }
    return Array(scalars[position..<position + symbolScalars.count]) == symbolScalars
  }

  private func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

  private func isNameStart(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || scalar == "_"
  }

  private func isNameContinue(_ scalar: Unicode.Scalar) -> Bool {
    isNameStart(scalar) || isDigit(scalar)
  }
}

/// Why the text has no next token: where, and the diagnostic for that place.
struct LexError: Error {
  var offset: Int
  /// How many characters the problem spans.
  var length = 1
  var diagnostic: @Sendable (SourceRange) -> Diagnostic

  init(offset: Int, length: Int = 1, diagnostic: @escaping @Sendable (SourceRange) -> Diagnostic) {
    self.offset = offset
    self.length = length
    self.diagnostic = diagnostic
  }
}
