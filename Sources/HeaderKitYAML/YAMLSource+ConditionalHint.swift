import HeaderKitDiagnostics

extension YAMLSource {
  /// A hint for a syntax error at the `:` of an expression written
  /// `condition ? then : else` as a plain scalar, which YAML reads as a key
  /// ending at `: `. Located at the `?`.
  func conditionalNote(at location: SourceLocation) -> Diagnostic.Note? {
    let line = characters(
      from: SourceLocation(line: location.line, column: 1),
      to: SourceLocation(line: location.line + 1, column: 1))
    let colon = location.column - 1
    guard colon < line.count, line[colon].scalar == ":",
      let question = line[..<colon].lastIndex(where: { $0.scalar == "?" })
    else { return nil }
    // The value starts after the last `key: ` before the `?` (or a flow
    // collection's opening bracket, or a sequence's `- `).
    var start = 0
    for index in 0..<question {
      let scalar = line[index].scalar
      let next = line[index + 1].scalar
      if (scalar == ":" || scalar == "-" || scalar == ",") && next == " " || scalar == "{"
        || scalar == "["
      {
        start = index + 1
      }
    }
    var end = line.count
    if let comment = (start..<line.count).first(where: {
      line[$0].scalar == "#" && $0 > 0 && Self.isSpace(line[$0 - 1].scalar)
    }) {
      end = comment
    }
    while end > start,
      Self.isSpace(line[end - 1].scalar) || "}]\n".unicodeScalars.contains(line[end - 1].scalar)
    {
      end -= 1
    }
    let text = String(String.UnicodeScalarView(line[start..<end].map(\.scalar)))
    return Diagnostic.conditionalInYAML(
      text, at: SourceRange(line: location.line, column: question + 1, length: 1))
  }

  private static func isSpace(_ scalar: Unicode.Scalar) -> Bool { scalar == " " || scalar == "\t" }
}
