// Stub of UIKit, as much as HeaderKit uses, for scripts/apple-typecheck. Written from Apple's
// documentation:
//   https://developer.apple.com/documentation/uikit/uiresponder
//   https://developer.apple.com/documentation/uikit/uiview
//   https://developer.apple.com/documentation/uikit/uiscrollview
//   https://developer.apple.com/documentation/uikit/uiscrollview/delegate
//   https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
//   https://developer.apple.com/documentation/uikit/nslayoutconstraint
//   https://developer.apple.com/documentation/uikit/uicolor
//   https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
//   https://developer.apple.com/documentation/uikit/uilabel
//   https://developer.apple.com/documentation/uikit/uitextfield
//   https://developer.apple.com/documentation/uikit/uitextview
// UIKit is on iOS (and Mac Catalyst, visionOS, tvOS), not macOS: this module exists only in the
// iOS check, so `canImport(UIKit)` is false in the macOS one.
#import <Foundation/Foundation.h>
#import <QuartzCore/QuartzCore.h>

// UIKit's NS_SWIFT_UI_ACTOR: the type is main-actor isolated in Swift ("@MainActor class
// UIView" in the documentation), so Swift 6 reports its use from a nonisolated context.
#define NS_SWIFT_UI_ACTOR __attribute__((swift_attr("@MainActor")))
#define API_AVAILABLE_IOS(version) __attribute__((availability(ios, introduced = version)))

#pragma clang assume_nonnull begin

// class UIColor: init(red:green:blue:alpha:); var cgColor: CGColor { get }
API_AVAILABLE_IOS(2.0)
@interface UIColor : NSObject
- (instancetype)initWithRed:(CGFloat)red
                      green:(CGFloat)green
                       blue:(CGFloat)blue
                      alpha:(CGFloat)alpha;
@property(nonatomic, readonly) CGColorRef CGColor __attribute__((swift_name("cgColor")));
@end

// @MainActor class UIResponder
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UIResponder : NSObject
@end

// @MainActor class UIView: var bounds: CGRect; var alpha: CGFloat;
// var transform: CGAffineTransform; var layer: CALayer { get };
// @NSCopying var backgroundColor: UIColor?; var tintColor: UIColor! (iOS 7)
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UIView : UIResponder
@property(nonatomic) CGRect bounds;
@property(nonatomic) CGFloat alpha;
@property(nonatomic) CGAffineTransform transform;
@property(nonatomic, readonly, strong) CALayer *layer;
@property(nullable, nonatomic, copy) UIColor *backgroundColor;
@property(null_resettable, nonatomic, strong) UIColor *tintColor API_AVAILABLE_IOS(7.0);
@end

@class UIScrollView;

// @MainActor protocol UIScrollViewDelegate: NSObjectProtocol, every method optional
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@protocol UIScrollViewDelegate <NSObject>
@optional
- (void)scrollViewDidScroll:(UIScrollView *)scrollView;
- (void)scrollViewWillBeginDragging:(UIScrollView *)scrollView;
- (void)scrollViewWillEndDragging:(UIScrollView *)scrollView
                     withVelocity:(CGPoint)velocity
              targetContentOffset:(inout CGPoint *)targetContentOffset API_AVAILABLE_IOS(5.0);
- (void)scrollViewDidEndDragging:(UIScrollView *)scrollView willDecelerate:(BOOL)decelerate;
- (void)scrollViewWillBeginDecelerating:(UIScrollView *)scrollView;
- (void)scrollViewDidEndDecelerating:(UIScrollView *)scrollView;
- (void)scrollViewDidEndScrollingAnimation:(UIScrollView *)scrollView;
// Named as in Swift's documentation (the importer's own rule would give
// scrollViewDidScroll(toTop:)).
- (void)scrollViewDidScrollToTop:(UIScrollView *)scrollView
    __attribute__((swift_name("scrollViewDidScrollToTop(_:)")));
@end

// @MainActor class UIScrollView: var contentOffset: CGPoint;
// weak var delegate: (any UIScrollViewDelegate)?; var isTracking, isDragging,
// isDecelerating: Bool { get }
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UIScrollView : UIView
@property(nonatomic) CGPoint contentOffset;
@property(nullable, nonatomic, weak) id<UIScrollViewDelegate> delegate;
@property(nonatomic, readonly, getter=isTracking) BOOL tracking;
@property(nonatomic, readonly, getter=isDragging) BOOL dragging;
@property(nonatomic, readonly, getter=isDecelerating) BOOL decelerating;
@end

// @MainActor class NSLayoutConstraint: var constant: CGFloat
API_AVAILABLE_IOS(6.0) NS_SWIFT_UI_ACTOR
@interface NSLayoutConstraint : NSObject
@property CGFloat constant;
@end

// @MainActor class UILabel: var textColor: UIColor!
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UILabel : UIView
@property(null_resettable, nonatomic, strong) UIColor *textColor;
@end

// @MainActor class UIControl
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UIControl : UIView
@end

// @MainActor class UITextField: var textColor: UIColor?
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UITextField : UIControl
@property(nullable, nonatomic, strong) UIColor *textColor;
@end

// @MainActor class UITextView: var textColor: UIColor?
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UITextView : UIScrollView
@property(nullable, nonatomic, strong) UIColor *textColor;
@end

#pragma clang assume_nonnull end
