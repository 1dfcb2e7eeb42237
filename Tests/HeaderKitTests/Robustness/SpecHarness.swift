import HeaderKit
import HeaderKitRuntime
import Testing

/// Loads spec text for robustness tests and reads outputs by key.
enum SpecHarness {
  /// The compiled graph of a valid spec; records an issue (and throws) otherwise.
  static func graph(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> CompiledGraph
  {
    let loaded = SpecLoader.load(bytes: Array(text.utf8), path: "test.yaml")
    let compiled = try #require(
      loaded.compiled, "\(loaded.diagnostics.map(\.message))", sourceLocation: sourceLocation)
    return compiled.graph
  }

  static func evaluator(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws
    -> HeaderEvaluator
  {
    HeaderEvaluator(graph: try graph(text, sourceLocation: sourceLocation))
  }

  /// A minimal spec: one vertical input `scroll`, `params`, `ranges`, `vars`
  /// and `targets` given as YAML lines (each indented by two spaces).
  static func spec(
    params: String = "", ranges: String = "", vars: String = "", states: String = "",
    targets: String
  ) -> String {
    var text = "version: 1\nname: test\ninputs:\n  scroll: {}\n"
    if !params.isEmpty { text += "params:\n\(params)" }
    if !ranges.isEmpty { text += "ranges:\n\(ranges)" }
    if !vars.isEmpty { text += "vars:\n\(vars)" }
    if !states.isEmpty { text += "states:\n\(states)" }
    return text + "targets:\n\(targets)"
  }
}

extension HeaderEvaluator {
  /// The value of output `target.property`.
  func value(_ key: String) -> Double {
    guard let index = graph.outputs.firstIndex(where: { $0.key == key }) else {
      Issue.record("no output \(key)")
      return .nan
    }
    return value(at: index)
  }

  /// The value of `key` with the input `scroll` at a raw offset.
  mutating func value(_ key: String, at offset: Double) -> Double {
    setInput(0, raw: offset)
    return value(key)
  }

  mutating func setParam(named name: String, to values: [Double]) {
    guard let index = paramIndex(named: name) else {
      Issue.record("no param \(name)")
      return
    }
    do {
      try setParam(index, to: values)
    } catch {
      Issue.record("\(error)")
    }
  }
}
