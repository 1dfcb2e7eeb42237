import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import Testing

/// The update rule of `states` on small specs, with every expected value worked out by hand,
/// and the diagnostics of the state keys added for the general forms.
@Suite struct StateRuleTests {
  /// A spec with one state `s` (20 at rest, between 0 and 20, shrinking as the content moves
  /// toward its end) whose extra keys are `keys`, indented under the state.
  func toy(_ keys: String) -> String {
    """
    version: 1
    name: toy
    inputs:
      scroll: {axis: vertical}
    states:
      s:
        input: scroll
        initial: 20
        min: 0
        max: 20
        follow: -1
    \(keys.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
    targets:
      t:
        alpha: s

    """
  }

  func load(_ yaml: String) -> LoadedSpec {
    SpecLoader.load(bytes: Array(yaml.utf8), path: "toy.yaml")
  }

  /// The state's value and the content offset after each event.
  func run(_ yaml: String, _ events: [TikiEvent]) throws -> [(value: Double, offset: Double)] {
    let loaded = load(yaml)
    let graph = try #require(loaded.compiled?.graph, "\(loaded.diagnostics.map(\.message))")
    let series = StatefulSpecs.run(graph, [:], events)
    return (0..<series.frames.count).map {
      (series.value("t.alpha", frame: $0)!, series.frames[$0].offset)
    }
  }

  func pairs(_ result: [(value: Double, offset: Double)]) -> [[Double]] {
    result.map { [$0.value, $0.offset] }
  }

  // MARK: Hand-off modes

  @Test func holdPutsTheContentBackWheneverTheValueChanges() throws {
    let result = try run(toy("handoff: hold"), [.drag(5), .drag(30), .drag(5), .drag(-8)])
    // 20 − 5; then the 15 left are taken and the other 15 lost (held at 0); then the content.
    #expect(pairs(result) == [[15, 0], [0, 0], [0, 5], [8, 5]])
    // `true` is `hold`.
    #expect(pairs(try run(toy("handoff: true"), [.drag(5), .drag(30)])) == [[15, 0], [0, 0]])
  }

  @Test func consumeMovesTheContentByWhatTheValueDidNotTake() throws {
    let result = try run(toy("handoff: consume"), [.drag(5), .drag(30), .drag(-10), .drag(-20)])
    #expect(pairs(result) == [[15, 0], [0, 15], [10, 15], [20, 5]])
  }

  @Test func noneMovesBoth() throws {
    let result = try run(toy("handoff: none"), [.drag(5), .drag(30), .drag(-50)])
    #expect(pairs(result) == [[15, 5], [0, 35], [20, -15]])
    #expect(pairs(try run(toy(""), [.drag(5)])) == [[15, 5]])
  }

  @Test func overflowMovesTheContentFirstWithinItsLimits() throws {
    let spec = toy("handoff: overflow\nlimits: [0, 100]")
    let result = try run(spec, [.drag(50), .drag(80), .drag(-150), .scroll(-5), .scroll(130)])
    // Inside the limits the content takes everything; past 100 the 30 left shrink the value;
    // back past 0 the 50 left grow it (to its max, 20); a jump to −5 overflows by 5 (already
    // 20); a jump to 130 overflows by 30.
    #expect(pairs(result) == [[20, 50], [0, 100], [20, 0], [20, 0], [0, 100]])
  }

  @Test func aModePerDirection() throws {
    let spec = toy("handoff: {down: consume, up: overflow}\nlimits: [0, 1000]")
    let result = try run(spec, [.drag(30), .drag(-5), .drag(-20)])
    // Down: the value takes 20, the content 10. Up: the content first, 10 → 5, then 5 → 0
    // with 15 left over for the value.
    #expect(pairs(result) == [[0, 10], [0, 5], [15, 0]])
  }

  @Test func limitsHoldTheContentInEveryMode() throws {
    let result = try run(toy("handoff: none\nlimits: [-10, 40]"), [.drag(-30), .drag(100)])
    // The value moves by the whole move; the content stops at its limits.
    #expect(pairs(result) == [[20, -10], [0, 40]])
  }

  // MARK: Position, guards and gate

  @Test func positionIsWhatMoves() throws {
    let result = try run(toy("position: max(scroll, 0)"), [.drag(-30), .drag(40), .drag(-15)])
    // −30 is above the top: the position stays 0. To 10: it moves 10. To −5: back 10.
    #expect(pairs(result) == [[20, -30], [10, 10], [20, -5]])
  }

  @Test func positionFollowsAHeldContent() throws {
    let result = try run(
      toy("position: max(scroll, 0)\nhandoff: hold"), [.drag(-30), .drag(40), .drag(5), .drag(20)])
    // To 10: the position moves 10, the value changes, the content goes back to −30 — and so
    // does the position (0), so the next move, to −25, moves nothing; −25 → −5 neither.
    #expect(pairs(result) == [[20, -30], [10, -30], [10, -25], [10, -5]])
  }

  @Test func guardsPickTheDirectionsThatCount() throws {
    let result = try run(
      toy("down: scroll > 0\nup: scroll < 50"),
      [.drag(-10), .drag(15), .scroll(70), .scroll(60), .scroll(40)])
    // −10: up, counts (already 20). −10 → 5: down, ends below the top, counts 15. To 70: 0.
    // 70 → 60: up but not below 50: ignored. 60 → 40: counts 20.
    #expect(result.map(\.value) == [20, 5, 0, 0, 20])
  }

