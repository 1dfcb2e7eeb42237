import Foundation

/// What one input of the `pipeline` target is, chosen by its first byte.
///
/// Raw modes hand the rest of the bytes to one reader as they are; the
/// structure-aware modes decode them into edits of a valid seed, so that most
/// inputs get past the YAML layer and reach the compiler and the evaluator.
enum PipelineMode: UInt8, CaseIterable {
  /// The bytes are a spec: read → parse → validate → compile → evaluate.
  case rawSpec = 0
  /// A seed spec (byte 1) with edits decoded from the remaining bytes.
  case mutatedSpec = 1
  /// The bytes are a trace, simulated on every seed graph that loads.
  case rawTrace = 2
  /// The bytes are a compiled graph's JSON, loaded and evaluated.
  case rawGraph = 3
  /// A seed's compiled graph (byte 1) with numbers and names in its JSON edited.
  case mutatedGraph = 4
  /// The bytes are command-line text: a param override, an expression, an easing.
  case text = 5

  init(byte: UInt8) {
    self = PipelineMode(rawValue: byte % UInt8(PipelineMode.allCases.count))!
  }
}

/// The whole pipeline, every check of ``Exercise`` on each input: slow
/// (about a hundred inputs a second) but the only target that follows a spec
/// from its bytes to every output of its evaluator.
enum Pipeline {
  static func run(_ bytes: [UInt8]) {
    let body = Array(bytes.dropFirst())
    switch PipelineMode(byte: bytes[0]) {
    case .rawSpec:
      Exercise.spec(body)
    case .mutatedSpec:
      Exercise.spec(SpecInput.mutated(body[...]))
    case .rawTrace:
      Exercise.trace(body)
    case .rawGraph:
      Exercise.graphJSON(body)
    case .mutatedGraph:
      guard let first = body.first, !Seeds.graphMutators.isEmpty else { return }
      var mutator = Seeds.graphMutators[Int(first) % Seeds.graphMutators.count]
      let json = mutator.apply(edits: Array(body.dropFirst()))
      Artifact.show(String(decoding: json, as: UTF8.self))
      Exercise.mutatedGraph(Data(json))
    case .text:
      Exercise.text(String(decoding: body, as: UTF8.self))
    }
  }
}
