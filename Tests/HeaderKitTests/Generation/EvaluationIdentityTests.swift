import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// `headerkit eval` and `simulate` print the evaluator's numbers bit for bit
/// (tolerance 0), from a spec and from its compiled graph, on every bundled
/// spec and every generator fixture (the seeded sample of random specs
/// among them). Generated code is held to the evaluator by
/// `GeneratedHeaderTests`, and the preview's JavaScript by
/// `JavaScriptEvaluatorTests`.
@Suite struct EvaluationIdentityTests {
  static let specs: [String] = {
    let bundled = ((try? Fixtures.allSpecs()) ?? []).map(\.path)
    let directory = Fixtures.fixture("generator")
    let fixtures = ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? [])
      .filter { $0.hasSuffix(".yaml") }.sorted().map { directory.appendingPathComponent($0).path }
    return bundled + fixtures
  }()

  /// Offsets over a wide range, with the extremes, seeded.
  static func offsets(seed: UInt64) -> [Double] {
    var random = SplitMix64(seed: seed)
    return (0..<60).map { _ in Double.random(in: -600...1800, using: &random) }
      + [0, -0.5, 1e9, -1e9, 37.25]
  }

  @Test(arguments: specs)
  func evalPrintsTheEvaluatorsValues(_ path: String) throws {
    let seed: UInt64 = 16
    let graph = try SpecEvaluation.graph(path: path)
    let offsets = Self.offsets(seed: seed)
    let at = offsets.map { "\($0)" }.joined(separator: ",")
    var expected = HeaderEvaluator(graph: graph)
    let rows: [[Double]] = offsets.map { offset in
      expected.setInput(0, raw: offset)
      return expected.graph.outputs.indices.map { expected.value(at: $0) }
    }
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let compiled = directory.appendingPathComponent("graph.json").path
    try #require(CLI.run(["compile", path, "-o", compiled]).status == 0)
    for source in [path, compiled] {
      let result = try CLI.run(["eval", source, "--at=\(at)", "--format", "json"])
      try #require(result.status == 0, "\(source): \(result.stderr)")
      let frames = try Self.frames(result.stdout)
      try #require(frames.count == rows.count)
      for (index, (frame, row)) in zip(frames, rows).enumerated() {
        let values = graph.outputs.map { frame.values[$0.key] }
        #expect(
          values == row, "seed \(seed), \(source) at \(offsets[index]): \(values) ≠ \(row)")
      }
    }
  }

  @Test(arguments: specs)
  func simulatePrintsTheEvaluatorsFrames(_ path: String) throws {
    let seed: UInt64 = 61
    let graph = try SpecEvaluation.graph(path: path)
    var random = SplitMix64(seed: seed)
    let events = RandomTraces.events(count: 200, bottom: 1500, using: &random)
    let lines = events.map { event -> String in
      switch event {
      case .drag(let delta): "  - drag: \(delta)"
      case .scroll(let offset): "  - scroll: \(offset)"
      case .end: "  - end"
      case .wait(let seconds): "  - wait: \(seconds)"
      }
    }
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let trace = directory.appendingPathComponent("trace.yaml")
    try ("input: \(graph.inputs[0].name)\nevents:\n" + lines.joined(separator: "\n") + "\n")
      .write(to: trace, atomically: true, encoding: .utf8)
    let result = try CLI.run(["simulate", path, "--trace", trace.path, "--format", "json"])
    try #require(result.status == 0, "\(path): \(result.stderr)")
    let frames = try Self.frames(result.stdout)
    try #require(frames.count == events.count)
    var evaluator = HeaderEvaluator(graph: graph)
    for (index, (event, frame)) in zip(events, frames).enumerated() {
      switch event {
      case .drag(let delta): evaluator.drag(0, by: delta)
      case .scroll(let offset): evaluator.scroll(0, toRaw: offset)
      case .end: evaluator.endScrolling(0)
      case .wait(let seconds): evaluator.advance(by: seconds)
      }
      let values = graph.outputs.map { frame.values[$0.key] }
      let expected = graph.outputs.indices.map { evaluator.value(at: $0) }
      let what = "seed \(seed), \(path) event \(index) (\(event))"
      #expect(values == expected, "\(what): \(values) ≠ \(expected)")
      #expect(frame.offset == evaluator.rawInput(0), "\(what): offset")
      #expect(frame.time == evaluator.time, "\(what): time")
    }
  }

  struct Frame: Decodable {
    var offset: Double
    var time: Double?
    var values: [String: Double]
  }

  /// The frames of `eval` or `simulate` JSON (read with `JSONDecoder`, which
  /// reads numbers exactly; `JSONSerialization` may round the last digit).
  static func frames(_ json: String) throws -> [Frame] {
    struct Document: Decodable { var frames: [Frame] }
    return try JSONDecoder().decode(Document.self, from: Data(json.utf8)).frames
  }
}
