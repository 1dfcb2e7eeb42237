public import HeaderKitRuntime

/// A stand-in for a `UIScrollView` and its display link, for tests and
/// examples without UIKit: it moves its content offset as a finger, a
/// deceleration or the app would, and calls a ``ScrollDriver`` in the order
/// UIKit calls a scroll view's delegate.
///
/// The order it follows: a drag is `willBeginDragging`, then one
/// `scrollViewDidScroll` per move; lifting the finger is
/// `scrollViewDidEndDragging(willDecelerate:)`, then with deceleration
/// `scrollViewWillBeginDecelerating`, its moves and
/// `scrollViewDidEndDecelerating` (also sent when a finger touches the
/// coasting content, as iOS 13 and later do). Writing the content offset
/// calls `scrollViewDidScroll` before the write returns. Its display link
/// runs only while the driver needs it, and its clock counts seconds from
/// the link's start.
public struct ScrollViewSimulator<Header: ScrollDrivenHeader> {
  /// The driver it calls, and through it the header.
  public private(set) var driver: ScrollDriver<Header>
  /// The content offset along the driven axis.
  public private(set) var contentOffset: Double
  /// `isTracking`: a finger touches the content.
  public private(set) var isTracking = false
  /// `isDragging`: a finger scrolls the content, or it coasts after one did.
  public private(set) var isDragging = false
  /// `isDecelerating`: the content coasts after the finger lifted.
  public private(set) var isDecelerating = false
  /// Whether the display link runs (it is stopped while the driver does not need it).
  public private(set) var isDisplayLinkRunning = false
  /// The display link's clock: seconds since it last started.
  public private(set) var displayLinkClock = 0.0
  /// How many display-link ticks have reached the driver.
  public private(set) var ticks = 0
  /// How many times the driver's hand-off moved the content offset.
  public private(set) var writeBacks = 0
  /// The velocity the finger last lifted at, in UIKit's points per millisecond.
  ///
  /// Set by ``liftFinger(decelerating:velocity:)``; what
  /// ``decelerate(rate:frameDuration:)`` coasts with.
  public private(set) var releaseVelocity = 0.0

  /// A scroll view at the header's current raw offset, driven by `driver`.
  public init(driver: ScrollDriver<Header>) {
    self.driver = driver
    contentOffset = driver.header.rawInput(driver.input)
  }

  /// The header the driver moves.
  public var header: Header { driver.header }

  /// The driver's ``ScrollDriver/reduceMotion``, as an app sets it on its binding.
  public var reduceMotion: ReduceMotion {
    get { driver.reduceMotion }
    set { driver.reduceMotion = newValue }
  }

  /// The driver's ``ScrollDriver/systemReducesMotion``: the system setting
  /// the test pretends, as the binding reads it from UIKit or SwiftUI.
  public var systemReducesMotion: Bool {
    get { driver.systemReducesMotion }
    set { driver.systemReducesMotion = newValue }
  }

  // MARK: A finger

  /// A finger touches the content; a coasting content stops under it.
  public mutating func touchDown() {
    isTracking = true
    if isDecelerating {
      isDecelerating = false
      isDragging = false
      driver.didEndDecelerating()
    }
  }

  /// The finger moves the content by `delta` points: the first move of a
  /// gesture begins dragging (touching down first if needed).
  public mutating func drag(by delta: Double) {
    if !isDragging || isDecelerating {
      touchDown()
      isDragging = true
      driver.willBeginDragging()
    }
    move(to: contentOffset + delta)
  }

  /// A touch that starts a drag without moving the content, as a finger
  /// that moves and comes back does.
  public mutating func beginDragging() {
    touchDown()
    isDragging = true
    driver.willBeginDragging()
  }

  /// The finger lifts at `velocity` (UIKit's points per millisecond): the
  /// content stops, or coasts on.
  public mutating func liftFinger(decelerating: Bool, velocity: Double = 0) {
    precondition(isDragging && !isDecelerating, "no finger is dragging")
    isTracking = false
    releaseVelocity = velocity.isFinite ? velocity : 0
    driver.willEndDragging(velocity: velocity)
    driver.didEndDragging(willDecelerate: decelerating)
    if decelerating {
      isDecelerating = true
      driver.willBeginDecelerating()
    } else {
      isDragging = false
    }
    syncDisplayLink()
  }

