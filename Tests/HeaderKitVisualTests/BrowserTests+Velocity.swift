import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

extension BrowserTests {
  @Test(
    "quick-return bars: a flick of the list hides them past the midpoint; the same scroll slowly or at once does not"
  )
  func liveFlickHandsOnItsVelocity() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let compiled = try Load.bundled("quick-return-bars")
    let page = try Self.page("quick-return-bars", in: directory)
    let top = try #require(compiled.graph.outputs.firstIndex { $0.key == "topBar.translateY" })
    let bottom = try #require(
      compiled.graph.outputs.firstIndex { $0.key == "bottomBar.translateY" })
    // From rest (raw 0) to raw 20 the bars hide by 20 of their 50 points, short of the
    // midpoint (25). In 40 ms that is 500 pt/s, past flingSpeed (300): the end flings
    // them hidden (top bar −50, bottom bar 49 down). In 400 ms it is 50 pt/s, and in
    // one jump there is no velocity: the midpoint rule shows them again (0, 0).
    for (query, expected) in [
      ("scrollto=20,40", [-50.0, 49]), ("scrollto=20,400", [0.0, 0]), ("scrollto=20", [0.0, 0]),
    ] {
      let entry = try #require(try Self.open(page, query: query).first, "\(query)")
      expectClose(entry.raw[0], 20, tolerance: 1e-9, "\(query): the list scrolled to 20")
      expectClose(entry.values[top], expected[0], tolerance: 1e-9, "\(query): the top bar")
      expectClose(entry.values[bottom], expected[1], tolerance: 1e-9, "\(query): the bottom bar")
    }
  }

  @Test("lengths that overflow reach the page's CSS clamped to ±1,000,000 px, never Infinity")
  func overflowingLengthsAreClamped() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Each constant overflows to the largest finite number M; the bar's leading edge
    // at −M and its trailing inset −M give a width of 375 + M + M, +∞, and its top at
    // M plus its height M put the list's top at +∞.
    let spec = directory.appendingPathComponent("overflow.yaml")
    try """
    version: 1
    name: overflow
    inputs:
      scroll: { axis: vertical, bounds: [0, 100] }
    targets:
      bar:
        alpha: 1
        preview: { frame: [0, 0, 100, 50] }
      barLeading:
        kind: constraint
        constant: -1e308 * 10
        preview: { drives: { target: bar, edge: leading } }
      barTrailing:
        kind: constraint
        constant: -1e308 * 10
        preview: { drives: { target: bar, edge: trailing } }
      barTop:
        kind: constraint
        constant: 1e308 * 10
        preview: { drives: { target: bar, edge: top } }
      barHeight:
        kind: constraint
        constant: 1e308 * 10
        preview: { drives: { target: bar, edge: height } }
    preview:
      screen: [375, 667]
      list: { input: scroll, below: bar }
    """.write(to: spec, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("overflow.html")
    let result = try CLI.run(["preview", spec.path, "-o", output.path])
    try #require(result.status == 0, "\(result.stderr)")
    let entry = try #require(try Self.open(output, query: "at=0").first)
    let bar = try #require(entry.elements["bar"])
    for (name, text, expected) in [
      ("left", bar.left, -1e6), ("top", bar.top, 1e6), ("width", bar.width, 1e6),
      ("height", bar.height, 1e6), ("the list's top", entry.scrollerTop, 1e6),
    ] {
      #expect(!text.contains("Infinity") && !text.contains("NaN"), "\(name): \(text)")
      expectClose(try Self.pixels(text), expected, tolerance: 0.5, "\(name) (\(text))")
    }
  }
}
