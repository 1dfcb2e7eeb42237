import Foundation
import HeaderKitExample
import HeaderKitTesting
import Testing

/// The generated headers keep their specs' promises: each spec's cases and
/// golden timeline, which the plugin compiled from the app target's own files
/// into this target's resources, run on the header it generated there.
@Suite struct SpecTestsTests {
  static func tests(_ name: String) throws -> SpecTests {
    try SpecTests(resource: "\(name).tests", bundle: .module)
  }

  @Test func tikiHomeKeepsItsSpec() throws {
    let tests = try Self.tests("tiki-home")
    tests.expectSpecTests(TikiHomeHeader())
    tests.expectGoldenTimeline(TikiHomeHeader())
  }

  @Test func twitterProfileKeepsItsSpec() throws {
    let tests = try Self.tests("twitter-profile")
    tests.expectSpecTests(TwitterProfileHeader())
    tests.expectGoldenTimeline(TwitterProfileHeader())
  }
}
