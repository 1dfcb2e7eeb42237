/// Seed 000's view controller (the Tiki home header), as its article writes
/// it, with the scroll view and `UIView.animate` reduced to what the header
/// reads: a content offset, model values, and presented values that Core
/// Animation interpolates on each animation frame.
struct TikiHomeHandwritten {
  let maxHeaderHeight = 88.0
  let minHeaderHeight = 44.0
  let viewWidth = 375.0
  let chatButtonMinX = 327.0
  let contentHeight = 2200.0
  let screenHeight = 724.0

  /// `tableView.contentOffset.y`.
  var contentOffsetY = 0.0
  private var previousScrollOffset = 0.0
  /// The model values: `headerHeightConstraint.constant`, `logoImageView.alpha`,
  /// `searchTextFieldTrailingConstraint.constant`.
  private var headerHeight = 88.0
  private var logoAlpha = 1.0
  private var searchTrailing = 8.0
  /// What the screen shows, as Core Animation renders it.
  var presentedHeight = 88.0
  var presentedAlpha = 1.0
  var presentedTrailing = 8.0
  /// The `UIView.animate` block in flight, if any.
  private var animation: Animation?
  private var time = 0.0
  private let curve = CubicBezierCurve.easeInOut

  private struct Animation {
    var start: Double
    var duration: Double
    var from: (height: Double, alpha: Double, trailing: Double)
    var to: (height: Double, alpha: Double, trailing: Double)
  }

  init() { updateHeader() }

  // MARK: Events

  /// The finger moves the content by `delta`.
  @inline(never)
  mutating func drag(by delta: Double) {
    contentOffsetY += delta
    scrollViewDidScroll()
    render()
  }

  /// `setContentOffset` to `offset`.
  @inline(never)
  mutating func scroll(to offset: Double) {
    contentOffsetY = offset
    scrollViewDidScroll()
    render()
  }

  /// `scrollViewDidEndDragging(_:willDecelerate: false)`.
  @inline(never)
  mutating func endDragging() {
    scrollViewDidStopScrolling()
  }

  /// One animation frame: the clock moves on and Core Animation renders.
  @inline(never)
  mutating func advance(by seconds: Double) {
    time += seconds
    render()
  }

  // MARK: The seed's code

  private mutating func scrollViewDidScroll() {
    let scrollDiff = contentOffsetY - previousScrollOffset
    let absoluteTop = 0.0
    let absoluteBottom = contentHeight - (screenHeight - headerHeight)
    let isScrollingDown = scrollDiff > 0 && contentOffsetY > absoluteTop
    let isScrollingUp = scrollDiff < 0 && contentOffsetY < absoluteBottom

    guard canAnimateHeader() else { return }

    var newHeight = headerHeight
    if isScrollingDown {
      newHeight = max(minHeaderHeight, headerHeight - abs(scrollDiff))
    } else if isScrollingUp {
      newHeight = min(maxHeaderHeight, headerHeight + abs(scrollDiff))
    }
    if newHeight != headerHeight {
      // A model change outside an animation block cancels the one in flight.
      animation = nil
      headerHeight = newHeight
      updateHeader()
      setScrollPosition(previousScrollOffset)
    }
    previousScrollOffset = contentOffsetY
  }

  private func canAnimateHeader() -> Bool {
    let scrollViewMaxHeight = (screenHeight - headerHeight) + headerHeight - minHeaderHeight
    return contentHeight > scrollViewMaxHeight
  }

  private mutating func setScrollPosition(_ position: Double) {
    // Setting contentOffset calls scrollViewDidScroll again.
    contentOffsetY = position
    scrollViewDidScroll()
  }

  private mutating func scrollViewDidStopScrolling() {
    let range = maxHeaderHeight - minHeaderHeight
    let midPoint = minHeaderHeight + range / 2
    animate(to: headerHeight > midPoint ? maxHeaderHeight : minHeaderHeight)
  }

  /// `expandHeader` / `collapseHeader`: `UIView.animate(withDuration: 0.2)`.
  private mutating func animate(to height: Double) {
    let from = (presentedHeight, presentedAlpha, presentedTrailing)
    headerHeight = height
    updateHeader()
    animation = Animation(
      start: time, duration: 0.2, from: from, to: (headerHeight, logoAlpha, searchTrailing))
    render()
  }

  private mutating func updateHeader() {
    let range = maxHeaderHeight - minHeaderHeight
    let openAmount = headerHeight - minHeaderHeight
    let percentage = openAmount / range
    let trailingRange = viewWidth - chatButtonMinX
    searchTrailing = trailingRange * (1 - percentage) + 8
    logoAlpha = percentage
  }

  /// Core Animation: presented values are the model's, or in flight.
  private mutating func render() {
    guard let animation, time - animation.start < animation.duration else {
      animation = nil
      (presentedHeight, presentedAlpha, presentedTrailing) = (
        headerHeight, logoAlpha, searchTrailing
      )
      return
    }
    let eased = curve.value(at: (time - animation.start) / animation.duration)
    presentedHeight = animation.from.height + (animation.to.height - animation.from.height) * eased
    presentedAlpha = animation.from.alpha + (animation.to.alpha - animation.from.alpha) * eased
    presentedTrailing =
      animation.from.trailing + (animation.to.trailing - animation.from.trailing) * eased
  }

  var checksum: Double { presentedHeight + presentedAlpha + presentedTrailing + contentOffsetY }

  var values: [String: Double] {
    [
      "headerHeight.constant": presentedHeight, "logo.alpha": presentedAlpha,
      "searchTrailing.constant": presentedTrailing,
    ]
  }
}
