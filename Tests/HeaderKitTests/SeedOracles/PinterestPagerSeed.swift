/// The oracle for seed 003 (Pinterest segmented pager): the described indicator algorithm.
///
/// The seed describes its code rather than listing it: title labels laid out side by side,
/// and an indicator (with the mask revealing the highlighted labels, always the same frame)
/// that moves and resizes between two neighbouring label frames as the pager scrolls.
final class PinterestPagerSeed {
  let pageWidth: Double
  let tabSpacing: Double
  let tabInset: Double

  /// The pager's scroll view, observed for `contentOffset`.
  let scrollView: SeedScrollView
  private(set) var titleLabels: [SeedView] = []
  let indicator = SeedView(frame: .zero)
  let selectedLabelsMaskView = SeedView(frame: .zero)

  /// - Parameters:
  ///   - pageWidth: The pager's page width (its bounds width).
  ///   - tabWidths: The label widths, as measured from their text.
  ///   - tabSpacing: The gap between two labels.
  ///   - tabInset: The gap before the first label.
  init(
    pageWidth: Double = 375, tabWidths: [Double] = [64, 88, 72, 104, 56],
    tabSpacing: Double = 16, tabInset: Double = 12
  ) {
    self.pageWidth = pageWidth
    self.tabSpacing = tabSpacing
    self.tabInset = tabInset
    scrollView = SeedScrollView(frame: SeedRect(x: 0, y: 0, width: pageWidth, height: 0))
    setupDefaultLayout(tabWidths: tabWidths)
    scrollView.didScroll = { [unowned self] scrollView in
      self.observeValue(contentOffsetX: scrollView.contentOffset.x)
    }
  }

  /// Lays the labels out left to right and puts the indicator on the first one.
  private func setupDefaultLayout(tabWidths: [Double]) {
    var x = tabInset
    for width in tabWidths {
      // Heights are not part of this oracle.
      titleLabels.append(SeedView(frame: SeedRect(x: x, y: 0, width: width, height: 0)))
      x += width + tabSpacing
    }
    guard let first = titleLabels.first else { return }
    setIndicatorFrame(first.frame)
  }

  /// The KVO callback: the pager's offset as a progress in pages.
  private func observeValue(contentOffsetX offset: Double) {
    let progress = offset / pageWidth
    layoutIndicator(progress: progress)
  }

  /// Interpolates the indicator between the label at the page and the next one.
  private func layoutIndicator(progress: Double) {
    guard !titleLabels.isEmpty else { return }
    let lastIndex = titleLabels.count - 1
    // Clamp in floating point first: `Int(_:)` traps on values out of range.
    let index = Int(min(max(progress.rounded(.down), 0), Double(lastIndex)))
    // Before the first page and from the last page on, the indicator rests on a tab.
    let fraction = index < lastIndex ? min(max(progress - Double(index), 0), 1) : 0
    let current = titleLabels[index].frame
    let next = titleLabels[min(index + 1, lastIndex)].frame

    let frame = SeedRect(
      x: current.minX + (next.minX - current.minX) * fraction,
      y: current.minY,
      width: current.width + (next.width - current.width) * fraction,
      height: current.height)
    setIndicatorFrame(frame)
  }

  private func setIndicatorFrame(_ frame: SeedRect) {
    indicator.frame = frame
    selectedLabelsMaskView.frame = frame
  }

  /// Scrolls the pager to `contentOffset.x` = `offset`.
  func scrollViewDidScroll(offset: Double) {
    scrollView.contentOffset = SeedPoint(x: offset, y: scrollView.contentOffset.y)
  }

  /// The reported values, under the engine's output names (its indicator and mask are placed
  /// by leading and width constraints in the tab strip's content).
  var values: [String: Double] {
    [
      "indicatorLeading.constant": indicator.frame.minX,
      "indicatorWidth.constant": indicator.frame.width,
      "maskLeading.constant": selectedLabelsMaskView.frame.minX,
      "maskWidth.constant": selectedLabelsMaskView.frame.width,
    ]
  }
}
