/// The oracle for seed 000 (Tiki home): the view controller's scroll handling, transcribed.
///
/// The header's height constraint follows the direction of scrolling between
/// `minHeaderHeight` and `maxHeaderHeight` while the table's offset is held, and snaps open or
/// closed in an animation of 0.2 s when scrolling stops. The table sits under the header, so
/// its frame height is the screen height less the (model) header height.
final class TikiHomeSeed {
  let maxHeaderHeight: Double
  let minHeaderHeight: Double

  // Outlets.
  let view: SeedView
  let tableView: SeedScrollView
  let headerHeightConstraint: SeedLayoutConstraint
  let logoImageView: SeedView
  let searchTextFieldTrailingConstraint: SeedLayoutConstraint
  let chatButton: SeedView

  /// `UIView.animate` and the render clock.
  let animator = SeedAnimator()
  private(set) var previousScrollOffset: Double = 0.0

  /// - Parameters:
  ///   - maxHeight: `maxHeaderHeight`.
  ///   - minHeight: `minHeaderHeight`.
  ///   - viewWidth: `view.frame.width`.
  ///   - chatButtonMinX: `chatButton.frame.minX`.
  ///   - contentHeight: `tableView.contentSize.height`.
  ///   - screenHeight: The height the header and the table share.
  init(
    maxHeight: Double = 88, minHeight: Double = 44, viewWidth: Double = 375,
    chatButtonMinX: Double = 327, contentHeight: Double = 2200, screenHeight: Double = 724
  ) {
    maxHeaderHeight = maxHeight
    minHeaderHeight = minHeight
    view = SeedView(frame: SeedRect(x: 0, y: 0, width: viewWidth, height: screenHeight))
    // The storyboard's height constraint is 88; viewWillAppear sets it anyway.
    headerHeightConstraint = SeedLayoutConstraint(constant: maxHeight, animator: animator)
    tableView = SeedScrollView(layout: { [headerHeightConstraint] in
      SeedRect(
        x: 0, y: headerHeightConstraint.constant, width: viewWidth,
        height: screenHeight - headerHeightConstraint.constant)
    })
    tableView.contentSize = SeedSize(width: viewWidth, height: contentHeight)
    logoImageView = SeedView(frame: .zero, animator: animator)
    // updateHeader sets it in viewWillAppear before anything reads it.
    searchTextFieldTrailingConstraint = SeedLayoutConstraint(constant: 0, animator: animator)
    // Only minX is read.
    chatButton = SeedView(frame: SeedRect(x: chatButtonMinX, y: 0, width: 0, height: 0))

    viewDidLoad()
    viewWillAppear()
  }

  private func viewDidLoad() {
    tableView.didScroll = { [unowned self] scrollView in self.scrollViewDidScroll(scrollView) }
  }

  private func viewWillAppear() {
    headerHeightConstraint.constant = maxHeaderHeight
    updateHeader()
  }

  // MARK: UIScrollViewDelegate

  func scrollViewDidScroll(_ scrollView: SeedScrollView) {
    let scrollDiff = scrollView.contentOffset.y - previousScrollOffset

    // The top limit of the scroll view
    let absoluteTop: Double = 0.0
    // The bottom limit of the scroll view
    let absoluteBottom: Double = scrollView.contentSize.height - scrollView.frame.size.height

    let isScrollingDown = scrollDiff > 0 && scrollView.contentOffset.y > absoluteTop
    let isScrollingUp = scrollDiff < 0 && scrollView.contentOffset.y < absoluteBottom

    // Returns before previousScrollOffset is updated, as the seed does.
    guard canAnimateHeader(scrollView) else {
      return
    }

    var newHeight = headerHeightConstraint.constant
    if isScrollingDown {
      newHeight = max(minHeaderHeight, headerHeightConstraint.constant - abs(scrollDiff))
    } else if isScrollingUp {
      newHeight = min(maxHeaderHeight, headerHeightConstraint.constant + abs(scrollDiff))
    }

    if newHeight != self.headerHeightConstraint.constant {
      headerHeightConstraint.constant = newHeight
      updateHeader()
      // Calls scrollViewDidScroll again before returning, with previousScrollOffset unchanged.
      setScrollPosition(previousScrollOffset)
    }

    previousScrollOffset = scrollView.contentOffset.y
  }

