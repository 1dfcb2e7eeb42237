// apple-typecheck: platforms ios macos
// Stub of XCTest, as much as HeaderKit uses, for scripts/apple-typecheck (the Linux toolchain's
// XCTest has no textual interface, nor Apple's). Written from Apple's documentation:
//   https://developer.apple.com/documentation/xctest/xctfail(_:file:line:)

public func XCTFail(_ message: String = "", file: StaticString = #filePath, line: UInt = #line) {
  fatalError()
}
