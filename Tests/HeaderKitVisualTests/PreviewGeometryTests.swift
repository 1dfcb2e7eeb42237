import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import HeaderKitVisual
import Testing

/// Preview geometry written as expressions of params, and the list's place
/// in the screen's paint order.
@Suite("Preview geometry")
struct PreviewGeometryTests {
  /// A header sized by params, a child without a frame (it fills the
  /// header), a hero behind the list and a bar above it.
  static let yaml = """
    version: 1
    name: geometry
    inputs:
      scroll: { axis: vertical, bounds: [0, 300] }
    params:
      headerHeight: 120
      rowHeight: 50
    targets:
      header:
        alpha: 1
        preview:
          frame: [0, 0, 375, headerHeight]
          corner: headerHeight / 8
      title:
        alpha: 1
        preview:
          parent: header
      bar:
        zPosition: 2
        preview:
          frame: [0, 0, 375, 44]
    preview:
      screen: [375, 600]
      list: { input: scroll, start: headerHeight + 8, size: rowHeight, zPosition: 1 }
    """

  @Test("frames, corners and the list follow their params; a frameless child fills its parent")
  func followsParams() throws {
    let compiled = try Load.spec(Self.yaml)
    var scene = PreviewScene(compiled: compiled)
    let header = try #require(scene.nodes.firstIndex { $0.name == "header" })
    let title = try #require(scene.nodes.firstIndex { $0.name == "title" })
    // At the defaults: 120 high, corner 120 / 8 = 15, the list at 120 + 8 = 128 in rows of 50.
    #expect(scene.nodes[header].frame == Rect(x: 0, y: 0, width: 375, height: 120))
    #expect(scene.nodes[header].corner == 15)
    #expect(scene.nodes[title].frame == Rect(x: 0, y: 0, width: 375, height: 120))
    #expect(scene.list?.start == 128)
    #expect(scene.list?.size == 50)

    var evaluator = HeaderEvaluator(graph: compiled.graph)
    evaluator.setParam(try #require(evaluator.paramIndex(named: "headerHeight")), to: 200)
    evaluator.setParam(try #require(evaluator.paramIndex(named: "rowHeight")), to: -5)
    scene.applyGeometry(for: evaluator)
    #expect(scene.nodes[header].frame == Rect(x: 0, y: 0, width: 375, height: 200))
    #expect(scene.nodes[header].corner == 25)
    #expect(scene.nodes[title].frame == Rect(x: 0, y: 0, width: 375, height: 200))
    #expect(scene.list?.start == 208)
    // An item size of 0 or less falls back to the default row height.
    #expect(scene.list?.size == 44)
  }

  @Test("geometry may use params only")
  func paramsOnly() {
    let yaml = Self.yaml.replacingOccurrences(of: "headerHeight / 8", with: "scroll / 8")
    let diagnostics = Load.diagnostics(yaml)
    #expect(diagnostics.map(\.code) == [.notConstant])
    #expect(
      diagnostics.first?.message
        == "the preview corner of 'header' can use only params (such values are computed when params change), but 'scroll' changes as the header scrolls"
    )
    #expect(diagnostics.first?.location == .init(line: 13, column: 15))
    let unknown = Load.diagnostics(
      Self.yaml.replacingOccurrences(of: "start: headerHeight + 8", with: "start: headerHeigth"))
    #expect(unknown.map(\.code) == [.unknownName])
  }

  @Test("a list with a zPosition stacks among the top-level elements; without one it is below all")
  func listPaintOrder() throws {
    let compiled = try Load.spec(Self.yaml)
    let scene = PreviewScene(compiled: compiled)
    let evaluator = HeaderEvaluator(graph: compiled.graph)
    let snapshot = scene.snapshot(of: evaluator)
    let names = { (order: [Int?]) in order.map { $0.map { scene.nodes[$0].name } ?? "list" } }
    // header at z 0, the list at z 1, the bar at z 2; title is header's child.
    #expect(names(scene.screenPaintOrder(snapshot.placed)) == ["header", "list", "bar"])

    let plain = try Load.spec(Self.yaml.replacingOccurrences(of: ", zPosition: 1", with: ""))
    let plainScene = PreviewScene(compiled: plain)
    let plainOrder = plainScene.screenPaintOrder(plainScene.snapshot(of: evaluator).placed)
    #expect(plainOrder.first == .some(nil))

    // At the same zPosition the list comes before elements of the same or a later `order`.
    let tied = try Load.spec(
      Self.yaml.replacingOccurrences(of: "zPosition: 1 }", with: "order: -1 }"))
    let tiedScene = PreviewScene(compiled: tied)
    #expect(
      tiedScene.screenPaintOrder(tiedScene.snapshot(of: evaluator).placed).map {
        $0.map { tiedScene.nodes[$0].name } ?? "list"
      } == ["list", "header", "bar"])

    // The filmstrip paints in that order: the list's group between header and bar.
    let frames = Filmstrip.frames(scene, evaluator: evaluator, input: 0, offsets: [0])
    let svg = FilmstripRenderer.svg(scene, frames: frames, title: "geometry")
    let tags = Markup.tags(in: svg)
    let header = try #require(tags.firstIndex { $0["data-element"] == "header" })
    let list = try #require(tags.firstIndex { $0["class"] == "list" })
    let bar = try #require(tags.firstIndex { $0["data-element"] == "bar" })
    #expect(header < list && list < bar)
  }

