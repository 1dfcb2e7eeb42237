import GeneratedHeaders
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// The generated Swift of `Tests/Fixtures/generator/signals.yaml`, settable
/// and frozen, and the evaluator, against ``SignalWalkthrough``'s
/// hand-worked values at tolerance 0 (GeneratedHeaderTests holds the
/// generated Swift to the evaluator on random events, signals among them).
@Suite struct GeneratedSignalTests {
  static func walk(_ header: some ScrollDrivenHeader) -> [[Double]] {
    var header = header
    var frames = [SignalWalkthrough.keys.map { header.value(at: header.outputIndex(named: $0)!) }]
    for (step, _) in SignalWalkthrough.steps {
      switch step {
      case .drag(let delta): header.drag(0, by: delta)
      case .end: header.endScrolling(0)
      case .wait(let seconds): header.advance(by: seconds)
      case .signal(let name, let value): header.setSignal(name, to: value)
      }
      frames.append(SignalWalkthrough.keys.map { header.value(at: header.outputIndex(named: $0)!) })
    }
    return frames
  }

  static let expected = [SignalWalkthrough.atRest] + SignalWalkthrough.steps.map(\.values)

  @Test func theGeneratedHeaders() {
    #expect(Self.walk(SignalsHeader()) == Self.expected)
    #expect(Self.walk(FrozenSignalsHeader()) == Self.expected)
  }

  @Test func theEvaluator() throws {
    let graph = try SpecEvaluation.graph(
      path: Fixtures.root.appendingPathComponent(SignalWalkthrough.specPath).path)
    #expect(Self.walk(HeaderEvaluator(graph: graph)) == Self.expected)
  }
}
