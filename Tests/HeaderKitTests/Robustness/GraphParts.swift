import Foundation
import HeaderKitRuntime

/// A compiled graph's parts, to change and build again, as a hand-edited or
/// hostile file could change them: building runs the same checks as loading.
struct GraphParts {
  var name: String
  var inputs: [CompiledGraph.Input]
  var params: [CompiledGraph.Param]
  var slotCount: Int
  var constants: [CompiledGraph.Constant]
  var setupCode, frameCode, keyframeCode, stateCode: [Instruction]
  var tracks: [CompiledGraph.Track]
  var keyframeSources: [CompiledGraph.KeyframeSource]
  var states: [CompiledGraph.StateMachine]
  var outputs: [CompiledGraph.Output]

  init(_ graph: CompiledGraph) {
    (name, inputs, params, slotCount, constants) = (
      graph.name, graph.inputs, graph.params, graph.slotCount, graph.constants
    )
    (setupCode, frameCode, keyframeCode, stateCode) = (
      graph.setupCode, graph.frameCode, graph.keyframeCode, graph.stateCode
    )
    (tracks, keyframeSources, states, outputs) = (
      graph.tracks, graph.keyframeSources, graph.states, graph.outputs
    )
  }

  func build() throws(GraphError) -> CompiledGraph {
    try CompiledGraph(
      name: name, inputs: inputs, params: params, slotCount: slotCount, constants: constants,
      setupCode: setupCode, frameCode: frameCode, tracks: tracks,
      keyframeSources: keyframeSources, keyframeCode: keyframeCode, states: states,
      stateCode: stateCode, outputs: outputs)
  }

  /// A new slot holding `value`.
  mutating func constant(_ value: Double) -> Int {
    slotCount += 1
    constants.append(.init(slot: Int32(slotCount - 1), value: value))
    return slotCount - 1
  }
}

extension CompiledGraph {
  /// The graph's JSON with fields changed, as a hand-edited file would
  /// change them: loading it runs every check.
  func editedJSON(_ edit: (inout [String: Any]) -> Void) throws -> Data {
    var object = try JSONSerialization.jsonObject(with: jsonData()) as! [String: Any]
    edit(&object)
    return try JSONSerialization.data(withJSONObject: object)
  }
}
