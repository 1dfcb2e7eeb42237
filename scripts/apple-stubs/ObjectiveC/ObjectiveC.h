// Stub of the Objective-C runtime's NSObject (objc/NSObject.h), as much as HeaderKit uses, for
// scripts/apple-typecheck. Written from Apple's documentation:
//   https://developer.apple.com/documentation/objectivec/nsobject
//   https://developer.apple.com/documentation/objectivec/nsobjectprotocol
// BOOL is C's bool, as on arm64 (Swift imports it as Bool either way).
typedef _Bool BOOL;
typedef struct objc_selector *SEL;
typedef struct objc_class *Class;
typedef struct objc_object {
  Class isa;
} *id;

#pragma clang assume_nonnull begin

// func isEqual(_ object: Any?) -> Bool; var hash: Int { get };
// func responds(to aSelector: Selector!) -> Bool
@protocol NSObject
- (BOOL)isEqual:(nullable id)object;
@property(readonly) unsigned long hash;
- (BOOL)respondsToSelector:(null_unspecified SEL)aSelector;
@end

// class NSObject: init(); func forwardingTarget(for aSelector: Selector!) -> Any?
__attribute__((objc_root_class))
@interface NSObject <NSObject>
- (instancetype)init;
- (nullable id)forwardingTargetForSelector:(null_unspecified SEL)aSelector;
@end

#pragma clang assume_nonnull end
