import Foundation
import HeaderKitExample
import HeaderKitTesting
import Testing

/// The generated headers keep their specs' promises: each spec's cases and
/// golden timeline, compiled to JSON by `headerkit compile --tests` and
/// bundled with this target, run on the header the plugin generated.
@Suite struct SpecTestsTests {
  static func tests(_ name: String) throws -> SpecTests {
    try SpecTests(resource: "\(name).tests", bundle: .module, subdirectory: "CompiledTests")
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
