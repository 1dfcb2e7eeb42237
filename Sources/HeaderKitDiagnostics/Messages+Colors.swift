// Messages of colour properties (`backgroundColor: "#F7F7F7"`) and custom numbers.

extension Diagnostic {
  /// The colour syntax, for messages about colours.
  static let colorSyntax =
    "write \"#RRGGBB\", \"#RRGGBBAA\" (alpha last, as in CSS), rgb(R, G, B) or rgba(R, G, B, A) with R, G, B from 0 to 255 and A from 0 to 1"

  /// Text where a colour goes that is not one; `reason` says what is wrong.
  public static func invalidColor(_ text: String, reason: String, at range: SourceRange)
    -> Diagnostic
  {
    .error(
      .invalidColor, "'\(text)' is not a colour: \(reason)", at: range,
      notes: [Note(colorSyntax)])
  }

  /// Something other than text where a colour goes: a number, a boolean or
  /// nothing (an unquoted `#` starts a YAML comment, so `fill: #FFF` is empty).
  public static func notAColor(
    _ what: String, found: String, isNull: Bool, at range: SourceRange
  ) -> Diagnostic {
    var notes = [Note(colorSyntax)]
    if isNull {
      notes.append(
        Note("YAML reads an unquoted '#' as the start of a comment: quote the colour, \"#RRGGBB\""))
    }
    return .error(
      .invalidColor, "\(what) must be a colour or a track of colours, found \(found)", at: range,
      notes: notes)
  }
}
