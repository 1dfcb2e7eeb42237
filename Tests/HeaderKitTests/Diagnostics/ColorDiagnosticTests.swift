import HeaderKit
import HeaderKitDiagnostics
import Testing

/// Malformed colours, colour properties in the wrong place and malformed
/// custom numbers: each is located at the value and says what to write.
@Suite struct ColorDiagnosticTests {
  /// A spec whose target `box` (of `kind`) has `line` on line 8.
  static func spec(_ line: String, kind: String = "element") -> String {
    """
    version: 1
    name: t
    inputs:
      scroll: {}
    targets:
      box:
        kind: \(kind)
        \(line)

    """
  }

  static let syntax = """
    write "#RRGGBB", "#RRGGBBAA" (alpha last, as in CSS), rgb(R, G, B) or rgba(R, G, B, A) \
    with R, G, B from 0 to 255 and A from 0 to 1
    """

  @Test func aBadHexDigit() {
    #expect(
      RenderedDiagnostics.of(Self.spec(##"backgroundColor: "#12G456""##)) == """
        spec.yaml:8:22: error: '#12G456' is not a colour: 'G' is not a hex digit [invalid-color]
            8 |     backgroundColor: "#12G456"
              |                      ^~~~~~~~~
        spec.yaml:8:22: note: \(Self.syntax)

        """)
  }

  @Test(arguments: [
    (
      ##""#FFF""##,
      "write every digit (#RRGGBB or #RRGGBBAA); HeaderKit does not expand the short forms"
    ),
    (##""#FFFFF""##, "a hex colour has 6 digits (#RRGGBB) or 8 (#RRGGBBAA), found 5"),
    (##""rgb(1, 2)""##, "rgb() takes 3 numbers, found 2"),
    (##""rgba(255, 0, 0, 1.5)""##, "the alpha 1.5 is not from 0 to 1"),
    (##""rgb(256, 0, 0)""##, "the channel 256 is not from 0 to 255"),
    (##""rgb(red, 0, 0)""##, "'red' is not a number"),
    (##""rgb(1, 2, 3""##, "it has no closing ')'"),
    (
      "if(scroll > 0, 1, 0)",
      "a colour property takes a colour or a track of colours (expressions over colours are not supported)"
    ),
  ])
  func malformedColours(text: String, reason: String) {
    let diagnostics = RenderedDiagnostics.load(Self.spec("tintColor: \(text)")).diagnostics
    #expect(diagnostics.map(\.code) == [.invalidColor], "\(text)")
    #expect(diagnostics.first?.message.hasSuffix("is not a colour: \(reason)") == true, "\(text)")
    #expect(diagnostics.first?.range?.start.column == 16, "\(text)")
  }

  /// YAML reads `#` after a space as a comment: the value is empty.
  @Test func anUnquotedHashIsAComment() {
    #expect(
      RenderedDiagnostics.of(Self.spec("textColor: #FF0000")) == """
        spec.yaml:8:15: error: 'box.textColor' must be a colour or a track of colours, found \
        nothing (null) [invalid-color]
            8 |     textColor: #FF0000
              |               ^
        spec.yaml:8:15: note: \(Self.syntax)
        spec.yaml:8:15: note: YAML reads an unquoted '#' as the start of a comment: quote the \
        colour, "#RRGGBB"

        """)
  }

  @Test func aNumberIsNotAColour() {
    let diagnostics = RenderedDiagnostics.load(Self.spec("borderColor: 0.5")).diagnostics
    #expect(diagnostics.map(\.code) == [.invalidColor])
    #expect(
      diagnostics.first?.message
        == "'box.borderColor' must be a colour or a track of colours, found the number 0.5")
    #expect(diagnostics.first?.notes.count == 1)
  }

  /// A keyframe's value in a colour track is a colour, located where it is written.
  @Test func aBadColourKeyframe() {
    let spec = Self.spec(
      ##"shadowColor: { over: scroll, keyframes: [{ at: 0, value: "#000000" }, { at: 9, value: "#00000" }] }"##
    )
    let diagnostics = RenderedDiagnostics.load(spec).diagnostics
    #expect(diagnostics.map(\.code) == [.invalidColor])
    #expect(diagnostics.first?.range?.start.column == 91)
  }

  /// Positions in a colour track are checked as any track's.
  @Test func aColourTrackOverAnUnknownDriver() {
    let spec = Self.spec(
      ##"shadowColor: { over: scrol, keyframes: [{ at: 0, value: "#000000" }] }"##)
    let diagnostics = RenderedDiagnostics.load(spec).diagnostics
    #expect(diagnostics.map(\.code) == [.unknownName])
    #expect(
      diagnostics.first?.message
        == "unknown input, range, var, state, transition, signal or clock 'scrol'; did you mean 'scroll'?"
    )
  }

  @Test func coloursAreElementProperties() {
    let diagnostics = RenderedDiagnostics.load(
      Self.spec(##"tintColor: "#000000""##, kind: "constraint")
    ).diagnostics
    #expect(diagnostics.map(\.code) == [.unknownProperty])
    #expect(diagnostics.first?.message == "'tintColor' is not a property of constraint targets")
  }

  @Test func customNamesFollowTheNameRules() {
    let diagnostics = RenderedDiagnostics.load(Self.spec("custom: { 2x: 1, max: 2 }")).diagnostics
    #expect(diagnostics.map(\.code) == [.invalidName, .invalidName])
  }

  /// A custom number named like a built-in property is its own output: the
  /// namespace keeps them apart.
  @Test func customNumbersCannotCollideWithProperties() throws {
    let loaded = RenderedDiagnostics.load(Self.spec("alpha: 0.5\n    custom: { alpha: 2 }"))
    let graph = try #require(loaded.compiled?.graph)
    #expect(graph.outputs.map(\.key) == ["box.alpha", "box.custom.alpha"])
  }

  @Test func customNumbersAreNumbers() {
    let diagnostics = RenderedDiagnostics.load(Self.spec("custom: { style: scrol }")).diagnostics
    #expect(diagnostics.map(\.code) == [.unknownName])
  }
}
