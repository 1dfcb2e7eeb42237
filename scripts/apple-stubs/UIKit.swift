// apple-typecheck: platforms ios
// Stub of UIKit's Swift API, as much as HeaderKit uses, for scripts/apple-typecheck (the classes
// are in UIKit/UIKit.h). Written from Apple's documentation:
//   https://developer.apple.com/documentation/uikit/uiaccessibility
//   https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
//   https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
// Bodies are placeholders: only the declarations matter to a type-check.
@_exported import UIKit

/// UIKit's accessibility settings and notifications (in Objective-C, the
/// UIAccessibility functions and constants).
public enum UIAccessibility {
  /// Whether Reduce Motion is on (UIAccessibilityIsReduceMotionEnabled).
  @available(iOS 8.0, *)
  @MainActor public static var isReduceMotionEnabled: Bool { fatalError() }

  /// Posted when Reduce Motion changes (UIAccessibilityReduceMotionStatusDidChangeNotification);
  /// Apple declares it `static let`.
  @available(iOS 8.0, *)
  public static var reduceMotionStatusDidChangeNotification: NSNotification.Name { fatalError() }
}
