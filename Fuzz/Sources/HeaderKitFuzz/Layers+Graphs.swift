import Foundation
import HeaderKit
import HeaderKitRuntime

/// The graph a `runtime` or `generator` input stands for, and the events
/// that drive it.
///
/// The first byte picks how the rest is read: 0, the bytes are a graph's
/// JSON (driven by ``Exercise/events``); 1, byte 1 picks a seed graph, byte 2
/// how many edits follow (three bytes each, ``GraphMutator``), and the rest
/// are events; 2, eleven bytes are a ``GraphShape`` and the rest events.
struct GraphInput {
  var json: [UInt8]
  var events: [Trace.Event]
  /// Whether the graph may be large: then a run spends fewer frames on it.
  var isLarge = false

  init?(_ bytes: [UInt8]) {
    let body = bytes.dropFirst()
    switch bytes[0] % 3 {
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
    if Artifact.enabled { Artifact.show(String(decoding: json, as: UTF8.self)) }
    return try? CompiledGraph(json: Data(json))
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
    var evaluator = HeaderEvaluator(graph: graph)
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

  /// A graph loaded and written as Swift, whatever its names hold.
  static func generator(_ bytes: [UInt8]) {
    guard let input = GraphInput(bytes), let graph = input.graph else { return }
    let source = Exercise.generate(HeaderEvaluator(graph: graph))
    Shown.check(source, "generated Swift")
  }
}
