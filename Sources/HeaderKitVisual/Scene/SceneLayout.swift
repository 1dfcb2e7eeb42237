public import HeaderKitRuntime

/// An element placed for one moment: its layout frame and evaluated values.
public struct PlacedNode: Sendable, Hashable {
  /// The frame in the parent's coordinates, after pins, constraints and scrolling.
  public var frame: Rect
  public var translateX = 0.0
  public var translateY = 0.0
  public var scaleX = 1.0
  public var scaleY = 1.0
  /// Degrees, clockwise on screen.
  public var rotation = 0.0
  public var alpha = 1.0
  public var zPosition = 0.0
}

/// One moment of a scene: every node placed, and where the list's viewport starts.
public struct SceneSnapshot: Sendable {
  public var placed: [PlacedNode]
  /// The list's viewport top (vertical) on the screen.
  public var viewportTop: Double
  /// How far the list's content has moved from rest along its axis.
  public var listShift: Double
}

extension PreviewScene {
  /// Places every node for the evaluator's current values and input offsets.
  public func snapshot(of evaluator: HeaderEvaluator) -> SceneSnapshot {
    let inputs = evaluator.graph.inputs.indices
    return snapshot(
      values: evaluator.allValues, raw: inputs.map { evaluator.rawInput($0) },
      rest: inputs.map { evaluator.restingInput($0) })
  }

  /// Places every node: the base frame, moved or stretched with the parent's
  /// size by its pins, then each driving constraint's edge or size in turn,
  /// then moved against its scroll input's offset from rest.
  ///
  /// Constraint edges are measured in the parent's coordinates: `leading`
  /// and `top` set the position, `width` and `height` the size (the leading
  /// and top edges stay), `trailing` and `bottom` the inset of the far edge
  /// from the parent's far edge (the near edge stays).
  /// - Parameters:
  ///   - values: every output, in output order.
  ///   - raw: each input's raw offset; `rest`: each input's resting offset.
  public func snapshot(values: [Double], raw: [Double], rest: [Double]) -> SceneSnapshot {
    var placed = nodes.map { PlacedNode(frame: $0.frame) }
    for index in layoutOrder {
      let node = nodes[index]
      var frame = node.frame
      let parentBase =
        node.parent.map { nodes[$0].frame } ?? Rect(x: 0, y: 0, width: width, height: height)
      let parentNow = node.parent.map { placed[$0].frame } ?? parentBase
      let grownWidth = parentNow.width - parentBase.width
      let grownHeight = parentNow.height - parentBase.height
      if node.pinBottom {
        if node.pinTop { frame.height += grownHeight } else { frame.y += grownHeight }
      }
      if node.pinTrailing {
        if node.pinLeading { frame.width += grownWidth } else { frame.x += grownWidth }
      }
      for drive in node.drives {
        let constant = values[drive.output]
        switch drive.edge {
        case .leading: frame.x = constant
        case .top: frame.y = constant
        case .width: frame.width = constant
        case .height: frame.height = constant
        case .trailing: frame.width = parentNow.width - constant - frame.x
        case .bottom: frame.height = parentNow.height - constant - frame.y
        }
      }
      frame.width = max(0, frame.width)
      frame.height = max(0, frame.height)
      if let input = node.scrolls {
        let shift = raw[input] - rest[input]
        if evaluatorAxis(input) == .horizontal { frame.x -= shift } else { frame.y -= shift }
      }
      var place = PlacedNode(frame: frame)
      let outputs = node.outputs
      place.alpha = outputs.alpha.map { values[$0] } ?? 1
      place.translateX = outputs.translateX.map { values[$0] } ?? 0
      place.translateY = outputs.translateY.map { values[$0] } ?? 0
      place.scaleX = outputs.scaleX.map { values[$0] } ?? 1
      place.scaleY = outputs.scaleY.map { values[$0] } ?? 1
      place.rotation = outputs.rotation.map { values[$0] } ?? 0
      place.zPosition = outputs.zPosition.map { values[$0] } ?? 0
      placed[index] = place
    }
    var viewportTop = 0.0
    var listShift = 0.0
    if let list {
      if let below = list.below { viewportTop = absoluteFrame(below, placed).maxY }
      listShift = raw[list.input] - rest[list.input]
    }
    return SceneSnapshot(placed: placed, viewportTop: viewportTop, listShift: listShift)
  }

  /// A node's layout frame on the screen: its frame moved by its parents'
  /// origins (transforms are visual only, as in UIKit's Auto Layout).
  public func absoluteFrame(_ index: Int, _ placed: [PlacedNode]) -> Rect {
    var frame = placed[index].frame
    var parent = nodes[index].parent
    while let current = parent {
      frame.x += placed[current].frame.x
      frame.y += placed[current].frame.y
      parent = nodes[current].parent
    }
    return frame
  }

  /// The transform from a node's own coordinates (its box at the origin) to
  /// its parent's: to the frame's anchor, then translate, rotate and scale
  /// about the anchor — CSS `translate() rotate() scale()` with the anchor as
  /// `transform-origin`.
  public func localTransform(_ index: Int, _ placed: [PlacedNode]) -> AffineTransform {
    let node = nodes[index]
    let place = placed[index]
    let anchorX = node.anchorX * place.frame.width
    let anchorY = node.anchorY * place.frame.height
    return AffineTransform.translation(
      place.frame.x + anchorX + place.translateX, place.frame.y + anchorY + place.translateY
    )
    .concatenating(.rotation(degrees: place.rotation))
    .concatenating(.scale(place.scaleX, place.scaleY))
    .concatenating(.translation(-anchorX, -anchorY))
  }

  /// The transform from a node's own coordinates to the screen's.
  public func screenTransform(_ index: Int, _ placed: [PlacedNode]) -> AffineTransform {
    var transform = localTransform(index, placed)
    var parent = nodes[index].parent
    while let current = parent {
      transform = localTransform(current, placed).concatenating(transform)
      parent = nodes[current].parent
    }
    return transform
  }

  /// Children of `parent` (nil: the top level) in paint order: by zPosition,
  /// then `order`, then declaration.
  public func paintOrder(children parent: Int?, _ placed: [PlacedNode]) -> [Int] {
    nodes.indices.filter { nodes[$0].parent == parent }.sorted { left, right in
      let (a, b) = (placed[left].zPosition, placed[right].zPosition)
      if a != b { return a < b }
      if nodes[left].order != nodes[right].order { return nodes[left].order < nodes[right].order }
      return left < right
    }
  }

  /// The screen's paint order: the top-level elements as
  /// ``paintOrder(children:_:)`` orders them, with the list (nil) among them.
  /// A list with a zPosition stacks as an element with its zPosition and
  /// `order` declared before every element; without one it is below them all.
  public func screenPaintOrder(_ placed: [PlacedNode]) -> [Int?] {
    let elements = paintOrder(children: nil, placed)
    guard let list else { return elements }
    guard let zPosition = list.zPosition else { return [nil] + elements }
    let above = elements.firstIndex { index in
      let z = placed[index].zPosition
      return z != zPosition ? z > zPosition : nodes[index].order >= list.order
    }
    var order: [Int?] = elements
    order.insert(nil, at: above ?? elements.count)
    return order
  }

  private func evaluatorAxis(_ input: Int) -> CompiledGraph.Input.Axis {
    inputAxes.indices.contains(input) ? inputAxes[input] : .vertical
  }
}
