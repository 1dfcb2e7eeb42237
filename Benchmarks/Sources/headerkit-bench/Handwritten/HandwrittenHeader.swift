/// A hand-written header driven by one scroll offset per frame.
protocol HandwrittenHeader {
  /// The delegate callback for a new offset (raw `contentOffset`).
  mutating func scrolled(to offset: Double)
  /// The sum of every value handed to UIKit.
  var checksum: Double { get }
  /// The values under the spec's output keys.
  var values: [String: Double] { get }
}

extension TwitterProfileHandwritten: HandwrittenHeader {
  mutating func scrolled(to offset: Double) { scrollViewDidScroll(offset: offset) }
}

extension FadeTopViewHandwritten: HandwrittenHeader {
  mutating func scrolled(to offset: Double) { update(contentOffsetY: offset) }
}

extension PinterestPagerHandwritten: HandwrittenHeader {
  mutating func scrolled(to offset: Double) { observe(contentOffsetX: offset) }
}
