import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Loading specs into evaluators for tests that check evaluated values.
enum SpecEvaluation {
  /// Why a test spec did not compile.
  struct CompileFailure: Error, CustomStringConvertible {
    var description: String
  }

  /// The compiled graph of `Specs/NAME`.
  static func graph(_ name: String) throws -> CompiledGraph {
    try compiled(SpecLoader.load(path: Fixtures.spec(name).path))
  }

  /// The compiled graph of the spec at `path`.
  static func graph(path: String) throws -> CompiledGraph {
    try compiled(SpecLoader.load(path: path))
  }

  /// The compiled graph of spec text written in a test.
  static func graph(text: String) throws -> CompiledGraph {
    try compiled(SpecLoader.load(bytes: Array(text.utf8), path: "test.yaml"))
  }

  private static func compiled(_ loaded: LoadedSpec) throws -> CompiledGraph {
    guard let compiled = loaded.compiled, loaded.isValid else {
      let text = DiagnosticRenderer().render(loaded.diagnostics, source: loaded.source)
      throw CompileFailure(description: text)
    }
    return compiled.graph
  }

  /// An evaluator of `graph` with `params` overridden, as `--param` does.
  static func evaluator(_ graph: CompiledGraph, params: [ParamOverride] = []) throws
    -> HeaderEvaluator
  {
    var evaluator = HeaderEvaluator(graph: graph)
    for param in params { try param.apply(to: &evaluator) }
    evaluator.reset()
    return evaluator
  }

  /// An evaluator of spec text with a single input, set to `raw`: the value of output `key`.
  static func value(_ key: String, of graph: CompiledGraph, at raw: Double) -> Double? {
    var evaluator = HeaderEvaluator(graph: graph)
    return evaluator.values(at: raw)[key]
  }
}

extension HeaderEvaluator {
  /// Every output by `target.property` key after setting input `input` to `raw`.
  mutating func values(input: Int = 0, at raw: Double) -> [String: Double] {
    setInput(input, raw: raw)
    var result: [String: Double] = [:]
    forEachValue { index, value in result[graph.outputs[index].key] = value }
    return result
  }
}

/// Compares an evaluator with a seed oracle, offset by offset.
struct SeedComparison {
  /// Evaluated and transcribed values may differ by this much.
  static let tolerance = 1e-9

  var mismatches: [String] = []
  var comparisons = 0

  /// Sets both to each offset in turn and records every key whose values differ.
  mutating func compare(
    _ evaluator: inout HeaderEvaluator, offsets: [Double], label: String,
    oracle: (Double) -> [String: Double]
  ) {
    for offset in offsets {
      let actual = evaluator.values(at: offset)
      let expected = oracle(offset)
      if Set(actual.keys) != Set(expected.keys) {
        mismatches.append("\(label): keys \(actual.keys.sorted()) ≠ \(expected.keys.sorted())")
        return
      }
      for (key, value) in expected {
        comparisons += 1
        let got = actual[key]!
        if !(abs(got - value) <= Self.tolerance) {
          mismatches.append("\(label) at \(offset): \(key) = \(got), seed \(value)")
        }
      }
    }
  }

  /// Records one test issue summarising the first mismatches, if any.
  func expectNone(sourceLocation: Testing.SourceLocation = #_sourceLocation) {
    #expect(comparisons > 0, sourceLocation: sourceLocation)
    #expect(
      mismatches.isEmpty,
      "\(mismatches.count) mismatches, first: \(mismatches.prefix(8).joined(separator: "; "))",
      sourceLocation: sourceLocation)
  }
}

/// Offsets from `from` through `to` every `step`, plus `extra` points, sorted.
func sweepOffsets(from: Double, to: Double, step: Double, extra: [Double] = []) -> [Double] {
  var offsets: [Double] = []
  var index = 0.0
  while from + index * step <= to {
    offsets.append(from + index * step)
    index += 1
  }
  // Each extra point and its neighbouring doubles, to test both sides of an edge.
  for point in extra { offsets += [point.nextDown, point, point.nextUp] }
  return offsets.sorted()
}
