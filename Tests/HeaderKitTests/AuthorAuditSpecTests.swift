import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// The four headers of the spec author's audit (`Tests/Fixtures/author-audit/`),
/// written from the docs alone: each is valid without a warning, lint
/// included, and gives the values worked out by hand from its own formulas.
@Suite("Specs written from the docs alone")
struct AuthorAuditSpecTests {
  /// Every expected value below is arithmetic on a few decimals.
  static let tolerance = 1e-9

  static let names = ["large-title", "album-header", "sticky-tabs", "hiding-bar"]

  static func url(_ name: String) -> URL { Fixtures.fixture("author-audit/\(name).yaml") }

  @Test("each spec is valid with no warning, lint included", arguments: names)
  func validWithoutWarnings(name: String) throws {
    let loaded = try SpecLoader.load(path: Self.url(name).path)
    let compiled = try #require(loaded.compiled)
    let diagnostics = loaded.diagnostics + Linter.lint(compiled)
    #expect(
      diagnostics.isEmpty, "\(DiagnosticRenderer().render(diagnostics, source: loaded.source))")
    #expect(loaded.isValid)
  }

  /// The evaluator of a fixture with `params` overridden, at rest.
  func evaluator(_ name: String, params: [ParamOverride] = []) throws -> HeaderEvaluator {
    try SpecEvaluation.evaluator(SpecEvaluation.graph(path: Self.url(name).path), params: params)
  }

  /// `key` after setting input `input` to each raw offset in turn.
  func values(
    _ key: String, of evaluator: inout HeaderEvaluator, input: String = "scroll",
    at offsets: [Double]
  ) throws -> [Double] {
    let index = try #require(evaluator.inputIndex(named: input))
    return offsets.map { evaluator.values(input: index, at: $0)[key] ?? .nan }
  }

  func expectClose(
    _ actual: [Double], _ expected: [Double],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(actual.count == expected.count, sourceLocation: sourceLocation)
    for (got, want) in zip(actual, expected) {
      #expect(
        abs(got - want) <= Self.tolerance, "got \(got), want \(want)",
        sourceLocation: sourceLocation)
    }
  }

  @Test("large title: the bar shrinks by the offset; the small title fades in over 75%...100%")
  func largeTitle() throws {
    var header = try evaluator("large-title")
    // navBarHeight = max(44, 96 - offset); pull grows it
    expectClose(
      try values("navBarHeight.constant", of: &header, at: [-50, 0, 26, 52, 300]),
      [146, 96, 70, 44, 44])
    // smallTitle = (offset / 52 - 0.75) / 0.25, clamped to [0, 1]
    expectClose(
      try values("smallTitle.alpha", of: &header, at: [26, 39, 45.5, 52]), [0, 0, 0.5, 1])
    // hairline = (offset - 52) / 12, clamped
    expectClose(try values("hairline.alpha", of: &header, at: [52, 58, 64]), [0, 0.5, 1])
    // scale = 1 + min(pull, 100) / 100 * 0.1
    expectClose(try values("largeTitle.scaleY", of: &header, at: [-50, -120, 10]), [1.05, 1.1, 1])
  }

  @Test("album: the artwork shrinks to 0.6, the button docks at playY - dockY")
  func albumHeader() throws {
    var header = try evaluator("album-header")
    // scale = 1 - 0.4 * clamp(offset / 200, 0, 1) + pull / 240
    expectClose(
      try values("artwork.scaleX", of: &header, at: [-60, 0, 100, 195, 400]),
      [1.25, 1, 0.8, 0.61, 0.6])
    // alpha: 1 until 40% of 200, then linear to 0 at 100%
    expectClose(
      try values("artwork.alpha", of: &header, at: [80, 100, 200]), [1, 1 - 0.1 / 0.6, 0])
    // translateY = -min(offset, 240)
    expectClose(
      try values("playButton.translateY", of: &header, at: [-60, 150, 240, 500]),
      [60, -150, -240, -240])
    // the bar's alpha channel: (offset - 150) / 90, clamped
    expectClose(
      try values("bar.backgroundColor.a", of: &header, at: [150, 195, 240]), [0, 0.5, 1])
    var lower = try evaluator("album-header", params: [ParamOverride(name: "dockY", value: 80)])
    expectClose(try values("playButton.zPosition", of: &lower, at: [259, 260]), [0, 2])
  }

  @Test("sticky tabs: the tab bar pins after 136 points; the indicator spans the tabs' frames")
  func stickyTabs() throws {
    var header = try evaluator("sticky-tabs")
    expectClose(
      try values("tabBar.translateY", of: &header, input: "list", at: [-40, 68, 136, 400]),
      [40, -68, -136, -136])
    // tabs at 16, 16 + 72 + 24 = 112, 112 + 96 + 24 = 232; linear between pages
    expectClose(
      try values(
        "indicatorLeading.constant", of: &header, input: "pager", at: [0, 187.5, 562.5, 900]),
      [16, 64, 172, 232])
    expectClose(
      try values("indicatorWidth.constant", of: &header, input: "pager", at: [187.5, 562.5]),
      [84, 88])
    var two = try evaluator(
      "sticky-tabs", params: [ParamOverride(name: "tabWidths", list: [100, 50])])
    expectClose(
      try values("indicatorLeading.constant", of: &two, input: "pager", at: [187.5, 375, 750]),
      [78, 140, 140])
  }

  @Test("hiding bar: hides with the scroll, returns on the way back, snaps past the midpoint")
  func hidingBar() throws {
    var header = try evaluator("hiding-bar")
    let scroll = try #require(header.inputIndex(named: "scroll"))
    let translate = try #require(header.outputIndex(named: "bar.translateY"))
    var frames: [Double] = []
    func record(_ header: HeaderEvaluator) { frames.append(header.value(at: translate)) }
    header.drag(scroll, by: 100)  // hidden min(56, 100) = 56
    record(header)
    header.drag(scroll, by: -20)  // hidden 36
    record(header)
    header.endScrolling(scroll)  // 36 > 28: to 56 over 0.25 s, easeInOut
    header.advance(by: 0.125)  // easeInOut(0.5) = 0.5: 36 + 20 * 0.5
    record(header)
    header.advance(by: 0.125)
    record(header)
    header.drag(scroll, by: -50)  // offset 30, hidden 6; the bar shows min(6, 30)
    record(header)
    header.endScrolling(scroll)  // 6 < 28: back to 0
    header.advance(by: 0.25)
    record(header)
    expectClose(frames, [-56, -36, -46, -56, -6, 0])
    #expect(header.rawInput(scroll) == 30)
  }
}
