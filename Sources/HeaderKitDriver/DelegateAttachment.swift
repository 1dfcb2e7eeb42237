/// The object a binding makes a scroll view's delegate: it reports the
/// callbacks the driver needs and forwards every call to the app's own
/// delegate. HeaderKitUIKit's is a `UIScrollViewDelegate`; tests use stand-ins.
@MainActor
public protocol DelegateProxy: AnyObject {
  /// The scroll view's delegate type (`any UIScrollViewDelegate`).
  associatedtype Delegate
  /// The app's own delegate, which receives every call. Keep it weakly, as
  /// UIKit keeps delegates: the app owns it.
  var forwardingDelegate: Delegate? { get set }
  /// A proxy that forwards to `delegate`.
  init(forwardingTo delegate: Delegate?)
}

/// Where a scroll view keeps its delegate and the proxy it owns: what
/// ``DelegateAttachment`` reads and writes on a host of type `Host`.
@MainActor
public protocol DelegateSlots {
  /// The scroll view (`UIScrollView`).
  associatedtype Host: AnyObject
  /// The proxy a binding makes its delegate.
  associatedtype Proxy: DelegateProxy
  /// The host's delegate (UIKit holds it weakly).
  static func delegate(of host: Host) -> Proxy.Delegate?
  /// Gives the host back a delegate of the app's (or none).
  static func setDelegate(_ delegate: Proxy.Delegate?, of host: Host)
  /// Makes `proxy` the host's delegate (UIKit: set again even when it already
  /// is, since UIKit asks a delegate what it responds to when it is set).
  static func makeDelegate(_ proxy: Proxy, of host: Host)
  /// Whether the host's delegate is `proxy`.
  static func isDelegate(_ proxy: Proxy, of host: Host) -> Bool
  /// The proxy the host owns (UIKit: an associated object), if any.
  static func ownedProxy(of host: Host) -> Proxy?
  /// Makes the host own `proxy`, releasing the one it owned.
  static func setOwnedProxy(_ proxy: Proxy?, of host: Host)
}

/// A binding's hold on a scroll view whose delegate it stands in for, such
/// that releasing the binding never disconnects the app's own delegate.
///
/// Who keeps whom alive:
///
/// - the scroll view owns the proxy (HeaderKitUIKit: an associated object)
///   and, as UIKit does with delegates, holds it as its delegate weakly;
/// - the proxy holds the app's delegate weakly, and the binding it reports
///   to weakly;
/// - the binding holds the scroll view and the proxy weakly, here.
///
/// So a binding released while attached — no `deinit` can run main-actor
/// code to detach it — leaves its proxy in place, still the scroll view's
/// delegate and still forwarding every call (a table's `didSelectRowAt`
/// included) to the app's delegate, reporting to no one. Attaching again, by
/// this binding or another, replaces the proxy with a new one that forwards
/// to the same app delegate (never a proxy forwarding to a proxy); detaching
/// gives the scroll view the app's delegate back.
@MainActor
public struct DelegateAttachment<Slots: DelegateSlots> {
  private weak var host: Slots.Host?
  private weak var proxy: Slots.Proxy?

  /// Not attached.
  public init() {}

  /// The scroll view this attachment's proxy still stands in on: nil when
  /// never attached, detached, taken over by another attachment, or once the
  /// scroll view is gone.
  public var attachedHost: Slots.Host? {
    guard let host, let proxy, Slots.ownedProxy(of: host) === proxy else { return nil }
    return host
  }

  /// The proxy standing in on ``attachedHost``, if attached.
  public var attachedProxy: Slots.Proxy? { attachedHost == nil ? nil : proxy }

  /// Detaches from any scroll view, then makes a new proxy `host`'s delegate
  /// and `host` its owner. The proxy forwards to the app's delegate: the
  /// host's delegate, or — when that is a proxy the host owns, left by a
  /// released binding or by another one — the delegate that proxy forwarded
  /// to. Returns the proxy, for the binding to receive its reports.
  public mutating func attach(to host: Slots.Host) -> Slots.Proxy {
    detach()
    var appDelegate = Slots.delegate(of: host)
    if let left = Slots.ownedProxy(of: host), Slots.isDelegate(left, of: host) {
      appDelegate = left.forwardingDelegate
    }
    let proxy = Slots.Proxy(forwardingTo: appDelegate)
    Slots.setOwnedProxy(proxy, of: host)
    Slots.makeDelegate(proxy, of: host)
    (self.host, self.proxy) = (host, proxy)
    return proxy
  }

  /// The app's delegate, which the proxy forwards every call to (nil when
  /// not attached). Setting it while attached sets the proxy as the
  /// delegate again, so UIKit asks it anew what it responds to.
  public var forwardingDelegate: Slots.Proxy.Delegate? {
    get { attachedProxy?.forwardingDelegate }
    nonmutating set {
      guard let host = attachedHost, let proxy else { return }
      proxy.forwardingDelegate = newValue
      Slots.makeDelegate(proxy, of: host)
    }
  }

  /// Gives the scroll view the app's delegate back — unless the app made
  /// another object its delegate since, which stays — and releases the
  /// proxy. Nothing when not attached (a binding another one took over).
  public mutating func detach() {
    if let host = attachedHost, let proxy {
      if Slots.isDelegate(proxy, of: host) {
        Slots.setDelegate(proxy.forwardingDelegate, of: host)
      }
      Slots.setOwnedProxy(nil, of: host)
    }
    (host, proxy) = (nil, nil)
  }
}
