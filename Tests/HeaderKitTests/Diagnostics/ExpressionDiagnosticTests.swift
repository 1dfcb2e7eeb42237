import HeaderKit
import Testing

/// The expression language: syntax, functions, lists, size and division by zero.
@Suite struct ExpressionDiagnosticTests {
  /// The minimal spec with `alpha: EXPRESSION` on line 9 and the given params.
  static func spec(alpha expression: String, params: String = "p: 1") -> String {
    """
    version: 1
    name: t
    params:
      \(params)
    inputs:
      scroll: {}
    targets:
      box:
        alpha: \(expression)

    """
  }

  @Test func danglingOperator() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "1 +")) == """
        spec.yaml:9:15: error: invalid expression: expected a number, a name or '(' at the end of \
        the expression [expression-syntax]
            9 |     alpha: 1 +
              |               ^

        """)
  }

  /// `%` is the remainder operator; a note says so where no operand follows
  /// it, as when a percentage is written in an expression.
  @Test func aPercentageInAnExpressionIsExplained() {
    let note = """
      note: '%' in an expression is the remainder operator; a percentage is only a keyframe's \
      position over a range ('at: 50%'); elsewhere write a fraction, 0.5
      """
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "50% * scroll")) == """
        spec.yaml:9:16: error: invalid expression: expected a number, a name or '(' but found '*' \
        [expression-syntax]
            9 |     alpha: 50% * scroll
              |                ^
        spec.yaml:9:14: \(note)
            9 |     alpha: 50% * scroll
              |              ^

        """)
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "min(1, 50%)")) == """
        spec.yaml:9:22: error: invalid expression: expected a number, a name or '(' but found ')' \
        [expression-syntax]
            9 |     alpha: min(1, 50%)
              |                      ^
        spec.yaml:9:21: \(note)
            9 |     alpha: min(1, 50%)
              |                     ^

        """)
    // A remainder with an operand, even a negated one, is no percentage.
    #expect(RenderedDiagnostics.codes(Self.spec(alpha: "scroll % -7")) == [])
  }

  @Test func unknownFunction() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "mx(1, 2)")) == """
        spec.yaml:9:12: error: unknown function 'mx'; did you mean 'max'? [unknown-function]
            9 |     alpha: mx(1, 2)
              |            ^~~~~~~~
        spec.yaml:9:12: note: functions: min, max, clamp, abs, floor, ceil, round, sqrt, if, \
        lerp, progress, count, sum, sin, cos, tan, atan2, pow, exp, log

        """)
  }

  @Test func wrongArity() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "clamp(1, 2)")) == """
        spec.yaml:9:12: error: clamp() takes 3 arguments, found 2: clamp(x, low, high) \
        [wrong-arity]
            9 |     alpha: clamp(1, 2)
              |            ^~~~~~~~~~~

        """)
  }

  @Test func listWhereANumberBelongs() {
    let spec = Self.spec(alpha: "widths", params: "widths: [1, 2]")
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:9:12: error: 'widths' is a list; use count(widths), sum(widths) or an element \
        such as widths[0] [list-misuse]
            9 |     alpha: widths
              |            ^~~~~~

        """)
  }

  @Test func numberWhereAListBelongs() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "count(p)")) == """
        spec.yaml:9:18: error: the first argument of count() needs a list param, found a number \
        [list-misuse]
            9 |     alpha: count(p)
              |                  ^

        """)
  }

  @Test func nestedTooDeeply() {
    // The 65th parenthesis opens level 65; the error points at what follows it.
    let open = String(repeating: "(", count: 65)
    let close = String(repeating: ")", count: 65)
    let caretIndent = String(repeating: " ", count: 11 + 65)
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: open + "1" + close)) == """
        spec.yaml:9:77: error: expression is nested more than 64 levels deep; split it into vars \
        [expression-too-complex]
            9 |     alpha: \(open)1\(close)
              | \(caretIndent)^

        """)
  }

  @Test func tooManyTerms() {
    // 1 + 1 + ... with 501 ones has 1001 nodes: the 1001st is refused.
    let terms = Array(repeating: "1", count: 501).joined(separator: "+")
    let loaded = RenderedDiagnostics.load(Self.spec(alpha: terms))
    #expect(loaded.diagnostics.map(\.code) == [.expressionTooComplex])
    #expect(
      loaded.diagnostics.first?.message == "expression has more than 1000 terms; split it into vars"
    )
    #expect(loaded.diagnostics.first?.location.line == 9)
  }

  @Test func divisionByAZeroConstantIsAWarning() {
    let spec = Self.spec(alpha: "1 / 0")
    #expect(RenderedDiagnostics.load(spec).isValid)
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:9:16: warning: this divisor is 0 with the default params; the division gives 0 \
        [division-by-zero]
            9 |     alpha: 1 / 0
              |                ^

        """)
  }

  @Test func divisionByAParamThatIsZeroByDefault() {
    let spec = Self.spec(alpha: "2 / (p - 1)")
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:9:17: warning: this divisor is 0 with the default params; the division gives 0 \
        [division-by-zero]
            9 |     alpha: 2 / (p - 1)
              |                 ^~~~~

        """)
  }

  @Test func aFunctionOfAnotherLanguageSaysWhatToWrite() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "smoothstep(0, 100, scroll)")) == """
        spec.yaml:9:12: error: unknown function 'smoothstep' [unknown-function]
            9 |     alpha: smoothstep(0, 100, scroll)
              |            ^~~~~~~~~~~~~~~~~~~~~~~~~~
        spec.yaml:9:12: note: functions: min, max, clamp, abs, floor, ceil, round, sqrt, if, \
        lerp, progress, count, sum, sin, cos, tan, atan2, pow, exp, log
        spec.yaml:9:12: note: for an eased value, use a track with an easing (ease: easeInOut) \
        over a range

        """)
  }

  @Test(
    "functions other languages have are rewritten in a note",
    arguments: [
      ("power(scroll, 2)", "xʸ is written pow(x, y)"),
      ("ln(scroll)", "the natural logarithm is written log(x)"),
      ("log10(scroll)", "write log(x) / log(10) (log is the natural logarithm)"),
      ("atan(scroll)", "atan(x) is written atan2(x, 1)"),
      ("asin(scroll)", "asin(x) is written atan2(x, sqrt(1 - x * x))"),
      ("acos(scroll)", "acos(x) is written atan2(sqrt(1 - x * x), x)"),
      ("mix(0, 1, 0.5)", "mix(a, b, t) is written lerp(a, b, t)"),
      (
        "inverseLerp(0, 100, scroll)",
        "the fraction of the way from a to b is progress(x, a, b), clamped to [0, 1]"
      ),
      (
        "map(scroll, 0, 100, 1, 0)",
        "to map x from [a, b] onto [c, d], write lerp(c, d, progress(x, a, b)), or use a track"
      ),
      ("saturate(scroll)", "write clamp(x, 0, 1)"),
    ])
  func functionHint(expression: String, hint: String) throws {
    let diagnostic = try #require(
      RenderedDiagnostics.load(Self.spec(alpha: expression)).diagnostics.first)
    #expect(diagnostic.code == .unknownFunction)
    #expect(diagnostic.notes.dropFirst().map(\.message) == [hint])
  }
}
