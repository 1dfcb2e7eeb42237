/// Text from a file shown to people — on a terminal, in a picture, in a table
/// or a timeline — with every character that would act rather than show
/// written as a visible escape such as `\u{1B}`.
///
/// A spec's names, keys and strings may hold any character YAML can escape
/// (`"\e[2J"`, `"a\nb"`): printed raw, they could clear the screen, forge
/// lines of output or plant a terminal hyperlink.
public enum VisibleText {
  /// Whether a scalar acts rather than shows: a control character (C0, DEL,
  /// C1), a format character (bidirectional overrides, zero-width spaces) or
  /// a line or paragraph separator.
  public static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) { return true }
    if scalar.isASCII { return false }
    switch scalar.properties.generalCategory {
    case .format, .lineSeparator, .paragraphSeparator: return true
    default: return false
    }
  }

  /// The visible form of a hidden scalar: `\u{1B}`.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
  }

  /// `text` with each hidden scalar escaped; tabs kept when `keepingTabs`
  /// (source snippets keep them so that carets line up).
  public static func escaped(_ text: some StringProtocol, keepingTabs: Bool = false) -> String {
    guard text.unicodeScalars.contains(where: isHidden) else { return String(text) }
    var result = ""
    for scalar in text.unicodeScalars {
      if isHidden(scalar), !(keepingTabs && scalar == "\t") {
        result += escape(scalar)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// How many columns a scalar takes once escaped: 1, or the length of its escape.
  public static func width(_ scalar: Unicode.Scalar) -> Int {
    isHidden(scalar) && scalar != "\t" ? escape(scalar).count : 1
  }

  /// The most Unicode scalars of free text (a test case's name, a label)
  /// that ``shortened(_:)`` keeps.
  public static let maxShortened = 200

  /// `text` cut to at most ``maxShortened`` scalars, the last of them `…`.
  ///
  /// Free text has no length limit in a file, and some is repeated: a test
  /// case's name begins each of its failures, a label is drawn under every
  /// row in every frame. Cut, a name from a 1 MiB file cannot make gigabytes
  /// of output. Scalars, not characters: one character may hold any number
  /// of combining marks.
  public static func shortened(_ text: String) -> String {
    let scalars = text.unicodeScalars
    // Walks at most maxShortened scalars, however long the text is.
    guard
      let cut = scalars.index(
        scalars.startIndex, offsetBy: maxShortened - 1, limitedBy: scalars.endIndex),
      scalars.index(cut, offsetBy: 2, limitedBy: scalars.endIndex) != nil
    else { return text }
    return String(scalars[..<cut]) + "…"
  }
}