  @Test(
    "the JavaScript scene applies geometry and orders the list as Swift does",
    .enabled(
      if: Tools.node != nil || Tools.required,
      "node is not installed; CI installs it (.ci/steps/40-browser.sh)"))
  func javaScriptMatches() throws {
    let compiled = try Load.spec(Self.yaml)
    var scene = PreviewScene(compiled: compiled)
    let geometry = try #require(scene.geometry)
    let node = try #require(Tools.node)
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, script) in [
      ("evaluator.js", PreviewScript.evaluator), ("scene.js", PreviewScript.scene),
    ] {
      try script.write(
        to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    let runner = directory.appendingPathComponent("runner.js")
    try """
    const HK = require("./evaluator.js");
    const Scene = require("./scene.js");
    const scene = JSON.parse(require("fs").readFileSync(0, "utf8"));
    const geometry = new HK.Evaluator(scene.geometry.graph);
    geometry.setParam(0, [200]);
    Scene.applyGeometry(scene, geometry.values());
    const placed = scene.nodes.map((_, i) => ({ zPosition: i === 2 ? 2 : 0 }));
    process.stdout.write(JSON.stringify({
      frames: scene.nodes.map((n) => [n.frame.x, n.frame.y, n.frame.width, n.frame.height]),
      corners: scene.nodes.map((n) => n.corner), start: scene.list.start,
      order: Scene.screenPaintOrder(scene, placed)
    }));
    """.write(to: runner, atomically: true, encoding: .utf8)
    struct Result: Decodable {
      var frames: [[Double]]
      var corners: [Double]
      var start: Double
      var order: [Int?]
    }
    let output = try Tools.run(node, [runner.path], stdin: try JSONEncoder().encode(scene))
    let js = try JSONDecoder().decode(Result.self, from: Data(output.utf8))

    var evaluator = HeaderEvaluator(graph: compiled.graph)
    evaluator.setParam(0, to: 200)
    #expect(geometry.values(for: evaluator).count == geometry.bindings.count)
    scene.applyGeometry(for: evaluator)
    #expect(
      js.frames == scene.nodes.map { [$0.frame.x, $0.frame.y, $0.frame.width, $0.frame.height] })
    #expect(js.corners == scene.nodes.map(\.corner))
    #expect(js.start == scene.list?.start)
    var placed = scene.snapshot(of: evaluator).placed
    for index in placed.indices { placed[index].zPosition = index == 2 ? 2 : 0 }
    #expect(js.order == scene.screenPaintOrder(placed))
  }
}