  func scrollViewDidEndDecelerating(_ scrollView: SeedScrollView) {
    scrollViewDidStopScrolling()
  }

  func scrollViewDidEndDragging(_ scrollView: SeedScrollView, willDecelerate decelerate: Bool) {
    if !decelerate {
      scrollViewDidStopScrolling()
    }
  }

  // MARK: Helpers

  private func canAnimateHeader(_ scrollView: SeedScrollView) -> Bool {
    // The scroll view's height with the header collapsed to its minimum
    let scrollViewMaxHeight =
      scrollView.frame.height + headerHeightConstraint.constant - minHeaderHeight
    // Collapsed to its minimum, the header must still leave the content room to scroll
    return scrollView.contentSize.height > scrollViewMaxHeight
  }

  private func setScrollPosition(_ position: Double) {
    tableView.contentOffset = SeedPoint(x: tableView.contentOffset.x, y: position)
  }

  private func scrollViewDidStopScrolling() {
    let range = maxHeaderHeight - minHeaderHeight
    let midPoint = minHeaderHeight + range / 2

    if headerHeightConstraint.constant > midPoint {
      // Expand header
      expandHeader()
    } else {
      // Collapse header
      collapseHeader()
    }
  }

  private func collapseHeader() {
    view.layoutIfNeeded()
    animator.animate(withDuration: 0.2) {
      self.headerHeightConstraint.constant = self.minHeaderHeight
      self.updateHeader()
      self.view.layoutIfNeeded()
    }
  }

  private func expandHeader() {
    view.layoutIfNeeded()
    animator.animate(withDuration: 0.2) {
      self.headerHeightConstraint.constant = self.maxHeaderHeight
      self.updateHeader()
      self.view.layoutIfNeeded()
    }
  }

  private func updateHeader() {
    // The distance between the max and min heights
    let range = maxHeaderHeight - minHeaderHeight
    // The current height's distance from the min height
    let openAmount = headerHeightConstraint.constant - minHeaderHeight
    // How open the header is, to animate the elements by
    let percentage = openAmount / range
    // How far the search field's trailing constraint travels
    let trailingRange = view.frame.width - chatButton.frame.minX

    searchTextFieldTrailingConstraint.constant = trailingRange * (1.0 - percentage) + 8
    logoImageView.alpha = percentage
  }

  // MARK: Trace

  /// Applies one event of a trace.
  func handle(_ event: TikiEvent) {
    switch event {
    case .drag(let d):
      tableView.contentOffset.y += d
    case .scroll(let y):
      tableView.setContentOffset(SeedPoint(x: tableView.contentOffset.x, y: y))
    case .end:
      // The trace has no momentum phase: the finger lifts with the content at rest.
      scrollViewDidEndDragging(tableView, willDecelerate: false)
    case .wait(let seconds):
      animator.advance(by: seconds)
    }
  }

  /// The frame reported now: presented values, the offset and the time.
  var frame: TikiFrame {
    TikiFrame(
      time: animator.time,
      offset: tableView.contentOffset.y,
      values: [
        "headerHeight.constant": headerHeightConstraint.presentedConstant,
        "logo.alpha": logoImageView.presentedAlpha,
        "searchTrailing.constant": searchTextFieldTrailingConstraint.presentedConstant,
      ])
  }

  /// Runs `events` on a fresh controller and reports a frame after each.
  static func run(
    _ events: [TikiEvent], maxHeight: Double = 88, minHeight: Double = 44,
    viewWidth: Double = 375, chatButtonMinX: Double = 327, contentHeight: Double = 2200,
    screenHeight: Double = 724
  ) -> [TikiFrame] {
    let seed = TikiHomeSeed(
      maxHeight: maxHeight, minHeight: minHeight, viewWidth: viewWidth,
      chatButtonMinX: chatButtonMinX, contentHeight: contentHeight, screenHeight: screenHeight)
    return events.map { event in
      seed.handle(event)
      return seed.frame
    }
  }
}
