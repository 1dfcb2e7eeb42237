// Stub of Darwin's C library (math.h), as much as HeaderKit uses, for scripts/apple-typecheck.
// Written from Apple's documentation (man page pow(3)):
//   https://developer.apple.com/library/archive/documentation/System/Conceptual/ManPages_iPhoneOS/man3/pow.3.html
double pow(double x, double y);
