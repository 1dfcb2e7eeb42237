import Testing

@testable import HeaderKit

/// Frames written one at a time give the text of the whole series, and
/// names are escaped for each format (issue 19).
@Suite struct FrameTextTests {
  static let series = FrameSeries(
    spec: "s\u{1B}[2J", input: "scroll", keys: ["a.alpha", "=cmd|'/c calc'!A0", "b\u{1B}.x"],
    frames: [
      .init(offset: -1, values: [-0.5, 2, 3]),
      .init(offset: 10, values: [1.25, -7, 0]),
    ])

  @Test func csvQuotesAndNeutralisesNames() {
    #expect(FrameText.csvName("box.alpha") == "box.alpha")
    #expect(FrameText.csvName(#"=HYPERLINK("x","y")"#) == #""'=HYPERLINK(""x"",""y"")""#)
    for leading in ["+1", "-1", "@SUM(A1)", "=1", "\tx"] {
      #expect(FrameText.csvName(leading) == "'" + leading)
    }
    #expect(FrameText.csvName("\rx") == "\"'\rx\"")
    #expect(FrameText.csvName("a,b") == "\"a,b\"")
    #expect(FrameText.csvName("a\nb") == "\"a\nb\"")
    #expect(FrameText.csvName("a\u{1B}b") == "a\\u{1B}b")
  }

  @Test func csvKeepsNumbersAsNumbers() {
    #expect(
      Self.series.csv() == """
        offset,a.alpha,'=cmd|'/c calc'!A0,b\\u{1B}.x
        -1,-0.5,2,3
        10,1.25,-7,0

        """)
  }

  @Test func aTableShowsControlCharactersEscaped() {
    let table = Self.series.table()
    #expect(!table.unicodeScalars.contains { $0.value == 0x1B })
    #expect(table.split(separator: "\n").first == "offset  a.alpha  =cmd|'/c calc'!A0  b\\u{1B}.x")
  }

  @Test func jsonEscapesWhatJavaScriptRefuses() {
    let text = JSONValue.string("a\u{7F}\u{85}\u{2028}\u{1B}").text()
    #expect(text == #""a\u007f\u0085\u2028\u001b""#)
  }

  @Test func framesWrittenOneAtATimeGiveTheSeriesText() {
    var writer = FrameText(.json, columns: Self.series.columns)
    var text = writer.opening()
    for frame in Self.series.frames { text += writer.frame(frame) }
    text += writer.closing()
    // The JSON value of the whole series, written at once.
    #expect(text == Self.series.json().text() + "\n")
    let empty = FrameSeries(spec: "e", input: nil, keys: ["a.alpha"], frames: [])
    let emptyWriter = FrameText(.json, columns: empty.columns)
    #expect(emptyWriter.opening() + emptyWriter.closing() == empty.json().text() + "\n")
  }
}
