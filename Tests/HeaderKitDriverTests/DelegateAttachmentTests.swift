import HeaderKitDriver
import Testing

/// `DelegateAttachment` with stand-ins shaped as UIKit's: a scroll view that
/// holds its delegate weakly and owns its proxy, a proxy that holds the app's
/// delegate and the binding weakly and forwards what it does not handle, as
/// HeaderKitUIKit's does through `forwardingTarget(for:)`.
@Suite @MainActor struct DelegateAttachmentTests {
  @Test func aReleasedBindingLeavesTheAppsDelegateConnected() throws {
    let view = StandInScrollView()
    let app = StandInAppDelegate()
    view.delegate = app
    var binding: StandInBinding? = StandInBinding()
    binding?.attach(to: view)
    view.scroll()
    #expect(binding?.scrolls == 1)
    let released = Weak(binding)
    binding = nil
    #expect(released.object == nil)
    // The proxy is still the delegate, kept by the scroll view.
    #expect(view.delegate != nil && view.delegate !== app)
    view.scroll()
    view.selectRow(3)
    #expect(app.scrolls == 2)
    #expect(app.selectedRows == [3])
    // A new binding forwards to the app's delegate, not through the old proxy.
    let orphan = Weak(view.ownedProxy)
    let next = StandInBinding()
    next.attach(to: view)
    #expect(orphan.object == nil)
    #expect(view.ownedProxy?.forwardingDelegate === app)
    view.scroll()
    #expect(next.scrolls == 1)
    #expect(app.scrolls == 3)
  }

  @Test func detachingGivesTheDelegateBack() {
    let view = StandInScrollView()
    let app = StandInAppDelegate()
    view.delegate = app
    let binding = StandInBinding()
    binding.attach(to: view)
    let proxy = Weak(view.ownedProxy)
    #expect(binding.attachment.attachedHost === view)
    binding.detach()
    #expect(view.delegate === app)
    #expect(view.ownedProxy == nil)
    #expect(proxy.object == nil)
    #expect(binding.attachment.attachedHost == nil)
    view.scroll()
    #expect(binding.scrolls == 0)
    #expect(app.scrolls == 1)
  }

  /// An object the app made the delegate itself, after attaching, stays.
  @Test func detachingLeavesADelegateSetSince() {
    let view = StandInScrollView()
    let app = StandInAppDelegate()
    view.delegate = app
    let binding = StandInBinding()
    binding.attach(to: view)
    let other = StandInAppDelegate()
    view.delegate = other
    binding.detach()
    #expect(view.delegate === other)
    #expect(view.ownedProxy == nil)
  }

  /// Attaching again, or attaching a second binding, never chains proxies;
  /// the first binding, taken over, neither hears nor detaches anything.
  @Test func anotherBindingTakesTheScrollViewOver() {
    let view = StandInScrollView()
    let app = StandInAppDelegate()
    view.delegate = app
    let first = StandInBinding()
    first.attach(to: view)
    first.attach(to: view)
    #expect(view.ownedProxy?.forwardingDelegate === app)
    let second = StandInBinding()
    second.attach(to: view)
    #expect(first.attachment.attachedHost == nil)
    #expect(second.attachment.attachedHost === view)
    #expect(view.ownedProxy?.forwardingDelegate === app)
    view.scroll()
    #expect((first.scrolls, second.scrolls, app.scrolls) == (0, 1, 1))
    first.detach()
    #expect(view.ownedProxy != nil && view.delegate !== app)
    second.detach()
    #expect(view.delegate === app)
  }

  /// A new app delegate set through the attachment receives the calls, and
  /// the proxy is made the delegate again (UIKit re-reads what it responds to).
  @Test func theAppsDelegateChangesThroughTheAttachment() {
    let view = StandInScrollView()
    let binding = StandInBinding()
    binding.attach(to: view)
    #expect(binding.attachment.forwardingDelegate == nil)
    let sets = view.delegateSets
    let app = StandInAppDelegate()
    binding.attachment.forwardingDelegate = app
    #expect(view.delegateSets == sets + 1)
    view.scroll()
    #expect(app.scrolls == 1)
    #expect(binding.scrolls == 1)
    binding.detach()
    #expect(view.delegate === app)
  }

  @Test func aScrollViewGoneDetachesItsBinding() {
    var view: StandInScrollView? = StandInScrollView()
    let binding = StandInBinding()
    binding.attach(to: view!)
    #expect(binding.attachment.attachedProxy != nil)
    view = nil
    #expect(binding.attachment.attachedHost == nil)
    #expect(binding.attachment.attachedProxy == nil)
    binding.detach()
  }
}

/// An object held weakly, to see when it is gone.
final class Weak<Object: AnyObject> {
  weak var object: Object?
  init(_ object: Object?) { self.object = object }
}

/// What the stand-in scroll view calls on its delegate: one callback the
/// binding hears, one (a table's row selection) only the app handles.
@MainActor protocol StandInDelegate: AnyObject {
  func didScroll()
  func didSelectRow(_ row: Int)
}

/// A scroll view as UIKit's: a weak delegate, and the proxy it owns.
@MainActor final class StandInScrollView {
  weak var delegate: (any StandInDelegate)? {
    didSet { delegateSets += 1 }
  }
  var ownedProxy: StandInProxy?
  private(set) var delegateSets = 0

  func scroll() { delegate?.didScroll() }
  func selectRow(_ row: Int) { delegate?.didSelectRow(row) }
}

@MainActor final class StandInAppDelegate: StandInDelegate {
  private(set) var scrolls = 0
  private(set) var selectedRows: [Int] = []

  func didScroll() { scrolls += 1 }
  func didSelectRow(_ row: Int) { selectedRows.append(row) }
}

/// Reports scrolls to its binding and forwards every call to the app's delegate.
@MainActor final class StandInProxy: DelegateProxy, StandInDelegate {
  weak var forwardingDelegate: (any StandInDelegate)?
  weak var binding: StandInBinding?

  init(forwardingTo delegate: (any StandInDelegate)?) {
    forwardingDelegate = delegate
  }

  func didScroll() {
    binding?.scrolls += 1
    forwardingDelegate?.didScroll()
  }

  func didSelectRow(_ row: Int) { forwardingDelegate?.didSelectRow(row) }
}

enum StandInSlots: DelegateSlots {
  static func delegate(of host: StandInScrollView) -> (any StandInDelegate)? { host.delegate }
  static func setDelegate(_ delegate: (any StandInDelegate)?, of host: StandInScrollView) {
    host.delegate = delegate
  }
  static func makeDelegate(_ proxy: StandInProxy, of host: StandInScrollView) {
    host.delegate = proxy
  }
  static func isDelegate(_ proxy: StandInProxy, of host: StandInScrollView) -> Bool {
    host.delegate === proxy
  }
  static func ownedProxy(of host: StandInScrollView) -> StandInProxy? { host.ownedProxy }
  static func setOwnedProxy(_ proxy: StandInProxy?, of host: StandInScrollView) {
    host.ownedProxy = proxy
  }
}

/// A binding's part in it: the attachment, and the reports it hears.
@MainActor final class StandInBinding {
  private(set) var attachment = DelegateAttachment<StandInSlots>()
  var scrolls = 0

  func attach(to view: StandInScrollView) {
    attachment.attach(to: view).binding = self
  }

  func detach() { attachment.detach() }
}
