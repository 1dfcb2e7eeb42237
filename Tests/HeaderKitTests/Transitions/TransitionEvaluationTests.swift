import HeaderKit
import HeaderKitRuntime
import Testing

/// The evaluation rules of transitions (docs/spec.md, "When a transition
/// moves"), on small specs whose values are worked out by hand. Linear
/// easings keep the arithmetic exact.
@Suite struct TransitionEvaluationTests {
  static func evaluator(_ yaml: String) throws -> HeaderEvaluator {
    let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: "spec.yaml")
    let graph = try #require(loaded.compiled?.graph, "\(loaded.diagnostics.map(\.message))")
    return HeaderEvaluator(graph: graph)
  }

  static let fade = """
    version: 1
    name: fade
    inputs:
      scroll: {}
    params:
      on: 40
    transitions:
      shade:
        when: scroll > on
        from: 10
        to: 20
        duration: 2
        ease: linear
    targets:
      box:
        alpha: shade
    """

  @Test func restsOnTheSideItsConditionGivesAtRest() throws {
    var header = try Self.evaluator(Self.fade)
    #expect(header.value(at: 0) == 10)
    let on = header.paramIndex(named: "on")!
    header.setParam(on, to: -5)
    #expect(header.value(at: 0) == 10)  // a param change keeps it where it is
    header.reset()
    #expect(header.value(at: 0) == 20)  // 0 > -5 at rest: on, without animating
    #expect(!header.isAnimating(transition: 0))
  }

  @Test func animatesFromTheValueShownWithTheFullDuration() throws {
    var header = try Self.evaluator(Self.fade)
    header.scroll(0, toRaw: 50)
    #expect(header.value(at: 0) == 10)  // on: starts at 10, nothing has elapsed
    #expect(header.isAnimating(transition: 0))
    header.advance(by: 0.5)
    #expect(header.value(at: 0) == 12.5)  // 10 + 10 * 0.5/2
    header.scroll(0, toRaw: 0)  // off: from 12.5 back to 10 over the full 2 s
    #expect(header.value(at: 0) == 12.5)
    header.advance(by: 1)
    #expect(header.value(at: 0) == 11.25)  // 12.5 + (10 - 12.5) * 1/2
    header.scroll(0, toRaw: 30)  // still off: the animation runs on
    header.advance(by: 1)
    #expect(header.value(at: 0) == 10)
    #expect(!header.isAnimating(transition: 0))
    header.advance(by: 1)
    #expect(header.value(at: 0) == 10)
  }

  @Test func setInputIsStatelessAndHoldsTransitions() throws {
    var header = try Self.evaluator(Self.fade)
    header.setInput(0, raw: 100)
    header.advance(by: 5)  // the condition is checked after the wait: on, from 10
    #expect(header.value(at: 0) == 10)
    header.setInput(0, raw: 0)  // stateless: no check, the animation runs on
    header.advance(by: 1)
    // after the wait the condition (scroll 0) is off: from 15 back, full 2 s
    #expect(header.value(at: 0) == 15)
  }

  @Test func aConditionSeesTheTransitionsItReadsAlreadyUpdated() throws {
    // 'second' is declared first but reads 'first', so it updates after it;
    // zero durations jump, so the chain settles within one event.
    var header = try Self.evaluator(
      """
      version: 1
      name: chain
      inputs:
        scroll: {}
      transitions:
        second:
          when: first > 0.5
          duration: 0
        first:
          when: scroll > 10
          duration: 0
      vars:
        both: first * 10 + second
      targets:
        box:
          alpha: both
      """)
    #expect(header.graph.transitions.map(\.name) == ["first", "second"])
    #expect(header.value(at: 0) == 0)
    header.scroll(0, toRaw: 20)
    #expect(header.value(at: 0) == 11)
    header.scroll(0, toRaw: 0)
    #expect(header.value(at: 0) == 0)
  }

  @Test func aStateGuardReadsTheValueThePreviousEventLeft() throws {
    // The state grows with the scroll while 'open' is 1. 'open' turns on when
    // the scroll passes 10, after the states of that event have moved.
    var header = try Self.evaluator(
      """
      version: 1
      name: guarded
      inputs:
        scroll: {}
      states:
        grown:
          input: scroll
          initial: 0
          min: 0
          max: 1000
          follow: 1
          down: open
      transitions:
        open:
          when: scroll > 10
          duration: 0
      targets:
        box:
          translateY: grown
      """)
    header.scroll(0, toRaw: 20)  // guard reads open = 0: no growth; then open turns on
    #expect(header.value(at: 0) == 0)
    header.scroll(0, toRaw: 25)  // guard reads 1: grows by 5
    #expect(header.value(at: 0) == 5)
  }

  static let eased = """
    version: 1
    name: eased
    inputs:
      scroll: {}
    transitions:
      t:
        when: scroll > 0
        duration: 1
        ease: { forward: hold, back: linear }
    targets:
      box:
        alpha: t
    """

  @Test func directionsHaveTheirOwnEasing() throws {
    var header = try Self.evaluator(Self.eased)
    header.scroll(0, toRaw: 5)
    header.advance(by: 0.75)
    #expect(header.value(at: 0) == 0)  // hold: nothing until the end
    header.advance(by: 0.25)
    #expect(header.value(at: 0) == 1)
    header.scroll(0, toRaw: -5)
    header.advance(by: 0.25)
    #expect(header.value(at: 0) == 0.75)  // linear back: 1 - 0.25
  }

  /// `on` and `off`, the spellings of `forward` and `back` before 0.2, give the same graph.
  @Test func theOldEaseKeysReadAsTheNewOnes() throws {
    let spec = Self.eased
    let old = spec.replacingOccurrences(
      of: "{ forward: hold, back: linear }", with: "{ on: hold, off: linear }")
    #expect(old != spec)
    let graph = try Self.evaluator(spec).graph
    #expect(try Self.evaluator(old).graph == graph)
    #expect(graph.transitions[0].easeOn == .hold && graph.transitions[0].easeOff == .linear)
  }

  @Test func theCompiledGraphRoundTripsThroughJSON() throws {
    let header = try Self.evaluator(Self.fade)
    let loaded = try CompiledGraph(json: header.graph.jsonData())
    #expect(loaded == header.graph)
    #expect(loaded.transitions.count == 1)
  }
}
