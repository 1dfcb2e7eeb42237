// Stub of CoreGraphics, as much as HeaderKit uses, for scripts/apple-typecheck. Written from
// Apple's documentation:
//   https://developer.apple.com/documentation/corefoundation/cgfloat
//   https://developer.apple.com/documentation/corefoundation/cgpoint
//   https://developer.apple.com/documentation/corefoundation/cgsize
//   https://developer.apple.com/documentation/corefoundation/cgrect
//   https://developer.apple.com/documentation/coregraphics/cgaffinetransform
//   https://developer.apple.com/documentation/corefoundation/cgvector
//   https://developer.apple.com/documentation/coregraphics/cgcolor
#include <CoreFoundation/CoreFoundation.h>

// A double on every 64-bit platform; Swift imports it as the CGFloat struct of CoreGraphics.swift.
typedef double CGFloat;

struct CGPoint {
  CGFloat x;
  CGFloat y;
};
typedef struct CGPoint CGPoint;

struct CGSize {
  CGFloat width;
  CGFloat height;
};
typedef struct CGSize CGSize;

struct CGRect {
  CGPoint origin;
  CGSize size;
};
typedef struct CGRect CGRect;

struct CGVector {
  CGFloat dx;
  CGFloat dy;
};
typedef struct CGVector CGVector;

struct CGAffineTransform {
  CGFloat a, b, c, d;
  CGFloat tx, ty;
};
typedef struct CGAffineTransform CGAffineTransform;

// A Core Foundation type: Swift imports it as the class CGColor, memory managed.
typedef struct __attribute__((objc_bridge(id))) CGColor *CGColorRef;
