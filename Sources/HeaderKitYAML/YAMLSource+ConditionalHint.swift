import HeaderKitDiagnostics

extension YAMLSource {
  /// A hint for a syntax error at the `:` of an expression written
  /// `condition ? then : else` as a plain scalar, which YAML reads as a key
  /// ending at `: `. Located at the `?`.
  func conditionalNote(at location: SourceLocation) -> Diagnostic.Note? {
    let line = characters(
      from: SourceLocation(line: location.line, column: 1),
      to: SourceLocation(line: location.line + 1, column: 1)
    ).scalars
    let colon = location.column - 1
    guard colon < line.count, line[colon] == ":",
      let question = line[..<colon].lastIndex(where: { $0 == "?" })
    else { return nil }
    // The value starts after the last `key: ` before the `?`, or a flow
    // collection's `{`, `[` or `, ` (outside the expression's parentheses),
    // or a block sequence's leading `- `.
    var start = 0
    var depth = 0
    var leading = true
    for index in 0..<question {
      let scalar = line[index]
      let next = line[index + 1]
      if scalar == "-", next == " ", leading {
        start = index + 1
      } else if depth == 0,
        (scalar == ":" || scalar == ",") && next == " " || scalar == "{" || scalar == "["
      {
        start = index + 1
      }
      if scalar == "(" { depth += 1 }
      if scalar == ")" { depth -= 1 }
      if scalar != " ", scalar != "-" || next != " " { leading = false }
    }
    var end = line.count
    if let comment = (start..<line.count).first(where: {
      line[$0] == "#" && $0 > 0 && Self.isSpace(line[$0 - 1])
    }) {
      end = comment
    }
    while end > start,
      Self.isSpace(line[end - 1]) || "}]\n".unicodeScalars.contains(line[end - 1])
    {
      end -= 1
    }
    let text = String(String.UnicodeScalarView(line[start..<end]))
    return Diagnostic.conditionalInYAML(
      text, at: SourceRange(line: location.line, column: question + 1, length: 1))
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }
}
