// Messages for what a user of JavaScript, Swift, Python or a spreadsheet
// naturally writes in an expression and the expression language spells
// differently: each says what to write instead.

extension Diagnostic {
  /// `condition ? then : else`, which the language writes `if(...)`.
  ///
  /// - Parameter expression: The whole expression, to rewrite in the note.
  public static func conditionalOperator(in expression: String, at range: SourceRange)
    -> Diagnostic
  {
    .error(
      .expressionSyntax,
      "invalid expression: '?' is not an operator; there is no 'condition ? then : else'",
      at: range, notes: [conditionalHint(expression)])
  }

  /// A YAML line that read `a ? b : c` as a mapping from `a ? b` to `c`.
  public static func conditionalAsMapping(_ expression: String, at range: SourceRange)
    -> Diagnostic
  {
    .error(
      .expressionSyntax,
      "invalid expression: '?' is not an operator; there is no 'condition ? then : else', and YAML read this as a mapping",
      at: range, notes: [conditionalHint(expression)])
  }

  /// What a YAML syntax error at the `:` of `a ? b : c` adds.
  public static func conditionalInYAML(_ expression: String, at range: SourceRange) -> Note {
    let rewrite = conditionalRewrite(expression) ?? "if(condition, then, else)"
    return Note(
      "if this is an expression, write \(rewrite): there is no 'condition ? then : else', and YAML reads ': ' as the end of a key",
      at: range)
  }

  /// `^` or `**`: there is no power operator.
  ///
  /// - Parameters:
  ///   - base: The operand before the operator, when it is a name or a number.
  ///   - exponent: The exponent, when it is a whole number from 2 to 4.
  public static func powerOperator(
    _ op: String, base: String?, exponent: Int?, at range: SourceRange
  ) -> Diagnostic {
    let hint: String
    if let base, let exponent, (2...4).contains(exponent) {
      let product = Array(repeating: base, count: exponent).joined(separator: " * ")
      hint = "multiply: write \(product) for \(base) \(op) \(exponent)"
    } else {
      hint = "write pow(x, y), or multiply (x * x)"
    }
    return .error(
      .expressionSyntax,
      "invalid expression: '\(op)' is not an operator; there is no power operator",
      at: range, notes: [Note(hint)])
  }

  /// An operator of another language with a one-line replacement: `&`, `|`,
  /// `=`, `===`, `!==`, `//`, `and`, `or`, `not`.
  public static func foreignOperator(_ op: String, at range: SourceRange) -> Diagnostic {
    let hint: String
    switch op {
    case "&", "and": hint = "'and' is written &&"
    case "|", "or": hint = "'or' is written ||"
    case "not": hint = "'not x' is written !x"
    case "=": hint = "to compare, write ==; expressions do not assign"
    case "===": hint = "write =="
    case "!==": hint = "write !="
    case "//":
      hint =
        "expressions have no comments (a YAML comment starts with ' #' outside quotes) and no whole-number division: write floor(a / b)"
    default: hint = "see the operators in docs/spec.md"
    }
    return .error(
      .expressionSyntax, "invalid expression: '\(op)' is not an operator", at: range,
      notes: [Note(hint)])
  }

  /// `Math.min(...)` or `x.y`: names have no members.
  public static func memberAccess(after name: String, at range: SourceRange) -> Diagnostic {
    .error(
      .expressionSyntax,
      "invalid expression: unexpected '.' after '\(name)'; names have no members",
      at: range,
      notes: [Note("functions are called by their name alone: min(a, b), not Math.min(a, b)")])
  }

  /// A character that looks like an operator (`−`, `×`, `≤`) but is not ASCII.
  public static func lookalikeOperator(
    _ scalar: Unicode.Scalar, ascii: String, at range: SourceRange
  ) -> Diagnostic {
    .error(
      .expressionSyntax,
      "invalid expression: unexpected character '\(scalar)' (\(codePoint(scalar.value)))",
      at: range, notes: [Note("write \(ascii) instead")])
  }

  /// Added to an unknown name `true` or `false`.
  public static var booleanNote: Note {
    Note("there are no booleans in expressions: truth is a number, 1 for true and 0 for false")
  }

  /// Added to an unknown name `PI` or `Pi` that is close to no declared
  /// name: other languages spell the constant so, the expression language
  /// `pi`.
  public static var piNote: Note { Note("the constant π is written 'pi'") }

  /// The note of `condition ? then : else` with the expression rewritten.
  static func conditionalHint(_ expression: String) -> Note {
    guard let rewrite = conditionalRewrite(expression) else {
      return Note("write if(condition, then, else)")
    }
    return Note("write if(condition, then, else): \(rewrite)")
  }

  /// `a ? b : c` as `if(a, b, c)`, nested conditionals in the `else` too;
  /// nil unless every part is there and the `?` and `:` pair up outside
  /// parentheses.
  static func conditionalRewrite(_ expression: String) -> String? {
    let scalars = Array(expression.unicodeScalars)
    var depth = 0
    var question: Int?
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "(", "[": depth += 1
      case ")", "]":
        depth -= 1
        if depth < 0 { return nil }
      case "?" where depth == 0 && question == nil: question = index
      case ":" where depth == 0:
        guard let question else { return nil }
        let text = { (range: Range<Int>) in
          String(String.UnicodeScalarView(scalars[range])).trimmingSpaces()
        }
        let condition = withoutOuterParentheses(text(0..<question))
        let then = text(question + 1..<index)
        let otherwise = text(index + 1..<scalars.count)
        guard !condition.isEmpty, !then.isEmpty, !then.contains("?"), !otherwise.isEmpty else {
          return nil
        }
        let rest = otherwise.contains("?") ? conditionalRewrite(otherwise) : otherwise
        return rest.map { "if(\(condition), \(then), \($0))" }
      default: continue
      }
    }
    return nil
  }
}

/// `(a > b)` as `a > b`; anything else as it is.
private func withoutOuterParentheses(_ text: String) -> String {
  let scalars = Array(text.unicodeScalars)
  guard scalars.first == "(", scalars.last == ")" else { return text }
  var depth = 0
  for (index, scalar) in scalars.enumerated() {
    if scalar == "(" { depth += 1 }
    if scalar == ")" { depth -= 1 }
    // The first parenthesis closes before the end: `(a) + (b)`.
    if depth == 0, index < scalars.count - 1 { return text }
  }
  return String(String.UnicodeScalarView(scalars.dropFirst().dropLast()))
}

extension String {
  fileprivate func trimmingSpaces() -> String {
    let scalars = unicodeScalars.drop { $0.properties.isWhitespace }
    let kept = scalars.reversed().drop { $0.properties.isWhitespace }.reversed()
    return String(String.UnicodeScalarView(kept))
  }
}
