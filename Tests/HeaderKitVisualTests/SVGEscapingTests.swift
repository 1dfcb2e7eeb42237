import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import HeaderKitVisual
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Control characters in names give well-formed XML: escaped visibly, as
/// XML forbids most of them (issue 19).
@Suite struct SVGEscapingTests {
  /// A spec whose name, element and label hold characters XML forbids or that act.
  static let hostile = #"""
    version: 1
    name: "a\x01\e[2J\uFFFE\u202E<&>\"b\nc"
    inputs:
      scroll: {bounds: [0, 100]}
    ranges:
      top: {input: scroll, from: 0, to: 50}
    targets:
      box:
        alpha: top
        preview: {frame: [0, 0, 100, 40], label: "x\u0007y\r"}

    """#

  /// Whether Foundation's XML parser reads `text` without an error.
  static func isWellFormed(_ text: String) -> Bool {
    XMLParser(data: Data(text.utf8)).parse()
  }

  @Test func plotsAndFilmstripsAreWellFormedXML() throws {
    let compiled = try Load.spec(Self.hostile)
    let evaluator = HeaderEvaluator(graph: compiled.graph)
    let plot = PlotRenderer.svg(
      CurveSampler.sweep(evaluator, compiled: compiled, input: 0, range: 0...100))
    let scene = PreviewScene(compiled: compiled)
    let frames = Filmstrip.frames(scene, evaluator: evaluator, input: 0, offsets: [0, 50])
    let filmstrip = FilmstripRenderer.svg(scene, frames: frames, title: compiled.graph.name)
    for svg in [plot, filmstrip] {
      #expect(Self.isWellFormed(svg))
      #expect(svg.contains(#"a\u{1}\u{1B}[2J\u{FFFE}\u{202E}&lt;&amp;&gt;&quot;b\u{A}c"#))
      #expect(!svg.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }
    #expect(filmstrip.contains(#">x\u{7}y\u{D}<"#))
  }

  @Test func theCommandsWriteWellFormedXML() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = directory.appendingPathComponent("hostile.yaml").path
    try Self.hostile.write(toFile: spec, atomically: true, encoding: .utf8)
    for command in ["plot", "filmstrip"] {
      let output = directory.appendingPathComponent("\(command).svg").path
      let result = try CLI.run([command, spec, "-o", output])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(Self.isWellFormed(try String(contentsOfFile: output, encoding: .utf8)), "\(command)")
    }
  }
}
