import Foundation
import HeaderKitTestSupport
import HeaderKitTesting
import Testing

/// Running a spec's own cases and its golden timeline from a test suite.
@Suite struct SpecSuiteAssertionTests {
  /// A temporary copy of the Twitter spec with its sidecar and golden timeline,
  /// `headerStop` changed from 40 to `headerStop`.
  func twitterCopy(headerStop: Int = 40) throws -> URL {
    let directory = try Fixtures.temporaryDirectory()
    for name in [
      "twitter-profile.yaml", "twitter-profile.test.yaml", "twitter-profile.timeline.txt",
    ] {
      try FileManager.default.copyItem(
        atPath: Fixtures.spec(name).path, toPath: directory.appendingPathComponent(name).path)
    }
    let spec = directory.appendingPathComponent("twitter-profile.yaml")
    let text = try String(contentsOf: spec, encoding: .utf8)
      .replacingOccurrences(of: "headerStop: 40 ", with: "headerStop: \(headerStop) ")
    try text.write(to: spec, atomically: true, encoding: .utf8)
    return directory
  }

  @Test func theBundledCasesAndGoldenPass() throws {
    let header = try HeaderHarness(path: Fixtures.spec("twitter-profile.yaml").path)
    header.expectSpecTests()
    header.expectGoldenTimeline()
  }

  @Test func aFailingCaseIsRecordedAtTheCallerWithItsPlaceInTheYAML() throws {
    let directory = try twitterCopy(headerStop: 50)
    defer { try? FileManager.default.removeItem(at: directory) }
    let header = try HeaderHarness(
      path: directory.appendingPathComponent("twitter-profile.yaml").path)
    let log = IssueLog()
    var line = 0
    withKnownIssue {
      line = #line + 1
      header.expectSpecTests()
    } matching: {
      log.matcher($0)
    }
    let sidecar = directory.appendingPathComponent("twitter-profile.test.yaml").path
    // With headerStop 50, at 41 the header is at max(-50, -41) = -41 instead of -40, and the
    // header is not yet in front (41 > 50 is false); at 100 the avatar has shrunk by
    // 50 / 69 / 1.4 (1 - 0.517598344 = 0.482401656) instead of 40 / 69 / 1.4.
    #expect(
      log.texts.first
        == "\(sidecar):47:37: scrolling up moves the header until headerStop: at offset 41, header.translateY expected -40, got -41 (tolerance 1e-06); off by -1; and 1 more offset of this expectation fails"
    )
    #expect(
      log.texts.contains(
        "\(sidecar):56:49: the avatar shrinks from its bottom edge: at offset 100, avatar.scaleX expected 0.585921325, got 0.482401656 (tolerance 1e-06); off by -0.103519669"
      ))
    // header.translateY and zPosition at 41, avatar.scaleX and scaleY at 100, the sweep's bound.
    #expect(log.texts.count == 5)
    #expect(log.lines == Array(repeating: line, count: 5))
  }

  @Test func aChangedTimelineIsRecordedAtItsFirstDifference() throws {
    let directory = try twitterCopy(headerStop: 45)
    defer { try? FileManager.default.removeItem(at: directory) }
    let header = try HeaderHarness(
      path: directory.appendingPathComponent("twitter-profile.yaml").path)
    let log = IssueLog()
    withKnownIssue {
      header.expectGoldenTimeline()
    } matching: {
      log.matcher($0)
    }
    let golden = directory.appendingPathComponent("twitter-profile.timeline.txt").path
    // The sweep steps by 5; the first frame past the old stop is 45, where the header now
    // moves to max(-45, -45) = -45 instead of max(-40, -45) = -40.
    #expect(
      log.texts == [
        "\(golden):39:22: the timeline of 'twitter-profile' first differs from its golden timeline at offset 45 of section 'sweep scroll from -120 to 200 step 5': header.translateY is now -45.000000, the golden timeline has -40.000000; if the change is intended, re-record with 'headerkit test --record' and review the diff"
      ])
  }

  @Test func aMissingGoldenFailsUntilRecorded() throws {
    let directory = try twitterCopy()
    defer { try? FileManager.default.removeItem(at: directory) }
    let golden = directory.appendingPathComponent("twitter-profile.timeline.txt")
    try FileManager.default.removeItem(at: golden)
    let header = try HeaderHarness(
      path: directory.appendingPathComponent("twitter-profile.yaml").path)
    let log = IssueLog()
    withKnownIssue {
      header.expectGoldenTimeline()
    } matching: {
      log.matcher($0)
    }
    #expect(
      log.texts.first?.hasPrefix("twitter-profile: no golden timeline '\(golden.path)'") == true)

    header.expectGoldenTimeline(record: true)
    #expect(
      try String(contentsOf: golden, encoding: .utf8)
        == String(contentsOf: Fixtures.spec("twitter-profile.timeline.txt"), encoding: .utf8))
    header.expectGoldenTimeline()
  }
}
