#if canImport(UIKit)
import HeaderKitDriver
import HeaderKitRuntime
import UIKit

/// What the proxy reports to its binding.
@MainActor
protocol ScrollEventSink: AnyObject {
  func proxyDidScroll(_ scrollView: UIScrollView)
  func proxyEvent(_ event: ScrollProxyEvent)
}

/// The delegate callbacks the driver needs besides didScroll.
enum ScrollProxyEvent {
  case willBeginDragging, willEndDragging(velocity: CGPoint)
  case didEndDragging(willDecelerate: Bool), willBeginDecelerating
  case didEndDecelerating, didEndScrollingAnimation, didScrollToTop
}

extension HeaderViewBinding: ScrollEventSink {
  func proxyDidScroll(_ scrollView: UIScrollView) { didScroll(scrollView) }

  func proxyEvent(_ event: ScrollProxyEvent) {
    gesture { driver in
      switch event {
      case .willBeginDragging: driver.willBeginDragging()
      case .willEndDragging(let velocity):
        // UIKit's velocity is in points per millisecond; the driver converts.
        driver.willEndDragging(velocity: Double(horizontal ? velocity.x : velocity.y))
      case .didEndDragging(let willDecelerate):
        driver.didEndDragging(willDecelerate: willDecelerate)
      case .willBeginDecelerating: driver.willBeginDecelerating()
      case .didEndDecelerating: driver.didEndDecelerating()
      case .didEndScrollingAnimation: driver.didEndScrollingAnimation()
      case .didScrollToTop: driver.didScrollToTop()
      }
    }
  }
}

/// Stands in as a scroll view's delegate: tells the binding, then forwards
/// each call to the app's own delegate — every other selector too
/// (UITableViewDelegate's, for a table view), through `forwardingTarget`.
@MainActor
final class ScrollDelegateProxy: NSObject, UIScrollViewDelegate {
  /// The app's delegate, kept weakly as UIKit keeps delegates.
  ///
  /// `nonisolated(unsafe)`: `responds(to:)` and `forwardingTarget(for:)`
  /// override NSObject's nonisolated methods, so in Swift 6 they cannot read
  /// main-actor state; UIKit calls them on the main thread, where every
  /// write happens too.
  nonisolated(unsafe) weak var forwardingDelegate: UIScrollViewDelegate?
  private weak var events: ScrollEventSink?

  init(forwardingTo delegate: UIScrollViewDelegate?, events: ScrollEventSink) {
    forwardingDelegate = delegate
    self.events = events
  }

  override func responds(to selector: Selector!) -> Bool {
    super.responds(to: selector) || (forwardingDelegate?.responds(to: selector) ?? false)
  }

  override func forwardingTarget(for selector: Selector!) -> Any? {
    forwardingDelegate?.responds(to: selector) == true ? forwardingDelegate : nil
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    events?.proxyDidScroll(scrollView)
    forwardingDelegate?.scrollViewDidScroll?(scrollView)
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    events?.proxyEvent(.willBeginDragging)
    forwardingDelegate?.scrollViewWillBeginDragging?(scrollView)
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    events?.proxyEvent(.willEndDragging(velocity: velocity))
    forwardingDelegate?.scrollViewWillEndDragging?(
      scrollView, withVelocity: velocity, targetContentOffset: targetContentOffset)
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    events?.proxyEvent(.didEndDragging(willDecelerate: decelerate))
    forwardingDelegate?.scrollViewDidEndDragging?(scrollView, willDecelerate: decelerate)
  }

  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
    events?.proxyEvent(.willBeginDecelerating)
    forwardingDelegate?.scrollViewWillBeginDecelerating?(scrollView)
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
    events?.proxyEvent(.didEndDecelerating)
    forwardingDelegate?.scrollViewDidEndDecelerating?(scrollView)
  }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    events?.proxyEvent(.didEndScrollingAnimation)
    forwardingDelegate?.scrollViewDidEndScrollingAnimation?(scrollView)
  }

  func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {
    events?.proxyEvent(.didScrollToTop)
    forwardingDelegate?.scrollViewDidScrollToTop?(scrollView)
  }
}
#endif
