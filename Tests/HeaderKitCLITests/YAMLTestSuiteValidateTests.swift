import Foundation
import HeaderKitTestSupport
import Testing

/// `headerkit validate` survives every input of the YAML test suite: one run
/// over all 402 files exits 0 or 1, and every invalid file has a located diagnostic.
@Suite struct YAMLTestSuiteValidateTests {
  static let directory = "Tests/Fixtures/yaml-test-suite/cases"

  @Test func everyCaseEndsWithAValidOrLocatedResult() throws {
    let names = try FileManager.default.contentsOfDirectory(
      atPath: Fixtures.root.appendingPathComponent(Self.directory).path
    ).filter { $0.hasSuffix(".yaml") }.sorted()
    #expect(names.count == 402)
    let paths = names.map { "\(Self.directory)/\($0)" }
    let result = try CLI.run(["validate"] + paths)
    #expect(
      result.status == 0 || result.status == 1,
      "status \(result.status): \(result.stderr.suffix(2000))")

    // One summary line per file, in order, then the total.
    let lines = result.stdoutLines
    try #require(lines.count == paths.count + 1, "\(result.stdout.suffix(2000))")
    var invalid: [String] = []
    for (path, line) in zip(paths, lines) {
      if line.hasPrefix("\(path): invalid (") {
        invalid.append(path)
      } else {
        #expect(line.hasPrefix("\(path): valid ("), "\(line)")
      }
    }
    #expect(lines.last == "402 specs: \(402 - invalid.count) valid, \(invalid.count) invalid")
    #expect(result.status == (invalid.isEmpty ? 0 : 1))

    let located = Set(
      result.diagnosticHeaders.filter {
        $0.line >= 1 && $0.column >= 1 && $0.rest.hasPrefix("error: ")
      }
      .map(\.path))
    for path in invalid {
      #expect(located.contains(path), "\(path) is invalid without a located error")
    }
  }
}
