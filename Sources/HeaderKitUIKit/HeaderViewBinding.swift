#if canImport(UIKit)
public import HeaderKitDriver
public import HeaderKitRuntime
public import UIKit

/// A header bound to UIKit: views and constraints by target name, a scroll
/// view whose delegate callbacks drive it, and a display link that runs only
/// while a snap animates. All decisions are HeaderKitDriver's; this class
/// reads the scroll view and writes view properties.
///
/// ```swift
/// let binding = try HeaderViewBinding(TikiHomeHeader())
/// try binding.bind("headerHeight", to: headerHeightConstraint)
/// try binding.bind("logo", to: logoView)
/// binding.attach(to: tableView)     // keeps the table's own delegate
/// ```
///
/// Keep the binding alive while it should drive the header (a property of
/// the view controller). Released while attached, it stops driving, and the
/// scroll view keeps the proxy it made its delegate, which goes on
/// forwarding every call to the app's delegate: a table's own delegate is
/// never disconnected (HeaderKitDriver's `DelegateAttachment`).
@MainActor
public final class HeaderViewBinding<Header: ScrollDrivenHeader> {
  /// The driver; its header holds the current values.
  public private(set) var driver: ScrollDriver<Header>
  private var targets: TargetBindings<UIView, NSLayoutConstraint>
  let horizontal: Bool
  private var attachment = DelegateAttachment<ScrollViewSlots>()
  private var clock: DisplayLinkClock?
  private var motionObserver: ReduceMotionObserver?

  /// A binding for `header` (an evaluator, or a generated header).
  /// - Parameters:
  ///   - horizontal: Whether the input follows `contentOffset.x`.
  public init(_ header: Header, input: Int = 0, horizontal: Bool = false) throws(BindingError) {
    driver = ScrollDriver(header: header, input: input)
    targets = TargetBindings(plan: try BindingPlan(header: header))
    self.horizontal = horizontal
    motionObserver = ReduceMotionObserver { [weak self] enabled in
      self?.driver.systemReducesMotion = enabled
    }
  }

  /// Whether snaps and transitions jump to their end instead of animating:
  /// by default as the system's Reduce Motion setting says
  /// (`UIAccessibility.isReduceMotionEnabled`, followed as it changes), or
  /// always, or never (`ReduceMotion`, HeaderKitDriver's rule).
  public var reduceMotion: ReduceMotion {
    get { driver.reduceMotion }
    set { driver.reduceMotion = newValue }
  }

  /// Binds an element target to a view.
  public func bind(_ target: String, to view: UIView) throws(BindingError) {
    try targets.bindElement(target, to: view)
  }

  /// Binds a constraint target to a layout constraint.
  public func bind(_ target: String, to constraint: NSLayoutConstraint) throws(BindingError) {
    try targets.bindConstraint(target, to: constraint)
  }

  /// The targets no view or constraint is bound to.
  public var unboundTargets: [String] { targets.unboundTargets }

  /// Drives the header from `scrollView`: its delegate becomes a proxy that
  /// forwards every call to the delegate it had (set the app's delegate
  /// first, or later through ``scrollViewDelegate``). A scroll view drives
  /// one binding: attaching another to it takes it over from this one.
  public func attach(to scrollView: UIScrollView) {
    detach()
    attachment.attach(to: scrollView).events = self
    clock = DisplayLinkClock { [weak self] timestamp in
      guard let self, self.attachment.attachedHost != nil else { return false }
      self.tick(timestamp)
      return true
    }
    apply()
  }

  /// The app's own delegate of the attached scroll view, which receives
  /// every call. Set it here, not on the scroll view, once attached.
  public var scrollViewDelegate: UIScrollViewDelegate? {
    get { attachment.forwardingDelegate }
    set { attachment.forwardingDelegate = newValue }
  }

  /// Gives the scroll view its own delegate back and stops the clock.
  public func detach() {
    attachment.detach()
    clock?.invalidate()
    clock = nil
  }

  /// Sets the content offset as the app's own scroll, a `scroll` event
  /// even while a finger is down (use it instead of `contentOffset`).
  public func setContentOffset(_ offset: CGFloat) {
    write(driver.setContentOffset(Double(offset)))
    afterEvent()
  }

  /// Sets signal `index` of the header (refreshing, the selected tab)
  /// through `ScrollDriver.setSignal(_:to:)` and applies the values; a
  /// transition it starts runs the display link. Keep the index from
  /// `signalIndex(named:)`.
  public func setSignal(_ index: Int, to value: Double) {
    driver.setSignal(index, to: value)
    afterEvent()
  }

