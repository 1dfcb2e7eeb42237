#if canImport(SwiftUI) && canImport(UIKit)
public import Combine
public import HeaderKitDriver
public import HeaderKitRuntime

/// A header for SwiftUI: a `ScrollView` drives it
/// (``SwiftUI/View/headerKitScroll(_:)``) and views show its targets
/// (``SwiftUI/View/headerKitTarget(_:in:)``, ``HeaderKitReader``).
///
/// The model itself publishes nothing: a view that owns it (`@StateObject`)
/// is not redrawn as the header moves. Each target has its own observable
/// values (``target(named:)``), which publish only when that target's
/// values change, so a scroll frame redraws only the views whose target it
/// moved (`TargetValueTracker` decides, in HeaderKitDriver).
///
/// What each iOS version gives the model is in
/// ``SwiftUI/View/headerKitScroll(_:)``.
@MainActor
public final class HeaderKitModel<Header: ScrollDrivenHeader>: ObservableObject {
  /// The driver; its header holds the current values. Reading it in a
  /// view's body does not observe it: observe ``target(named:)``.
  public private(set) var driver: ScrollDriver<Header>
  /// Whether the input follows the scroll view's horizontal offset.
  public let horizontal: Bool
  private var tracker: TargetValueTracker
  private let targets: [HeaderKitTargetValues]
  /// What ``target(named:)`` gives for a name the header does not have.
  private let noTarget = HeaderKitTargetValues(target: nil, values: TargetValues())
  private var clock: DisplayLinkClock?
  /// Sets the scroll view's offset, where SwiftUI lets the model (iOS 18's
  /// `ScrollPosition`, installed by `headerKitScroll`); nil before.
  var scrollWriter: ((Double) -> Void)?

  /// A model for `header`.
  /// - Parameters:
  ///   - input: The input the scroll view drives (the spec's first by default).
  ///   - horizontal: Whether that input follows the horizontal offset (a
  ///     pager) rather than the vertical one.
  public init(header: Header, input: Int = 0, horizontal: Bool = false) throws(BindingError) {
    driver = ScrollDriver(header: header, input: input)
    let tracker = TargetValueTracker(plan: try BindingPlan(header: header), header: header)
    targets = zip(tracker.plan.targets, tracker.values).map {
      HeaderKitTargetValues(target: $0, values: $1)
    }
    self.tracker = tracker
    self.horizontal = horizontal
  }

  /// The header's targets and their outputs.
  public var plan: BindingPlan { tracker.plan }

  /// Whether snaps and transitions jump to their end instead of animating:
  /// by default as SwiftUI's `accessibilityReduceMotion` says (read by
  /// `headerKitScroll`), or always, or never (`ReduceMotion`, HeaderKitDriver's rule).
  public var reduceMotion: ReduceMotion {
    get { driver.reduceMotion }
    set { driver.reduceMotion = newValue }
  }

  /// The system's Reduce Motion setting, from the environment.
  var systemReducesMotion: Bool {
    get { driver.systemReducesMotion }
    set { driver.systemReducesMotion = newValue }
  }

  /// The observable values of the target called `name`: a view that
  /// observes them (``HeaderKitReader``, `headerKitTarget`, or
  /// `@ObservedObject`) is redrawn when they change, and only then. For a
  /// name the header does not have, values that never change.
  public func target(named name: String) -> HeaderKitTargetValues {
    targets.first { $0.target?.name == name } ?? noTarget
  }

  /// Changes the header — new params after a size change, a reset —
  /// through `ScrollDriver.updateHeader(_:)`, as the UIKit binding does.
  /// The offset it returns is written into the scroll view where SwiftUI
  /// lets the model (iOS 18); before, the scroll view stays where it is and
  /// its next offset reaches the header as a scroll. `body` may throw, as a
  /// list param's `setParam(_:to:)` does; what it changed before throwing
  /// is shown.
  public func updateHeader(_ body: (inout Header) throws -> Void) rethrows {
    defer { afterEvent() }
    write(try driver.updateHeader(body))
  }

  /// Sets signal `index` of the header through `ScrollDriver.setSignal(_:to:)`,
  /// as the UIKit binding does; a transition it starts runs the clock.
  public func setSignal(_ index: Int, to value: Double) {
    driver.setSignal(index, to: value)
    afterEvent()
  }

  // MARK: From the modifiers and the clock

  func didScroll(to offset: Double) {
    if let handedBack = driver.didScroll(ScrollViewState(offset: offset)) { write(handedBack) }
    afterEvent()
  }

  func scrollPhaseChanged(from old: ScrollViewPhase, to new: ScrollViewPhase, velocity: Double) {
    driver.scrollPhaseChanged(from: old, to: new, velocity: velocity)
    afterEvent()
  }

  private func tick(_ timestamp: Double) {
    if let offset = driver.displayLinkFired(timestamp: timestamp) { write(offset) }
    afterEvent()
  }

  /// Asks SwiftUI to move the scroll view, where it can; the driver takes
  /// the next offset as a move either way (SwiftUI applies the write later,
  /// not inside the setter as UIKit does).
  private func write(_ offset: Double) {
    scrollWriter?(offset)
    driver.didWriteBack()
  }

  /// Publishes the targets whose values changed, and runs the display link
  /// only while something animates.
  private func afterEvent() {
    tracker.update(from: driver.header) { index, values in targets[index].values = values }
    if driver.needsDisplayLink, clock == nil {
      clock = DisplayLinkClock { [weak self] timestamp in
        guard let self else { return false }
        self.tick(timestamp)
        return true
      }
    }
    clock?.isRunning = driver.needsDisplayLink
  }
}

/// One target's values, observable: they publish only when they change.
@MainActor
public final class HeaderKitTargetValues: ObservableObject {
  /// The target: its name and anchor; nil for a name the header does not have.
  public let target: HeaderTarget?
  /// What the header sets on the target now (its transform about the
  /// view's centre; ``SwiftUI/View/headerKitTarget(_:in:)`` moves it to
  /// the anchor for the view's size).
  @Published public internal(set) var values: TargetValues

  init(target: HeaderTarget?, values: TargetValues) {
    self.target = target
    self.values = values
  }
}
#endif
