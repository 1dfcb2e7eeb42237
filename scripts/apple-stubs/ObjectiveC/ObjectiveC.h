// Stub of the Objective-C runtime's NSObject (objc/NSObject.h), as much as HeaderKit uses, for
// scripts/apple-typecheck. Written from Apple's documentation:
//   https://developer.apple.com/documentation/objectivec/nsobject
//   https://developer.apple.com/documentation/objectivec/nsobjectprotocol
//   https://developer.apple.com/documentation/objectivec/objc_associationpolicy
//   https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)
//   https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:)
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

// objc/runtime.h: enum objc_AssociationPolicy: UInt (OBJC_ENUM(uintptr_t, ...)), imported as a
// Swift enum whose cases keep their C names (.OBJC_ASSOCIATION_RETAIN_NONATOMIC).
typedef enum __attribute__((enum_extensibility(open))) objc_AssociationPolicy : unsigned long
    objc_AssociationPolicy;
enum objc_AssociationPolicy : unsigned long {
  OBJC_ASSOCIATION_ASSIGN = 0,
  OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1,
  OBJC_ASSOCIATION_COPY_NONATOMIC = 3,
  OBJC_ASSOCIATION_RETAIN = 01401,
  OBJC_ASSOCIATION_COPY = 01403
};

// func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
//   _ policy: objc_AssociationPolicy) (iOS 3.1, macOS 10.6)
void objc_setAssociatedObject(id object, const void *key, id _Nullable value,
                              objc_AssociationPolicy policy)
    __attribute__((availability(ios, introduced = 3.1)))
    __attribute__((availability(macos, introduced = 10.6)));

// func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? (iOS 3.1, macOS 10.6)
id _Nullable objc_getAssociatedObject(id object, const void *key)
    __attribute__((availability(ios, introduced = 3.1)))
    __attribute__((availability(macos, introduced = 10.6)));

#pragma clang assume_nonnull end
