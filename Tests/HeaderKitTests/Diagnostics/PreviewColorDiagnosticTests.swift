import HeaderKit
import HeaderKitDiagnostics
import HeaderKitTestSupport
import Testing

/// Colours in preview blocks (a fill, a label's `text`, the screen's
/// `background`) are checked as colour properties are: a malformed one is an
/// `invalid-color` error at the value, not text handed to the preview tools.
@Suite struct PreviewColorDiagnosticTests {
  /// A spec whose target `box` has `key: value` in its preview (line 8),
  /// and a top-level preview with `screen` (line 10).
  static func spec(_ key: String, _ value: String, screen: String = "screen: [375, 812]")
    -> String
  {
    """
    version: 1
    name: t
    inputs: {scroll: {}}
    targets:
      box:
        alpha: 1
        preview:
          \(key): \(value)
    preview:
      \(screen)

    """
  }

  static let syntax = """
    write "#RRGGBB", "#RRGGBBAA", "#RGB", a CSS colour name, rgb(R, G, B), \
    rgba(R, G, B, A), hsl(H, S%, L%) or hsla(H, S%, L%, A)
    """

  /// The audit's spec (Tests/Fixtures/audit/badcolour.yaml): both mistakes
  /// are reported where they are written.
  @Test func aMisspelledFillAndABadBackground() throws {
    let bytes = try Fixtures.bytes(Fixtures.fixture("audit/badcolour.yaml"))
    #expect(
      RenderedDiagnostics.of(bytes: bytes) == """
        spec.yaml:5:15: error: '#GGG' is not a colour: 'G' is not a hex digit [invalid-color]
            5 |   background: "#GGG"
              |               ^~~~~~
        spec.yaml:5:15: note: \(Self.syntax)
        spec.yaml:9:47: error: 'blu' is not a colour: there is no CSS colour of that name; did \
        you mean 'blue'? [invalid-color]
            9 |     preview: { frame: [0, 0, 100, 100], fill: blu }
              |                                               ^~~
        spec.yaml:9:47: note: \(Self.syntax); or image or none

        """)
  }

  @Test(arguments: [
    (##""#12G""##, "'G' is not a hex digit"),
    (
      ##""#12345""##,
      "a hex colour has 3, 4, 6 or 8 digits (#RGB, #RGBA, #RRGGBB, #RRGGBBAA), found 5"
    ),
    ("reed", "there is no CSS colour of that name; did you mean 'red'?"),
    (##""rgb(256, 0, 0)""##, "the channel 256 is not from 0 to 255"),
    (##""rgba(0, 0, 0, 2)""##, "the alpha 2 is not from 0 to 1"),
    (##""rgb(1e2, 0, 0)""##, "'1e2' is not a plain number such as 40 or 0.5"),
    (##""rgb(1, 2)""##, "rgb() takes 3 numbers, found 2"),
    (##""hsl(200, 50, 40%)""##, "'50' is not a percentage such as 50%"),
    (##""hsl(200, 50%, 140%)""##, "the percentage 140% is not from 0% to 100%"),
    (##""hsla(200, 50%, 40%)""##, "hsla() takes 4 values, found 3"),
    (##""hsla(200, 50%, 40%, 1.5)""##, "the alpha 1.5 is not from 0 to 1"),
    (##""hsl(200, 50%, 40%""##, "it has no closing ')'"),
    (
      ##""red;background:url(x)""##,
      "a preview colour is a hex colour, a CSS colour name, rgb(), rgba(), hsl() or hsla()"
    ),
  ])
  func malformedColours(value: String, reason: String) {
    for key in ["fill", "text"] {
      let diagnostics = RenderedDiagnostics.load(Self.spec(key, value)).diagnostics
      #expect(diagnostics.map(\.code) == [.invalidColor], "\(key): \(value)")
      #expect(
        diagnostics.first?.message.hasSuffix("is not a colour: \(reason)") == true, "\(value)")
      #expect(diagnostics.first?.location == SourceLocation(line: 8, column: 9 + key.count))
    }
    let background = RenderedDiagnostics.load(
      Self.spec("fill", "none", screen: "background: \(value)"))
    #expect(background.diagnostics.map(\.code) == [.invalidColor], "background: \(value)")
    #expect(background.diagnostics.first?.location == SourceLocation(line: 10, column: 15))
  }

  /// What docs/visual.md lists: a colour property's colours, the short hex
  /// forms, CSS names (in any case) and hsl(); `image` and `none` are fills.
  @Test(arguments: [
    ##""#1DA1F2""##, ##""#1DA1F280""##, ##""#FFF""##, ##""#ffff""##, "white", "RebeccaPurple",
    "transparent", ##""rgb(0, 122, 255)""##, ##""RGBA(0, 122, 255, 0.5)""##,
    ##""hsl(200, 80%, 50%)""##, ##""hsla(-30, 0%, 100%, 0.25)""##, ##"" navy ""##,
  ])
  func coloursThePreviewToolsDraw(value: String) {
    for key in ["fill", "text"] {
      #expect(RenderedDiagnostics.load(Self.spec(key, value)).diagnostics.isEmpty, "\(key)")
    }
    let background = Self.spec("fill", "image", screen: "background: \(value)")
    #expect(RenderedDiagnostics.load(background).diagnostics.isEmpty)
  }

  @Test func imageAndNoneAreFillsOnly() {
    for word in ["image", "none"] {
      #expect(RenderedDiagnostics.load(Self.spec("fill", word)).diagnostics.isEmpty)
      let text = RenderedDiagnostics.load(Self.spec("text", word)).diagnostics
      #expect(text.map(\.code) == [.invalidColor], "\(word)")
    }
    let capital = RenderedDiagnostics.load(Self.spec("fill", "Image")).diagnostics
    #expect(
      capital.first?.message
        == "'Image' is not a colour: there is no CSS colour of that name; did you mean 'image'?")
  }

  /// YAML reads `#` after a space as a comment: the value is empty, as for
  /// a colour property, and the note says so.
  @Test func anUnquotedHashIsAComment() {
    #expect(
      RenderedDiagnostics.of(Self.spec("text", "#FFFFFF")) == """
        spec.yaml:8:12: error: 'text' must be a colour, found nothing (null) [invalid-color]
            8 |       text: #FFFFFF
              |            ^
        spec.yaml:8:12: note: \(Self.syntax)
        spec.yaml:8:12: note: YAML reads an unquoted '#' as the start of a comment: quote the \
        colour, "#RRGGBB"

        """)
  }

  @Test func aNumberIsNotAFill() {
    let diagnostics = RenderedDiagnostics.load(Self.spec("fill", "12")).diagnostics
    #expect(diagnostics.map(\.code) == [.invalidColor])
    #expect(
      diagnostics.first?.message == "'fill' must be a colour, image or none, found the number 12")
    #expect(diagnostics.first?.location == SourceLocation(line: 8, column: 13))
  }

  /// Preview elements that no target animates are checked the same way.
  @Test func aPreviewElementsFill() {
    let tab = ##"elements:\##n    tab: { frame: [0, 0, 10, 10], fill: "#00000" }"##
    let spec = Self.spec("fill", "image", screen: tab)
    let diagnostics = RenderedDiagnostics.load(spec).diagnostics
    #expect(diagnostics.map(\.code) == [.invalidColor])
    #expect(diagnostics.first?.location == SourceLocation(line: 11, column: 41))
  }
}
