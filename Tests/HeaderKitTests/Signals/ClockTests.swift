import GeneratedHeaders
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Clocks (docs/spec.md, "clocks"): ``ClockWalkthrough``'s hand-worked
/// values through the evaluator and the generated Swift at tolerance 0, and
/// what a clock does to the display link, JSON and diagnostics.
@Suite struct ClockTests {
  static func walk(_ header: some ScrollDrivenHeader) -> [[Double]] {
    var header = header
    let refreshing = header.signalIndex(named: "refreshing")!
    func values() -> [Double] {
      ClockWalkthrough.keys.map { header.value(at: header.outputIndex(named: $0)!) }
    }
    var frames = [values()]
    for (step, _) in ClockWalkthrough.steps {
      switch step {
      case .scroll(let raw): header.scroll(0, toRaw: raw)
      case .wait(let seconds): header.advance(by: seconds)
      case .refreshing(let on): header.setSignal(refreshing, to: on)
      }
      frames.append(values())
    }
    return frames
  }

  static let expected = [ClockWalkthrough.atRest] + ClockWalkthrough.steps.map(\.values)

  static func graph() throws -> CompiledGraph {
    try SpecEvaluation.graph(
      path: Fixtures.root.appendingPathComponent(ClockWalkthrough.specPath).path)
  }

  @Test func theEvaluator() throws {
    #expect(Self.walk(HeaderEvaluator(graph: try Self.graph())) == Self.expected)
  }

  @Test func theGeneratedHeaders() {
    #expect(Self.walk(ClocksHeader()) == Self.expected)
    #expect(Self.walk(FrozenClocksHeader()) == Self.expected)
  }

  /// A running clock keeps the display link running; a stopped one does not.
  @Test func aRunningClockIsAnimation() throws {
    var header = HeaderEvaluator(graph: try Self.graph())
    #expect(header.clockCount == 2)
    #expect(!header.isAnyAnimating)
    header.setSignal(header.signalIndex(named: "refreshing")!, to: true)
    #expect(header.isRunning(clock: 0) && !header.isRunning(clock: 1))
    #expect(header.isAnyAnimating)
    header.advance(by: 1e300)  // a huge wait: finite, wrapped into the period
    let spin = header.value(at: header.outputIndex(named: "spinner.rotation")!)
    #expect(spin >= 0 && spin <= 360)
    header.setSignal(header.signalIndex(named: "refreshing")!, to: false)
    #expect(!header.isAnyAnimating)
  }

  @Test func clocksRoundTripThroughTheGraphsJSON() throws {
    let graph = try Self.graph()
    let loaded = try CompiledGraph(json: graph.jsonData())
    #expect(loaded == graph)
    #expect(loaded.clocks.map(\.name) == ["spin", "held"])
  }

  /// A clock's keys, and a period that is not a set-up value.
  @Test func clockMistakesAreLocated() {
    let spec = """
      version: 1
      name: c
      inputs:
        scroll: {}
      clocks:
        spin: { whle: scroll < 0 }
        turn: { while: scroll < 0, period: scroll }
      targets:
        box:
          rotation: spin + turn
      """
    let codes = SpecLoader.load(bytes: Array(spec.utf8), path: "spec.yaml").diagnostics.map(\.code)
    #expect(codes == [.unknownKey, .missingKey])
    let constant = """
      version: 1
      name: c
      inputs:
        scroll: {}
      clocks:
        turn: { while: scroll < 0, period: scroll }
      targets:
        box:
          rotation: turn
      """
    let constantCodes = SpecLoader.load(bytes: Array(constant.utf8), path: "spec.yaml")
      .diagnostics.map(\.code)
    #expect(constantCodes == [.notConstant])
  }
}
