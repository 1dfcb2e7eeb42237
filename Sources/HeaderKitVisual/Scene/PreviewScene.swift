public import HeaderKit
import HeaderKitDiagnostics
public import HeaderKitRuntime

/// What filmstrips and preview pages draw: the screen, the scrolling list and
/// every element with its geometry and the outputs that move it.
///
/// Built from a spec's `preview:` blocks (see ``init(compiled:)``); elements
/// without geometry, and graphs without a spec, get an automatic layout:
/// labelled bars stacked from the top.
public struct PreviewScene: Sendable, Hashable, Encodable {
  /// An element: a target with preview geometry, or a preview-only element.
  public struct Node: Sendable, Hashable, Codable {
    public var name: String
    /// Whether a target animates it (preview-only elements stay put).
    public var isTarget: Bool
    /// The frame at rest, in the parent's coordinates.
    public var frame: Rect
    /// The target's anchor in unit coordinates (the spec's `anchor:`).
    public var anchorX = 0.5
    public var anchorY = 0.5
    /// A sanitized CSS colour, ``Colors/image`` or ``Colors/none``.
    public var fill: String
    /// The label's colour.
    public var textColor: String
    public var label: String?
    public var corner = 0.0
    public var parent: Int?
    public var clips = false
    /// Whether the element has no frame of its own and fills its parent.
    public var fillsParent = false
    /// The input whose content holds the element.
    public var scrolls: Int?
    public var pinTop = true
    public var pinBottom = false
    public var pinLeading = true
    public var pinTrailing = false
    public var order = 0.0
    /// The output index of each element property that the graph animates.
    public var outputs = PropertyOutputs()
    /// Constraint outputs that set an edge or size of this element, in target order.
    public var drives: [Drive] = []
  }

  /// Where each element property comes from: an output index, or nil for the identity.
  public struct PropertyOutputs: Sendable, Hashable, Codable {
    public var alpha: Int?
    public var translateX: Int?
    public var translateY: Int?
    public var scaleX: Int?
    public var scaleY: Int?
    public var rotation: Int?
    public var zPosition: Int?
  }

  /// A constraint output applied to an element's geometry.
  public struct Drive: Sendable, Hashable, Codable {
    public var output: Int
    public var edge: DrivenEdge.Edge
  }

  /// The scrolling content: rows of a vertical input, pages of a horizontal one.
  public struct List: Sendable, Hashable, Codable {
    public var input: Int
    public var axis: CompiledGraph.Input.Axis
    /// The element under whose bottom edge the viewport starts.
    public var below: Int?
    /// Where the first item is at rest, from the viewport's top (or leading) edge.
    public var start: Double
    public var size: Double
    public var count: Int
    public var label: String
    /// Where the list stacks among top-level elements (see ``PreviewScene/screenPaintOrder(_:)``);
    /// below them all when nil.
    public var zPosition: Double?
    public var order = 0.0
  }

  public var width: Double
  public var height: Double
  public var background: String
  public var list: List?
  /// Elements in declaration order: preview-only elements, then element targets.
  public var nodes: [Node]
  /// Node indices with every parent before its children.
  public var layoutOrder: [Int]
  /// The axis of each graph input.
  public var inputAxes: [CompiledGraph.Input.Axis]
  /// Geometry written as expressions of params; its values at the params'
  /// defaults are already in ``nodes`` and ``list`` (see ``applyGeometry(_:)``).
  public var geometry: PreviewGeometry?
}

