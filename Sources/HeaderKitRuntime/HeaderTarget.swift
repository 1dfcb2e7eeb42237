/// One target of a header — a view or a layout constraint — as a binding
/// sees it: its name, its anchor, and the output that sets each property.
///
/// ``ScrollDrivenHeader/targets`` lists a header's targets; a binding reads
/// each frame through ``viewValues(in:width:height:)`` or
/// ``constant(in:)``.
public struct HeaderTarget: Sendable, Hashable {
  /// The target's name in the spec.
  public let name: String
  /// The point scales and rotations happen about, in unit coordinates of the
  /// view's bounds (`CALayer.anchorPoint`): (0.5, 0.5) is the centre,
  /// (0.5, 0) the middle of the top edge.
  public let anchorX, anchorY: Double
  /// The output of each view property, nil where the spec sets none.
  public private(set) var alpha, translateX, translateY, scaleX, scaleY, rotation, zPosition: Int?
  /// The output of a constraint's `constant`.
  public private(set) var constant: Int?
  /// The outputs of the layer's numbers and of `blurRadius`, nil where the spec sets none.
  public private(set) var cornerRadius, borderWidth, shadowOpacity, shadowRadius, blurRadius: Int?
  /// The four outputs of each colour, nil where the spec sets none (or not
  /// all four of its channels).
  public private(set) var backgroundColor, tintColor, textColor, borderColor,
    shadowColor: ColorOutputs?
  /// The target's custom numbers (`custom.NAME` in its spec) and their
  /// outputs, in output order.
  public private(set) var custom: [CustomOutput] = []

  /// A target anchored at (`anchorX`, `anchorY`) whose properties are set
  /// by the given outputs, each a property name and an output index.
  /// A colour is its four channels (`backgroundColor.r`, `.g`, `.b`, `.a`),
  /// set only when all four are given; a custom number is `custom.NAME`.
  /// Other properties are not applied, and a property given twice keeps its
  /// first output.
  public init(
    name: String, anchorX: Double = 0.5, anchorY: Double = 0.5,
    outputs: [(property: String, index: Int)]
  ) {
    self.init(
      name: name, anchorX: anchorX, anchorY: anchorY, properties: outputs.map(\.property),
      outputs: outputs.map(\.index))
  }

  /// The same target from two lists: property `properties[i]` is set by
  /// output `outputs[i]` (elements past the shorter list's end are
  /// ignored). Generated code writes its targets this way: two literals of
  /// one type each, which the type checker reads in linear time, where a
  /// literal of 10,000 `(String, Int)` pairs took it gigabytes.
  /// - Complexity: O(properties), custom numbers included.
  public init(
    name: String, anchorX: Double = 0.5, anchorY: Double = 0.5, properties: [String],
    outputs: [Int]
  ) {
    (self.name, self.anchorX, self.anchorY) = (name, anchorX, anchorY)
    var channels: [String: Int] = [:]
    var customNames: Set<String> = []
    for (property, index) in zip(properties, outputs) {
      if property.hasPrefix(CustomOutput.prefix) {
        let name = String(property.dropFirst(CustomOutput.prefix.count))
        if customNames.insert(name).inserted {
          custom.append(CustomOutput(name: name, output: index))
        }
      } else if property.contains(".") {
        if channels[property] == nil { channels[property] = index }
      } else {
        assign(index, to: property)
      }
    }
    for (color, field) in Self.colorFields {
      guard let red = channels[color + ".r"], let green = channels[color + ".g"],
        let blue = channels[color + ".b"], let alpha = channels[color + ".a"]
      else { continue }
      self[keyPath: field] = ColorOutputs(red: red, green: green, blue: blue, alpha: alpha)
    }
  }

  /// Each colour property, as specs name it, with the field holding its
  /// outputs: one list, so a name cannot be added without its field.
  private static let colorFields:
    [(name: String, field: WritableKeyPath<Self, ColorOutputs?> & Sendable)] = [
      ("backgroundColor", \.backgroundColor), ("tintColor", \.tintColor),
      ("textColor", \.textColor), ("borderColor", \.borderColor), ("shadowColor", \.shadowColor),
    ]

  /// The colour properties, as specs name them.
  public static let colorProperties = colorFields.map(\.name)

  /// Sets the view or constraint property `property` (not a colour channel
  /// nor a custom number) to `output`, unless it has one.
  private mutating func assign(_ output: Int, to property: String) {
    let slot: WritableKeyPath<HeaderTarget, Int?>
    switch property {
    case "alpha": slot = \.alpha
    case "translateX": slot = \.translateX
    case "translateY": slot = \.translateY
    case "scaleX": slot = \.scaleX
    case "scaleY": slot = \.scaleY
    case "rotation": slot = \.rotation
    case "zPosition": slot = \.zPosition
    case "constant": slot = \.constant
    case "cornerRadius": slot = \.cornerRadius
    case "borderWidth": slot = \.borderWidth
    case "shadowOpacity": slot = \.shadowOpacity
    case "shadowRadius": slot = \.shadowRadius
    case "blurRadius": slot = \.blurRadius
    default: return
    }
    if self[keyPath: slot] == nil { self[keyPath: slot] = output }
  }

  /// The numeric properties a view binding writes: alpha, z-position, the
  /// layer's numbers and the blur radius as they are, translate, scale and
  /// rotation as one transform (colours are ``colorProperties``).
  public static let viewProperties = [
    "alpha", "translateX", "translateY", "scaleX", "scaleY", "rotation", "zPosition",
    "cornerRadius", "borderWidth", "shadowOpacity", "shadowRadius", "blurRadius",
  ]

