import HeaderKit
import HeaderKitTestSupport
import Testing

@testable import HeaderKitRuntime

/// An event that changes nothing the frame code reads skips the frame (see
/// `EventReads`): the outputs it leaves must be exactly what evaluating again gives.
@Suite struct SkippedFrameTests {
  /// Tiki's outputs follow its state, not the offset: a drag that leaves
  /// the header as it was needs no frame.
  @Test func tikiFrameReadsTheStateOnly() throws {
    let compiled = try LoweredProgramTests.compile(path: Fixtures.spec("tiki-home.yaml").path)
    let reads = Self.eventReads(compiled.graph)
    #expect(reads.inputs == [false])
    #expect(reads.states == [true])
  }

  /// A frame code that writes an input's slot, as a graph written by hand
  /// may, makes every event run the frame.
  @Test func aFrameWritingAnEventSlotReadsEverything() throws {
    var graph = try LoweredProgramTests.compile(path: Fixtures.spec("tiki-home.yaml").path).graph
    let input = graph.inputs[0]
    graph.frameCode.append(Instruction(.copy, Int(input.valueSlot), Int(input.valueSlot)))
    let reads = Self.eventReads(graph)
    #expect(reads.inputs == [true])
    #expect(reads.states == [true])
  }

  static func eventReads(_ graph: CompiledGraph) -> EventReads {
    let slots = Array(repeating: 0.0, count: graph.slotCount)
    return EventReads(graph: graph, facts: SlotFacts(graph: graph, slots: slots))
  }

  @Test(arguments: ["tiki-home.yaml", "exit-until-collapsed.yaml", "diff-clamp.yaml"])
  func outputsAfterEveryEventAreAFreshEvaluations(_ name: String) throws {
    let graph = try LoweredProgramTests.compile(path: Fixtures.spec(name).path).graph
    var evaluator = HeaderEvaluator(graph: graph)
    var generator = SplitMix64(seed: 7)
    let events = RandomTraces.events(count: 3000, bottom: 1500, using: &generator)
    for (step, event) in events.enumerated() {
      switch event {
      case .drag(let delta): evaluator.drag(0, by: delta)
      case .scroll(let offset): evaluator.scroll(0, toRaw: offset)
      case .end: evaluator.endScrolling(0)
      case .wait(let seconds): evaluator.advance(by: seconds)
      }
      var fresh = evaluator
      fresh.evaluate()
      for output in 0..<evaluator.outputCount {
        let (kept, evaluated) = (evaluator.value(at: output), fresh.value(at: output))
        guard kept.bitPattern == evaluated.bitPattern else {
          Issue.record(
            "\(name) event \(step) (\(event)): output \(output) is \(kept), not \(evaluated)")
          return
        }
      }
    }
  }
}
