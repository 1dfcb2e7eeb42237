/// One step of a Tiki trace, as the engine also consumes it.
enum TikiEvent: Equatable, Sendable {
  /// The finger moves the content: `contentOffset.y += d`, then `scrollViewDidScroll`.
  case drag(Double)
  /// `setContentOffset` to `y`, then `scrollViewDidScroll`.
  case scroll(Double)
  /// Scrolling stopped: `scrollViewDidStopScrolling`.
  case end
  /// Time passes by this many seconds; animations progress.
  case wait(Double)
}
