import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import HeaderKitVisual
import Testing

/// Each spec's preview page opened in headless Chromium: the page scrolls to
/// offsets (commands in the URL query), and the computed styles of its elements are
/// checked against the Swift evaluator.
@Suite(
  "Preview pages in Chromium", .serialized,
  .enabled(
    if: Tools.chromium != nil || Tools.required,
    "chromium is not installed; CI installs it (.ci/steps/40-browser.sh) — apt-get install chromium"
  ))
struct BrowserTests {
  /// What the page writes into `#hk-report` after each moment.
  struct Entry: Decodable {
    struct Style: Decodable {
      var transform: String
      var opacity: String
      var zIndex: String
      var left: String
      var top: String
      var width: String
      var height: String
    }

    var raw: [Double]
    var values: [Double]
    var time: Double
    var scrollerTop: String
    /// The list's scroller's z-index among the top-level elements.
    var scrollerZIndex: String?
    var elements: [String: Style]
  }

  /// The page's report after Chromium ran it with the commands `query`.
  static func open(_ page: URL, query: String) throws -> [Entry] {
    try report(in: try dom(page, query: query), query: query)
  }

  /// The page's document after Chromium ran it with the commands `query`.
  ///
  /// `--virtual-time-budget` lets the page's timers run before the DOM is dumped.
  static func dom(_ page: URL, query: String) throws -> String {
    let chromium = try #require(Tools.chromium, "chromium is not installed")
    let profile = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: profile) }
    let url = page.absoluteString + "?" + query
    return try Tools.run(
      chromium,
      [
        "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
        "--user-data-dir=\(profile.path)", "--window-size=1200,900",
        "--virtual-time-budget=4000", "--dump-dom", url,
      ])
  }

  /// The report in a page's document.
  static func report(in dom: String, query: String) throws -> [Entry] {
    let start = try #require(dom.range(of: "<pre id=\"hk-report\""), "no report in the page")
    let textStart = try #require(dom.range(of: ">", range: start.upperBound..<dom.endIndex))
    let end = try #require(dom.range(of: "</pre>", range: textStart.upperBound..<dom.endIndex))
    let text = Markup.unescape(String(dom[textStart.upperBound..<end.lowerBound]))
    try #require(!text.isEmpty, "the page wrote no report for ?\(query)")
    return try JSONDecoder().decode([Entry].self, from: Data(text.utf8))
  }

  /// Writes each spec's page with `headerkit preview`, as a user would.
  static func page(_ spec: String, in directory: URL) throws -> URL {
    let output = directory.appendingPathComponent("\(spec).html")
    let result = try CLI.run(["preview", "Specs/\(spec).yaml", "-o", output.path])
    try #require(result.status == 0, "\(result.stderr)")
    return output
  }

  static func pixels(_ text: String) throws -> Double {
    try #require(
      Double(text.replacingOccurrences(of: "px", with: "")), "'\(text)' is not a length in px")
  }

  /// The six numbers of a computed `matrix(...)`, or the identity for `none`.
  static func matrix(_ text: String) throws -> [Double] {
    if text == "none" { return [1, 0, 0, 1, 0, 0] }
    try #require(text.hasPrefix("matrix("), "\(text)")
    let values = text.dropFirst(7).dropLast().split(separator: ",").compactMap {
      Double($0.trimmingCharacters(in: .whitespaces))
    }
    try #require(values.count == 6, "\(text)")
    return values
  }

  /// Chrome prints computed styles with about six significant digits.
  static func styleTolerance(_ value: Double) -> Double { 1e-3 + 2e-5 * abs(value) }

  /// Checks one moment of the page against Swift values `expected` (in output order).
  static func check(_ entry: Entry, expected: [Double], compiled: CompiledSpec, what: String) throws
  {
    let graph = compiled.graph
    try #require(entry.values.count == expected.count)
    for (index, (value, swift)) in zip(entry.values, expected).enumerated() {
      expectClose(
        value, swift, tolerance: 1e-9 * max(1, abs(swift)),
        "\(what): \(graph.outputs[index].key) in the page")
    }
    func value(_ target: String, _ property: String, identity: Double) -> Double {
      graph.outputs.firstIndex { $0.target == target && $0.property == property }.map {
        expected[$0]
      } ?? identity
    }
    let scene = PreviewScene(compiled: compiled)
    for target in compiled.spec.targets where target.kind == .element {
      let name = target.name.value
      let style = try #require(entry.elements[name], "\(what): no element \(name)")
      // The runtime's view transform for the element's size in the page:
      // translate · rotate (radians) · scale about the target's anchor.
      let anchor = graph.targets.first { $0.name == name }
      let transform = ViewTransform(
        translateX: value(name, "translateX", identity: 0),
        translateY: value(name, "translateY", identity: 0),
        scaleX: value(name, "scaleX", identity: 1), scaleY: value(name, "scaleY", identity: 1),
        rotation: value(name, "rotation", identity: 0), anchorX: anchor?.anchorX ?? 0.5,
        anchorY: anchor?.anchorY ?? 0.5, width: try pixels(style.width),
        height: try pixels(style.height))
      let expectedMatrix = [
        transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty,
      ]
      for (actual, wanted) in zip(try Self.matrix(style.transform), expectedMatrix) {
        expectClose(
          actual, wanted, tolerance: styleTolerance(wanted),
          "\(what): \(name) transform \(style.transform)")
      }
      let alpha = min(max(value(name, "alpha", identity: 1), 0), 1)
      expectClose(
        try #require(Double(style.opacity)), alpha, tolerance: 1e-5, "\(what): \(name) opacity")
    }
    // Siblings stack by zPosition, then their preview order, then declaration.
    for (i, a) in scene.nodes.enumerated() {
      for (j, b) in scene.nodes.enumerated() where j > i && a.parent == b.parent {
        let (za, zb) = (
          value(a.name, "zPosition", identity: 0), value(b.name, "zPosition", identity: 0)
        )
        let aOnTop = za != zb ? za > zb : a.order != b.order ? a.order > b.order : false
        let (ia, ib) = (
          Int(entry.elements[a.name]?.zIndex ?? "") ?? 0,
          Int(entry.elements[b.name]?.zIndex ?? "") ?? 0
        )
        #expect(
          (ia > ib) == aOnTop, "\(what): \(a.name) (z \(za)) and \(b.name) (z \(zb)) stack wrongly")
      }
    }
    // A constraint's constant is the edge or size it drives.
    for target in compiled.spec.targets where target.kind == .constraint {
      guard let drives = target.preview?.drives else { continue }
      let constant = value(target.name.value, "constant", identity: 0)
      let style = try #require(entry.elements[drives.target.value])
      let node = try #require(scene.nodes.first { $0.name == drives.target.value })
      let parentWidth =
        try node.parent.map { try pixels(entry.elements[scene.nodes[$0].name]!.width) }
        ?? scene.width
      let measured: Double
      switch drives.edge {
      case .leading: measured = try pixels(style.left)
      case .top: measured = try pixels(style.top)
      case .width: measured = try pixels(style.width)
      case .height: measured = try pixels(style.height)
      case .trailing: measured = try parentWidth - pixels(style.left) - pixels(style.width)
      case .bottom: continue
      }
      expectClose(
        measured, constant, tolerance: 0.02, "\(what): \(target.name.value) drives \(drives.edge)")
    }
  }

  /// Swift's values after one scroll from rest to `offset`, as the page's probe does.
  static func swiftScroll(
    _ compiled: CompiledSpec, input: Int, to offset: Double, params: [String: Double] = [:]
  )
    -> [Double]
  {
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    for (name, value) in params {
      evaluator.setParam(evaluator.paramIndex(named: name)!, to: value)
    }
    evaluator.reset()
    evaluator.scroll(input, toRaw: offset)
    return evaluator.allValues
  }

  static let probes: [String: [Double]] = [
    "twitter-profile": [-100, -30, 0, 20, 40, 41, 95, 112.5, 180],
    "fade-top-view": [-240, -200, -150, -100, -1, 30],
    "pinterest-pager": [-100, 0, 187.5, 375, 600, 1500, 1600],
    "tiki-home": [-20, 0, 10, 30, 100],
  ]

  @Test(
    "each spec's elements have the evaluator's transforms, opacity, stacking and constraint geometry"
  )
  func probes() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, offsets) in Self.probes.sorted(by: { $0.key < $1.key }) {
      let compiled = try Load.bundled(name)
      let scene = PreviewScene(compiled: compiled)
      let input = try #require(scene.list?.input)
      let entries = try Self.open(
        try Self.page(name, in: directory),
        query: "probe=" + offsets.map { "\($0)" }.joined(separator: ","))
      try #require(entries.count == offsets.count, "\(name)")
      for (entry, offset) in zip(entries, offsets) {
        try Self.check(
          entry, expected: Self.swiftScroll(compiled, input: input, to: offset), compiled: compiled,
          what: "\(name) at \(offset)")
      }
    }
  }

  @Test("a param in the URL changes the page as it changes the evaluator")
  func params() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let compiled = try Load.bundled("fade-top-view")
    let offsets = [-150.0, -100, -20]
    let entries = try Self.open(
      try Self.page("fade-top-view", in: directory),
      query: "param.headerHeight=150&probe=-150,-100,-20")
    try #require(entries.count == 3)
    let alpha = try #require(compiled.graph.outputs.firstIndex { $0.key == "topView.alpha" })
    let translateY = try #require(
      compiled.graph.outputs.firstIndex { $0.key == "topView.translateY" })
    for (entry, offset) in zip(entries, offsets) {
      // Seed 004 with a 150 pt view: it moves up with the content and fades over 150 points.
      let progress = min(max((offset + 150) / 150, 0), 1)
      expectClose(
        entry.values[translateY], -150 * progress, tolerance: 1e-9, "translateY at \(offset)")
      expectClose(entry.values[alpha], 1 - progress, tolerance: 1e-9, "alpha at \(offset)")
      try Self.check(
        entry,
        expected: Self.swiftScroll(compiled, input: 0, to: offset, params: ["headerHeight": 150]),
        compiled: compiled, what: "fade (150) at \(offset)")
    }
  }

  @Test(
    "Tiki: the trace's events played in the page give simulate's frames, and the list sits under the header"
  )
  func tikiTrace() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let compiled = try Load.bundled("tiki-home")
    let trace = try #require(
      TraceDecoder.decode(bytes: Array(Data(contentsOf: Fixtures.spec("tiki-home.trace.yaml"))))
        .trace)
    let events = trace.events.compactMap { event -> String? in
      switch event.value {
      case .drag(let delta): "drag:\(delta)"
      case .scroll(let offset): "scroll:\(offset)"
      case .end: "end"
      case .endWithVelocity(let velocity): "end:\(velocity)"
      case .wait(let seconds): "wait:\(seconds)"
      case .signal: nil  // tiki-home has no signals
      }
    }.joined(separator: ";")
    let entries = try Self.open(
      try Self.page("tiki-home", in: directory), query: "events=" + events)
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    let frames = evaluator.simulate(trace, input: 0).frames
    try #require(entries.count == frames.count)
    for (index, (entry, frame)) in zip(entries, frames).enumerated() {
      try Self.check(
        entry, expected: frame.values, compiled: compiled, what: "tiki event \(index + 1)")
      expectClose(entry.raw[0], frame.offset, tolerance: 1e-9, "offset after event \(index + 1)")
      expectClose(entry.time, frame.time ?? 0, tolerance: 1e-9)
      // The table's top is constrained to the header's bottom.
      expectClose(
        try Self.pixels(entry.scrollerTop), frame.values[0], tolerance: 0.02,
        "list top after event \(index + 1)")
    }
  }

  @Test("scrolling the list itself drives the header through the page's scroll handler")
  func liveScroll() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, offset) in [("twitter-profile", 60.0), ("fade-top-view", -100)] {
      let compiled = try Load.bundled(name)
      let entries = try Self.open(try Self.page(name, in: directory), query: "scrollto=\(offset)")
      let entry = try #require(entries.first)
      expectClose(entry.raw[0], offset, tolerance: 1e-9, "\(name): the list scrolled to \(offset)")
      try Self.check(
        entry, expected: Self.swiftScroll(compiled, input: 0, to: offset), compiled: compiled,
        what: "\(name) scrolled to \(offset)")
    }
  }

  @Test(
    "Tiki: a scroll of the list collapses the header and holds the list; when scrolling stops it snaps"
  )
  func liveScrollSnaps() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let compiled = try Load.bundled("tiki-home")
    let entry = try #require(
      try Self.open(try Self.page("tiki-home", in: directory), query: "scrollto=30").first)
    // Seed 000: scrolling down by 30 collapses the header from 88 to 58 while the list
    // stays at 0; below the midpoint (66) it then animates closed, to 44.
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    evaluator.scroll(0, toRaw: 30)
    expectClose(evaluator.allValues[0], 58, tolerance: 1e-9)
    evaluator.endScrolling(0)
    evaluator.advance(by: 1)
    expectClose(entry.raw[0], 0, tolerance: 1e-9, "the list is held at 0")
    expectClose(entry.values[0], 44, tolerance: 1e-9, "the header snapped closed")
    try Self.check(
      entry, expected: evaluator.allValues, compiled: compiled, what: "tiki after a scroll to 30")
  }
}