  /// Changes the header — new params after a rotation or size change, a
  /// measured height or safe area, a reset — through
  /// `ScrollDriver.updateHeader(_:)`, sets the content offset it returns
  /// (the header's raw offset: unchanged after new params, at rest after a
  /// reset) and applies the values, as `ScrollViewSimulator.updateHeader(_:)`
  /// does in tests. `body` may throw, as a list param's `setParam(_:to:)`
  /// does when the list would cost too much set-up; what it changed before
  /// throwing is applied, and the content is not moved.
  public func updateHeader(_ body: (inout Header) throws -> Void) rethrows {
    defer { afterEvent() }
    write(try driver.updateHeader(body))
  }

  /// Writes the header's current values into the bound views.
  public func apply() {
    targets.apply(driver.header) {
      (Double($0.bounds.width), Double($0.bounds.height))
    } element: { view, values in
      view.apply(values)
    } constraint: { constraint, constant in
      constraint.constant = CGFloat(constant)
    }
  }

  // MARK: From the proxy and the clock

  func didScroll(_ scrollView: UIScrollView) {
    let offset = horizontal ? scrollView.contentOffset.x : scrollView.contentOffset.y
    let state = ScrollViewState(
      offset: Double(offset), isTracking: scrollView.isTracking,
      isDragging: scrollView.isDragging, isDecelerating: scrollView.isDecelerating)
    if let handedBack = driver.didScroll(state) { write(handedBack) }
    afterEvent()
  }

  func gesture(_ event: (inout ScrollDriver<Header>) -> Void) {
    event(&driver)
    afterEvent()
  }

  private func tick(_ timestamp: CFTimeInterval) {
    if let offset = driver.displayLinkFired(timestamp: timestamp) { write(offset) }
    afterEvent()
  }

  /// Moves the scroll view; its didScroll comes back through the proxy
  /// before the setter returns, and the driver ignores it.
  private func write(_ offset: Double) {
    if let scrollView = attachment.attachedHost {
      var contentOffset = scrollView.contentOffset
      if horizontal { contentOffset.x = CGFloat(offset) } else { contentOffset.y = CGFloat(offset) }
      scrollView.contentOffset = contentOffset
    }
    driver.didWriteBack()
  }

  private func afterEvent() {
    clock?.isRunning = driver.needsDisplayLink
    apply()
  }
}

extension HeaderViewBinding where Header: GeneratedHeader {
  /// A binding for a new generated header (`headerkit generate`, or the plugin).
  public convenience init(input: Int = 0, horizontal: Bool = false) throws(BindingError) {
    try self.init(Header(), input: input, horizontal: horizontal)
  }
}

extension UIView {
  /// Writes the properties a header sets on this view; leaves the others.
  func apply(_ values: ViewValues) {
    if let alpha = values.alpha { self.alpha = CGFloat(alpha) }
    if let zPosition = values.zPosition { layer.zPosition = CGFloat(zPosition) }
    if let t = values.transform {
      transform = CGAffineTransform(
        a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx),
        ty: CGFloat(t.ty))
    }
    if let radius = values.cornerRadius { layer.cornerRadius = CGFloat(radius) }
    if let width = values.borderWidth { layer.borderWidth = CGFloat(width) }
    if let opacity = values.shadowOpacity { layer.shadowOpacity = Float(opacity) }
    if let radius = values.shadowRadius { layer.shadowRadius = CGFloat(radius) }
    if let color = values.backgroundColor { backgroundColor = UIColor(color) }
    if let color = values.tintColor { tintColor = UIColor(color) }
    if let color = values.borderColor { layer.borderColor = UIColor(color).cgColor }
    if let color = values.shadowColor { layer.shadowColor = UIColor(color).cgColor }
    if let color = values.textColor {
      // The views that have a text colour; blurRadius is left to the app.
      if let label = self as? UILabel {
        label.textColor = UIColor(color)
      } else if let field = self as? UITextField {
        field.textColor = UIColor(color)
      } else if let text = self as? UITextView {
        text.textColor = UIColor(color)
      }
    }
  }
}

extension UIColor {
  /// The sRGB colour a header computed.
  public convenience init(_ color: HeaderColor) {
    self.init(
      red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue),
      alpha: CGFloat(color.alpha))
  }
}
#endif
