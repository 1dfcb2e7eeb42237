import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Loads bundled specs and runs event lists through them.
enum StatefulSpecs {
  /// `Specs/NAME`, compiled; nil (and the diagnostics) when it does not compile.
  static func graph(_ name: String) -> (graph: CompiledGraph?, diagnostics: String) {
    guard let loaded = try? SpecLoader.load(path: Fixtures.spec(name).path) else {
      return (nil, "cannot read \(name)")
    }
    return (loaded.compiled?.graph, "\(loaded.diagnostics.map(\.message))")
  }

  /// Runs `events` through `graph` with `params` set, from rest.
  static func run(_ graph: CompiledGraph, _ params: [String: Double], _ events: [TikiEvent])
    -> FrameSeries
  {
    var evaluator = HeaderEvaluator(graph: graph)
    for (name, value) in params {
      evaluator.setParam(evaluator.paramIndex(named: name)!, to: value)
    }
    evaluator.reset()
    let trace = TikiHarness.trace(events)
    return evaluator.simulate(trace, input: evaluator.traceInput(trace)!)
  }

  /// 1 to 30 seeded random events: drags of up to ±`drag` points (half of
  /// them), scrolls to 0...`scroll`, ends, and waits of up to `waitHundredths`
  /// hundredths of a second.
  static func randomEvents(
    _ random: inout SplitMix64, drag: Int, scroll: Int, waitHundredths: Int
  ) -> [TikiEvent] {
    (0..<Int.random(in: 1...30, using: &random)).map { _ in
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<5: .drag(Double(Int.random(in: -drag...drag, using: &random)))
      case 5: .scroll(Double(Int.random(in: 0...scroll, using: &random)))
      case 6: .end
      default: .wait(Double(Int.random(in: 0...waitHundredths, using: &random)) / 100)
      }
    }
  }

  /// Runs `events` through `loaded`'s graph and through `reference` (a model
  /// of the real component, one frame per event), and lists every
  /// difference beyond `tolerance`; empty when they agree.
  static func differences(
    _ loaded: (graph: CompiledGraph?, diagnostics: String), _ params: [String: Double],
    _ events: [TikiEvent], tolerance: Double, reference: (TikiEvent) -> ReferenceFrame
  ) throws -> [String] {
    let graph = try #require(loaded.graph, "\(loaded.diagnostics)")
    let expected = events.map(reference)
    return run(graph, params, events).differences(
      from: expected, tolerance: tolerance, events: events)
  }
}

/// What a reference model reports after one event.
struct ReferenceFrame {
  var time: Double
  var offset: Double
  var values: [String: Double]
}

extension FrameSeries {
  /// Every difference beyond `tolerance` from `expected`; empty when they agree.
  func differences(from expected: [ReferenceFrame], tolerance: Double, events: [TikiEvent])
    -> [String]
  {
    guard frames.count == expected.count else {
      return ["\(frames.count) frames, expected \(expected.count)"]
    }
    guard Set(keys) == Set(expected.first?.values.keys ?? [:].keys) else { return ["keys \(keys)"] }
    var problems: [String] = []
    for (index, (frame, reference)) in zip(frames, expected).enumerated() {
      var pairs: [(String, Double, Double)] = [
        ("time", frame.time ?? .nan, reference.time), ("offset", frame.offset, reference.offset),
      ]
      for (key, value) in reference.values {
        pairs.append((key, self.value(key, frame: index) ?? .nan, value))
      }
      for (what, actual, wanted) in pairs where !(abs(actual - wanted) <= tolerance) {
        problems.append(
          "frame \(index) after \(events[index]): \(what) is \(actual), expected \(wanted)")
      }
    }
    return problems
  }
}
