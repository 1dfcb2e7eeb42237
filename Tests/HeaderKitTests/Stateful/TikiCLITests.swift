import Foundation
import HeaderKitTestSupport
import Testing

/// `headerkit simulate --format json` end to end, read back as JSON and compared with the
/// seed-000 oracle.
@Suite struct TikiCLITests {
  /// Runs the built CLI on `events` with `params` and decodes its JSON frames.
  func simulate(_ events: [TikiEvent], _ params: TikiHarness.Params) throws -> [TikiFrame] {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.yaml")
    try TikiHarness.yaml(events).write(to: trace, atomically: true, encoding: .utf8)
    var arguments = ["simulate", "Specs/tiki-home.yaml", "--trace", trace.path, "--format", "json"]
    for (name, value) in params.assignments { arguments += ["--param", "\(name)=\(value)"] }
    let result = try CLI.run(arguments)
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["spec"] as? String == "tiki-home")
    let frames = try #require(object["frames"] as? [[String: Any]])
    return try frames.map { frame in
      let values = try #require(frame["values"] as? [String: Double])
      return TikiFrame(
        time: try #require(frame["time"] as? Double),
        offset: try #require(frame["offset"] as? Double),
        values: values)
    }
  }

  @Test(arguments: [UInt64(3), 11, 42])
  func jsonOutputMatchesTheOracle(seed: UInt64) throws {
    let (params, events) = TikiRandomTraceTests.scenario(seed, count: 60)
    let frames = try simulate(events, params)
    let expected = TikiHarness.oracle(events, params)
    try #require(frames.count == expected.count)
    for (index, (frame, oracle)) in zip(frames, expected).enumerated() {
      #expect(abs(frame.time - oracle.time) <= TikiHarness.tolerance, "frame \(index) time")
      #expect(abs(frame.offset - oracle.offset) <= TikiHarness.tolerance, "frame \(index) offset")
      #expect(Set(frame.values.keys) == Set(TikiHarness.keys))
      for key in TikiHarness.keys {
        #expect(
          abs(frame.values[key]! - oracle.values[key]!) <= TikiHarness.tolerance,
          "frame \(index) \(key): \(frame.values[key]!) vs \(oracle.values[key]!)")
      }
    }
  }

  @Test func bundledTraceWithShortContentMatchesTheOracle() throws {
    let params = TikiHarness.Params(contentHeight: 500)
    let events: [TikiEvent] = [.drag(10), .drag(40), .end, .wait(0.1), .drag(-20)]
    let frames = try simulate(events, params)
    #expect(frames == TikiHarness.oracle(events, params))
  }
}
