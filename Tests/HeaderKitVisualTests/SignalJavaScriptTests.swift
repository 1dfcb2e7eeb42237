import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import HeaderKitVisual
import Testing

/// The preview's JavaScript sets signals, latches them at an end and starts
/// transitions with them as the engine does: ``SignalWalkthrough``'s
/// hand-worked values at tolerance 0.
@Suite struct SignalJavaScriptTests {
  @Test func walksThroughTheSignalsFixture() throws {
    let path = Fixtures.root.appendingPathComponent(SignalWalkthrough.specPath)
    let compiled = try Load.spec(String(contentsOf: path, encoding: .utf8), path: path.path)
    let graph = compiled.graph
    let events: [[String: Double]] = SignalWalkthrough.steps.map { step, _ in
      switch step {
      case .drag(let delta): ["drag": delta]
      case .end: ["end": 1]
      case .wait(let seconds): ["wait": seconds]
      case .signal(let name, let value):
        ["signal": Double(graph.signalIndex(named: name)!), "value": value]
      }
    }
    let job = JavaScriptEvaluatorTests.Job(
      graph: graph, scene: PreviewScene(compiled: compiled), input: 0, params: [], events: events)
    let outputs = SignalWalkthrough.keys.map { graph.outputIndex(named: $0)! }
    let frames = try JavaScriptEvaluatorTests.runInNode([job])[0]
    #expect(
      frames.map { frame in outputs.map { frame.values[$0] } }
        == SignalWalkthrough.steps.map(\.values))
  }
}
