import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitTestSupport
import Testing

/// Every spec in `Specs/` loads, validates and compiles without errors.
@Suite struct BundledSpecTests {
  @Test func theSeedSpecsAreBundled() throws {
    let names = Set(try Fixtures.allSpecs().map(\.lastPathComponent))
    #expect(
      names.isSuperset(of: ["twitter-profile.yaml", "fade-top-view.yaml", "pinterest-pager.yaml"]))
  }

  @Test(arguments: try Fixtures.allSpecs())
  func specValidates(url: URL) throws {
    let loaded = try SpecLoader.load(path: url.path)
    let errors = loaded.diagnostics.filter { $0.severity == .error }
    let rendered = DiagnosticRenderer().render(errors, source: loaded.source)
    #expect(errors.isEmpty, "\(rendered)")
    #expect(loaded.isValid)
    #expect(loaded.compiled != nil)
  }
}
