import HeaderKitDiagnostics
import HeaderKitRuntime

/// What the lint rules share: the compiled spec, an evaluator with the default
/// params, and the keyframes of every track as built for those params.
struct LintContext {
  /// A keyframe as built, with the easing of the segment it starts and the
  /// declaration it came from.
  struct Keyframe {
    var position: Double
    var value: Double
    var easing: Easing
    /// The keyframe's index in its track's declaration.
    var declIndex: Int
    /// For `each` keyframes, the element's index and the list's name.
    var element: (index: Int, list: String)?
  }

  let compiled: CompiledSpec
  var graph: CompiledGraph { compiled.graph }
  /// Default params, every input at rest.
  let base: HeaderEvaluator
  /// The keyframes of each graph track.
  let keyframes: [[Keyframe]]
  /// Per output, its colour's alpha output when it is a colour's red, green or blue.
  let colorAlphas: [Int?]

  init(_ compiled: CompiledSpec) {
    self.compiled = compiled
    let base = HeaderEvaluator(graph: compiled.graph)
    self.base = base
    keyframes = compiled.graph.tracks.indices.map { Self.keyframes(ofTrack: $0, base, compiled) }
    colorAlphas = Self.colorAlphas(compiled.graph.outputs)
  }

  /// The alpha output of each colour channel output (`target.backgroundColor.r`
  /// has `target.backgroundColor.a`); nil for other outputs, alphas included.
  private static func colorAlphas(_ outputs: [CompiledGraph.Output]) -> [Int?] {
    var index: [String: Int] = [:]
    for (number, output) in outputs.enumerated() { index[output.key] = index[output.key] ?? number }
    return outputs.map { output in
      let parts = output.property.split(separator: ".")
      guard parts.count == 2, ["r", "g", "b"].contains(parts[1]),
        HeaderTarget.colorProperties.contains(String(parts[0]))
      else { return nil }
      return index["\(output.target).\(parts[0]).a"]
    }
  }

  private static func keyframes(
    ofTrack index: Int, _ evaluator: HeaderEvaluator, _ compiled: CompiledSpec
  )
    -> [Keyframe]
  {
    let graph = compiled.graph
    let track = graph.tracks[index]
    let built = evaluator.keyframes(ofTrack: index)
    var result: [Keyframe] = []
    for (declIndex, source) in graph.keyframeSources[
      Int(track.firstSource)..<Int(track.firstSource + track.sourceCount)
    ]
    .enumerated() {
      var list: (count: Int, name: String)?
      if source.list >= 0,
        let param = graph.params.firstIndex(where: {
          if case .list(let list) = $0.storage { return list == source.list }
          return false
        })
      {
        list = (evaluator.paramValue(param).count, graph.params[param].name)
      }
      for element in 0..<(list?.count ?? 1) where result.count < built.count {
        let key = built[result.count]
        result.append(
          Keyframe(
            position: key.position, value: key.value, easing: source.easing, declIndex: declIndex,
            element: list.map { (element, $0.name) }))
      }
    }
    return result
  }

  /// The inset of an input with the default params: the spec's offset is raw + inset.
  func inset(_ input: Int) -> Double {
    base.slotValue(Int(graph.inputs[input].insetSlot))
  }

  /// The raw offsets an input is swept over: its declared bounds, or else
  /// the span of its keyframes.
  func span(_ input: Int) -> ClosedRange<Double> {
    graph.inputs[input].sweep ?? SweepDefaults.range(of: input, in: base)
  }

  /// The graph tracks driven directly by an input (over it or over its ranges).
  func tracks(drivenBy input: Int) -> [Int] {
    graph.tracks.indices.filter { graph.tracks[$0].driverSlot == graph.inputs[input].valueSlot }
  }

  /// Where a keyframe of a graph track is written.
  func range(ofKeyframe keyframe: Keyframe, track: Int) -> SourceRange {
    let decl = compiled.tracks[track].decl
    return decl.keyframes[min(keyframe.declIndex, decl.keyframes.count - 1)].at.range
  }

  /// The name of the input a track's driver belongs to, when it is an input or a range.
  func input(ofTrack track: Int) -> Int? {
    graph.inputs.firstIndex { $0.valueSlot == graph.tracks[track].driverSlot }
  }

  /// What a track's keyframes are positioned along, for messages: the input
  /// of a range, or the var or state it runs over.
  func driverName(ofTrack track: Int) -> String {
    if let input = input(ofTrack: track) { return graph.inputs[input].name }
    return compiled.tracks[track].decl.over.value
  }
}
