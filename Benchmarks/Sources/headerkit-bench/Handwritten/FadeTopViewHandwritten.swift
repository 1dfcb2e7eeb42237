/// Seed 004's `updateSubViewsWithScrollOffset:` (the slide-and-fade top view),
/// as an app developer writes it.
struct FadeTopViewHandwritten {
  /// The table's `contentInset.top`, read each time.
  var contentInsetTop = 200.0
  /// The article's `BOTTOM`, the top view's height, and `TOP`, how much of
  /// it stays visible: constants (`#define`s).
  let headerHeight = 200.0
  let minVisibleHeight = 0.0

  var topViewY = 0.0
  var topViewAlpha = 1.0

  /// The KVO callback with the table's raw `contentOffset.y`. Never inlined.
  @inline(never)
  mutating func update(contentOffsetY: Double) {
    let startChangeOffset = -contentInsetTop
    let y =
      contentOffsetY < startChangeOffset
      ? startChangeOffset
      : (contentOffsetY > -minVisibleHeight ? -minVisibleHeight : contentOffsetY)
    topViewY = -y - headerHeight
    let distance = -minVisibleHeight - startChangeOffset
    topViewAlpha = 1 - (y - startChangeOffset) / distance
  }

  var checksum: Double { topViewY + topViewAlpha }

  var values: [String: Double] { ["topView.translateY": topViewY, "topView.alpha": topViewAlpha] }
}