  /// The coasting content moves by `delta` points.
  public mutating func coast(by delta: Double) {
    precondition(isDecelerating, "the content is not coasting")
    move(to: contentOffset + delta)
  }

  /// The coasting content comes to rest by itself.
  public mutating func stopCoasting() {
    precondition(isDecelerating, "the content is not coasting")
    isDecelerating = false
    isDragging = false
    driver.didEndDecelerating()
    syncDisplayLink()
  }

  // MARK: The app

  /// The app sets the content offset without animation, through the driver.
  public mutating func setContentOffset(_ offset: Double) {
    let target = driver.setContentOffset(offset)
    write(target)
    syncDisplayLink()
  }

  /// The app animates the content offset to `offset` in `steps` frames (at
  /// least one) (`setContentOffset(_:animated: true)`), ending with
  /// `scrollViewDidEndScrollingAnimation`.
  public mutating func animateContentOffset(to offset: Double, steps: Int) {
    animate(to: offset, steps: steps)
    driver.didEndScrollingAnimation()
    syncDisplayLink()
  }

  /// A status-bar tap scrolls to `top` in `steps` frames (at least one), ending with
  /// `scrollViewDidScrollToTop`.
  public mutating func scrollToTop(_ top: Double, steps: Int) {
    animate(to: top, steps: steps)
    driver.didScrollToTop()
    syncDisplayLink()
  }

  /// The app changes the header (new params, a reset) through
  /// ``ScrollDriver/updateHeader(_:)`` and sets the content offset it
  /// returns, as the UIKit binding does.
  ///
  /// `change` may throw (a list param's `setParam(_:to:)` does when the list
  /// would cost too much set-up); then what it changed before throwing
  /// stays, and the content is not scrolled.
  public mutating func updateHeader(_ change: (inout Header) throws -> Void) rethrows {
    write(try driver.updateHeader(change))
    syncDisplayLink()
  }

  // MARK: Time

  /// The app sets a signal through ``ScrollDriver/setSignal(_:to:)``; the
  /// display link starts if a transition it starts needs it.
  public mutating func setSignal(_ index: Int, to value: Double) {
    driver.setSignal(index, to: value)
    syncDisplayLink()
  }

  /// `seconds` pass: the running display link ticks once at the new time.
  public mutating func wait(_ seconds: Double) {
    guard isDisplayLinkRunning else { return }
    displayLinkClock += seconds
    tick()
  }

  // MARK: Private

  /// The content moves to `offset` in `steps` frames; fewer than one is one.
  private mutating func animate(to offset: Double, steps: Int) {
    let steps = Swift.max(1, steps)
    let start = contentOffset
    for step in 1...steps {
      move(to: step == steps ? offset : start + (offset - start) * Double(step) / Double(steps))
    }
  }

  /// The content offset changes, then the delegate hears of it.
  private mutating func move(to offset: Double) {
    contentOffset = offset
    if let handedBack = driver.didScroll(state) {
      writeBacks += 1
      write(handedBack)
    }
    syncDisplayLink()
  }

  /// Sets the content offset as a write-back: UIKit calls
  /// `scrollViewDidScroll` from inside the setter when the offset changes.
  private mutating func write(_ offset: Double) {
    if offset != contentOffset {
      contentOffset = offset
      let handedBack = driver.didScroll(state)
      precondition(handedBack == nil, "a write-back's own didScroll moved the header")
    }
    driver.didWriteBack()
  }

  private var state: ScrollViewState {
    ScrollViewState(
      offset: contentOffset, isTracking: isTracking, isDragging: isDragging,
      isDecelerating: isDecelerating)
  }

  /// Starts the display link (its first tick is the clock's origin) when
  /// the driver needs it, pauses it when not.
  private mutating func syncDisplayLink() {
    if driver.needsDisplayLink, !isDisplayLinkRunning {
      isDisplayLinkRunning = true
      displayLinkClock = 0
      tick()
    } else if !driver.needsDisplayLink {
      isDisplayLinkRunning = false
    }
  }

  private mutating func tick() {
    ticks += 1
    if let offset = driver.displayLinkFired(timestamp: displayLinkClock) {
      writeBacks += 1
      write(offset)
    }
    if !driver.needsDisplayLink { isDisplayLinkRunning = false }
  }
}

extension ScrollViewSimulator: Sendable where Header: Sendable {}
