/// A stand-in for `UIScrollView`: offset, content size, inset and a frame resolved by layout.
///
/// Setting `contentOffset` calls `didScroll` synchronously before returning, even from inside
/// `didScroll`, as UIKit calls `scrollViewDidScroll(_:)` (and KVO observers) re-entrantly.
final class SeedScrollView {
  private var storedContentOffset = SeedPoint.zero
  private let layout: () -> SeedRect
  var contentSize = SeedSize.zero
  var contentInset = SeedEdgeInsets.zero
  /// The delegate's `scrollViewDidScroll(_:)`, or a `contentOffset` KVO observer.
  var didScroll: ((SeedScrollView) -> Void)?

  /// A scroll view whose frame Auto Layout resolves with `layout` on every read.
  init(layout: @escaping () -> SeedRect) {
    self.layout = layout
  }

  /// A scroll view with a fixed frame.
  convenience init(frame: SeedRect) {
    self.init(layout: { frame })
  }

  var frame: SeedRect { layout() }

  // Computed rather than observed, so no access to the storage is open while `didScroll` runs
  // and sets the offset again.
  var contentOffset: SeedPoint {
    get { storedContentOffset }
    set {
      storedContentOffset = newValue
      didScroll?(self)
    }
  }

  /// `setContentOffset(_:animated: false)`.
  func setContentOffset(_ offset: SeedPoint) {
    contentOffset = offset
  }
}
