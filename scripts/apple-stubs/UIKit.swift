// apple-typecheck: platforms ios
// Stub of UIKit's Swift API, as much as HeaderKit uses, for scripts/apple-typecheck (the classes
// are in UIKit/UIKit.h). Written from Apple's documentation:
//   https://developer.apple.com/documentation/uikit/uiaccessibility
//   https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
//   https://developer.apple.com/documentation/uikit/uiaccessibility/reducemotionstatusdidchangenotification
//   https://developer.apple.com/documentation/uikit/uicontentconfiguration
//   https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
//   https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
//   https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration
//   https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()
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

/// What a cell shows, as a value (only the protocol's name here: nothing here conforms).
@available(iOS 14.0, tvOS 14.0, *)
public protocol UIContentConfiguration {}

/// A list cell's content: its text, among others.
@available(iOS 14.0, tvOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  public var text: String? {
    get { fatalError() }
    set { fatalError() }
  }
}

@available(iOS 14.0, tvOS 14.0, *)
extension UITableViewCell {
  @MainActor public var contentConfiguration: (any UIContentConfiguration)? {
    get { fatalError() }
    set { fatalError() }
  }
  @MainActor public func defaultContentConfiguration() -> UIListContentConfiguration {
    fatalError()
  }
}
