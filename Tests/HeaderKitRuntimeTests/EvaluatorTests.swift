import Foundation
import HeaderKitRuntime
import Testing

/// The public surface an app uses: loading, finding by name, params,
/// copies, and the versions a graph records.
@Suite struct EvaluatorTests {
  @Test func findsInputsParamsAndOutputsByName() throws {
    let header = try GraphFixtures.evaluator("tiki-home")
    #expect(header.inputIndex(named: "scroll") == 0)
    #expect(header.inputIndex(named: "scrol") == nil)
    #expect(header.paramIndex(named: "maxHeight") == 0)
    #expect(header.outputIndex(named: "logo.alpha") == 1)
    #expect(header.outputIndex(named: "logo") == nil)
    #expect(header.outputCount == 3)
    #expect(header.graph.outputs.map(\.key)[1] == "logo.alpha")
  }

  /// A param change re-runs set-up: Tiki's header opens to its new maximum.
  @Test func paramsChangeSetUp() throws {
    var header = try GraphFixtures.evaluator("tiki-home")
    let height = try #require(header.outputIndex(named: "headerHeight.constant"))
    header.setParam(0, to: 120)
    header.reset()
    #expect(header.value(at: height) == 120)
    #expect(header.paramValue(0) == [120])
    header.resetParams()
    header.reset()
    #expect(header.value(at: height) == 88)
    // NaN and infinities become finite.
    header.setParam(0, to: .nan)
    #expect(header.paramValue(0) == [0])
  }

  /// A param that is an input's inset moves the input's offset (raw + inset)
  /// at once: seed 004's top view, at raw offset −150 under a 200-point
  /// header, has scrolled 50 of 200 points (alpha 1 − 50/200, moved −50);
  /// made 300 points tall, the same raw offset has scrolled 150 of 300
  /// (alpha 0.5, moved −150), as a fresh evaluator set up that way gives.
  @Test func anInsetParamMovesTheOffsetAtOnce() throws {
    var header = try GraphFixtures.evaluator("fade-top-view")
    let alpha = try #require(header.outputIndex(named: "topView.alpha"))
    let moved = try #require(header.outputIndex(named: "topView.translateY"))
    let height = try #require(header.paramIndex(named: "headerHeight"))
    header.setInput(0, raw: -150)
    #expect(abs(header.value(at: alpha) - (1 - 50.0 / 200)) <= 1e-12)
    #expect(header.value(at: moved) == -50)

    header.setParam(height, to: 300)
    #expect(header.rawInput(0) == -150)
    #expect(abs(header.value(at: alpha) - (1 - 150.0 / 300)) <= 1e-12)
    #expect(header.value(at: moved) == -150)
    var fresh = try GraphFixtures.evaluator("fade-top-view")
    fresh.setParam(height, to: 300)
    fresh.setInput(0, raw: -150)
    for output in 0..<header.outputCount {
      #expect(header.value(at: output).bitPattern == fresh.value(at: output).bitPattern)
    }

    // Back to the defaults: scrolled 50 of 200 again.
    header.resetParams()
    #expect(abs(header.value(at: alpha) - 0.75) <= 1e-12)
  }

  /// Whether a track looks up within its segments (no end tests) is decided
  /// again when params change: with headerStop 0, twitter-profile's header
  /// track moves from 0 to −0.0 over a zero-width segment, where only the
  /// end tests give the −0.0 clamped beyond it (within, t = 10 / 0 would
  /// ease to 1, and 0 · 0 + (−0.0) · 1 is 0.0).
  @Test func paramsChangeDecideTheLookupAgain() throws {
    var header = try GraphFixtures.evaluator("twitter-profile")
    let moved = try #require(header.outputIndex(named: "header.translateY"))
    let stop = try #require(header.paramIndex(named: "headerStop"))
    header.setInput(0, raw: 20)
    #expect(header.value(at: moved) == -20)
    header.setInput(0, raw: 100)
    #expect(header.value(at: moved) == -40)
    header.setParam(stop, to: 0)
    header.setInput(0, raw: 10)
    #expect(header.value(at: moved).bitPattern == (-0.0).bitPattern)
    header.setInput(0, raw: -10)
    #expect(header.value(at: moved).bitPattern == (0.0).bitPattern)
  }

  /// A list long enough to build too many keyframes is refused, and the
  /// evaluator keeps its list.
  @Test func aListPastTheLimitsIsRefused() throws {
    var header = try GraphFixtures.evaluator("pinterest-pager")
    let param = try #require(header.graph.params.firstIndex { $0.isList })
    let before = header.paramValue(param)
    let limit = GraphLimit.listElements.limit
    #expect(throws: GraphError.self) {
      try header.setParam(param, to: Array(repeating: 1, count: limit + 1))
    }
    #expect(header.paramValue(param) == before)
    try header.setParam(param, to: [10, 20])
    #expect(header.paramValue(param) == [10, 20])
  }

  /// Copies are values: events on one never reach the other.
  @Test func copiesAreIndependent() throws {
    let original = try GraphFixtures.evaluator("tiki-home")
    var copy = original
    copy.drag(0, by: 20)
    copy.endScrolling(0)
    #expect(copy.isAnimating(state: 0))
    #expect(!original.isAnimating(state: 0))
    #expect(original.value(at: 0) == 88)
    #expect(copy.value(at: 0) == 68)
  }

  /// A graph records the layout and the HeaderKit release that wrote it,
  /// and survives a round trip through JSON.
  @Test func graphsRecordTheirVersionsAndRoundTrip() throws {
    let graph = try GraphFixtures.graph("exit-until-collapsed")
    #expect(graph.formatVersion == CompiledGraph.currentFormatVersion)
    #expect(graph.headerkitVersion == HeaderKitVersion.current)
    #expect(try CompiledGraph(json: graph.jsonData()) == graph)
    let object = try JSONSerialization.jsonObject(with: graph.jsonData()) as! [String: Any]
    #expect(object["headerkitVersion"] as? String == HeaderKitVersion.current)
    #expect(object["formatVersion"] as? Int == 4)
  }

  /// Every error says what is wrong.
  @Test func errorsDescribeThemselves() {
    let errors: [GraphError] = [
      .malformed("x"), .unsupportedFormat(9), .limitExceeded(.slots, found: 9, limit: 8),
      .slotOutOfRange(.frameCode, element: 1, slot: 99),
      .indexOutOfRange(.track, element: 0, index: 3),
      .nonFinite(.constant, element: 2), .misplacedInstruction(.setupCode, element: 4),
      .invalidParam(element: 0),
    ]
    #expect(Set(errors.map(\.description)).count == errors.count)
    #expect(GraphError.limitExceeded(.slots, found: 9, limit: 8).description.contains("9 slots"))
  }
}
