// Stub of Foundation's Objective-C classes, as much as HeaderKit uses, for
// scripts/apple-typecheck (the Swift value types are in Foundation.swift). Written from Apple's
// documentation:
//   https://developer.apple.com/documentation/foundation/runloop
//   https://developer.apple.com/documentation/foundation/runloop/main
//   https://developer.apple.com/documentation/foundation/runloop/mode
//   https://developer.apple.com/documentation/foundation/runloop/mode/common
#import <ObjectiveC/ObjectiveC.h>
#import <CoreFoundation/CoreFoundation.h>
#import <CoreGraphics/CoreGraphics.h>

#pragma clang assume_nonnull begin

// Only a type here: what Foundation bridges to String (the bridging is not stubbed, so a raw
// value typed NSString reads as NSString, not String).
@interface NSString : NSObject
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