  @Test func aClosedGateKeepsTheOffsetItLastSaw() throws {
    let result = try run(toy("gate: scroll < 50"), [.drag(10), .scroll(200), .scroll(40)])
    // The move to 200 is ignored and 10 stays the reference (the seed returns before
    // `previousScrollOffset = …`), so the move to 40 counts 30 from 10, not −160 from 200.
    #expect(result.map(\.value) == [10, 10, 0])
  }

  @Test func snapNearestTiesGoUp() throws {
    let spec = toy("snap: {to: [0, 10, 20], rule: nearest, duration: 0}")
    let result = try run(spec, [.drag(4), .end, .drag(2), .end, .drag(1), .end, .drag(3), .end])
    // 16 → 20 (nearest); 18 → 20; 19 → 20; 17 → 20. Then ties: from 20, 5 down is 15 → 20.
    #expect(result.map(\.value) == [16, 20, 18, 20, 19, 20, 17, 20])
    let ties = try run(spec, [.drag(5), .end, .drag(10), .end])
    #expect(ties.map(\.value) == [15, 20, 10, 10])
  }

  // MARK: Clock

  @Test func theClockSaturatesInsteadOfOverflowing() throws {
    let loaded = load(toy(""))
    let graph = try #require(loaded.compiled?.graph)
    let series = StatefulSpecs.run(graph, [:], [.wait(1e308), .wait(1e308)])
    #expect(series.frames[1].time == .greatestFiniteMagnitude)
    #expect(!series.json().text().contains("null"))
  }

  // MARK: Diagnostics

  func rendered(_ yaml: String) -> String {
    let loaded = load(yaml)
    return DiagnosticRenderer(colors: false).render(loaded.diagnostics, source: loaded.source)
  }

  @Test func positionCannotBeUsedWithConsumeOrOverflow() {
    #expect(
      rendered(toy("position: max(scroll, 0)\nhandoff: consume")) == """
        toy.yaml:12:15: error: 'position' cannot be used with the 'consume' hand-off, which measures the state's share of a move in the input's offset; remove 'position' or use 'hold' or 'none' [invalid-value]
           12 |     position: max(scroll, 0)
              |               ^~~~~~~~~~~~~~
        toy.yaml:13:14: note: the hand-off is set here
           13 |     handoff: consume
              |              ^~~~~~~

        """)
  }

  @Test func overflowNeedsLimits() {
    #expect(
      rendered(toy("handoff: {down: consume, up: overflow}")) == """
        toy.yaml:12:14: error: the 'overflow' hand-off needs 'limits: [low, high]', the offsets the content can reach; the state takes the part of a move past them [missing-key]
           12 |     handoff: {down: consume, up: overflow}
              |              ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """)
  }

  @Test func anUnknownHandoff() {
    #expect(
      rendered(toy("handoff: consumes")) == """
        toy.yaml:12:14: error: 'handoff' must be true (hold), false (none), one of none, hold, consume, overflow, or a mapping such as {down: consume, up: overflow}; found the string 'consumes'; did you mean 'consume'? [invalid-value]
           12 |     handoff: consumes
              |              ^~~~~~~~

        """)
    let mapping = load(toy("handoff: {down: consum, upp: hold}\nlimits: [0]")).diagnostics
    #expect(mapping.map(\.code) == [.unknownKey, .invalidValue, .wrongType])
    #expect(mapping.map(\.message).contains("unknown key 'upp' in 'handoff'; did you mean 'up'?"))
    #expect(load(toy("handoff: [hold]")).diagnostics.map(\.code) == [.invalidValue])
  }

  @Test func positionNamesAreResolved() {
    let diagnostics = load(toy("position: max(scrol, 0)")).diagnostics
    #expect(diagnostics.map(\.code) == [.unknownName])
    #expect(diagnostics.first?.message == "unknown name 'scrol'; did you mean 'scroll'?")
  }

  @Test func limitsUseOnlyParams() {
    #expect(load(toy("limits: [0, scroll]")).diagnostics.map(\.code) == [.notConstant])
  }

  // MARK: Compiled graphs

  @Test func graphsRoundTripThroughJSON() throws {
    for name in ["tiki-home.yaml", "exit-until-collapsed.yaml", "diff-clamp.yaml"] {
      let graph = try #require(StatefulSpecs.graph(name).graph)
      #expect(try CompiledGraph(json: graph.jsonData()) == graph)
    }
  }

  @Test func loadingRejectsStateSlotsOutOfRange() throws {
    let collapsing = try #require(StatefulSpecs.graph("exit-until-collapsed.yaml").graph)
    let slots = collapsing.slotCount
    let tooHigh = try collapsing.editedJSON { graph in
      var states = graph["states"] as! [[String: Any]]
      var limits = states[0]["limits"] as! [String: Any]
      limits["upperSlot"] = slots
      states[0]["limits"] = limits
      graph["states"] = states
    }
    #expect(throws: GraphError.slotOutOfRange(.state, element: 0, slot: slots)) {
      try CompiledGraph(json: tooHigh)
    }
    let clamp = try #require(StatefulSpecs.graph("diff-clamp.yaml").graph)
    let negative = try clamp.editedJSON { graph in
      var states = graph["states"] as! [[String: Any]]
      states[0]["positionSlot"] = -1
      graph["states"] = states
    }
    #expect(throws: GraphError.slotOutOfRange(.state, element: 0, slot: -1)) {
      try CompiledGraph(json: negative)
    }
  }

}
