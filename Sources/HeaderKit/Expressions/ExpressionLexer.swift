import HeaderKitDiagnostics

/// A token of the expression language, with its offset in the text.
struct ExpressionToken: Equatable {
  enum Kind: Equatable {
    case number(Double)
    case name(String)
    case symbol(String)
    case end
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

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  /// The next token, or a message and offset describing why there is none.
  mutating func next() -> Result<ExpressionToken, LexError> {
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
    for symbol in ["<=", ">=", "==", "!=", "&&", "||"] where matches(symbol) {
      position += 2
      return .success(ExpressionToken(kind: .symbol(symbol), start: start, end: position))
    }
    if "+-*/%<>!()[],".unicodeScalars.contains(scalar) {
      position += 1
      return .success(ExpressionToken(kind: .symbol(String(scalar)), start: start, end: position))
    }
    return .failure(LexError(message: "unexpected character '\(scalar)'", offset: start))
  }

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
      return .failure(LexError(message: "number '\(text)' is out of range", offset: start))
    }
    if position < scalars.count, isNameStart(scalars[position]) {
      return .failure(
        LexError(
          message: "unexpected '\(scalars[position])' after the number \(text)", offset: position))
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

struct LexError: Error {
  var message: String
  var offset: Int
}
