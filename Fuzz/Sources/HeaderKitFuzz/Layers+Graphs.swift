import Foundation
import HeaderKit
import HeaderKitRuntime

/// The graph a `runtime` or `generator` input stands for, and the events
/// that drive it.
///
/// The first byte picks how the rest is read: 0, the bytes are a graph's
/// JSON (driven by ``Exercise/events``); 1, byte 1 picks a seed graph, byte 2
/// how many edits follow (three bytes each, ``GraphMutator``), and the rest
/// are events; 2, eleven bytes are a ``GraphShape`` and the rest events; 3,
/// byte 1 picks a seed graph as it is (loaded once, not from JSON again),
/// byte 2 sets params (``ParamEdits``) and the rest are events.
struct GraphInput {
  var json: [UInt8]
  var events: [Trace.Event]
  /// Whether the graph may be large: then a run spends fewer frames on it.
  var isLarge = false
  /// A seed's graph, already loaded (way 3).
  var loaded: CompiledGraph?
  /// Param values to set before the run (way 3).
  var params = ParamEdits()

  init?(_ bytes: [UInt8]) {
    let body = bytes.dropFirst()
    switch bytes[0] % 4 {
    case 3:
      guard body.count >= 2, !Seeds.graphs.isEmpty else { return nil }
      loaded = Seeds.graphs[Int(body[body.startIndex]) % Seeds.graphs.count]
      json = []
      params = ParamEdits(body.dropFirst().prefix(1))
      events = Self.events(body.dropFirst(2))
    case 0:
      json = Array(body)
      events = Exercise.events
    case 1:
      guard body.count >= 2, !Seeds.graphMutators.isEmpty else { return nil }
      var mutator = Seeds.graphMutators[Int(body[body.startIndex]) % Seeds.graphMutators.count]
      let edits = body.dropFirst(2).prefix(3 * (Int(body[body.startIndex + 1]) % 9))
      json = mutator.apply(edits: Array(edits))
      events = Self.events(body.dropFirst(2 + edits.count))
    default:
      let shape = GraphShape(body)
      json = shape.json()
      isLarge = shape.isLarge
      events = Self.events(body.dropFirst(11).prefix(isLarge ? 8 : 128))
    }
  }

  /// The graph, when its JSON loads.
  var graph: CompiledGraph? {
    if let loaded { return loaded }
    if Artifact.enabled { Artifact.show(String(decoding: json, as: UTF8.self)) }
    return try? CompiledGraph(json: Data(json))
  }

  /// An evaluator of `graph` with the input's param values set.
  func evaluator(_ graph: CompiledGraph) -> HeaderEvaluator {
    var evaluator = HeaderEvaluator(graph: graph)
    params.apply(to: &evaluator)
    return evaluator
  }

  /// Offsets, deltas and waits events are made of: ordinary and extreme.
  static let magnitudes: [Double] = [
    0, 1, -1, 10, -25, 0.1, 100, -300, 1e6, -1e308, 1e308, .greatestFiniteMagnitude, -0.0, 0.016,
  ]

  /// Two bytes per event (at most 64): its kind, and a magnitude.
  static func events(_ bytes: ArraySlice<UInt8>) -> [Trace.Event] {
    var events: [Trace.Event] = []
    var index = bytes.startIndex
    while index + 1 < bytes.endIndex, events.count < 64 {
      let value = magnitudes[Int(bytes[index + 1]) % magnitudes.count]
      switch bytes[index] % 4 {
      case 0: events.append(.scroll(value))
      case 1: events.append(.drag(value))
      case 2: events.append(.end)
      default: events.append(.wait(abs(value)))
      }
      index += 2
    }
    return events
  }
}

extension Layers {
  // MARK: Graph layers

  /// A graph loaded (or refused), set up, and driven by events; list params
  /// set to long lists are refused or bounded.
  static func runtime(_ bytes: [UInt8]) {
    guard let source = GraphInput(bytes), let graph = source.graph else { return }
    var evaluator = source.evaluator(graph)
    Exercise.check(evaluator)
    guard !graph.inputs.isEmpty else { return }
    for input in graph.inputs.indices.prefix(source.isLarge ? 0 : 2) {
      for offset in Exercise.offsets.prefix(4) {
        evaluator.setInput(input, raw: offset)
        Exercise.check(evaluator)
      }
    }
    evaluator.reset()
    for event in source.events {
      evaluator.apply(event, input: 0)
      Exercise.check(evaluator)
    }
    // Lists set longer, as the last byte says: rarely one past the limit of
    // list elements (``GraphLimit/listElements``).
    let last = Int(bytes[bytes.count - 1])
    let count = last >= 0xF0 ? (1 << 20) + 1 : [0, 3, 1_000][last % 3]
    for index in graph.params.indices.prefix(2) where graph.params[index].isList {
      try? evaluator.setParam(index, to: [Double](repeating: 1e308, count: count))
      Exercise.check(evaluator)
      evaluator.apply(.drag(10), input: 0)
      Exercise.check(evaluator)
    }
  }

  /// A graph loaded and written as Swift, whatever its names hold; with
  /// its params frozen when the last byte is odd (`--freeze-params`).
  static func generator(_ bytes: [UInt8]) {
    guard let input = GraphInput(bytes), let graph = input.graph else { return }
    let source = Exercise.generate(input.evaluator(graph), freezeParams: bytes.last! & 1 == 1)
    Shown.check(source, "generated Swift")
  }
}

/// Param values a fuzz input sets: one byte, whose low bits pick a param
/// and high bits a value (``GraphInput/magnitudes``; a list is set to three
/// copies of it), or nothing when it is absent.
struct ParamEdits {
  var byte: UInt8?

  init(_ bytes: ArraySlice<UInt8> = []) { byte = bytes.first }

  func apply(to evaluator: inout HeaderEvaluator) {
    guard let byte, !evaluator.graph.params.isEmpty else { return }
    let index = Int(byte & 0x0F) % evaluator.graph.params.count
    let value = GraphInput.magnitudes[Int(byte >> 4) % GraphInput.magnitudes.count]
    let count = evaluator.graph.params[index].isList ? 3 : 1
    try? evaluator.setParam(index, to: [Double](repeating: value, count: count))
  }
}
