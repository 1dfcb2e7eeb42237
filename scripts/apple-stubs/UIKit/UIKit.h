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
//   https://developer.apple.com/documentation/uikit/uiedgeinsets
//   https://developer.apple.com/documentation/uikit/uicolor/white
//   https://developer.apple.com/documentation/uikit/uicolor/systemblue
//   https://developer.apple.com/documentation/uikit/uicolor/systembackground
//   https://developer.apple.com/documentation/uikit/uiview/frame
//   https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
//   https://developer.apple.com/documentation/uikit/uiview/translatesautoresizingmaskintoconstraints
//   https://developer.apple.com/documentation/uikit/uiview/safeareainsets
//   https://developer.apple.com/documentation/uikit/uiview/safearealayoutguide
//   https://developer.apple.com/documentation/uikit/uiview/topanchor
//   https://developer.apple.com/documentation/uikit/uiview/bottomanchor
//   https://developer.apple.com/documentation/uikit/uiview/leadinganchor
//   https://developer.apple.com/documentation/uikit/uiview/trailinganchor
//   https://developer.apple.com/documentation/uikit/uiview/widthanchor
//   https://developer.apple.com/documentation/uikit/uiview/heightanchor
//   https://developer.apple.com/documentation/uikit/uilayoutguide
//   https://developer.apple.com/documentation/uikit/nslayoutanchor
//   https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:)
//   https://developer.apple.com/documentation/uikit/nslayoutanchor/constraint(equalto:constant:)
//   https://developer.apple.com/documentation/uikit/nslayoutxaxisanchor
//   https://developer.apple.com/documentation/uikit/nslayoutyaxisanchor
//   https://developer.apple.com/documentation/uikit/nslayoutdimension
//   https://developer.apple.com/documentation/uikit/nslayoutdimension/constraint(equaltoconstant:)
//   https://developer.apple.com/documentation/uikit/nslayoutconstraint/activate(_:)
//   https://developer.apple.com/documentation/uikit/uilabel/text
//   https://developer.apple.com/documentation/uikit/uitextfield/placeholder
//   https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
//   https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property
//   https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum
//   https://developer.apple.com/documentation/uikit/uiviewcontroller
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/view
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
//   https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidlayoutsubviews()
//   https://developer.apple.com/documentation/uikit/uitableview
//   https://developer.apple.com/documentation/uikit/uitableview/datasource
//   https://developer.apple.com/documentation/uikit/uitableview/delegate
//   https://developer.apple.com/documentation/uikit/uitableview/dequeuereusablecell(withidentifier:for:)
//   https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
//   https://developer.apple.com/documentation/uikit/uitableviewcell
//   https://developer.apple.com/documentation/uikit/uitableviewdatasource
//   https://developer.apple.com/documentation/uikit/uitableviewdelegate
// UIKit is on iOS (and Mac Catalyst, visionOS, tvOS), not macOS: this module exists only in the
// iOS check, so `canImport(UIKit)` is false in the macOS one.
#import <Foundation/Foundation.h>
#import <QuartzCore/QuartzCore.h>

// UIKit's NS_SWIFT_UI_ACTOR: the type is main-actor isolated in Swift ("@MainActor class
// UIView" in the documentation), so Swift 6 reports its use from a nonisolated context.
#define NS_SWIFT_UI_ACTOR __attribute__((swift_attr("@MainActor")))
#define API_AVAILABLE_IOS(version) __attribute__((availability(ios, introduced = version)))

#pragma clang assume_nonnull begin

// struct UIEdgeInsets { var top, left, bottom, right: CGFloat }
typedef struct UIEdgeInsets {
  CGFloat top, left, bottom, right;
} UIEdgeInsets;

// class UIColor: init(red:green:blue:alpha:); var cgColor: CGColor { get }
API_AVAILABLE_IOS(2.0)
@interface UIColor : NSObject
- (instancetype)initWithRed:(CGFloat)red
                      green:(CGFloat)green
                       blue:(CGFloat)blue
                      alpha:(CGFloat)alpha;
@property(nonatomic, readonly) CGColorRef CGColor __attribute__((swift_name("cgColor")));
// class var white: UIColor { get }; class var systemBlue: UIColor { get } (iOS 7);
// class var systemBackground: UIColor { get } (iOS 13)
@property(class, nonatomic, readonly) UIColor *whiteColor __attribute__((swift_name("white")));
@property(class, nonatomic, readonly) UIColor *systemBlueColor API_AVAILABLE_IOS(7.0)
    __attribute__((swift_name("systemBlue")));
@property(class, nonatomic, readonly) UIColor *systemBackgroundColor API_AVAILABLE_IOS(13.0)
    __attribute__((swift_name("systemBackground")));
@end

// @MainActor class UIResponder
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UIResponder : NSObject
@end

@class UILayoutGuide, NSLayoutXAxisAnchor, NSLayoutYAxisAnchor, NSLayoutDimension;

