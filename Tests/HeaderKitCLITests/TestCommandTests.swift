import Foundation
import HeaderKitTestSupport
import Testing

/// `headerkit test` end to end, by running the built binary.
@Suite struct TestCommandTests {
  /// A temporary directory holding copies of bundled files, `edit` applied to the spec.
  func copies(_ names: [String], edit: (String) -> String = { $0 }) throws -> URL {
    let directory = try Fixtures.temporaryDirectory()
    for name in names {
      let text = try String(contentsOf: Fixtures.spec(name), encoding: .utf8)
      let edited = name.hasSuffix(".test.yaml") || name.hasSuffix(".txt") ? text : edit(text)
      try edited.write(
        to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return directory
  }

  static let twitterFiles = [
    "twitter-profile.yaml", "twitter-profile.test.yaml", "twitter-profile.timeline.txt",
  ]

  @Test func theBundledSpecsPassAndTheCountIsTheLastLine() throws {
    let result = try CLI.run(["test", "Specs/"])
    #expect(result.status == 0, "\(result.stderr)")
    let lines = result.stdout.split(separator: "\n").map(String.init)
    // Nine cases in twitter-profile.test.yaml, and its golden timeline.
    #expect(lines.contains("Specs/twitter-profile.yaml: 10 passed, 0 failed"))
    let perSpec = lines.dropLast().compactMap { line -> Int? in
      guard let range = line.range(of: #": (\d+) passed, 0 failed"#, options: .regularExpression)
      else { return nil }
      return Int(line[range].dropFirst(2).prefix { $0.isNumber })
    }
    #expect(lines.last == "\(perSpec.reduce(0, +)) passed, 0 failed")
    #expect(!result.stderr.contains("error:"))
  }

  @Test func aChangedParamDefaultFailsWithWhereAndByHowMuch() throws {
    let directory = try copies(Self.twitterFiles) {
      $0.replacingOccurrences(of: "headerStop: 40 ", with: "headerStop: 50 ")
    }
    defer { try? FileManager.default.removeItem(at: directory) }
    let result = try CLI.run(["test", directory.path])
    #expect(result.status == 1)
    let sidecar = directory.appendingPathComponent("twitter-profile.test.yaml").path
    let golden = directory.appendingPathComponent("twitter-profile.timeline.txt").path
    // At 41 the header now moves to max(-50, -41) = -41, not max(-40, -41) = -40.
    #expect(
      result.stderr.contains(
        """
        \(sidecar):47:37: error: scrolling up moves the header until headerStop: at offset 41, header.translateY expected -40, got -41 (tolerance 1e-06) [expectation-failed]
           47 |       header.translateY: [-20, -40, -40, -40]   # max(-40, -20) = -20; max(-40, -40); max(-40, -41); max(-40, -100)
              |                                     ^~~
        \(sidecar):47:37: note: off by -1
        """))
    // The golden sweep steps by 5: at 45 the header is at -45 where it was at -40.
    #expect(
      result.stderr.contains(
        "\(golden):39:22: error: the timeline of 'twitter-profile' first differs from its golden timeline at offset 45 of section 'sweep scroll from -120 to 200 step 5': header.translateY is now -45.000000, the golden timeline has -40.000000 [golden-mismatch]"
      ))
    // Failing: scrolling up, the avatar at 100, the sweep's avatar bound, and the golden.
    #expect(result.stdout.hasSuffix("6 passed, 4 failed\n"))
  }

  @Test func recordWritesTheGoldenThatLaterRunsCompare() throws {
    let directory = try copies(["twitter-profile.yaml", "twitter-profile.test.yaml"])
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("twitter-profile.timeline.txt")

    let missing = try CLI.run(["test", directory.path])
    #expect(missing.status == 0)
    #expect(
      missing.stderr.contains(
        "warning: no golden timeline '\(golden.path)'; record one with 'headerkit test --record' and check it in [golden-missing]"
      ))
    #expect(missing.stdout.hasSuffix("9 passed, 0 failed\n"))

    let recorded = try CLI.run(["test", "--record", directory.path])
    #expect(recorded.status == 0)
    #expect(recorded.stdout.contains("(recorded \(golden.path))"))
    let written = try String(contentsOf: golden, encoding: .utf8)
    #expect(
      written
        == (try String(contentsOf: Fixtures.spec("twitter-profile.timeline.txt"), encoding: .utf8)))

    let again = try CLI.run(["test", directory.path])
    #expect(again.status == 0 && again.stderr.isEmpty)
    #expect(again.stdout.hasSuffix("10 passed, 0 failed\n"))
  }

  @Test func jsonReportsEveryCase() throws {
    let result = try CLI.run(["test", "--format", "json", "Specs/fade-top-view.yaml"])
    #expect(result.status == 0)
    let report = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(report["passed"] as? Int == 5 && report["failed"] as? Int == 0)
    let specs = try #require(report["specs"] as? [[String: Any]])
    #expect(specs.first?["golden"] as? String == "passed")
    let cases = try #require(specs.first?["cases"] as? [[String: Any]])
    #expect(cases.first?["name"] as? String == "the view slides up with the list and fades out")
    #expect(cases.first?["file"] as? String == "Specs/fade-top-view.test.yaml")
    #expect(cases.allSatisfy { $0["passed"] as? Bool == true })
  }

  @Test func aMalformedTestFileFails() throws {
    let directory = try copies(["fade-top-view.yaml"])
    defer { try? FileManager.default.removeItem(at: directory) }
    let sidecar = directory.appendingPathComponent("fade-top-view.test.yaml")
    try "tests:\n  - name: typo\n    at: 0\n    expect: { topView.alfa: 1 }\n".write(
      to: sidecar, atomically: true, encoding: .utf8)
    let result = try CLI.run(["test", directory.path])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "\(sidecar.path):4:15: error: unknown target property 'topView.alfa'; did you mean 'topView.alpha'? [unknown-name]\n"
      ))
    #expect(result.stdout.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test func anEmptyTestFileSaysWhatATestFileHolds() throws {
    let directory = try copies(["fade-top-view.yaml"])
    defer { try? FileManager.default.removeItem(at: directory) }
    let sidecar = directory.appendingPathComponent("fade-top-view.test.yaml")
    try "".write(to: sidecar, atomically: true, encoding: .utf8)
    let result = try CLI.run(["test", directory.path])
    #expect(result.status == 1)
    #expect(
      result.stderr.contains(
        "\(sidecar.path):1:1: error: the file holds no YAML document; a test file lists its cases under 'tests:', each with a 'name' and what it checks (see docs/testing.md) [empty-document]\n"
      ), "\(result.stderr)")
    #expect(result.stdout.hasSuffix("0 passed, 1 failed\n"))
  }

  @Test func aSidecarNamedOnTheCommandLineRunsItsSpec() throws {
    let result = try CLI.run(["test", "Specs/pinterest-pager.test.yaml"])
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix("Specs/pinterest-pager.yaml: "))
  }

  @Test func badPathsAreUsageErrors() throws {
    let result = try CLI.run(["test", "Specs/nope.yaml"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("no such file or directory: Specs/nope.yaml"))
  }
}
