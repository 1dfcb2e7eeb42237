import Foundation
import HeaderKitTestSupport
import Testing

/// `validate --format json` prints the same text every run: keys sorted.
@Test func validateJSONReportHasSortedKeysEveryRun() throws {
  let first = try CLI.run(["validate", "--format", "json", "Specs/fade-top-view.yaml"])
  let second = try CLI.run(["validate", "--format", "json", "Specs/fade-top-view.yaml"])
  #expect(first.status == 0)
  #expect(first.stdout == second.stdout)
  let keys = first.stdout.split(separator: "\n")
    .filter { $0.hasPrefix("  \"") }
    .map { $0.split(separator: "\"")[1] }
  #expect(keys == ["files", "invalid", "skipped", "valid"])
}
