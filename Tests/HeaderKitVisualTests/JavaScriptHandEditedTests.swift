import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import HeaderKitVisual
import Testing

/// Graphs edited by hand (loaded from JSON, as `headerkit preview` takes
/// them) need not have the compiler's `finite` instructions: the JavaScript
/// evaluator and scene must still give Swift's numbers, saturating where
/// Swift does.
@Suite("JavaScript evaluator on hand-edited graphs")
struct JavaScriptHandEditedTests {
  /// `graph` with every `finite` instruction made a `copy`.
  static func withoutFinite(_ graph: CompiledGraph) throws -> CompiledGraph {
    let text = String(decoding: graph.jsonData(), as: UTF8.self)
    let edited = text.replacingOccurrences(of: #""finite""#, with: #""copy""#)
    return try CompiledGraph(json: Data(edited.utf8))
  }

  @Test(
    "every bundled graph without finite instructions, at offsets and params near the largest doubles",
    .enabled(
      if: Tools.node != nil || Tools.required,
      "node is not installed; CI installs it (.ci/steps/40-browser.sh)"))
  func withoutFiniteInstructions() throws {
    var jobs: [JavaScriptEvaluatorTests.Job] = []
    var edited = 0
    for spec in try Load.allBundled() {
      let graph = try Self.withoutFinite(spec.graph)
      if graph.jsonData() != spec.graph.jsonData() { edited += 1 }
      let scene = PreviewScene(compiled: spec)
      let huge = graph.params.indices.map { index in
        JavaScriptEvaluatorTests.Job.Override(
          param: index,
          values: graph.params[index].isList ? [1e308, -1e308, 1e308] : [1e308])
      }
      for input in graph.inputs.indices {
        for params in [[], huge] {
          jobs.append(
            .init(
              graph: graph, scene: scene, input: input, params: params,
              offsets: [-1.7e308, -1e308, -1e300, 0, 1e300, 1e308, 1.7e308]))
          jobs.append(
            .init(
              graph: graph, scene: scene, input: input, params: params,
              events: [
                ["drag": 1e308], ["drag": 1e308], ["end": 1], ["wait": 0.1], ["drag": -1e308],
                ["drag": -1e308], ["drag": -1e308], ["end": 1], ["wait": 1e308],
              ]))
        }
      }
    }
    // The compiler writes finite instructions into most graphs: the edit removed some.
    #expect(edited > 0)
    #expect(try JavaScriptEvaluatorTests.compare(jobs) > 50)
  }
}
