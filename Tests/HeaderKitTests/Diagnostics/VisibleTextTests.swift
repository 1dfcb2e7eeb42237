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
}
