import Foundation
public import HeaderKit
@_spi(Generated) public import HeaderKitRuntime

/// One self-contained HTML page that plays a header as its list scrolls.
///
/// The page embeds the compiled graph (JSON), the preview scene and the
/// JavaScript port of the evaluator (``PreviewScript``); it loads nothing
/// from the network.
public enum PreviewPage {
  /// The page's HTML.
  /// - Parameters:
  ///   - evaluator: an evaluator of the graph with the params to start with;
  ///     the page's controls start from them, and its reset button goes back
  ///     to the graph's defaults.
  ///   - description: shown under the title.
  ///   - paramBounds: the params' declared bounds, for their sliders.
  public static func html(
    scene: PreviewScene, evaluator: HeaderEvaluator, description: String? = nil,
    paramBounds: ParamBounds = [:]
  ) -> String {
    let graph = evaluator.graph
    let config = Config(
      inputs: graph.inputs.indices.map { index in
        let range = graph.inputs[index].sweep ?? SweepDefaults.range(of: index, in: evaluator)
        return Config.Bounds(low: range.lowerBound, high: range.upperBound)
      },
      params: graph.params.map { param in
        paramBounds[param.name].map { [$0.0, $0.1] } ?? [nil, nil]
      },
      overrides: graph.params.indices.compactMap { index in
        let value = evaluator.paramValue(index)
        return value == graph.params[index].defaultValues
          ? nil : Config.Override(param: index, values: value)
      }, setup: Config.SetupBudget(graph))
    let title = SVGWriter.escape(graph.name)
    var page = """
      <!doctype html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>\(title) · HeaderKit preview</title>
      <style>
      \(style)
      </style>
      </head>
      <body>
      <header class="hk-top">
      <h1>\(title)</h1>

      """
    if let description, !description.isEmpty { page += "<p>\(SVGWriter.escape(description))</p>\n" }
    page += """
      <p class="hk-hint">Scroll the list (wheel, scrollbar or the offset slider): the header plays \
      exactly as <code>headerkit eval</code> and <code>simulate</code> compute it.</p>
      </header>
      <main class="hk-main">
      <div class="hk-screen" id="hk-screen" style="width:\(svgNumber(scene.width))px;\
      height:\(svgNumber(scene.height))px;background:\(scene.background)">
      <div class="hk-scroller" id="hk-scroller"><div class="hk-content" id="hk-content"></div></div>
      <div class="hk-stage" id="hk-stage"></div>
      </div>
      <aside class="hk-panel">
      <section><h2>Offset</h2><div id="hk-inputs"></div></section>
      <section id="hk-states-section"><h2>States <small id="hk-time"></small></h2>\
      <table id="hk-states"></table></section>
      <section><h2>Values</h2><table id="hk-values"></table></section>
      <section><h2>Params</h2><div id="hk-params"></div>\
      <p class="hk-notice" id="hk-notice" role="alert" hidden></p>\
      <button id="hk-reset" type="button">Reset params</button></section>
      </aside>
      </main>
      <pre id="hk-report" hidden></pre>
      <script type="application/json" id="hk-graph">\(scriptJSON(graph))</script>
      <script type="application/json" id="hk-scene">\(scriptJSON(scene))</script>
      <script type="application/json" id="hk-config">\(scriptJSON(config))</script>
      <script>
      \(PreviewScript.evaluator)
      </script>
      <script>
      \(PreviewScript.scene)
      </script>
      <script>
      \(PreviewScript.pageSupport)
      </script>
      <script>
      \(PreviewScript.page)
      </script>
      </body>
      </html>

      """
    return page
  }

  /// Settings of the page beyond the graph and the scene.
  struct Config: Encodable {
    struct Bounds: Encodable {
      var low: Double
      var high: Double
    }

    struct Override: Encodable {
      var param: Int
      var values: [Double]
    }

    /// Raw offsets each input's list and slider cover.
    var inputs: [Bounds]
    /// Each param's declared minimum and maximum (null where undeclared), in
    /// param order: by index, as a name such as `constructor` would find
    /// what every JavaScript object has.
    var params: [[Double?]]
    /// Params that start away from their defaults.
    var overrides: [Override]
    /// What list params may be set to.
    var setup: SetupBudget

    /// What the runtime's `setParam` allows a list param (its
    /// `ListParamCost.check`): the limits of ``GraphLimit`` on list
    /// elements, keyframes built and set-up instructions, and what this
    /// graph's set-up costs, fixed and per element of each list — so the
    /// page refuses what the runtime refuses, from Swift's numbers. (The
    /// preview geometry's graph builds no keyframes: its set-up is fixed.)
    struct SetupBudget: Encodable {
      /// A limit: the most allowed, and what it counts, in words.
      struct Limit: Encodable {
        var most: Int
        var counts: String

