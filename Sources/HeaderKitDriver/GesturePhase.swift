/// What moves a scroll view's content, as its delegate callbacks tell it.
public enum GesturePhase: Sendable, Hashable {
  /// Nothing, or something other than a finger: a programmatic scroll, a
  /// scroll animation, scroll-to-top, an inset or layout change.
  case idle
  /// A finger drags the content (`scrollViewWillBeginDragging` until
  /// `scrollViewDidEndDragging`).
  case dragging
  /// The content coasts after the finger lifted (`scrollViewDidEndDragging`
  /// with `willDecelerate` until `scrollViewDidEndDecelerating`).
  case decelerating
}

/// What `scrollViewDidScroll` reads off a `UIScrollView`: the content offset
/// along the driven input's axis and the scroll view's gesture flags.
public struct ScrollViewState: Sendable, Hashable {
  /// `contentOffset.y` (or `.x` for a horizontal input): the raw offset.
  public var offset: Double
  /// `isTracking`: a finger touches the content.
  public var isTracking: Bool
  /// `isDragging`: a finger has begun to scroll the content.
  public var isDragging: Bool
  /// `isDecelerating`: the content moves on after the finger lifted.
  public var isDecelerating: Bool

  /// A scroll view at `offset` with the given flags.
  public init(
    offset: Double, isTracking: Bool = false, isDragging: Bool = false,
    isDecelerating: Bool = false
  ) {
    self.offset = offset
    self.isTracking = isTracking
    self.isDragging = isDragging
    self.isDecelerating = isDecelerating
  }
}
