import Foundation
import HeaderKit
import HeaderKitTestSupport
import HeaderKitVisual
import Testing

/// The colours of preview blocks that `validate` accepts are drawn as
/// written, and those it refuses stop the visual commands: no colour is
/// silently replaced by a default.
@Suite("Preview colours as drawn")
struct PreviewColorDrawingTests {
  /// A spec whose element `box` has `fill` and `text` on a screen of `background`.
  static func spec(fill: String, text: String, background: String) -> String {
    """
    version: 1
    name: colours
    inputs: {scroll: {bounds: [0, 100]}}
    preview:
      background: "\(background)"
    targets:
      box:
        alpha: 1
        preview: { frame: [0, 0, 100, 40], fill: "\(fill)", text: "\(text)" }
    """
  }

  @Test(
    "every form docs/visual.md lists reaches the SVG unchanged",
    arguments: [
      "#1DA1F2", "#1DA1F280", "#FFF", "#ffff", "white", "RebeccaPurple", "transparent",
      "rgb(0, 122, 255)", "RGBA(0, 122, 255, 0.5)", "hsl(200, 80%, 50%)",
      "hsla(-30, 0%, 100%, 0.25)",
    ])
  func drawnAsWritten(colour: String) throws {
    let compiled = try Load.spec(Self.spec(fill: colour, text: colour, background: colour))
    let tags = Markup.tags(in: filmstrip(compiled, at: [0]))
    // The screen is the first shape drawn inside the frame's clip; the label follows its box.
    let clip = try #require(tags.firstIndex { $0["clip-path"] == "url(#f0-screen)" })
    #expect(tags[clip + 1].name == "rect")
    #expect(tags[clip + 1]["fill"] == colour, "background")
    let box = try #require(tags.firstIndex { $0["class"] == "box" })
    #expect(tags[box]["fill"] == colour, "fill")
    let label = try #require(tags[box...].first { $0.name == "text" })
    #expect(label["fill"] == colour, "text")
  }

  /// The audit's spec: `validate --strict` passed it, `fill: blu` was
  /// written into the SVG and `#GGG` turned the background white; now
  /// both commands refuse it.
  @Test("a malformed preview colour stops filmstrip and validate with its diagnostics")
  func refused() throws {
    let files = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: files) }
    let spec = Fixtures.fixture("audit/badcolour.yaml")
    let output = files.appendingPathComponent("strip.svg")
    let result = try CLI.run(["filmstrip", spec.path, "-o", output.path])
    #expect(result.status == 1)
    let headers = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
    #expect(
      headers == [
        "\(spec.path):5:15: error: '#GGG' is not a colour: 'G' is not a hex digit [invalid-color]",
        "\(spec.path):9:47: error: 'blu' is not a colour: there is no CSS colour of that name; did you mean 'blue'? [invalid-color]",
      ])
    #expect(!FileManager.default.fileExists(atPath: output.path))
    let validate = try CLI.run(["validate", "--strict", spec.path])
    #expect(validate.status == 1)
    #expect(validate.stdout == "\(spec.path): invalid (2 errors)\n")
  }
}
