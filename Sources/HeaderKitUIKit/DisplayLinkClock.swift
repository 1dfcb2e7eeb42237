#if canImport(UIKit)
import QuartzCore
import UIKit

/// A `CADisplayLink` that calls back with each frame's target timestamp
/// while it runs. The link retains its target, so the target is this small
/// object, not the binding. The link exists only while the clock runs: a
/// running link finds out at its next frame that its owner is gone (the
/// callback returns false) and invalidates itself, but a paused one would
/// never fire again and would stay in the run loop for good.
@MainActor
final class DisplayLinkClock: NSObject {
  private var link: CADisplayLink?
  private let onTick: @MainActor (CFTimeInterval) -> Bool

  /// - Parameter onTick: Called with each frame's target timestamp; returns
  ///   false when its owner is gone.
  init(onTick: @escaping @MainActor (CFTimeInterval) -> Bool) {
    self.onTick = onTick
    super.init()
  }

  /// Whether the clock calls back: starting it adds a link to the main run
  /// loop; stopping it invalidates the link (stopped: no link, no cost).
  var isRunning: Bool {
    get { link != nil }
    set {
      guard newValue != isRunning else { return }
      if newValue {
        let link = CADisplayLink(target: self, selector: #selector(fire(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
      } else {
        invalidate()
      }
    }
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