        init(_ limit: GraphLimit) { (most, counts) = (limit.limit, limit.description) }
      }

      var listElements = Limit(.listElements), builtKeyframes = Limit(.builtKeyframes)
      var setupWork = Limit(.setupWork)
      var keyframes, work: Int
      var keyframesPerElement, workPerElement: [Int]

      init(_ graph: CompiledGraph) {
        let cost = ListParamCost(graph)
        (keyframes, work) = (cost.keyframes, cost.work)
        (keyframesPerElement, workPerElement) = (cost.keyframesPerElement, cost.workPerElement)
      }
    }
  }

  /// JSON for a `<script>` element: `<` is escaped so that no text can close it.
  static func scriptJSON<Value: Encodable>(_ value: Value) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let data = (try? encoder.encode(value)) ?? Data("null".utf8)
    return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
  }

  static let style = """
    body { margin: 0; font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif;
      background: #f3f4f6; color: #222; }
    .hk-top { padding: 16px 24px 0; }
    .hk-top h1 { font-size: 20px; margin: 0 0 4px; }
    .hk-top p { margin: 0 0 4px; max-width: 900px; color: #444; }
    .hk-hint { font-size: 12px; color: #666; }
    .hk-main { display: flex; gap: 24px; padding: 12px 24px 24px; align-items: flex-start; }
    .hk-screen { position: relative; overflow: hidden; flex: none; border: 1px solid #9aa0a6;
      box-shadow: 0 2px 12px rgba(0, 0, 0, 0.12); }
    .hk-scroller { position: absolute; left: 0; right: 0; top: 0; bottom: 0; overflow: auto; }
    .hk-content { position: relative; }
    .hk-row { position: absolute; left: 0; right: 0; box-sizing: border-box; padding-left: 16px;
      display: flex; align-items: center; border-bottom: 1px solid #e3e5e8; color: #8a8f98;
      font-size: 12px; background: #fff; }
    .hk-row:nth-child(even) { background: #f6f7f9; }
    .hk-page { position: absolute; top: 0; bottom: 0; box-sizing: border-box; border: 8px solid
      transparent; border-width: 8px 4px; background-clip: padding-box; border-radius: 14px;
      display: flex; align-items: center; justify-content: center; color: #8a8f98;
      font-size: 16px; background-color: #eef4ff; }
    .hk-page:nth-child(5n+2) { background-color: #fff4e6; }
    .hk-page:nth-child(5n+3) { background-color: #ebfbee; }
    .hk-page:nth-child(5n+4) { background-color: #fff0f6; }
    .hk-page:nth-child(5n) { background-color: #f3f0ff; }
    .hk-stage { position: absolute; left: 0; top: 0; right: 0; bottom: 0; pointer-events: none;
      overflow: hidden; }
    .hk-screen, .hk-stage { z-index: auto; }
    .hk-el { position: absolute; box-sizing: border-box;
      box-shadow: inset 0 0 0 1px rgba(0, 0, 0, 0.15); }
    .hk-el.hk-none { box-shadow: none; outline: 1px dashed; outline-offset: -1px; }
    .hk-image { background: linear-gradient(135deg, #3a7bd5, #6a5acd 55%, #d76d77); }
    .hk-label { position: absolute; left: 0; top: 0; right: 0; bottom: 0; display: flex;
      align-items: center; justify-content: center; white-space: nowrap; }
    .hk-panel { flex: 1; min-width: 300px; max-width: 480px; background: #fff;
      border: 1px solid #dcdfe3; border-radius: 6px; padding: 4px 16px 12px; }
    .hk-panel h2 { font-size: 13px; text-transform: uppercase; letter-spacing: 0.04em;
      color: #666; margin: 14px 0 6px; }
    .hk-panel table { border-collapse: collapse; width: 100%;
      font: 12px/1.5 ui-monospace, Menlo, Consolas, monospace; }
    .hk-panel th { text-align: left; font-weight: normal; color: #444; padding-right: 12px; }
    .hk-panel td { text-align: right; font-variant-numeric: tabular-nums; }
    .hk-control { display: grid; grid-template-columns: 1fr 7em; gap: 2px 8px; margin-bottom: 8px;
      align-items: center; }
    .hk-control label { grid-column: 1 / 3; font-weight: 600; font-size: 12px; }
    .hk-control input[type=text] { grid-column: 1 / 3; }
    .hk-detail { grid-column: 1 / 3; font-size: 11px; color: #666; }
    .hk-notice { font-size: 12px; color: #b00020; margin: 4px 0 8px; }
    """
}
