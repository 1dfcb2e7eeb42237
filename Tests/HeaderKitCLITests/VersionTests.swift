import Foundation
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// `headerkit --version` and the changelog agree with the one version source,
/// `HeaderKitVersion.current`.
@Suite struct VersionTests {
  @Test func versionPrintsTheReleaseVersion() throws {
    let result = try CLI.run(["--version"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == HeaderKitVersion.current + "\n")
  }

  /// The release's version is semantic: three numbers, without a `v`.
  @Test func theVersionIsSemantic() {
    let parts = HeaderKitVersion.current.split(separator: ".", omittingEmptySubsequences: false)
    #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) })
  }

  /// CHANGELOG.md's newest released entry (the first `## [x.y.z]` heading
  /// after `## [Unreleased]`) is the version the code declares: a bump of
  /// one without the other fails here.
  @Test func theChangelogsLatestReleaseIsTheCurrentVersion() throws {
    let changelog = try String(
      contentsOf: Fixtures.root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
    let released = changelog.split(separator: "\n")
      .filter { $0.hasPrefix("## [") }
      .compactMap { line -> Substring? in
        let name = line.dropFirst(4).prefix { $0 != "]" }
        return name == "Unreleased" ? nil : name
      }
    #expect(released.first.map(String.init) == HeaderKitVersion.current)
  }
}
