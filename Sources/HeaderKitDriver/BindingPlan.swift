public import HeaderKitRuntime

/// A custom number of a target (`custom.NAME` in its spec) and its output.
public struct CustomOutput: Sendable, Hashable {
  /// The number's name, without `custom.`.
  public var name: String
  /// Its output index.
  public var output: Int

  /// The custom number `name` at output `output`.
  public init(name: String, output: Int) {
    self.name = name
    self.output = output
  }
}

/// Which output drives which property of which target: everything a view
/// binding needs to know that does not need UIKit, built once from a
/// header's output keys (`target.property`).
///
/// ```swift
/// let plan = try BindingPlan(outputKeys: TikiHomeHeader.outputKeys)
/// plan.targets.map(\.name)   // ["headerHeight", "logo", "searchTrailing"]
/// ```
public struct BindingPlan: Sendable, Hashable {
  /// A target and the output index of each property the spec binds.
  public struct Target: Sendable, Hashable {
    /// The target's name in the spec.
    public var name: String
    /// The output of each property, nil where the spec binds none.
    public var alpha, translateX, translateY, scaleX, scaleY, rotation, zPosition: Int?
    /// The output of a constraint target's `constant`.
    public var constant: Int?
    /// The outputs of the layer's numbers and of `blurRadius`, nil where the spec binds none.
    public var cornerRadius, borderWidth, shadowOpacity, shadowRadius, blurRadius: Int?
    /// The four outputs of each colour, nil where the spec binds none.
    public var backgroundColor, tintColor, textColor, borderColor, shadowColor: ColorOutputs?
    /// The target's custom numbers (`custom.NAME`) and their outputs, in output order.
    public var custom: [CustomOutput] = []

    /// A constraint target (`kind: constraint`) rather than a view.
    public var isConstraint: Bool { constant != nil }

    init(name: String) {
      self.name = name
    }
  }

  /// The targets, in the order of their first output.
  public private(set) var targets: [Target] = []

  /// The plan for a header whose outputs are `outputKeys`, in output order
  /// (`GeneratedHeader.outputKeys`, or the keys of a graph's outputs).
  /// - Throws: ``BindingError`` for a key without a target, a property the
  ///   runtime does not know, a key twice, a colour without all four
  ///   channels, or a target with both view properties and a constant.
  public init(outputKeys: [String]) throws(BindingError) {
    var channels: [(target: Int, color: String, outputs: [Int?])] = []
    for (output, key) in outputKeys.enumerated() {
      let (name, property) = try Self.split(key)
      let index = targets.firstIndex { $0.name == name } ?? appendTarget(name)
      if property.hasPrefix(Self.customPrefix) {
        let custom = String(property.dropFirst(Self.customPrefix.count))
        guard !targets[index].custom.contains(where: { $0.name == custom }) else {
          throw .duplicateKey(key)
        }
        targets[index].custom.append(CustomOutput(name: custom, output: output))
      } else if let dot = property.firstIndex(of: "."),
        let channel = ColorOutputs.channelSuffixes.firstIndex(of: String(property[dot...].dropFirst()))
      {
        let color = String(property[..<dot])
        guard Self.colorNames.contains(color) else { throw .unknownProperty(key) }
        let at =
          channels.firstIndex { $0.target == index && $0.color == color }
          ?? { channels.append((index, color, [nil, nil, nil, nil])); return channels.count - 1 }()
        guard channels[at].outputs[channel] == nil else { throw .duplicateKey(key) }
        channels[at].outputs[channel] = output
      } else {
        try Self.assign(output, property: property[...], key: key, to: &targets[index])
      }
    }
    for (target, color, outputs) in channels {
      let found = outputs.compactMap { $0 }
      guard found.count == 4 else {
        throw .incompleteColor("\(targets[target].name).\(color)")
      }
      let colorOutputs = ColorOutputs(red: found[0], green: found[1], blue: found[2], alpha: found[3])
      try Self.assign(colorOutputs, color: color, to: &targets[target])
    }
  }

  static let customPrefix = "custom."
  /// The colour properties, as specs name them.
  static let colorNames = ["backgroundColor", "tintColor", "textColor", "borderColor", "shadowColor"]

  /// `target.property`: a colour's channel is `target.COLOR.r` (or g, b, a) and
  /// a custom number `target.custom.NAME`; otherwise the property is after
  /// the last dot (target names may hold dots of their own).
  private static func split(_ key: String) throws(BindingError) -> (String, String) {
    guard let last = key.lastIndex(of: "."), last != key.startIndex else {
      throw .malformedKey(key)
    }
    var dot = last
    let marker = "." + customPrefix
    if let before = key[..<last].lastIndex(of: "."), before != key.startIndex,
      key[before...].hasPrefix(marker)
    {
      dot = before
    } else if ColorOutputs.channelSuffixes.contains(String(key[key.index(after: last)...])),
      let colorDot = key[..<last].lastIndex(of: "."), colorDot != key.startIndex,
      colorNames.contains(String(key[key.index(after: colorDot)..<last]))
    {
      dot = colorDot
    }
    return (String(key[..<dot]), String(key[key.index(after: dot)...]))
  }

  /// The target called `name`, if the header has one.
  public func target(named name: String) -> Target? {
    targets.first { $0.name == name }
  }

  private mutating func appendTarget(_ name: String) -> Int {
    targets.append(Target(name: name))
    return targets.count - 1
  }

  private static func assign(
    _ output: Int, property: Substring, key: String, to target: inout Target
  ) throws(BindingError) {
    let slot: WritableKeyPath<Target, Int?>
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
    default: throw .unknownProperty(key)
    }
    guard target[keyPath: slot] == nil else { throw .duplicateKey(key) }
    target[keyPath: slot] = output
    try checkKinds(target)
  }

  private static func assign(
    _ outputs: ColorOutputs, color: String, to target: inout Target
  ) throws(BindingError) {
    switch color {
    case "backgroundColor": target.backgroundColor = outputs
    case "tintColor": target.tintColor = outputs
    case "textColor": target.textColor = outputs
    case "borderColor": target.borderColor = outputs
    default: target.shadowColor = outputs
    }
    try checkKinds(target)
  }

  private static func checkKinds(_ target: Target) throws(BindingError) {
    let hasViewProperty =
      [
        target.alpha, target.translateX, target.translateY, target.scaleX, target.scaleY,
        target.rotation, target.zPosition, target.cornerRadius, target.borderWidth,
        target.shadowOpacity, target.shadowRadius, target.blurRadius,
      ].contains { $0 != nil }
      || [
        target.backgroundColor, target.tintColor, target.textColor, target.borderColor,
        target.shadowColor,
      ].contains { $0 != nil }
    if target.isConstraint, hasViewProperty { throw .mixedKinds(target.name) }
  }
}

extension BindingPlan.Target {
  /// What the header sets on this element now.
  /// - Complexity: O(1); no allocation.
  @inlinable
  public func elementValues<Header: ScrollDrivenHeader>(in header: Header) -> ElementValues {
    func read(_ output: Int?, or identity: Double) -> Double {
      guard let output else { return identity }
      return header.value(at: output)
    }
    var values = ElementValues()
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
    if translateX != nil || translateY != nil || scaleX != nil || scaleY != nil
      || rotation != nil
    {
      values.transform = ViewTransform(
        translateX: read(translateX, or: 0), translateY: read(translateY, or: 0),
        scaleX: read(scaleX, or: 1), scaleY: read(scaleY, or: 1), rotation: read(rotation, or: 0))
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
}
