/// Seed 004's `updateSubViewsWithScrollOffset:` (the slide-and-fade top view),
/// as an app developer writes it.
struct FadeTopViewHandwritten {
  /// `BOTTOM`: the top view's height and the table's `contentInset.top`.
  var headerHeight = 200.0
  /// `TOP`: how much of the view stays visible.
  var minVisibleHeight = 0.0

  var topViewY = 0.0
  var topViewAlpha = 1.0

  /// The KVO callback with the table's raw `contentOffset.y`. Never inlined.
  @inline(never)
  mutating func update(contentOffsetY: Double) {
    let startChangeOffset = -headerHeight
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
