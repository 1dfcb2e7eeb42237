import HeaderKit
import Testing

/// What a user of JavaScript, Swift or Python writes that the expression
/// language spells differently is pointed at, with what to write instead.
/// Columns are counted by hand; line 9 is `    alpha: ...`, so the value
/// starts at column 12.
@Suite struct OperatorHintDiagnosticTests {
  static func spec(alpha expression: String) -> String {
    ExpressionDiagnosticTests.spec(alpha: expression, params: "h: 100")
  }

  // MARK: condition ? then : else

  @Test func conditionalInAQuotedExpression() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: #""scroll > h ? 1 : 0""#)) == """
        spec.yaml:9:24: error: invalid expression: '?' is not an operator; there is no \
        'condition ? then : else' [expression-syntax]
            9 |     alpha: "scroll > h ? 1 : 0"
              |                        ^
        spec.yaml:9:24: note: write if(condition, then, else): if(scroll > h, 1, 0)

        """)
  }

  @Test func conditionalThatYAMLCannotRead() {
    // YAML stops at the `:` of `1 : 0`; the hint points back at the `?`.
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "scroll > h ? 1 : 0")) == """
        spec.yaml:9:27: error: YAML syntax error: mapping values are not allowed in this context \
        [yaml-syntax]
            9 |     alpha: scroll > h ? 1 : 0
              |                           ^
        spec.yaml:9:23: note: if this is an expression, write if(scroll > h, 1, 0): there is no \
        'condition ? then : else', and YAML reads ': ' as the end of a key
            9 |     alpha: scroll > h ? 1 : 0
              |                       ^

