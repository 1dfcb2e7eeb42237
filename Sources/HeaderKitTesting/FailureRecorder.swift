#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// Where an assertion was written: the caller's file and line, captured by
/// default arguments (`#fileID`, `#filePath`, `#line`, `#column`).
package struct HeaderTestLocation: Sendable {
  /// The caller's `#fileID`.
  package var fileID: StaticString
  /// The caller's `#filePath`.
  package var filePath: StaticString
  /// The caller's `#line`.
  package var line: UInt
  /// The caller's `#column`.
  package var column: UInt

  /// The location of an assertion written at `fileID`, `line` and `column`.
  package init(fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }
}

/// Records a failed assertion in whichever framework runs the test: an
/// `Issue` under Swift Testing, `XCTFail` under XCTest, each at the caller's
/// file and line.
enum FailureRecorder {
  #if canImport(XCTest)
  private static let xctestAvailable = true
  #else
  private static let xctestAvailable = false
  #endif

  static func record(_ message: String, at location: HeaderTestLocation) {
    #if canImport(Testing)
    if Test.current != nil || !xctestAvailable {
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: "\(location.fileID)", filePath: "\(location.filePath)", line: Int(location.line),
          column: Int(location.column)))
      return
    }
    #endif
    #if canImport(XCTest)
    XCTFail(message, file: location.filePath, line: location.line)
    #endif
  }
}
