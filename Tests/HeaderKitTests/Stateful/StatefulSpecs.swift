import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport

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
