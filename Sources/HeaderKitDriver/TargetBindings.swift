public import HeaderKitRuntime

/// Views and constraints bound to a header's targets by name, and the frame
/// applied to them: the logic of a view binding, for any view type.
///
/// HeaderKitUIKit binds `UIView`s and `NSLayoutConstraint`s; a test binds
/// stand-ins. The caller says how to write each kind of value.
///
/// ```swift
/// var bindings = TargetBindings<UIView, NSLayoutConstraint>(plan: plan)
/// try bindings.bindElement("logo", to: logoView)
/// try bindings.bindConstraint("headerHeight", to: heightConstraint)
/// bindings.apply(header, size: { ($0.bounds.width, $0.bounds.height) }) { view, values in
///   …
/// } constraint: { constraint, constant in … }
/// ```
public struct TargetBindings<Element, Constraint> {
  /// The header's targets and their outputs.
  public let plan: BindingPlan
  private var elements: [(target: BindingPlan.Target, element: Element)] = []
  private var constraints: [(output: Int, constraint: Constraint)] = []
  private var boundNames: Set<String> = []

  /// No target bound yet.
  public init(plan: BindingPlan) {
    self.plan = plan
  }

  /// Binds an element target to a view; a target may drive several views.
  /// - Throws: ``BindingError/unknownTarget(_:known:)`` or
  ///   ``BindingError/notAnElement(_:)``.
  public mutating func bindElement(_ name: String, to element: Element) throws(BindingError) {
    let target = try target(named: name)
    guard !target.isConstraint else { throw .notAnElement(name) }
    elements.append((target, element))
    boundNames.insert(name)
  }

  /// Binds a constraint target to a layout constraint.
  /// - Throws: ``BindingError/unknownTarget(_:known:)`` or
  ///   ``BindingError/notAConstraint(_:)``.
  public mutating func bindConstraint(_ name: String, to constraint: Constraint)
    throws(BindingError)
  {
    let target = try target(named: name)
    guard let output = target.constant else { throw .notAConstraint(name) }
    constraints.append((output, constraint))
    boundNames.insert(name)
  }

  /// The targets nothing is bound to, in plan order: an app may check that
  /// it bound every one.
  public var unboundTargets: [String] {
    plan.targets.map(\.name).filter { !boundNames.contains($0) }
  }

  /// Writes the header's current values: `element` once per bound view with
  /// the properties its target sets, `constraint` once per bound constraint
  /// with its constant.
  /// - Parameters:
  ///   - header: The header whose current values are written.
  ///   - size: A view's bounds size: a transform about an anchor other than
  ///     the centre depends on it (see `HeaderTarget.viewValues(in:width:height:)`).
  ///   - element: Writes a bound view's values: each property its target
  ///     sets, nil for the others (leave those alone).
  ///   - constraint: Writes a bound constraint's constant.
  /// - Complexity: O(bound views and constraints); no allocation.
  public func apply<Header: ScrollDrivenHeader>(
    _ header: Header, size: (Element) -> (width: Double, height: Double),
    element: (Element, ViewValues) -> Void, constraint: (Constraint, Double) -> Void
  ) {
    // By index: iterating an array of generic tuples allocates an iterator
    // in unoptimised builds.
    for index in elements.indices {
      let view = elements[index].element
      let bounds = size(view)
      element(
        view,
        elements[index].target.viewValues(in: header, width: bounds.width, height: bounds.height))
    }
    for index in constraints.indices {
      constraint(constraints[index].constraint, header.value(at: constraints[index].output))
    }
  }

  private func target(named name: String) throws(BindingError) -> BindingPlan.Target {
    guard let target = plan.target(named: name) else {
      throw .unknownTarget(name, known: plan.targets.map(\.name))
    }
    return target
  }
}

extension TargetBindings: Sendable where Element: Sendable, Constraint: Sendable {}
