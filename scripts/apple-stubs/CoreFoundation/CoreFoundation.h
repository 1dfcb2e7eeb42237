// Stub of CoreFoundation, as much as HeaderKit uses, for scripts/apple-typecheck. Written from
// Apple's documentation:
//   https://developer.apple.com/documentation/corefoundation/cftimeinterval
typedef double CFTimeInterval;
