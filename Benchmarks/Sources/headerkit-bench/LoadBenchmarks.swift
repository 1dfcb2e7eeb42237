import Foundation
import HeaderKit
import HeaderKitRuntime

/// How long a spec takes to become an evaluator at app launch, in microseconds.
struct LoadResult {
  /// Read + parse + validate + compile with ``SpecLoader``.
  var spec: Summary
  /// Read + decode + check the compiled JSON graph with `CompiledGraph(json:)`.
  var graph: Summary
  /// `HeaderEvaluator(graph:)`: buffers, set-up code, keyframes.
  var setup: Summary
}

enum LoadBenchmarks {
  static func measure(path: String, graph: CompiledGraph, plan: Plan) throws -> LoadResult {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "headerkit-bench-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let graphFile = directory.appendingPathComponent("\(graph.name).json")
    try graph.jsonData().write(to: graphFile)

    var plan = plan
    plan.runNanoseconds *= 5
    var specLoad = SpecLoad(path: path)
    var graphLoad = GraphLoad(file: graphFile)
    var setup = EvaluatorSetup(graph: graph)
    return LoadResult(
      spec: Harness.measure(&specLoad, plan: plan).divided(by: 1000),
      graph: Harness.measure(&graphLoad, plan: plan).divided(by: 1000),
      setup: Harness.measure(&setup, plan: plan).divided(by: 1000))
  }

}

private struct SpecLoad: Workload {
  let path: String

  mutating func run(_ count: Int) -> Double {
    var checksum = 0.0
    for _ in 0..<count {
      let loaded = try? SpecLoader.load(path: path)
      checksum += Double(loaded?.compiled?.graph.outputs.count ?? -1)
    }
    return checksum
  }
}

private struct GraphLoad: Workload {
  let file: URL

  mutating func run(_ count: Int) -> Double {
    var checksum = 0.0
    for _ in 0..<count {
      guard let data = try? Data(contentsOf: file), let graph = try? CompiledGraph(json: data)
      else {
        return -1
      }
      checksum += Double(graph.outputs.count)
    }
    return checksum
  }
}

private struct EvaluatorSetup: Workload {
  let graph: CompiledGraph

  mutating func run(_ count: Int) -> Double {
    var checksum = 0.0
    for _ in 0..<count {
      let evaluator = HeaderEvaluator(graph: graph)
      checksum += evaluator.outputCount > 0 ? evaluator.value(at: 0) : 0
    }
    return checksum
  }
}
