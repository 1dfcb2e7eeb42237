import HeaderKitDiagnostics
import Testing

/// Control characters in text shown to people become visible escapes, and
/// a snippet's caret stays under the character it points at (issue 19).
@Suite struct VisibleTextTests {
  @Test func controlFormatAndSeparatorCharactersAreEscaped() {
    #expect(VisibleText.escaped("a\u{1B}[2Jb") == "a\\u{1B}[2Jb")
    #expect(
      VisibleText.escaped("\r\n\t\u{0}\u{7F}\u{85}") == "\\u{D}\\u{A}\\u{9}\\u{0}\\u{7F}\\u{85}")
    // Bidirectional overrides and zero-width characters reorder or hide text.
    #expect(VisibleText.escaped("\u{202E}\u{200B}\u{2028}") == "\\u{202E}\\u{200B}\\u{2028}")
    #expect(VisibleText.escaped("a\tb", keepingTabs: true) == "a\tb")
  }

  @Test func printableTextIsUnchanged() {
    for text in ["café", "日本", "👍🏽", "a\\u{1B}", "<&>'\""] {
      #expect(VisibleText.escaped(text) == text)
    }
  }

  @Test func freeTextOf200ScalarsIsKeptAndLongerIsCutTo199AndAnEllipsis() {
    let kept = String(repeating: "n", count: 200)
    #expect(VisibleText.shortened(kept) == kept)
    #expect(VisibleText.shortened("") == "")
    let cut = String(repeating: "n", count: 199) + "…"
    #expect(VisibleText.shortened(kept + "n") == cut)
    #expect(VisibleText.shortened(String(repeating: "n", count: 1_000_000)) == cut)
    // One character, "a" and 1,000 combining accents, is 1,001 scalars.
    let accents = VisibleText.shortened("a" + String(repeating: "\u{301}", count: 1000))
    #expect(
      accents.unicodeScalars.map(\.value) == [0x61] + Array(repeating: 0x301, count: 198) + [0x2026]
    )
  }

  @Test func aSnippetShowsControlCharactersEscapedAndTheCaretUnderTheRange() {
    let source = SourceText(path: "a\u{1B}.yaml", text: "name: \"x\"\n\tkey\u{1B}[2J: value\n")
    let diagnostic = Diagnostic(
      .error, .unknownKey, "unknown key 'key\u{1B}[2J'",
      at: SourceRange(line: 2, column: 9, length: 5))
    // Columns count scalars: the range is ': val' after '\tkey', ESC and '[2J';
    // the caret is as far right as the escape is wide (3 + 6 + 3 spaces).
    #expect(
      DiagnosticRenderer().render(diagnostic, source: source) == """
        a\\u{1B}.yaml:2:9: error: unknown key 'key\\u{1B}[2J' [unknown-key]
            2 | \tkey\\u{1B}[2J: value
              | \t            ^~~~~

        """)
  }

  /// A column far along a long line (a spec written on one line) shows a
  /// window of the line that begins 60 scalars before it, after an
  /// ellipsis, with the caret under the range; near the start, the line's
  /// first 200 scalars.
  @Test func aSnippetFarAlongALongLineShowsAWindowAroundTheColumn() {
    let line = String(repeating: "a", count: 1000) + "bad" + String(repeating: "c", count: 1000)
    let source = SourceText(path: "s.yaml", text: line + "\n")
    let far = Diagnostic(
      .error, .unknownKey, "unknown key 'bad'", at: SourceRange(line: 1, column: 1001, length: 3))
    let window = String(repeating: "a", count: 60) + "bad" + String(repeating: "c", count: 137)
    let caret = String(repeating: " ", count: 61) + "^~~"
    #expect(
      DiagnosticRenderer().render(far, source: source) == """
        s.yaml:1:1001: error: unknown key 'bad' [unknown-key]
            1 | …\(window)
              | \(caret)

        """)
    let near = Diagnostic(
      .error, .unknownKey, "unknown key 'a'", at: SourceRange(line: 1, column: 3, length: 1))
    #expect(
      DiagnosticRenderer().render(near, source: source) == """
        s.yaml:1:3: error: unknown key 'a' [unknown-key]
            1 | \(String(repeating: "a", count: 200))
              |   ^

        """)
  }
}
