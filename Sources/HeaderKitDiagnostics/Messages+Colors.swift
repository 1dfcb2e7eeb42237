// Messages of colour properties (`backgroundColor: "#F7F7F7"`), preview colours and custom numbers.

extension Diagnostic {
  /// The colour syntax, for messages about colours.
  public static let colorSyntax =
    "write \"#RRGGBB\", \"#RRGGBBAA\" (alpha last, as in CSS), rgb(R, G, B) or rgba(R, G, B, A) with R, G, B from 0 to 255 and A from 0 to 1"

  /// The colour syntax of preview blocks (`fill`, `text`, `background`):
  /// a colour property's, and the forms browsers also draw; `words` are the
  /// key's other values (a fill's `image` and `none`).
  public static func previewColorSyntax(words: [String] = []) -> String {
    let others = words.isEmpty ? "" : "; or " + words.joined(separator: " or ")
    return
      "write \"#RRGGBB\", \"#RRGGBBAA\", \"#RGB\", a CSS colour name, rgb(R, G, B), rgba(R, G, B, A), hsl(H, S%, L%) or hsla(H, S%, L%, A)\(others)"
  }

  /// Text where a colour goes that is not one; `reason` says what is wrong
  /// and `syntax` what to write.
  public static func invalidColor(
    _ text: String, reason: String, syntax: String = colorSyntax, at range: SourceRange
  ) -> Diagnostic {
    .error(
      .invalidColor, "'\(text)' is not a colour: \(reason)", at: range,
      notes: [Note(syntax)])
  }

  /// Something other than text where a colour goes: a number, a boolean or
  /// nothing (an unquoted `#` starts a YAML comment, so `fill: #FFF` is
  /// empty). `expected` says what goes there.
  public static func notAColor(
    _ what: String, expected: String = "a colour or a track of colours", found: String,
    isNull: Bool, syntax: String = colorSyntax, at range: SourceRange
  ) -> Diagnostic {
    var notes = [Note(syntax)]
    if isNull {
      notes.append(
        Note("YAML reads an unquoted '#' as the start of a comment: quote the colour, \"#RRGGBB\""))
    }
    return .error(
      .invalidColor, "\(what) must be \(expected), found \(found)", at: range, notes: notes)
  }
}
