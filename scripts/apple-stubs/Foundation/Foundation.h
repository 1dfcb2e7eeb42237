// Stub of Foundation's Objective-C classes, as much as HeaderKit uses, for
// scripts/apple-typecheck (the Swift value types are in Foundation.swift). Written from Apple's
// documentation:
//   https://developer.apple.com/documentation/foundation/runloop
//   https://developer.apple.com/documentation/foundation/runloop/main
//   https://developer.apple.com/documentation/foundation/runloop/mode
//   https://developer.apple.com/documentation/foundation/runloop/mode/common
//   https://developer.apple.com/documentation/objectivec/nsinteger
//   https://developer.apple.com/documentation/foundation/nsstring
//   https://developer.apple.com/documentation/foundation/nsarray
//   https://developer.apple.com/documentation/foundation/nsindexpath
//   https://developer.apple.com/documentation/foundation/nsnotification
//   https://developer.apple.com/documentation/foundation/nsnotification/name-swift.struct
//   https://developer.apple.com/documentation/foundation/notificationcenter
//   https://developer.apple.com/documentation/foundation/notificationcenter/default
//   https://developer.apple.com/documentation/foundation/notificationcenter/addobserver(_:selector:name:object:)
#import <ObjectiveC/ObjectiveC.h>
#import <CoreFoundation/CoreFoundation.h>
#import <CoreGraphics/CoreGraphics.h>

#pragma clang assume_nonnull begin

// NSInteger: a long on every 64-bit platform (Swift's Int).
typedef long NSInteger;

// Only a type here, bridged to Swift's String as Foundation's API notes bridge it
// (SwiftBridge), so an NSString * property or parameter reads as String. Sendable
// (NS_SWIFT_SENDABLE), as the documentation's Conforms To lists.
__attribute__((swift_attr("@Sendable"))) __attribute__((swift_bridge("Swift.String")))
@interface NSString : NSObject
@end

// Only a type here, bridged to Swift's Array as NSString is to String.
__attribute__((swift_bridge("Swift.Array")))
@interface NSArray<__covariant ObjectType> : NSObject
@end

// Only a type here, bridged to Foundation's IndexPath (Foundation.swift).
__attribute__((availability(ios, introduced = 2.0)))
__attribute__((availability(macos, introduced = 10.4)))
__attribute__((swift_bridge("IndexPath")))
@interface NSIndexPath : NSObject
@end

// class NSNotification
__attribute__((availability(ios, introduced = 2.0)))
__attribute__((availability(macos, introduced = 10.0)))
@interface NSNotification : NSObject
@end

// struct NSNotification.Name: a notification's name (NS_TYPED_EXTENSIBLE_ENUM).
typedef NSString *NSNotificationName __attribute__((swift_wrapper(struct)))
    __attribute__((swift_name("NSNotification.Name")));

// class NotificationCenter; class var `default`: NotificationCenter { get };
// func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?,
//   object anObject: Any?)
__attribute__((availability(ios, introduced = 2.0)))
__attribute__((availability(macos, introduced = 10.0)))
__attribute__((swift_name("NotificationCenter")))
@interface NSNotificationCenter : NSObject
@property(class, readonly, strong) NSNotificationCenter *defaultCenter
    __attribute__((swift_name("default")));
- (void)addObserver:(id)observer
           selector:(SEL)aSelector
               name:(nullable NSNotificationName)aName
             object:(nullable id)anObject;
@end

// class RunLoop; class var main: RunLoop { get }
__attribute__((availability(ios, introduced = 2.0)))
__attribute__((availability(macos, introduced = 10.0)))
__attribute__((swift_name("RunLoop")))
@interface NSRunLoop : NSObject
@property(class, readonly, strong) NSRunLoop *mainRunLoop;
@end

// struct RunLoop.Mode; static let common: RunLoop.Mode (NS_TYPED_EXTENSIBLE_ENUM)
typedef NSString *NSRunLoopMode __attribute__((swift_wrapper(struct)))
    __attribute__((swift_name("RunLoop.Mode")));
extern NSRunLoopMode const NSRunLoopCommonModes __attribute__((swift_name("RunLoop.Mode.common")));

#pragma clang assume_nonnull end