extension PreviewScene {
  /// The scene a spec's preview blocks describe.
  public init(compiled: CompiledSpec) {
    let spec = compiled.spec
    let graph = compiled.graph
    let screen = spec.preview
    width = screen?.width ?? 375
    height = screen?.height ?? 0
    background = Colors.sanitized(screen?.background) ?? "#ffffff"
    inputAxes = graph.inputs.map(\.axis)
    nodes = []
    for element in screen?.elements ?? [] {
      nodes.append(Self.node(element.name.value, element.preview, isTarget: false, colour: nil))
    }
    let elementTargets = spec.targets.filter { $0.kind == .element }
    for (index, target) in elementTargets.enumerated() {
      let colour = Colors.palette[index % Colors.palette.count]
      nodes.append(
        Self.node(
          target.name.value, target.preview ?? ElementPreview(), isTarget: true, colour: colour))
    }
    let indexOfName = Dictionary(
      nodes.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    let previews =
      (screen?.elements.map { ($0.name.value, $0.preview) } ?? [])
      + elementTargets.map { ($0.name.value, $0.preview) }
    for (index, (_, preview)) in previews.enumerated() {
      nodes[index].parent = preview?.parent.flatMap { indexOfName[$0.value] }
      nodes[index].scrolls = preview?.scrolls.flatMap { name in
        graph.inputs.firstIndex { $0.name == name.value }
      }
    }
    Self.bindOutputs(&nodes, graph: graph, indexOfName: indexOfName)
    for target in spec.targets where target.kind == .constraint {
      guard let drives = target.preview?.drives, let node = indexOfName[drives.target.value],
        let output = graph.outputs.firstIndex(where: { $0.target == target.name.value })
      else { continue }
      nodes[node].drives.append(Drive(output: output, edge: drives.edge))
    }
    layoutOrder = Self.parentsFirst(&nodes)
    let autoBottom = Self.placeAutomatically(&nodes, order: layoutOrder, width: width)
    if height <= 0 { height = max(320, autoBottom + 240) }
    list = Self.list(
      screen?.list, graph: graph, indexOfName: indexOfName, width: width, autoBottom: autoBottom)
    geometry = PreviewGeometry.make(
      PreviewGeometry.sources(
        previews: previews.map { $0.1 ?? ElementPreview() }, list: screen?.list),
      spec: spec)
    if let geometry { applyGeometry(HeaderEvaluator(graph: geometry.graph).allValues) }
  }

  /// An automatic scene for a compiled graph alone: one bar per element target.
  public init(graph: CompiledGraph) {
    width = 375
    background = "#ffffff"
    inputAxes = graph.inputs.map(\.axis)
    var names: [String] = []
    for output in graph.outputs
    where output.property != "constant" && !names.contains(output.target) {
      names.append(output.target)
    }
    nodes = names.enumerated().map { index, name in
      Self.node(
        name, ElementPreview(), isTarget: true, colour: Colors.palette[index % Colors.palette.count]
      )
    }
    let indexOfName = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
    Self.bindOutputs(&nodes, graph: graph, indexOfName: indexOfName)
    layoutOrder = Array(nodes.indices)
    let autoBottom = Self.placeAutomatically(&nodes, order: layoutOrder, width: width)
    height = max(320, autoBottom + 240)
    list = Self.list(
      nil, graph: graph, indexOfName: indexOfName, width: width, autoBottom: autoBottom)
  }

  private static func node(
    _ name: String, _ preview: ElementPreview, isTarget: Bool, colour: String?
  ) -> Node {
    // Expressions are 0 until applyGeometry(_:) sets them.
    let frame = preview.frame.map { $0.map { $0.tree.literalValue ?? 0 } }.map {
      Rect(x: $0[0], y: $0[1], width: max(0, $0[2]), height: max(0, $0[3]))
    }
    let fill: String
    switch preview.fill?.trimmed {
    case Colors.image?: fill = Colors.image
    case Colors.none?: fill = Colors.none
    default: fill = Colors.sanitized(preview.fill) ?? colour ?? Colors.staticFill
    }
    var node = Node(
      name: name, isTarget: isTarget, frame: frame ?? Rect(x: .nan, y: .nan, width: 0, height: 0),
      fill: fill,
      textColor: Colors.sanitized(preview.text) ?? Colors.label(on: fill),
      // A label is drawn once per element in every frame: cut, its length cannot multiply.
      label: (preview.label ?? (isTarget ? name : nil)).map(VisibleText.shortened))
    node.corner = max(0, preview.corner?.tree.literalValue ?? 0)
    node.clips = preview.clips ?? false
    node.order = preview.order ?? 0
    if let pins = preview.pin {
      let vertical = pins.contains(.top) || pins.contains(.bottom)
      let horizontal = pins.contains(.leading) || pins.contains(.trailing)
      node.pinTop = pins.contains(.top) || !vertical
      node.pinBottom = pins.contains(.bottom)
      node.pinLeading = pins.contains(.leading) || !horizontal
      node.pinTrailing = pins.contains(.trailing)
    }
    return node
  }

  private static func bindOutputs(
    _ nodes: inout [Node], graph: CompiledGraph, indexOfName: [String: Int]
  ) {
    for target in graph.targets {
      guard let node = indexOfName[target.name], nodes[node].isTarget else { continue }
      (nodes[node].anchorX, nodes[node].anchorY) = (target.anchorX, target.anchorY)
    }
    for (index, output) in graph.outputs.enumerated() {
      guard let node = indexOfName[output.target], nodes[node].isTarget else { continue }
      switch output.property {
      case "alpha": nodes[node].outputs.alpha = index
      case "translateX": nodes[node].outputs.translateX = index
      case "translateY": nodes[node].outputs.translateY = index
      case "scaleX": nodes[node].outputs.scaleX = index
      case "scaleY": nodes[node].outputs.scaleY = index
      case "rotation": nodes[node].outputs.rotation = index
      case "zPosition": nodes[node].outputs.zPosition = index
      default: break
      }
    }
  }

  /// Orders nodes parents first; a parent link that would close a loop is dropped.
  private static func parentsFirst(_ nodes: inout [Node]) -> [Int] {
    var order: [Int] = []
    var state = Array(repeating: 0, count: nodes.count)  // 0 new, 1 visiting, 2 done
    func visit(_ index: Int) {
      guard state[index] == 0 else { return }
      state[index] = 1
      if let parent = nodes[index].parent {
        if state[parent] == 1 { nodes[index].parent = nil } else { visit(parent) }
      }
      state[index] = 2
      order.append(index)
    }
    for index in nodes.indices { visit(index) }
    return order
  }

  /// Gives frameless top-level nodes stacked bars (children fill their parent);
  /// returns the bottom of the lowest bar, or 0.
  private static func placeAutomatically(_ nodes: inout [Node], order: [Int], width: Double)
    -> Double
  {
    var next = 16.0
    for index in order where nodes[index].frame.x.isNaN {
      if let parent = nodes[index].parent, !nodes[parent].frame.x.isNaN {
        let size = nodes[parent].frame
        nodes[index].frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        nodes[index].fillsParent = true
      } else {
        nodes[index].parent = nil
        nodes[index].frame = Rect(x: 16, y: next, width: max(0, width - 32), height: 44)
        next += 56
      }
    }
    return next > 16 ? next - 12 : 0
  }

  private static func list(
    _ preview: ListPreview?, graph: CompiledGraph, indexOfName: [String: Int], width: Double,
    autoBottom: Double
  ) -> List? {
    let input: Int
    if let preview {
      guard let found = graph.inputs.firstIndex(where: { $0.name == preview.input.value }) else {
        return nil
      }
      input = found
    } else {
      guard !graph.inputs.isEmpty else { return nil }
      input = 0
    }
    let axis = graph.inputs[input].axis
    let size = preview?.size?.tree.literalValue ?? (axis == .vertical ? 44 : width)
    // Drawn under every row in every frame: a 900 KB label under 500 rows made
    // a filmstrip of 450 MB a frame.
    let label = VisibleText.shortened(preview?.label ?? (axis == .vertical ? "Row" : "Page"))
    let stacks = preview?.zPosition != nil || preview?.order != nil
    return List(
      input: input, axis: axis, below: preview?.below.flatMap { indexOfName[$0.value] },
      start: preview?.start?.tree.literalValue ?? (axis == .vertical ? autoBottom + 16 : 0),
      size: size,
      count: preview?.count ?? (axis == .vertical ? 40 : 5), label: label,
      zPosition: stacks ? preview?.zPosition ?? 0 : nil, order: preview?.order ?? 0)
  }
}

extension PreviewScene {
  /// Sets the geometry written as expressions to `values`, the outputs of
  /// ``geometry``'s graph (``PreviewGeometry/values(for:)``), and resizes the
  /// elements that fill their parent. Sizes and corners below 0 become 0,
  /// an item size of 0 or less the default, anything not finite 0.
  public mutating func applyGeometry(_ values: [Double]) {
    guard let geometry else { return }
    for (binding, raw) in zip(geometry.bindings, values) {
      let value = raw.isFinite ? raw : 0
      guard let index = binding.node else {
        switch binding.field {
        case .start: list?.start = value
        case .size:
          let fallback = list?.axis == .horizontal ? width : 44
          list?.size = value > 0 ? value : fallback
        default: break
        }
        continue
      }
      switch binding.field {
      case .x: nodes[index].frame.x = value
      case .y: nodes[index].frame.y = value
      case .width: nodes[index].frame.width = max(0, value)
      case .height: nodes[index].frame.height = max(0, value)
      case .corner: nodes[index].corner = max(0, value)
      case .start, .size: break
      }
    }
    for index in layoutOrder where nodes[index].fillsParent {
      guard let parent = nodes[index].parent else { continue }
      nodes[index].frame.width = nodes[parent].frame.width
      nodes[index].frame.height = nodes[parent].frame.height
    }
  }
}

extension PreviewScene {
  /// Sets the geometry written as expressions for the params `evaluator` has.
  /// - Complexity: the geometry graph's set-up; allocates.
  public mutating func applyGeometry(for evaluator: HeaderEvaluator) {
    if let geometry { applyGeometry(geometry.values(for: evaluator)) }
  }
}
