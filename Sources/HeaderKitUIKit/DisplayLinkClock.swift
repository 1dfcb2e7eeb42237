#if canImport(UIKit)
import QuartzCore
import UIKit

/// A `CADisplayLink` that calls back with each frame's target timestamp,
/// paused until someone needs it. The link retains its target, so the
/// target is this small object, not the binding; the callback returns false
/// once its owner is gone, and the link then invalidates itself.
@MainActor
final class DisplayLinkClock: NSObject {
  private var link: CADisplayLink?
  private let onTick: @MainActor (CFTimeInterval) -> Bool

  /// - Parameter onTick: Called with each frame's target timestamp; returns
  ///   false when its owner is gone.
  init(onTick: @escaping @MainActor (CFTimeInterval) -> Bool) {
    self.onTick = onTick
    super.init()
    let link = CADisplayLink(target: self, selector: #selector(fire(_:)))
    link.isPaused = true
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  /// Paused: no callbacks, no cost.
  var isPaused: Bool {
    get { link?.isPaused ?? true }
    set { link?.isPaused = newValue }
  }

  func invalidate() {
    link?.invalidate()
    link = nil
  }

  @objc private func fire(_ link: CADisplayLink) {
    // The time the frame will be shown: snaps are drawn where they will be then.
    if !onTick(link.targetTimestamp) { invalidate() }
  }
}
#endif
