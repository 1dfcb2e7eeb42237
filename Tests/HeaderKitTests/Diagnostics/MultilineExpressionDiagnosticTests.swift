import HeaderKit
import HeaderKitDiagnostics
import Testing

/// An error inside an expression written over several lines, or in a quoted
/// or block scalar, points at the mistake itself, in every scalar style.
/// Lines and columns are counted by hand in the specs below.
@Suite struct MultilineExpressionDiagnosticTests {
  /// A spec whose target `box` has the given lines from line 9 on.
  static func spec(_ lines: String) -> String {
    """
    version: 1
    name: t
    params:
      h: 100
    inputs:
      scroll: {}
    targets:
      box:
    \(lines)

    """
  }

  @Test func plainScalarOverTwoLines() {
    let spec = Self.spec(
      """
          alpha: scroll /
            h + fde
      """)
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:10:11: error: unknown name 'fde' [unknown-name]
           10 |       h + fde
              |           ^~~

        """)
  }

  @Test func rangeOverTwoLinesEndsOnTheSecond() throws {
    let spec = Self.spec(
      """
          alpha: clamp(scroll,
            0)
      """)
    // The call runs from `clamp` on line 9 to just past `)` on line 10; the
    // snippet shows its first line.
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:9:12: error: clamp() takes 3 arguments, found 2: clamp(x, low, high) \
        [wrong-arity]
            9 |     alpha: clamp(scroll,
              |            ^~~~~~~~~~~~~

        """)
    let diagnostic = try #require(RenderedDiagnostics.load(spec).diagnostics.first)
    #expect(diagnostic.range?.end == SourceLocation(line: 10, column: 9))
  }

  @Test func foldedBlockScalar() {
    let spec = Self.spec(
      """
          alpha: >-
            clamp(scroll / h,
                  0, 1)
            * fde
      """)
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:12:9: error: unknown name 'fde' [unknown-name]
           12 |       * fde
              |         ^~~

        """)
  }

  @Test func literalBlockScalar() {
    let spec = Self.spec(
      """
          translateY: |
            max(0,
                scroll $ h)
      """)
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:11:18: error: invalid expression: unexpected character '$' [expression-syntax]
           11 |           scroll $ h)
              |                  ^

        """)
  }

  @Test func theEndOfABlockScalarIsJustPastItsText() {
    // "1 +\n": the end of the expression is where the line break is, 10:10.
    let spec = Self.spec(
      """
          alpha: |
            1 +
      """)
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:10:10: error: invalid expression: expected a number, a name or '(' at the end \
        of the expression [expression-syntax]
           10 |       1 +
              |          ^

        """)
  }

  @Test func doubleQuotedOverTwoLinesWithAnEscape() {
    // `\x2F` is `/`, four columns for one character: what follows still lines up.
    let spec = Self.spec(
      #"""
          alpha: "min(1, scroll \x2F h,
            fde)"
      """#)
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:10:7: error: unknown name 'fde' [unknown-name]
           10 |       fde)"
              |       ^~~

        """)
  }

  @Test func anErrorOnAnEscapeCoversTheWholeEscape() {
    // `\x5E` is `^`: columns 20 to 23.
    let spec = Self.spec(
      #"""
          alpha: "scroll \x5E 2"
      """#)
    #expect(
      RenderedDiagnostics.of(spec) == #"""
        spec.yaml:9:20: error: invalid expression: '^' is not an operator; there is no power \#
        operator [expression-syntax]
            9 |     alpha: "scroll \x5E 2"
              |                    ^~~~
        spec.yaml:9:20: note: multiply: write scroll * scroll for scroll ^ 2

        """#)
  }

  @Test func singleQuotedOverTwoLinesWithADoubledQuote() {
    // `''` is one quote written in two columns, 10:15 and 10:16.
    let spec = Self.spec(
      """
          alpha: 'max(0,
            scroll) '' 2'
      """)
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:10:15: error: invalid expression: unexpected character ''' [expression-syntax]
           10 |       scroll) '' 2'
              |               ^~

        """)
  }
}
