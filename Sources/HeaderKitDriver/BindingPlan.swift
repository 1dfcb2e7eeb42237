public import HeaderKitRuntime

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
  ///   runtime does not know, a key twice, or a target with both view
  ///   properties and a constant.
  public init(outputKeys: [String]) throws(BindingError) {
    for (output, key) in outputKeys.enumerated() {
      guard let dot = key.lastIndex(of: "."), dot != key.startIndex else {
        throw .malformedKey(key)
      }
      let name = String(key[..<dot])
      let property = key[key.index(after: dot)...]
      let index = targets.firstIndex { $0.name == name } ?? appendTarget(name)
      try Self.assign(output, property: property, key: key, to: &targets[index])
    }
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
    default: throw .unknownProperty(key)
    }
    guard target[keyPath: slot] == nil else { throw .duplicateKey(key) }
    target[keyPath: slot] = output
    let hasViewProperty = [
      target.alpha, target.translateX, target.translateY, target.scaleX, target.scaleY,
      target.rotation, target.zPosition,
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
    if translateX != nil || translateY != nil || scaleX != nil || scaleY != nil
      || rotation != nil
    {
      values.transform = ViewTransform(
        translateX: read(translateX, or: 0), translateY: read(translateY, or: 0),
        scaleX: read(scaleX, or: 1), scaleY: read(scaleY, or: 1), rotation: read(rotation, or: 0))
    }
    return values
  }

  /// The constraint's constant now, for a constraint target; else nil.
  @inlinable
  public func constant<Header: ScrollDrivenHeader>(in header: Header) -> Double? {
    guard let constant else { return nil }
    return header.value(at: constant)
  }
}
