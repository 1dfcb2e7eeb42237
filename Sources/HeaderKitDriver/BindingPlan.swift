public import HeaderKitRuntime

/// Which output drives which property of which target: everything a view
/// binding needs to know that does not need UIKit, from the header's
/// `HeaderTarget`s (their anchors included).
///
/// ```swift
/// let plan = try BindingPlan(header: TikiHomeHeader())
/// plan.targets.map(\.name)   // ["headerHeight", "logo", "searchTrailing"]
/// ```
public struct BindingPlan: Sendable, Hashable {
  /// A target, its anchor and the output index of each property the spec binds.
  public typealias Target = HeaderTarget

  /// The targets, in the order of their first output.
  public let targets: [Target]

  /// The plan for `header`'s targets.
  /// - Throws: ``BindingError/mixedKinds(_:)`` for a target with both view
  ///   properties and a constant.
  public init(header: some ScrollDrivenHeader) throws(BindingError) {
    try self.init(targets: header.targets)
  }

  /// The plan for these targets.
  /// - Throws: ``BindingError/mixedKinds(_:)`` for a target with both view
  ///   properties and a constant.
  public init(targets: [Target]) throws(BindingError) {
    if let mixed = targets.first(where: { $0.isConstraint && $0.setsViewProperties }) {
      throw .mixedKinds(mixed.name)
    }
    self.targets = targets
  }

  /// The target called `name`, if the header has one.
  public func target(named name: String) -> Target? {
    targets.first { $0.name == name }
  }
}
