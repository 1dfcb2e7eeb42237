#if canImport(UIKit)
import Foundation
import UIKit

/// Tells its owner the system's Reduce Motion setting now and each time it
/// changes. NotificationCenter keeps a selector-based observer weakly and
/// forgets it when it is deallocated (iOS 9 and later), so the owner need
/// not remove it: released with the binding, it stops.
@MainActor
final class ReduceMotionObserver: NSObject {
  private let changed: @MainActor (Bool) -> Void

  /// Calls `changed` with the setting now, then on each change.
  init(changed: @escaping @MainActor (Bool) -> Void) {
    self.changed = changed
    super.init()
    NotificationCenter.default.addObserver(
      self, selector: #selector(statusDidChange),
      name: UIAccessibility.reduceMotionStatusDidChangeNotification, object: nil)
    changed(UIAccessibility.isReduceMotionEnabled)
  }

  /// UIKit posts the change on the main thread.
  @objc private func statusDidChange() {
    changed(UIAccessibility.isReduceMotionEnabled)
  }
}
#endif
