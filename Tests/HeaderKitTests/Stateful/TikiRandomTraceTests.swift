import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Seeded pseudo-random traces through the Tiki spec, compared frame by frame with the seed-000
/// oracle. Each seed fixes its params and its events, so a failure names what reproduces it.
@Suite struct TikiRandomTraceTests {
  static let seeds: [UInt64] = Array(1...300)

  /// The params and events seed `seed` stands for.
  static func scenario(_ seed: UInt64, count: Int = 100) -> (TikiHarness.Params, [TikiEvent]) {
    var generator = SplitMix64(seed: seed)
    let params = RandomTraces.tikiParams(using: &generator)
    let bottom = params.contentHeight - (params.screenHeight - params.minHeight)
    return (params, RandomTraces.events(count: count, bottom: max(0, bottom), using: &generator))
  }

  @Test(arguments: seeds)
  func randomTraceMatchesTheOracle(seed: UInt64) {
    let (params, events) = Self.scenario(seed)
    let problems = TikiHarness.compare(events, params)
    #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3).joined(separator: "\n"))")
  }

  /// The same traces written as YAML and read back by ``TraceDecoder`` give the same frames.
  @Test(arguments: seeds.prefix(40))
  func randomTraceThroughTheDecoderMatchesTheOracle(seed: UInt64) throws {
    let (params, events) = Self.scenario(seed)
    let decoded = TraceDecoder.decode(bytes: Array(TikiHarness.yaml(events).utf8))
    let trace = try #require(decoded.trace, "\(decoded.diagnostics)")
    var evaluator = TikiHarness.evaluator(params)
    let series = evaluator.simulate(trace, input: try #require(evaluator.traceInput(trace)))
    let problems = TikiHarness.mismatches(
      series, TikiHarness.oracle(events, params), events: events, params: params)
    #expect(problems.isEmpty, "seed \(seed): \(problems.prefix(3).joined(separator: "\n"))")
  }

  /// The random traces reach what they are meant to: bounces at both ends, the gate closed,
  /// snaps sampled mid-flight and drags that interrupt them. Judged on the oracle's frames.
  @Test func randomTracesCoverTheRules() {
    var negative = 0
    var pastBottom = 0
    var gated = 0
    var midFlight = 0
    for seed in Self.seeds {
      let (params, events) = Self.scenario(seed)
      let frames = TikiHarness.oracle(events, params)
      let bottom = params.contentHeight - (params.screenHeight - params.minHeight)
      if params.contentHeight <= params.screenHeight - params.minHeight { gated += 1 }
      for (index, frame) in frames.enumerated() {
        if frame.offset < 0 { negative += 1 }
        if frame.offset > bottom { pastBottom += 1 }
        let height = frame.values["headerHeight.constant"]!
        if case .wait = events[index], height > params.minHeight, height < params.maxHeight,
          index + 1 < events.count, case .drag = events[index + 1]
        {
          midFlight += 1
        }
      }
    }
    #expect(negative > 100 && pastBottom > 100 && gated > 10 && midFlight > 100)
  }

  /// The comparison itself can fail: a spec run with one param off disagrees with the oracle.
  @Test func harnessReportsADifference() {
    let (_, events) = Self.scenario(7)
    var skewed = TikiHarness.Params()
    skewed.minHeight = 43
    let problems = TikiHarness.mismatches(
      TikiHarness.engine(events, skewed), TikiHarness.oracle(events, TikiHarness.Params()),
      events: events, params: skewed)
    #expect(!problems.isEmpty)
  }
}
