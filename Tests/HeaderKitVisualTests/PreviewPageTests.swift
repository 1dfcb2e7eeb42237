import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import HeaderKitVisual
import Testing

/// The text of `<script ... id="ID">` in a page.
func scriptText(_ html: String, id: String) throws -> String {
  let open = try #require(html.range(of: "id=\"\(id)\">"))
  let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
  return String(html[open.upperBound..<close.lowerBound])
}

@Suite("Preview pages and the visual commands")
struct PreviewPageTests {
  @Test("every spec's page is one self-contained file: no network, no external resources")
  func selfContained() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    for spec in try Fixtures.allSpecs() {
      let output = directory.appendingPathComponent(
        spec.deletingPathExtension().lastPathComponent + ".html")
      let result = try CLI.run(["preview", spec.path, "-o", output.path])
      #expect(result.status == 0, "\(result.stderr)")
      let html = try String(contentsOf: output, encoding: .utf8)
      #expect(html.hasPrefix("<!doctype html>"))
      for forbidden in [
        "http:", "https:", "url(", "@import", "<link", "<img", "<iframe", "fetch(",
        "XMLHttpRequest",
      ] {
        #expect(!html.contains(forbidden), "\(spec.lastPathComponent) contains \(forbidden)")
      }
      for tag in Markup.tags(in: html) {
        #expect(
          tag["src"] == nil && tag["href"] == nil,
          "\(spec.lastPathComponent): <\(tag.name)> loads a resource")
      }
    }
  }

  @Test("the page embeds the compiled graph exactly, and the scene")
  func embedsTheGraph() throws {
    for compiled in try Load.allBundled() {
      let html = PreviewPage.html(
        scene: PreviewScene(compiled: compiled), evaluator: HeaderEvaluator(graph: compiled.graph))
      let graph = try CompiledGraph(json: Data(try scriptText(html, id: "hk-graph").utf8))
      #expect(graph == compiled.graph)
      let scene =
        try JSONSerialization.jsonObject(with: Data(try scriptText(html, id: "hk-scene").utf8))
        as? [String: Any]
      let nodes = try #require(scene?["nodes"] as? [[String: Any]])
      #expect(
        nodes.compactMap { $0["name"] as? String }
          == PreviewScene(compiled: compiled).nodes.map(\.name))
    }
  }

  @Test("names cannot close a script element")
  func scriptInjection() throws {
    var compiled = try Load.spec(
      """
      version: 1
      name: "</script><script>alert(1)</script>"
      description: "<b>bold</b> & more"
      inputs: { scroll: { axis: vertical } }
      targets:
        box:
          alpha: 1
          preview: { label: "</script>", fill: red }
      """)
    // `validate` refuses such a fill; a spec built in code still cannot inject it.
    compiled.spec.targets[0].preview?.fill = "red;background:url(x)"
    let html = PreviewPage.html(
      scene: PreviewScene(compiled: compiled), evaluator: HeaderEvaluator(graph: compiled.graph),
      description: compiled.spec.description)
    #expect(
      html.components(separatedBy: "<script").count
        == html.components(separatedBy: "</script>").count)
    // Seven scripts: three of JSON, the evaluator, the scene, the page's helpers and the page.
    #expect(html.components(separatedBy: "</script>").count == 8)
    #expect(!html.contains("<b>bold"))
    #expect(!html.contains("url(x)"), "an unsafe fill is replaced")
    let graph = try CompiledGraph(json: Data(try scriptText(html, id: "hk-graph").utf8))
    #expect(graph.name == "</script><script>alert(1)</script>")
  }

  @Test("params given with --param start the page away from the defaults")
  func paramOverrides() throws {
    let compiled = try Load.bundled("fade-top-view")
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    evaluator.setParam(try #require(evaluator.paramIndex(named: "headerHeight")), to: 150)
    let html = PreviewPage.html(scene: PreviewScene(compiled: compiled), evaluator: evaluator)
    let config =
      try JSONSerialization.jsonObject(with: Data(try scriptText(html, id: "hk-config").utf8))
      as? [String: Any]
    let overrides = try #require(config?["overrides"] as? [[String: Any]])
    #expect(overrides.count == 1)
    #expect(overrides.first?["param"] as? Int == 0)
    #expect(overrides.first?["values"] as? [Double] == [150])
  }

  @Test("plot, filmstrip and preview write their files; a compiled graph works too")
  func commandsWriteFiles() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let graph = directory.appendingPathComponent("twitter.json").path
    #expect(try CLI.run(["compile", "Specs/twitter-profile.yaml", "-o", graph]).status == 0)
    let runs: [[String]] = [
      ["plot", "Specs/twitter-profile.yaml", "-o", "plot.svg"],
      ["plot", "Specs/fade-top-view.yaml", "--from", "-250", "--to", "50", "-o", "plot-range.svg"],
      [
        "plot", "Specs/pinterest-pager.yaml", "--param", "tabWidths=[64, 88, 72]", "-o",
        "plot-params.svg",
      ],
      [
        "plot", "Specs/tiki-home.yaml", "--trace", "Specs/tiki-home.trace.yaml", "-o",
        "plot-trace.svg",
      ],
      ["plot", graph, "-o", "plot-graph.svg"],
      ["filmstrip", "Specs/twitter-profile.yaml", "--at", "-60,0,40", "-o", "film.svg"],
      [
        "filmstrip", "Specs/tiki-home.yaml", "--trace", "Specs/tiki-home.trace.yaml", "-o",
        "film-trace.svg",
      ],
      ["filmstrip", graph, "-o", "film-graph.svg"],
      ["preview", graph, "-o", "page-graph.html"],
    ]
    for arguments in runs {
      var arguments = arguments
      arguments[arguments.count - 1] = directory.appendingPathComponent(arguments.last!).path
      let result = try CLI.run(arguments)
      #expect(result.status == 0, "\(arguments): \(result.stderr)")
      let text = try String(contentsOfFile: arguments.last!, encoding: .utf8)
      #expect(
        text.hasPrefix(arguments.last!.hasSuffix(".svg") ? "<svg" : "<!doctype html>"),
        "\(arguments)")
    }
    let filmstrip = try String(
      contentsOfFile: directory.appendingPathComponent("film.svg").path, encoding: .utf8)
    let offsets = try Markup.tags(in: filmstrip).filter { $0["class"] == "frame" }.map {
      try $0.number("data-offset")
    }
    #expect(offsets == [-60, 0, 40])
    #expect(
      filmstrip.contains(">scroll -60<") && filmstrip.contains(">scroll 40<"),
      "offsets are printed under the frames")
  }

  @Test("usage errors exit 64; an invalid spec or an unwritable output exits 1")
  func errors() throws {
    let output = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: output) }
    let file = output.appendingPathComponent("x.svg").path
    let usage: [[String]] = [
      ["plot", "Specs/twitter-profile.yaml", "--from", "0", "-o", file],
      ["plot", "Specs/twitter-profile.yaml", "--from", "10", "--to", "0", "-o", file],
      ["plot", "Specs/twitter-profile.yaml", "--input", "pager", "-o", file],
      [
        "plot", "Specs/tiki-home.yaml", "--trace", "Specs/tiki-home.trace.yaml", "--from", "0",
        "--to", "1", "-o", file,
      ],
      ["filmstrip", "Specs/twitter-profile.yaml", "--at", "1,x", "-o", file],
      [
        "filmstrip", "Specs/tiki-home.yaml", "--trace", "Specs/tiki-home.trace.yaml", "--at", "0",
        "-o", file,
      ],
      ["preview", "Specs/twitter-profile.yaml", "--param", "nope=1", "-o", file],
      ["preview", "Specs/missing.yaml", "-o", file],
    ]
    for arguments in usage {
      let result = try CLI.run(arguments)
      #expect(result.status == 64, "\(arguments): \(result.status) \(result.stderr)")
      #expect(!result.stderr.isEmpty)
    }
    // A file that cannot be written is an I/O failure, not a usage error.
    let unwritable = output.appendingPathComponent("no/such/dir.html").path
    let failed = try CLI.run(["preview", "Specs/twitter-profile.yaml", "-o", unwritable])
    #expect(failed.status == 1)
    #expect(failed.stderr == "headerkit: cannot write \(unwritable): no such file or directory\n")
    let broken = output.appendingPathComponent("broken.yaml")
    try """
    version: 1
    name: broken
    inputs: { scroll: { axis: vertical } }
    targets:
      box: { alpha: 1, preview: { parent: nobody } }
    """.write(to: broken, atomically: true, encoding: .utf8)
    for command in ["plot", "filmstrip", "preview"] {
      let result = try CLI.run([command, broken.path, "-o", file])
      #expect(result.status == 1, "\(command)")
      #expect(
        result.stderr.contains("broken.yaml:5:39: error: unknown element 'nobody' [unknown-name]"),
        "\(result.stderr)")
    }
  }
}
