/// Seed 003's indicator layout (the Pinterest pager), as an app developer
/// writes it: label frames laid out once, then each offset interpolates
/// between the label at the current page and the next.
struct PinterestPagerHandwritten {
  var pageWidth = 375.0
  /// The labels' x positions and widths, laid out at set-up.
  var labelMinX: [Double] = []
  var labelWidth: [Double] = []

  var indicatorX = 0.0
  var indicatorWidth = 0.0
  var maskX = 0.0
  var maskWidth = 0.0

  init(tabWidths: [Double] = [64, 88, 72, 104, 56], tabSpacing: Double = 16, tabInset: Double = 12)
  {
    var x = tabInset
    for width in tabWidths {
      labelMinX.append(x)
      labelWidth.append(width)
      x += width + tabSpacing
    }
    indicatorX = labelMinX[0]
    indicatorWidth = labelWidth[0]
    maskX = indicatorX
    maskWidth = indicatorWidth
  }

  /// The KVO callback with the pager's `contentOffset.x`. Never inlined.
  @inline(never)
  mutating func observe(contentOffsetX offset: Double) {
    let progress = offset / pageWidth
    let lastIndex = labelMinX.count - 1
    let index = Int(min(max(progress.rounded(.down), 0), Double(lastIndex)))
    let fraction = index < lastIndex ? min(max(progress - Double(index), 0), 1) : 0
    let next = min(index + 1, lastIndex)
    indicatorX = labelMinX[index] + (labelMinX[next] - labelMinX[index]) * fraction
    indicatorWidth = labelWidth[index] + (labelWidth[next] - labelWidth[index]) * fraction
    // The mask always has the indicator's frame.
    maskX = indicatorX
    maskWidth = indicatorWidth
  }

  var checksum: Double { indicatorX + indicatorWidth + maskX + maskWidth }

  var values: [String: Double] {
    [
      "indicatorLeading.constant": indicatorX, "indicatorWidth.constant": indicatorWidth,
      "maskLeading.constant": maskX, "maskWidth.constant": maskWidth,
    ]
  }
}
