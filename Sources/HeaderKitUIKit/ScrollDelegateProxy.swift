#if canImport(UIKit)
import HeaderKitDriver
import HeaderKitRuntime
import ObjectiveC
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
///
/// The scroll view owns it (``ScrollViewSlots``); it holds the app's
/// delegate and the binding weakly, so a released binding leaves it
/// forwarding (HeaderKitDriver's `DelegateAttachment` says who keeps whom).
@MainActor
final class ScrollDelegateProxy: NSObject, UIScrollViewDelegate, DelegateProxy {
  /// The app's delegate, kept weakly as UIKit keeps delegates.
  ///
  /// `nonisolated(unsafe)`: `responds(to:)` and `forwardingTarget(for:)`
  /// override NSObject's nonisolated methods, so in Swift 6 they cannot read
  /// main-actor state; UIKit calls them on the main thread, where every
  /// write happens too.
  nonisolated(unsafe) weak var forwardingDelegate: UIScrollViewDelegate?
  /// The binding the callbacks go to; nil once it is released.
  weak var events: ScrollEventSink?

  init(forwardingTo delegate: UIScrollViewDelegate?) {
    forwardingDelegate = delegate
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
/// A `UIScrollView`'s delegate and the proxy it owns, for `DelegateAttachment`.
enum ScrollViewSlots: DelegateSlots {
  static func delegate(of host: UIScrollView) -> UIScrollViewDelegate? { host.delegate }

  static func setDelegate(_ delegate: UIScrollViewDelegate?, of host: UIScrollView) {
    host.delegate = delegate
  }

  static func makeDelegate(_ proxy: ScrollDelegateProxy, of host: UIScrollView) {
    // UIKit asks a delegate what it responds to when it is set: set it again.
    host.delegate = nil
    host.delegate = proxy
  }

  static func isDelegate(_ proxy: ScrollDelegateProxy, of host: UIScrollView) -> Bool {
    host.delegate === proxy
  }

  static func ownedProxy(of host: UIScrollView) -> ScrollDelegateProxy? {
    objc_getAssociatedObject(host, proxyKey) as? ScrollDelegateProxy
  }

  static func setOwnedProxy(_ proxy: ScrollDelegateProxy?, of host: UIScrollView) {
    objc_setAssociatedObject(host, proxyKey, proxy, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
  }

  /// The key the scroll view keeps its proxy under: an address of its own,
  /// allocated once and never freed. `nonisolated(unsafe)`: a raw pointer is
  /// not Sendable, and this one is only ever read.
  private nonisolated(unsafe) static let proxyKey = UnsafeRawPointer(
    UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
#endif
