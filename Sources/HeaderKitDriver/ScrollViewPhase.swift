/// What a SwiftUI scroll view is doing, as iOS 18's `ScrollPhase` says.
///
/// HeaderKitUIKit's `headerKitScroll(_:)` passes each change its
/// `onScrollPhaseChange` sees to ``ScrollDriver/scrollPhaseChanged(from:to:velocity:)``, with the velocity its context gives.
public enum ScrollViewPhase: Sendable, Hashable {
  /// At rest.
  case idle
  /// A finger touches the content but has not moved it yet.
  case tracking
  /// A finger drags the content.
  case interacting
  /// The content coasts after the finger lifted.
  case decelerating
  /// The content moves to a position the app set (`scrollTo`, an animated
  /// scroll position).
  case animating
}

extension ScrollDriver {
  /// SwiftUI's scroll phase changed from `old` to `new`: the delegate
  /// callbacks a `UIScrollView` sends at that moment.
  ///
  /// | change | callbacks |
  /// |---|---|
  /// | any phase to `interacting` | ``willBeginDragging()`` |
  /// | `interacting` to `decelerating` | the finger lifts at `velocity`, then ``didEndDragging(willDecelerate:)`` with true |
  /// | `interacting` to any other | the finger lifts at `velocity`, then ``didEndDragging(willDecelerate:)`` with false: scrolling ends |
  /// | `decelerating` to any but `interacting` | ``didEndDecelerating()``: scrolling ends |
  /// | `animating` to `idle` | ``didEndScrollingAnimation()``: ends if the animation moved the content |
  /// | any other | none |
  ///
  /// - Parameters:
  ///   - old: The phase the scroll view leaves.
  ///   - new: The phase it enters.
  ///   - velocity: The scroll view's velocity along the input's axis when
  ///     the finger lifts, in points per second (positive as the offset
  ///     grows): iOS 18's `ScrollPhaseChangeContext.velocity`. The end of
  ///     the gesture hands it to the header's snaps, as
  ///     ``willEndDragging(velocity:)`` does UIKit's; 0 (or not finite) ends at rest.
  public mutating func scrollPhaseChanged(
    from old: ScrollViewPhase, to new: ScrollViewPhase, velocity: Double = 0
  ) {
    switch (old, new) {
    case (_, .interacting): willBeginDragging()
    case (.interacting, _):
      releaseVelocity = velocity.isFinite ? velocity : 0
      didEndDragging(willDecelerate: new == .decelerating)
    case (.decelerating, _): didEndDecelerating()
    case (.animating, .idle): didEndScrollingAnimation()
    default: break
    }
  }
}
