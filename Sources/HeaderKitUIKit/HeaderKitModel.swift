#if canImport(SwiftUI) && canImport(UIKit)
public import Combine
public import HeaderKitDriver
public import HeaderKitRuntime

/// A header for SwiftUI: a `ScrollView` drives it (``SwiftUI/View/headerKitScroll(_:)``)
/// and views read their target's values (``SwiftUI/View/headerKitTarget(_:in:)``).
///
/// SwiftUI gives no synchronous way to move a scroll view back inside its
/// scroll callback, so hand-offs (`hold`, `consume`, `overflow`) are not
/// written back: use ``HeaderViewBinding`` for such specs. Nor does the
/// model pass the finger's velocity on: every gesture ends at rest (a snap's
/// `fling` and `rule: projected` see 0).
@MainActor
public final class HeaderKitModel<Header: ScrollDrivenHeader>: ObservableObject {
  /// The driver; its header holds the current values.
  @Published public private(set) var driver: ScrollDriver<Header>
  /// The header's targets and their outputs.
  public let plan: BindingPlan
  /// Whether the input follows the scroll view's horizontal offset.
  public let horizontal: Bool
  private var clock: DisplayLinkClock?

  /// A model for `header`.
  /// - Parameters:
  ///   - input: The input the scroll view drives (the spec's first by default).
  ///   - horizontal: Whether that input follows `contentOffset.x` (a pager)
  ///     rather than `contentOffset.y`.
  public init(header: Header, input: Int = 0, horizontal: Bool = false) throws(BindingError) {
    driver = ScrollDriver(header: header, input: input)
    plan = try BindingPlan(header: header)
    self.horizontal = horizontal
  }

  /// Changes the header (a reset, new params: a rotation, new content);
  /// `body` may throw, as a list param's `setParam(_:to:)` does.
  public func updateHeader(_ body: (inout Header) throws -> Void) rethrows {
    defer { send { _ in } }
    try driver.updateHeader(body)
  }

  /// What the header sets on an element target now, for a view of
  /// `width` × `height` points (nothing for an unknown name).
  public func values(of target: String, width: Double, height: Double) -> ViewValues {
    plan.target(named: target)?.viewValues(in: driver.header, width: width, height: height)
      ?? ViewValues()
  }

  /// A constraint target's constant now, e.g. for a `frame(height:)`.
  public func constant(of target: String) -> Double? {
    plan.target(named: target)?.constant(in: driver.header)
  }

  func send(_ event: (inout ScrollDriver<Header>) -> Void) {
    event(&driver)
    // No write-back in SwiftUI (see the type's documentation).
    driver.didWriteBack()
    if driver.needsDisplayLink, clock == nil {
      clock = DisplayLinkClock { [weak self] timestamp in
        guard let self else { return false }
        self.send { $0.displayLinkFired(timestamp: timestamp) }
        return true
      }
    }
    clock?.isRunning = driver.needsDisplayLink
  }
}
#endif