// @MainActor class UIView: var frame, bounds: CGRect; var alpha: CGFloat;
// var transform: CGAffineTransform; var layer: CALayer { get };
// @NSCopying var backgroundColor: UIColor?; var tintColor: UIColor! (iOS 7);
// func addSubview(_ view: UIView); var translatesAutoresizingMaskIntoConstraints: Bool (iOS 6);
// var safeAreaInsets: UIEdgeInsets { get }, var safeAreaLayoutGuide: UILayoutGuide { get }
// (iOS 11); var topAnchor, bottomAnchor: NSLayoutYAxisAnchor { get }, var leadingAnchor,
// trailingAnchor: NSLayoutXAxisAnchor { get }, var widthAnchor, heightAnchor:
// NSLayoutDimension { get } (iOS 9)
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UIView : UIResponder
@property(nonatomic) CGRect frame;
@property(nonatomic) CGRect bounds;
@property(nonatomic) CGFloat alpha;
@property(nonatomic) CGAffineTransform transform;
@property(nonatomic, readonly, strong) CALayer *layer;
@property(nullable, nonatomic, copy) UIColor *backgroundColor;
@property(null_resettable, nonatomic, strong) UIColor *tintColor API_AVAILABLE_IOS(7.0);
- (void)addSubview:(UIView *)view;
@property(nonatomic) BOOL translatesAutoresizingMaskIntoConstraints API_AVAILABLE_IOS(6.0);
@property(nonatomic, readonly) UIEdgeInsets safeAreaInsets API_AVAILABLE_IOS(11.0);
@property(nonatomic, readonly, strong) UILayoutGuide *safeAreaLayoutGuide API_AVAILABLE_IOS(11.0);
@property(nonatomic, readonly, strong) NSLayoutYAxisAnchor *topAnchor API_AVAILABLE_IOS(9.0);
@property(nonatomic, readonly, strong) NSLayoutYAxisAnchor *bottomAnchor API_AVAILABLE_IOS(9.0);
@property(nonatomic, readonly, strong) NSLayoutXAxisAnchor *leadingAnchor API_AVAILABLE_IOS(9.0);
@property(nonatomic, readonly, strong) NSLayoutXAxisAnchor *trailingAnchor API_AVAILABLE_IOS(9.0);
@property(nonatomic, readonly, strong) NSLayoutDimension *widthAnchor API_AVAILABLE_IOS(9.0);
@property(nonatomic, readonly, strong) NSLayoutDimension *heightAnchor API_AVAILABLE_IOS(9.0);
@end

// @MainActor class UILayoutGuide (iOS 9): var topAnchor: NSLayoutYAxisAnchor { get }
API_AVAILABLE_IOS(9.0) NS_SWIFT_UI_ACTOR
@interface UILayoutGuide : NSObject
@property(nonatomic, readonly, strong) NSLayoutYAxisAnchor *topAnchor;
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

// enum UIScrollView.ContentInsetAdjustmentBehavior: Int (iOS 11): automatic, scrollableAxes,
// never, always
typedef enum __attribute__((enum_extensibility(open))) UIScrollViewContentInsetAdjustmentBehavior
    : NSInteger UIScrollViewContentInsetAdjustmentBehavior
    __attribute__((swift_name("UIScrollView.ContentInsetAdjustmentBehavior")))
    API_AVAILABLE_IOS(11.0);
enum UIScrollViewContentInsetAdjustmentBehavior : NSInteger {
  UIScrollViewContentInsetAdjustmentAutomatic,
  UIScrollViewContentInsetAdjustmentScrollableAxes,
  UIScrollViewContentInsetAdjustmentNever,
  UIScrollViewContentInsetAdjustmentAlways
};

// @MainActor class UIScrollView: var contentOffset: CGPoint; var contentSize: CGSize;
// var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior (iOS 11);
// weak var delegate: (any UIScrollViewDelegate)?; var isTracking, isDragging,
// isDecelerating: Bool { get }
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UIScrollView : UIView
@property(nonatomic) CGPoint contentOffset;
@property(nonatomic) CGSize contentSize;
@property(nonatomic) UIScrollViewContentInsetAdjustmentBehavior contentInsetAdjustmentBehavior
    API_AVAILABLE_IOS(11.0);
@property(nullable, nonatomic, weak) id<UIScrollViewDelegate> delegate;
@property(nonatomic, readonly, getter=isTracking) BOOL tracking;
@property(nonatomic, readonly, getter=isDragging) BOOL dragging;
@property(nonatomic, readonly, getter=isDecelerating) BOOL decelerating;
@end

// @MainActor class NSLayoutConstraint: var constant: CGFloat;
// class func activate(_ constraints: [NSLayoutConstraint]) (iOS 8)
API_AVAILABLE_IOS(6.0) NS_SWIFT_UI_ACTOR
@interface NSLayoutConstraint : NSObject
@property CGFloat constant;
+ (void)activateConstraints:(NSArray<NSLayoutConstraint *> *)constraints API_AVAILABLE_IOS(8.0)
    __attribute__((swift_name("activate(_:)")));
