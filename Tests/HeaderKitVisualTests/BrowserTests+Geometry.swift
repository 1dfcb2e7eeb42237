import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import HeaderKitVisual
import Testing

extension BrowserTests {
  /// Names every JavaScript object already has, geometry from params, a
  /// list between a hero behind it and a bar above it, and a second input.
  static let namesAndGeometry = """
    version: 1
    name: names
    inputs:
      scroll: { axis: vertical, bounds: [0, 300] }
      gallery: { axis: horizontal, bounds: [0, 750] }
    params:
      constructor: { default: 100, min: 50, max: 300 }
      toString: 8
    targets:
      __proto__:
        translateY: -scroll / 2
        preview: { frame: [0, 0, 375, constructor], corner: toString, fill: image }
      bar:
        zPosition: 2
        translateX: gallery / 375 * 16
        preview: { frame: [0, 0, 375, 44] }
    preview:
      screen: [375, 600]
      list: { input: scroll, start: constructor, zPosition: 1 }
    """

  /// The page of a spec written to `directory`, made with `headerkit preview`.
  static func page(yaml: String, in directory: URL) throws -> URL {
    let spec = directory.appendingPathComponent("spec.yaml")
    try yaml.write(to: spec, atomically: true, encoding: .utf8)
    let output = directory.appendingPathComponent("spec.html")
    let result = try CLI.run(["preview", spec.path, "-o", output.path])
    try #require(result.status == 0, "\(result.stderr)")
    return output
  }

  @Test(
    "names such as __proto__ and constructor, geometry from params, the list's stacking and a second input in the page"
  )
  func namesAndGeometryInThePage() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let page = try Self.page(yaml: Self.namesAndGeometry, in: directory)
    let html = try String(contentsOf: page, encoding: .utf8)
    // The param sliders' bounds are by index: [50, 300] declared, toString's none.
    #expect(html.contains(#""params":[[50,300],[null,null]]"#))

    // The second query also holds the gallery on page 2: the bar moves 375 / 375 × 16 = 16.
    for (query, height, barX) in [
      ("probe=40", 100.0, 0.0), ("param.constructor=160&input.gallery=375&probe=40", 160, 16),
    ] {
      let entries = try Self.open(page, query: query)
      try #require(entries.count == 1)
      let entry = entries[0]
      // The element named __proto__ is in the report, sized by the param.
      let hero = try #require(entry.elements["__proto__"], "\(query): __proto__ missing")
      expectClose(try Self.pixels(hero.height), height, tolerance: 1e-6, "\(query) hero height")
      expectClose(try Self.pixels(hero.width), 375, tolerance: 1e-6, "\(query) hero width")
      // translateY = -40 / 2.
      expectClose(try Self.matrix(hero.transform)[5], -20, tolerance: 1e-6, "\(query) translateY")
      // The hero (z 0) under the list (z 1) under the bar (z 2), in one stacking context.
      let bar = try #require(entry.elements["bar"])
      expectClose(try Self.matrix(bar.transform)[4], barX, tolerance: 1e-6, "\(query) bar x")
      #expect(entry.raw == [40, barX == 0 ? 0 : 375])
      let scrollerZ = try #require(entry.scrollerZIndex)
      let list = try #require(Int(scrollerZ))
      let (heroZ, barZ) = (try #require(Int(hero.zIndex)), try #require(Int(bar.zIndex)))
      #expect(heroZ < list && list < barZ, "\(query): z-index \(heroZ), \(list), \(barZ)")
    }
  }
}
