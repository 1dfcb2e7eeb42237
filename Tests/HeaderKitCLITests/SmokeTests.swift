import Foundation
import HeaderKitTestSupport
import Testing

@Test func validateAcceptsEveryBundledSpec() throws {
  let result = try CLI.run(["validate", "Specs/"])
  #expect(result.status == 0, "\(result.stderr)")
}
