/// The oracle for seed 004 (ScrollShowHeaderDemo): a top view that slides up and fades out.
///
/// `updateSubViewsWithScrollOffset:` is transcribed; it runs from a KVO observer of the table
/// view's `contentOffset`, installed after the initial `setContentOffset`.
final class FadeTopViewSeed {
  // The seed's macros, under their names.
  let TOP: Double
  let BOTTOM: Double

  /// The list: full screen, its content inset by `BOTTOM` so the top view does not cover it.
  let tableView: SeedScrollView
  /// `OXScrollHeaderView`, the seed's `self` in `updateSubViewsWithScrollOffset:`.
  let scrollHeader: SeedView
  /// `headerScrollView` is the table view, assigned at initialisation.
  var headerScrollView: SeedScrollView { tableView }
  private let initialFrameY: Double

  // The screen size is not read by any reported value.
  private static let SCREENWIDTH = 375.0
  private static let SCREENHEIGHT = 667.0

  /// - Parameters:
  ///   - headerHeight: `BOTTOM`, the top view's height and the table's `contentInset.top`.
  ///   - minVisibleHeight: `TOP`, how much of the top view stays when scrolled up.
  init(headerHeight: Double = 200, minVisibleHeight: Double = 0) {
    BOTTOM = headerHeight
    TOP = minVisibleHeight
    tableView = SeedScrollView(
      frame: SeedRect(x: 0, y: 0, width: Self.SCREENWIDTH, height: Self.SCREENHEIGHT))
    // Set before the observer exists, so it does not update the top view.
    tableView.setContentOffset(SeedPoint(x: 0, y: -BOTTOM))

    scrollHeader = SeedView(
      frame: SeedRect(x: 0, y: 0, width: Self.SCREENWIDTH, height: headerHeight))
    initialFrameY = scrollHeader.frame.minY
    willMoveToSuperview()
  }

  /// `willMoveToSuperview:`: observe `contentOffset` and inset the list by `BOTTOM`.
  private func willMoveToSuperview() {
    headerScrollView.didScroll = { [unowned self] scrollView in
      self.observeValue(newOffset: scrollView.contentOffset)
    }
    headerScrollView.contentInset = SeedEdgeInsets(top: BOTTOM, left: 0, bottom: 0, right: 0)
  }

  /// The KVO callback with `change[@"new"]`.
  private func observeValue(newOffset: SeedPoint) {
    updateSubViewsWithScrollOffset(newOffset)
  }

  /// The seed's `updateSubViewsWithScrollOffset:`.
  ///
  /// Its `float` locals are `Double` here: the values go to `CGFloat` (64-bit) geometry, and
  /// `Float` rounding would only add noise of about 1e-5 against the engine.
  private func updateSubViewsWithScrollOffset(_ newOffset: SeedPoint) {
    var newOffset = newOffset  // reassigned below, as the Objective-C parameter is
    let startChangeOffset = -headerScrollView.contentInset.top  // -BOTTOM

    // Slide down to BOTTOM at most and up to TOP at least.
    newOffset = SeedPoint(
      x: newOffset.x,
      y: newOffset.y < startChangeOffset
        ? startChangeOffset : (newOffset.y > -TOP ? -TOP : newOffset.y))

    // y coordinate of the head view
    let newY = -newOffset.y - BOTTOM
    // Move the head view up synchronously with the slide
    scrollHeader.frame = SeedRect(
      x: 0, y: newY, width: scrollHeader.frame.size.width, height: scrollHeader.frame.size.height)

    // 1 when slid to BOTTOM, 0 when slid to TOP
    let d = -TOP - startChangeOffset
    let alpha = 1 - (newOffset.y - startChangeOffset) / d

    scrollHeader.alpha = alpha
  }

  /// Scrolls the list to `contentOffset.y` = `offset` (raw, inset included).
  func scrollViewDidScroll(offset: Double) {
    tableView.contentOffset = SeedPoint(x: tableView.contentOffset.x, y: offset)
  }

  /// The reported values, under the engine's output names.
  var values: [String: Double] {
    [
      // The engine moves the view by a translation from where it was first laid out.
      "topView.translateY": scrollHeader.frame.minY - initialFrameY,
      "topView.alpha": scrollHeader.alpha,
    ]
  }
}
