// Stub of QuartzCore (Core Animation), as much as HeaderKit uses, for scripts/apple-typecheck.
// Written from Apple's documentation:
//   https://developer.apple.com/documentation/quartzcore/cadisplaylink
//   https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
//   https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
//   https://developer.apple.com/documentation/quartzcore/cadisplaylink/targettimestamp
//   https://developer.apple.com/documentation/quartzcore/calayer
#import <Foundation/Foundation.h>

#pragma clang assume_nonnull begin

// class CALayer (not main-actor isolated)
__attribute__((availability(ios, introduced = 2.0)))
__attribute__((availability(macos, introduced = 10.5)))
@interface CALayer : NSObject
@property CGFloat zPosition;
@property CGFloat cornerRadius;
@property CGFloat borderWidth;
@property(nullable) CGColorRef borderColor;
@property(nullable) CGColorRef shadowColor;
@property float shadowOpacity;
@property CGFloat shadowRadius;
@end

// class CADisplayLink: init(target: Any, selector sel: Selector);
// func add(to runloop: RunLoop, forMode mode: RunLoop.Mode); func invalidate();
// var targetTimestamp: CFTimeInterval { get } (iOS 10)
__attribute__((availability(ios, introduced = 3.1)))
__attribute__((availability(macos, introduced = 14.0)))
@interface CADisplayLink : NSObject
+ (CADisplayLink *)displayLinkWithTarget:(id)target selector:(SEL)sel;
- (void)addToRunLoop:(NSRunLoop *)runloop forMode:(NSRunLoopMode)mode;
- (void)invalidate;
@property(readonly, nonatomic) CFTimeInterval targetTimestamp
    __attribute__((availability(ios, introduced = 10.0)));
@end

#pragma clang assume_nonnull end
