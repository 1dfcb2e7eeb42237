public import HeaderKitRuntime

/// Turns what a `UIScrollViewDelegate` and a display link see into a
/// header's events: drags, programmatic scrolls, the end of scrolling and
/// the clock.
///
/// The driver is platform-neutral: a binding (HeaderKitUIKit, or a test's
/// ``ScrollViewSimulator``) calls it from each delegate callback and writes
/// back what it returns. The mapping, and why, is in docs/app.md:
///
/// - `scrollViewDidScroll` while a finger drags or the content decelerates
///   is `drag(_:by:)` by the move from the header's last
///   raw offset (or, where that difference rounds, the same move as a
///   scroll, so the header lands on the scroll view's offset exactly); any
///   other `scrollViewDidScroll` (a programmatic scroll, a scroll animation,
///   scroll-to-top, an inset change) is `scroll(_:toRaw:)`.
/// - `endScrolling(_:velocity:)` once per gesture, when dragging
///   and deceleration have both stopped (with the velocity the finger left
///   at, from `scrollViewWillEndDragging`), and once at the end of a scroll
///   animation that moved the content.
/// - `advance(by:)` on display-link ticks only while a
///   state or transition animates: ``needsDisplayLink`` says when the link may pause.
/// - After a hand-off the scroll view's offset must change: ``didScroll(_:)``
///   returns the offset to write, and the `scrollViewDidScroll` that writing
///   it causes is recognised and ignored; so does ``displayLinkFired(timestamp:)``
///   while a snap moves the content.
///
/// Events allocate nothing.
public struct ScrollDriver<Header: ScrollDrivenHeader> {
  /// The header the driver moves; read its values after each call.
  public private(set) var header: Header
  /// The header input the scroll view drives.
  public let input: Int
  /// What moves the content now, as the delegate callbacks told.
  public private(set) var phase = GesturePhase.idle
  /// Whether a state or transition animates, so display-link ticks move it: pause the
  /// display link while this is false (an idle header costs nothing per frame).
  public private(set) var needsDisplayLink = false
  /// The timestamp of the last tick of the running display link, if any.
  private var lastTick: Double?
  /// Between returning an offset to write back and ``didWriteBack()``.
  private var writingBack = false
  /// Whether the content moved since the last end of scrolling, so an
  /// animation's end ends scrolling once, however many callbacks say so.
  private var movedSinceEnd = false
  /// Whether snaps and transitions jump to their end rather than animate:
  /// the system's Reduce Motion setting (``systemReducesMotion``) by
  /// default, or always, or never (see ``ReduceMotion``).
  public var reduceMotion = ReduceMotion.followSystem
  /// The system's Reduce Motion setting, as the binding last read it
  /// (`UIAccessibility.isReduceMotionEnabled`, SwiftUI's
  /// `accessibilityReduceMotion`).
  public var systemReducesMotion = false
  /// The velocity the finger left the content at, in points per second
  /// (``willEndDragging(velocity:)``, or SwiftUI's phase change), handed to
  /// the end of the gesture.
  var releaseVelocity = 0.0

  /// A driver for `input` of `header`.
  ///
  /// - Parameters:
  ///   - header: The header, at rest or wherever the app left it.
  ///   - input: The input the scroll view drives (the spec's first by default).
  public init(header: Header, input: Int = 0) {
    self.header = header
    self.input = input
  }

  // MARK: Delegate callbacks

  /// `scrollViewWillBeginDragging`: a finger starts to scroll the content
  /// (possibly stopping a deceleration: the gesture goes on).
  public mutating func willBeginDragging() {
    phase = .dragging
    movedSinceEnd = true
    releaseVelocity = 0
  }