        """)
  }

  @Test func theWholeConditionIsRewritten() {
    // Neither the minus nor the comma inside parentheses starts the value.
    let cases = [
      ("h - 1 > 0 ? 1 : 0", "if(h - 1 > 0, 1, 0)"),
      ("max(h, 1) > 2 ? 1 : 0", "if(max(h, 1) > 2, 1, 0)"),
    ]
    for (expression, rewrite) in cases {
      let notes = RenderedDiagnostics.load(Self.spec(alpha: expression)).diagnostics.first?.notes
      #expect(
        notes?.last?.message
          == "if this is an expression, write \(rewrite): there is no 'condition ? then : else', and YAML reads ': ' as the end of a key",
        "\(expression)")
    }
  }

  @Test func aColonWithoutAQuestionMarkGetsNoHint() {
    let diagnostics = RenderedDiagnostics.load(Self.spec(alpha: "scroll: 1")).diagnostics
    #expect(diagnostics.map(\.code) == [.yamlSyntax])
    #expect(diagnostics.first?.notes.isEmpty == true)
  }

  @Test func conditionalInAFlowMapping() {
    let spec = MultilineExpressionDiagnosticTests.spec(
      """
          alpha:
            over: scroll
            keyframes:
              - { at: 0, value: h > 1 ? 1 : 0 }
      """)
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:12:37: error: YAML syntax error: did not find expected ',' or '}' [yaml-syntax]
           12 |         - { at: 0, value: h > 1 ? 1 : 0 }
              |                                     ^
        spec.yaml:12:11: note: while parsing a flow mapping
           12 |         - { at: 0, value: h > 1 ? 1 : 0 }
              |           ^
        spec.yaml:12:33: note: if this is an expression, write if(h > 1, 1, 0): there is no \
        'condition ? then : else', and YAML reads ': ' as the end of a key
           12 |         - { at: 0, value: h > 1 ? 1 : 0 }
              |                                 ^

        """)
  }

  @Test func conditionalThatYAMLReadsAsAMapping() {
    // On a line of its own, `scroll > h ? 1 : 0` is the mapping {"scroll > h ? 1": 0}.
    let spec = Self.spec(alpha: "\n      scroll > h ? 1 : 0")
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:10:18: error: invalid expression: '?' is not an operator; there is no \
        'condition ? then : else', and YAML read this as a mapping [expression-syntax]
           10 |       scroll > h ? 1 : 0
              |                  ^
        spec.yaml:10:18: note: write if(condition, then, else): if(scroll > h, 1, 0)

        """)
  }

  @Test func nestedConditionalsAreRewrittenToo() {
    let spec = Self.spec(alpha: #""scroll < 0 ? -1 : scroll > h ? 1 : 0""#)
    let notes = RenderedDiagnostics.load(spec).diagnostics.first?.notes.map(\.message)
    #expect(notes == ["write if(condition, then, else): if(scroll < 0, -1, if(scroll > h, 1, 0))"])
  }

  // MARK: Powers

  @Test func caretIsNotAPowerOperator() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "scroll ^ 2")) == """
        spec.yaml:9:19: error: invalid expression: '^' is not an operator; there is no power \
        operator [expression-syntax]
            9 |     alpha: scroll ^ 2
              |                   ^
        spec.yaml:9:19: note: multiply: write scroll * scroll for scroll ^ 2

        """)
  }

  @Test func doubleStarIsNotAPowerOperator() {
    // The base is not a single name or number, so the hint stays general.
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "(scroll + 1) ** 0.5")) == """
        spec.yaml:9:25: error: invalid expression: '**' is not an operator; there is no power \
        operator [expression-syntax]
            9 |     alpha: (scroll + 1) ** 0.5
              |                         ^~
        spec.yaml:9:25: note: write pow(x, y), or multiply (x * x)

        """)
  }

  @Test func powIsAFunction() {
    #expect(RenderedDiagnostics.of(Self.spec(alpha: "pow(scroll, 2) + pow(2, 0.5)")) == "")
  }

  @Test func powTakesTwoArguments() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "pow(scroll)")) == """
        spec.yaml:9:12: error: pow() takes 2 arguments, found 1: pow(base, exponent) \
        [wrong-arity]
            9 |     alpha: pow(scroll)
              |            ^~~~~~~~~~~

        """)
  }

  // MARK: Logic and comparison

  @Test func singleAmpersand() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "scroll > 0 & h > 0")) == """
        spec.yaml:9:23: error: invalid expression: '&' is not an operator [expression-syntax]
            9 |     alpha: scroll > 0 & h > 0
              |                       ^
        spec.yaml:9:23: note: 'and' is written &&

        """)
  }

  @Test func pythonsAnd() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "scroll > 0 and h > 0")) == """
        spec.yaml:9:23: error: invalid expression: 'and' is not an operator [expression-syntax]
            9 |     alpha: scroll > 0 and h > 0
              |                       ^~~
        spec.yaml:9:23: note: 'and' is written &&

        """)
  }

  @Test func pythonsOrInsideACall() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "if(scroll < 0 or h < 0, 1, 0)")) == """
        spec.yaml:9:26: error: invalid expression: 'or' is not an operator [expression-syntax]
            9 |     alpha: if(scroll < 0 or h < 0, 1, 0)
              |                          ^~
        spec.yaml:9:26: note: 'or' is written ||

        """)
  }

  @Test func pythonsNot() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "not h")) == """
        spec.yaml:9:12: error: invalid expression: 'not' is not an operator [expression-syntax]
            9 |     alpha: not h
              |            ^~~
        spec.yaml:9:12: note: 'not x' is written !x

        """)
  }

  @Test func singleEqualsSign() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: #""if(h = 1, 0, 1)""#)) == """
        spec.yaml:9:18: error: invalid expression: '=' is not an operator [expression-syntax]
            9 |     alpha: "if(h = 1, 0, 1)"
              |                  ^
        spec.yaml:9:18: note: to compare, write ==; expressions do not assign

        """)
  }

  @Test func strictEquality() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: #""if(h === 1, 0, 1)""#)) == """
        spec.yaml:9:18: error: invalid expression: '===' is not an operator [expression-syntax]
            9 |     alpha: "if(h === 1, 0, 1)"
              |                  ^~~
        spec.yaml:9:18: note: write ==

        """)
  }

  @Test func otherForeignOperatorsSayWhatToWrite() {
    let cases: [(expression: String, note: String)] = [
      ("'h !== 1'", "write !="),
      ("'h | 1'", "'or' is written ||"),
      (
        "h // 2",
        "expressions have no comments (a YAML comment starts with ' #' outside quotes) and no whole-number division: write floor(a / b)"
      ),
      ("1 \u{D7} h", "write * instead"),
      ("h \u{2264} 1", "write <= instead"),
    ]
    for (expression, note) in cases {
      let diagnostics = RenderedDiagnostics.load(Self.spec(alpha: expression)).diagnostics
      #expect(diagnostics.map(\.code) == [.expressionSyntax], "\(expression)")
      #expect(diagnostics.first?.notes.map(\.message) == [note], "\(expression)")
    }
  }

  @Test func minusSignFromProse() {
    // U+2212, as docs and word processors print a minus.
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "1 \u{2212} scroll")) == """
        spec.yaml:9:14: error: invalid expression: unexpected character '\u{2212}' (U+2212) \
        [expression-syntax]
            9 |     alpha: 1 \u{2212} scroll
              |              ^
        spec.yaml:9:14: note: write - instead

        """)
  }

  @Test func mathPrefix() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "Math.min(scroll, 1)")) == """
        spec.yaml:9:16: error: invalid expression: unexpected '.' after 'Math'; names have no \
        members [expression-syntax]
            9 |     alpha: Math.min(scroll, 1)
              |                ^
        spec.yaml:9:16: note: functions are called by their name alone: min(a, b), not \
        Math.min(a, b)

        """)
  }

  @Test func booleans() {
    #expect(
      RenderedDiagnostics.of(Self.spec(alpha: "if(true, 1, 0)")) == """
        spec.yaml:9:15: error: unknown name 'true' [unknown-name]
            9 |     alpha: if(true, 1, 0)
              |               ^~~~
        spec.yaml:9:15: note: there are no booleans in expressions: truth is a number, 1 for \
        true and 0 for false

        """)
  }
}
