import HeaderKitRuntime
import Testing

/// An evaluator is a value: a copy's frames, events and params never reach
/// the original, and the original's never reach the copy (its buffers are
/// copied on the first write after a copy).
@Suite struct EvaluatorCopyTests {
  /// Every output of an evaluator, in order.
  private func outputs(_ evaluator: HeaderEvaluator) -> [Double] {
    (0..<evaluator.outputCount).map { evaluator.value(at: $0) }
  }

  @Test func framesOfACopyLeaveTheOriginal() throws {
    var original = HeaderEvaluator(graph: try SpecEvaluation.graph("twitter-profile.yaml"))
    original.setInput(0, raw: 30)
    let before = outputs(original)
    var copy = original
    copy.setInput(0, raw: -80)
    #expect(outputs(original) == before)
    #expect(original.rawInput(0) == 30)
    #expect(copy.rawInput(0) == -80)
    #expect(outputs(copy) != before)
    // And the other way round: the original moves, the copy stays.
    let copied = outputs(copy)
    original.setInput(0, raw: 150)
    #expect(outputs(copy) == copied)
  }

  @Test func eventsOfACopyLeaveTheOriginalsState() throws {
    var original = HeaderEvaluator(graph: try SpecEvaluation.graph("tiki-home.yaml"))
    for _ in 0..<20 { original.drag(0, by: 1) }
    let before = outputs(original)
    var copy = original
    // Seed 000: the header starts 88 tall and a drag of d shrinks it by d.
    #expect(abs(copy.value(at: 0) - 68) < 1e-9)
    // 58, below the midpoint (66): it snaps closed over 0.2 s.
    for _ in 0..<10 { copy.drag(0, by: 1) }
    #expect(abs(copy.value(at: 0) - 58) < 1e-9)
    copy.endScrolling(0)
    copy.advance(by: 0.1)
    #expect(copy.isAnimating(state: 0))
    #expect(!original.isAnimating(state: 0))
    #expect(outputs(original) == before)
    #expect(original.rawInput(0) == 0)
    // The original's own events still start from its state.
    original.drag(0, by: 1)
    #expect(abs(original.value(at: 0) - 67) < 1e-9)
  }

  @Test func paramsOfACopyLeaveTheOriginal() throws {
    let original = HeaderEvaluator(graph: try SpecEvaluation.graph("tiki-home.yaml"))
    let maxHeight = try #require(original.paramIndex(named: "maxHeight"))
    var copy = original
    copy.setParam(maxHeight, to: 120)
    copy.reset()
    #expect(copy.value(at: 0) == 120)
    #expect(original.value(at: 0) == 88)
    #expect(original.paramValue(maxHeight) == [88])
  }
}
