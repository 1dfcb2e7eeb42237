import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import HeaderKitVisual
import Testing

/// The preview's JavaScript runs clocks as the engine does:
/// ``ClockWalkthrough``'s hand-worked values at tolerance 0.
@Suite struct ClockJavaScriptTests {
  @Test func walksThroughTheClocksFixture() throws {
    let path = Fixtures.root.appendingPathComponent(ClockWalkthrough.specPath)
    let compiled = try Load.spec(String(contentsOf: path, encoding: .utf8), path: path.path)
    let graph = compiled.graph
    let refreshing = Double(graph.signalIndex(named: "refreshing")!)
    let events: [[String: Double]] = ClockWalkthrough.steps.map { step, _ in
      switch step {
      case .scroll(let raw): ["scroll": raw]
      case .wait(let seconds): ["wait": seconds]
      case .refreshing(let on): ["signal": refreshing, "value": on ? 1 : 0]
      }
    }
    let job = JavaScriptEvaluatorTests.Job(
      graph: graph, scene: PreviewScene(compiled: compiled), input: 0, params: [], events: events)
    let outputs = ClockWalkthrough.keys.map { graph.outputIndex(named: $0)! }
    let frames = try JavaScriptEvaluatorTests.runInNode([job])[0]
    #expect(
      frames.map { frame in outputs.map { frame.values[$0] } }
        == ClockWalkthrough.steps.map(\.values))
  }
}
