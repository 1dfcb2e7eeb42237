public import HeaderKitRuntime

/// What a header sets on one target, in a form that does not depend on the
/// view's size: what a view showing that target needs to redraw.
public struct TargetValues: Sendable, Hashable {
  /// The view properties the target sets, nil for the others; the transform
  /// is about the view's centre (a 0 × 0 view): move it to the target's
  /// anchor for the view's size with
  /// `ViewTransform.about(anchorX:anchorY:width:height:)`.
  public var view: ViewValues
  /// A constraint target's constant; nil for an element.
  public var constant: Double?

  /// Values with these properties.
  public init(view: ViewValues = ViewValues(), constant: Double? = nil) {
    (self.view, self.constant) = (view, constant)
  }

  /// `target`'s values in `header` now.
  /// - Complexity: O(1); no allocation.
  public init(_ target: HeaderTarget, in header: some ScrollDrivenHeader) {
    self.init(
      view: target.viewValues(in: header, width: 0, height: 0),
      constant: target.constant(in: header))
  }
}

/// Each target's values as last read, and which changed since: how the
/// SwiftUI model lets a view that shows one target redraw only when that
/// target's values change, not at every scroll frame.
///
/// ```swift
/// var tracker = TargetValueTracker(plan: plan, header: driver.header)
/// // after each event:
/// tracker.update(from: driver.header) { index, values in
///   // target `plan.targets[index]` now shows `values`
/// }
/// ```
public struct TargetValueTracker: Sendable {
  /// The header's targets, in the order of ``values``.
  public let plan: BindingPlan
  /// Each target's values, as last read.
  public private(set) var values: [TargetValues]

  /// The targets' values in `header` now.
  public init(plan: BindingPlan, header: some ScrollDrivenHeader) {
    self.plan = plan
    values = plan.targets.map { TargetValues($0, in: header) }
  }

  /// Reads each target's values in `header`; for each target whose values
  /// differ from the last read, stores them and calls `changed` with the
  /// target's index in the plan and its new values, in plan order.
  /// - Complexity: O(targets); no allocation.
  public mutating func update(
    from header: some ScrollDrivenHeader, changed: (Int, TargetValues) -> Void
  ) {
    for index in values.indices {
      let now = TargetValues(plan.targets[index], in: header)
      guard now != values[index] else { continue }
      values[index] = now
      changed(index, now)
    }
  }
}
