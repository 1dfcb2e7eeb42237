import HeaderKitDriver
import HeaderKitRuntime

/// A screen with a header over a scrolling list: the header's views are
/// bound by target name, a stand-in scroll view drives the header, and every
/// gesture ends by writing the header's values into the views — what
/// HeaderKitUIKit's `HeaderViewBinding` does with real views.
public final class HeaderScreen<Header: ScrollDrivenHeader> {
  /// The list's scroll view and, through its driver, the header.
  public private(set) var scrollView: ScrollViewSimulator<Header>
  private var bindings: TargetBindings<StandInView, StandInConstraint>

  /// A screen for `header`: the header says what its targets are and how
  /// many states it has.
  public init(header: Header) throws(BindingError) {
    scrollView = ScrollViewSimulator(driver: ScrollDriver(header: header))
    bindings = TargetBindings(plan: try BindingPlan(header: header))
  }

  /// Binds an element target to a view.
  public func bind(_ target: String, to view: StandInView) throws(BindingError) {
    try bindings.bindElement(target, to: view)
  }

  /// Binds a constraint target to a constraint.
  public func bind(_ target: String, to constraint: StandInConstraint) throws(BindingError) {
    try bindings.bindConstraint(target, to: constraint)
  }

  /// Scrolls, then shows the header's values.
  public func scroll(_ gesture: (inout ScrollViewSimulator<Header>) -> Void) {
    gesture(&scrollView)
    render()
  }

  /// Changes the header (new params), then shows its values.
  public func updateHeader(_ change: (inout Header) -> Void) {
    scroll { $0.updateHeader(change) }
  }

  /// Sets every param of `params` (a generated header's params stay
  /// settable) and puts the header at rest; returns the names the header
  /// does not have.
  @discardableResult
  public func setParams(_ params: [String: Double]) -> [String] {
    updateParams(params, reset: true)
  }

  /// Sets every param of `params` where the header is, as a screen does
  /// when layout measures new ones (a rotation, new content): the states
  /// keep their values. Returns the names the header does not have.
  @discardableResult
  public func updateParams(_ params: [String: Double], reset: Bool = false) -> [String] {
    var unknown: [String] = []
    updateHeader { header in
      for (name, value) in params.sorted(by: { $0.key < $1.key }) {
        guard let index = header.paramIndex(named: name) else {
          unknown.append(name)
          continue
        }
        header.setParam(index, to: value)
      }
      if reset { header.reset() }
    }
    return unknown
  }

  /// Writes the header's current values into the bound views.
  public func render() {
    bindings.apply(scrollView.header) { view in
      (view.width, view.height)
    } element: { view, values in
      view.apply(values)
    } constraint: { constraint, constant in
      constraint.constant = constant
    }
  }
}