  /// A constraint target (`kind: constraint`): it sets a `constant`.
  public var isConstraint: Bool { constant != nil }

  /// Whether the target sets any view property (custom numbers are not view properties).
  public var setsViewProperties: Bool {
    alpha != nil || zPosition != nil || setsTransform || cornerRadius != nil
      || borderWidth != nil || shadowOpacity != nil || shadowRadius != nil || blurRadius != nil
      || backgroundColor != nil || tintColor != nil || textColor != nil || borderColor != nil
      || shadowColor != nil
  }

  /// Whether the target sets any of translate, scale and rotation.
  public var setsTransform: Bool {
    translateX != nil || translateY != nil || scaleX != nil || scaleY != nil || rotation != nil
  }

  /// What the view bound to this target shows now: each property the spec
  /// sets, nil for the others (leave the view's own value alone). The
  /// transform is the one for a view whose own anchor is its centre, of
  /// `width` × `height` points (its bounds size; see
  /// ``ViewTransform/init(translateX:translateY:scaleX:scaleY:rotation:anchorX:anchorY:width:height:)``).
  /// - Complexity: O(1); no allocation.
  public func viewValues<Header: ScrollDrivenHeader>(
    in header: Header, width: Double, height: Double
  ) -> ViewValues {
    func read(_ output: Int?, or identity: Double) -> Double {
      guard let output else { return identity }
      return header.value(at: output)
    }
    var values = ViewValues()
    if let alpha { values.alpha = header.value(at: alpha) }
    if let zPosition { values.zPosition = header.value(at: zPosition) }
    if let cornerRadius { values.cornerRadius = header.value(at: cornerRadius) }
    if let borderWidth { values.borderWidth = header.value(at: borderWidth) }
    if let shadowOpacity { values.shadowOpacity = header.value(at: shadowOpacity) }
    if let shadowRadius { values.shadowRadius = header.value(at: shadowRadius) }
    if let blurRadius { values.blurRadius = header.value(at: blurRadius) }
    values.backgroundColor = backgroundColor?.color(in: header)
    values.tintColor = tintColor?.color(in: header)
    values.textColor = textColor?.color(in: header)
    values.borderColor = borderColor?.color(in: header)
    values.shadowColor = shadowColor?.color(in: header)
    if setsTransform {
      values.transform = ViewTransform(
        translateX: read(translateX, or: 0), translateY: read(translateY, or: 0),
        scaleX: read(scaleX, or: 1), scaleY: read(scaleY, or: 1), rotation: read(rotation, or: 0),
        anchorX: anchorX, anchorY: anchorY, width: width, height: height)
    }
    return values
  }

  /// The custom number `name` (`custom.NAME` in the spec) now, if the target has it.
  /// - Complexity: O(the target's custom numbers); no allocation.
  @inlinable
  public func custom<Header: ScrollDrivenHeader>(_ name: String, in header: Header) -> Double? {
    for entry in custom where entry.name == name { return header.value(at: entry.output) }
    return nil
  }

  /// The constraint's constant now, for a constraint target; else nil.
  @inlinable
  public func constant<Header: ScrollDrivenHeader>(in header: Header) -> Double? {
    guard let constant else { return nil }
    return header.value(at: constant)
  }

  /// The targets of outputs `(target, property)`, in order of their first
  /// output, each with its anchor from `anchors` (the centre by default).
  public static func targets(
    outputs: [(target: String, property: String)], anchors: [String: (x: Double, y: Double)]
  ) -> [HeaderTarget] {
    var order: [String] = []
    var grouped: [String: [(property: String, index: Int)]] = [:]
    for (index, output) in outputs.enumerated() {
      if grouped[output.target] == nil { order.append(output.target) }
      grouped[output.target, default: []].append((output.property, index))
    }
    return order.map { name in
      let anchor = anchors[name] ?? (0.5, 0.5)
      return HeaderTarget(
        name: name, anchorX: anchor.x, anchorY: anchor.y, outputs: grouped[name] ?? [])
    }
  }
}

/// What a header sets on one view in a frame: each property its target
/// sets, nil for the others (leave the view's own value alone).
public struct ViewValues: Sendable, Hashable {
  /// `alpha`.
  public var alpha: Double?
  /// `layer.zPosition`.
  public var zPosition: Double?
  /// `transform`: the target's translate, rotation and scale about its
  /// anchor, for a view anchored at its centre; nil when the spec sets none of them.
  public var transform: ViewTransform?
  /// `layer.cornerRadius`, `borderWidth`, `shadowOpacity` and `shadowRadius`.
  public var cornerRadius, borderWidth, shadowOpacity, shadowRadius: Double?
  /// A blur radius in points, for the app to apply (UIKit has no such view property).
  public var blurRadius: Double?
  /// `backgroundColor`, `tintColor`, a label's or text view's `textColor`,
  /// `layer.borderColor` and `layer.shadowColor`.
  public var backgroundColor, tintColor, textColor, borderColor, shadowColor: HeaderColor?

  /// Values with the given properties set.
  public init(alpha: Double? = nil, zPosition: Double? = nil, transform: ViewTransform? = nil) {
    (self.alpha, self.zPosition, self.transform) = (alpha, zPosition, transform)
  }
}

/// A custom number of a target (`custom.NAME` in its spec) and its output.
public struct CustomOutput: Sendable, Hashable {
  /// What comes before a custom number's name in its output's property.
  public static let prefix = "custom."
  /// The number's name, without `custom.`.
  public var name: String
  /// Its output index.
  public var output: Int

  /// The custom number `name` at output `output`.
  public init(name: String, output: Int) {
    (self.name, self.output) = (name, output)
  }
}