  /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`: the
  /// finger lifts at `velocity`, the component along the input's axis in
  /// UIKit's points per *millisecond*. The end of this gesture hands it on
  /// (×1000, in points per second) to the header's snaps: fling rules,
  /// projections and springs. A finger that touches the content again
  /// starts a new gesture with no velocity.
  public mutating func willEndDragging(velocity: Double) {
    releaseVelocity = velocity.isFinite ? velocity * 1000 : 0
  }

  /// `scrollViewDidScroll`: the content offset changed.
  ///
  /// - Returns: The offset to write back into the scroll view when the
  ///   header handed part of the move back (Tiki's `hold`, Android's
  ///   `consume` and `overflow`), else nil. After writing it, call
  ///   ``didWriteBack()``; the `scrollViewDidScroll` the write causes in
  ///   between is recognised and ignored.
  /// - Complexity: O(guard code + frame code + states); no allocation.
  public mutating func didScroll(_ view: ScrollViewState) -> Double? {
    if writingBack { return nil }
    // A driver attached in the middle of a gesture learns it from the flags.
    if phase == .idle, view.isDragging || view.isDecelerating {
      phase = view.isDecelerating && !view.isTracking ? .decelerating : .dragging
    }
    let last = header.rawInput(input)
    let delta = view.offset - last
    // A finger's move is a drag from the header's last offset — the same
    // move as a scroll to the new one, unless `last + delta` rounds away
    // from it (0.1 to −0.2 does): then the scroll lands exactly.
    if phase != .idle, last + delta == view.offset {
      header.drag(input, by: delta)
    } else {
      header.scroll(input, toRaw: view.offset)
    }
    movedSinceEnd = true
    return handOff(from: view.offset)
  }

  /// The write-back ``didScroll(_:)`` or ``setContentOffset(_:)`` returned
  /// is done: the next `scrollViewDidScroll` is a move again.
  public mutating func didWriteBack() {
    writingBack = false
  }

  /// `scrollViewDidEndDragging(_:willDecelerate:)`: the finger lifted. Without
  /// deceleration scrolling has ended.
  public mutating func didEndDragging(willDecelerate: Bool) {
    guard phase == .dragging else { return }
    if willDecelerate {
      phase = .decelerating
    } else {
      endScrolling()
    }
  }

  /// `scrollViewWillBeginDecelerating`: the content coasts.
  public mutating func willBeginDecelerating() {
    if phase == .dragging { phase = .decelerating }
  }

  /// `scrollViewDidEndDecelerating`: the content stopped coasting (by itself,
  /// or under a finger that touched it): scrolling has ended.
  public mutating func didEndDecelerating() {
    guard phase == .decelerating else { return }
    endScrolling()
  }

  /// `scrollViewDidEndScrollingAnimation`: an animated `setContentOffset` or
  /// `scrollRectToVisible` finished. Ends scrolling if it moved the content
  /// and no gesture has taken over.
  public mutating func didEndScrollingAnimation() {
    guard phase == .idle, movedSinceEnd else { return }
    endScrolling()
  }

  /// `scrollViewDidScrollToTop`: the status-bar tap's scroll finished; as
  /// ``didEndScrollingAnimation()``.
  public mutating func didScrollToTop() {
    didEndScrollingAnimation()
  }

  // MARK: The app's own scrolls

  /// The app sets the content offset itself, without animation (call this
  /// instead of setting `contentOffset` directly, so a scroll during a drag
  /// is a scroll, not a drag): the header scrolls to `offset`.
  ///
  /// - Returns: The offset to set on the scroll view: `offset`, or where a
  ///   hand-off puts it. Set it, then call ``didWriteBack()``.
  public mutating func setContentOffset(_ offset: Double) -> Double {
    header.scroll(input, toRaw: offset)
    movedSinceEnd = true
    updateDisplayLink()
    writingBack = true
    return header.rawInput(input)
  }

  /// Changes the header in place — new params (a rotation, a new size, a
  /// measured height or safe area), a reset — then scrolls it, as the app's
  /// own scroll, to its own raw offset.
  ///
  /// After new params that is a move of 0: the header's states see at once
  /// the offset the new params give (an input's inset that follows a param),
  /// as they would at their input's next event, so the header shows the new
  /// size's values now, not at the next touch. After a reset it is the
  /// offset at rest, where the content goes. As at any scroll from code, a
  /// snap that moves the content stops where it is. The UIKit binding, the
  /// SwiftUI model and ``ScrollViewSimulator`` all change their header here,
  /// so an app's tests see what its screen does.
  ///
  /// - Returns: The offset to set on the scroll view: the header's raw
  ///   offset (where a hand-off leaves it). Set it, then call
  ///   ``didWriteBack()``. When `body` throws, what it changed before
  ///   throwing stays, no scroll is sent and there is nothing to write.
  public mutating func updateHeader(_ body: (inout Header) throws -> Void) rethrows -> Double {
    defer { updateDisplayLink() }
    try body(&header)
    return setContentOffset(header.rawInput(input))
  }

  /// The app sets signal `index` of the header (`ScrollDrivenHeader.setSignal(_:to:)`):
  /// no set-up, no scroll; a transition it starts runs the display link.
  /// - Complexity: O(transitions' code + frame code); no allocation.
  public mutating func setSignal(_ index: Int, to value: Double) {
    header.setSignal(index, to: value)
    updateDisplayLink()
  }

  // MARK: Private

  private mutating func endScrolling() {
    phase = .idle
    movedSinceEnd = false
    header.endScrolling(input, velocity: releaseVelocity)
    releaseVelocity = 0
    updateDisplayLink()
  }

  /// After a move: whether the header kept the offset, and the display link's
  /// need (a move may cancel a snap).
  private mutating func handOff(from offset: Double) -> Double? {
    updateDisplayLink()
    let raw = header.rawInput(input)
    // -0 and 0 are the same offset: no write for the sign of a zero.
    guard raw != offset else { return nil }
    writingBack = true
    return raw
  }
}

extension ScrollDriver {
  // MARK: The display link

  /// A display-link tick at `timestamp` seconds (`CADisplayLink.timestamp`
  /// or `targetTimestamp`, any clock whose differences are seconds).
  ///
  /// The first tick after the link starts is the clock's origin; each later
  /// one advances the header by the time since the previous tick. While
  /// motion is reduced (``reducesMotion``) a tick instead puts every snap
  /// and transition at its end (the header's `finishAnimations()`:
  /// the header's clock stays), so they jump there at the next frame. Ticks
  /// while ``needsDisplayLink`` is false do nothing.
  /// - Returns: The offset to write back into the scroll view when a snap
  ///   moves the content (`movesInput`, as iOS's large title settles the
  ///   content offset open or closed), else nil; after writing it, call
  ///   ``didWriteBack()``.
  /// - Complexity: O(states + frame code); no allocation.
  @discardableResult
  public mutating func displayLinkFired(timestamp: Double) -> Double? {
    guard needsDisplayLink else { return nil }
    let offset = header.rawInput(input)
    if reducesMotion {
      header.finishAnimations()
    } else if let lastTick {
      header.advance(by: timestamp - lastTick)
    }
    lastTick = timestamp
    return handOff(from: offset)
  }

  /// Whether any state or transition animates; the link's clock restarts when none does.
  mutating func updateDisplayLink() {
    needsDisplayLink = header.isAnyAnimating
    if !needsDisplayLink { lastTick = nil }
  }
}

extension ScrollDriver: Sendable where Header: Sendable {}