@end

// @MainActor class NSLayoutAnchor<AnchorType: AnyObject> (iOS 9):
// func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint;
// func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat)
//   -> NSLayoutConstraint
API_AVAILABLE_IOS(9.0) NS_SWIFT_UI_ACTOR
@interface NSLayoutAnchor<AnchorType> : NSObject
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
    __attribute__((swift_name("constraint(equalTo:)")));
- (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutAnchor<AnchorType> *)anchor
                                       constant:(CGFloat)c
    __attribute__((swift_name("constraint(equalTo:constant:)")));
@end

// @MainActor class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> (iOS 9)
API_AVAILABLE_IOS(9.0) NS_SWIFT_UI_ACTOR
@interface NSLayoutXAxisAnchor : NSLayoutAnchor<NSLayoutXAxisAnchor *>
@end

// @MainActor class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> (iOS 9)
API_AVAILABLE_IOS(9.0) NS_SWIFT_UI_ACTOR
@interface NSLayoutYAxisAnchor : NSLayoutAnchor<NSLayoutYAxisAnchor *>
@end

// @MainActor class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> (iOS 9):
// func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint
API_AVAILABLE_IOS(9.0) NS_SWIFT_UI_ACTOR
@interface NSLayoutDimension : NSLayoutAnchor<NSLayoutDimension *>
- (NSLayoutConstraint *)constraintEqualToConstant:(CGFloat)c
    __attribute__((swift_name("constraint(equalToConstant:)")));
@end

// @MainActor class UILabel: var text: String?; var textColor: UIColor!
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UILabel : UIView
@property(nullable, nonatomic, copy) NSString *text;
@property(null_resettable, nonatomic, strong) UIColor *textColor;
@end

// @MainActor class UIControl
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UIControl : UIView
@end

// @MainActor class UITextField: var textColor: UIColor?; var placeholder: String?
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UITextField : UIControl
@property(nullable, nonatomic, strong) UIColor *textColor;
@property(nullable, nonatomic, copy) NSString *placeholder;
@end

// @MainActor class UITextView: var textColor: UIColor?
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UITextView : UIScrollView
@property(nullable, nonatomic, strong) UIColor *textColor;
@end

// @MainActor class UIViewController: var view: UIView!; func viewDidLoad();
// func viewDidLayoutSubviews() (iOS 5)
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UIViewController : UIResponder
@property(null_resettable, nonatomic, strong) UIView *view;
- (void)viewDidLoad;
- (void)viewDidLayoutSubviews API_AVAILABLE_IOS(5.0);
@end

// @MainActor class UITableViewCell
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UITableViewCell : UIView
@end

@class UITableView;

// @MainActor protocol UITableViewDataSource: NSObjectProtocol
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@protocol UITableViewDataSource <NSObject>
@required
- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section
    __attribute__((swift_name("tableView(_:numberOfRowsInSection:)")));
- (UITableViewCell *)tableView:(UITableView *)tableView
         cellForRowAtIndexPath:(NSIndexPath *)indexPath
    __attribute__((swift_name("tableView(_:cellForRowAt:)")));
@end

// @MainActor protocol UITableViewDelegate: UIScrollViewDelegate, every method optional
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@protocol UITableViewDelegate <UIScrollViewDelegate>
@optional
- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath
    __attribute__((swift_name("tableView(_:didSelectRowAt:)")));
@end

// @MainActor class UITableView: weak var dataSource: (any UITableViewDataSource)?;
// weak var delegate: (any UITableViewDelegate)?;
// func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) (iOS 6);
// func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath)
//   -> UITableViewCell (iOS 6); func deselectRow(at indexPath: IndexPath, animated: Bool)
API_AVAILABLE_IOS(2.0) NS_SWIFT_UI_ACTOR
@interface UITableView : UIScrollView
@property(nonatomic, weak, nullable) id<UITableViewDataSource> dataSource;
@property(nonatomic, weak, nullable) id<UITableViewDelegate> delegate;
- (void)registerClass:(nullable Class)cellClass
    forCellReuseIdentifier:(NSString *)identifier API_AVAILABLE_IOS(6.0)
    __attribute__((swift_name("register(_:forCellReuseIdentifier:)")));
- (__kindof UITableViewCell *)dequeueReusableCellWithIdentifier:(NSString *)identifier
                                                  forIndexPath:(NSIndexPath *)indexPath
    API_AVAILABLE_IOS(6.0) __attribute__((swift_name("dequeueReusableCell(withIdentifier:for:)")));
- (void)deselectRowAtIndexPath:(NSIndexPath *)indexPath
                      animated:(BOOL)animated
    __attribute__((swift_name("deselectRow(at:animated:)")));
@end

#pragma clang assume_nonnull end
