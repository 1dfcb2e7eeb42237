import HeaderKit
public import HeaderKitRuntime

/// Preview geometry written as expressions of params (`frame: [0, 0, width,
/// headerHeight]`): compiled into a graph of its own — the spec's params,
/// one output per expression — so that the filmstrip and the preview page
/// (whose JavaScript evaluator runs the same graph) lay out the same
/// boxes for any params, bit for bit. Literal numbers stay in the scene.
///
/// The header's compiled graph is untouched: preview geometry is ignored by
/// the runtime and generated code.
public struct PreviewGeometry: Sendable, Hashable, Encodable {
  /// What an output of ``graph`` sets.
  public enum Field: String, Sendable, Hashable, Codable {
    /// An element's frame (`x`, `y`, `width`, `height`) or `corner`, or the
    /// list's `start` or item `size`.
    case x, y, width, height, corner, start, size
  }

  /// Where an output goes: a field of node `node`, or of the list when nil.
  public struct Binding: Sendable, Hashable, Codable {
    public var node: Int?
    public var field: Field
  }

  /// The geometry's graph: the spec's params in the spec's order (so a
  /// param has the same index as in the header's graph), one constraint
  /// output per expression.
  public var graph: CompiledGraph
  /// What each output of ``graph`` sets, in output order.
  public var bindings: [Binding]

  /// Each output's value for the params `evaluator` has: what ``bindings`` set.
  /// - Complexity: the geometry graph's set-up, once per param; allocates.
  public func values(for evaluator: HeaderEvaluator) -> [Double] {
    var geometry = HeaderEvaluator(graph: graph)
    for index in evaluator.graph.params.indices where index < graph.params.count {
      try? geometry.setParam(index, to: evaluator.paramValue(index))
    }
    return geometry.allValues
  }
}

extension PreviewGeometry {
  /// One expression of a node's or the list's geometry.
  struct Source {
    var expression: SpecExpression
    var binding: Binding
  }

  /// The expressions of the previews (in node order) and of the list that
  /// are not plain numbers.
  static func sources(previews: [ElementPreview], list: ListPreview?) -> [Source] {
    var sources: [Source] = []
    func add(_ expression: SpecExpression?, _ node: Int?, _ field: Field) {
      guard let expression, expression.tree.literalValue == nil else { return }
      sources.append(Source(expression: expression, binding: Binding(node: node, field: field)))
    }
    for (node, preview) in previews.enumerated() {
      for (expression, field) in zip(preview.frame ?? [], [Field.x, .y, .width, .height]) {
        add(expression, node, field)
      }
      add(preview.corner, node, .corner)
    }
    add(list?.start, nil, .start)
    add(list?.size, nil, .size)
    return sources
  }

  /// The geometry graph of `sources`, compiled with `spec`'s inputs and
  /// params alone; nil when there is nothing to compute, or (which
  /// validation rules out) when it does not compile.
  static func make(_ sources: [Source], spec: Spec) -> PreviewGeometry? {
    guard !sources.isEmpty,
      let graph = SpecCompiler.compileParamExpressions(sources.map(\.expression), of: spec)
    else { return nil }
    return PreviewGeometry(graph: graph, bindings: sources.map(\.binding))
  }
}
