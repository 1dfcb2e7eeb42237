import Foundation
import HeaderKitDiagnostics
import HeaderKitTestSupport
import Testing

/// Keeps the tests in step with ``DiagnosticCode``: every code must appear as
/// `[code]` — the end of a rendered diagnostic's first line — in the expected
/// text of some test, so a new code fails here until a test asserts its whole
/// rendered message.
@Suite struct DiagnosticCoverageTests {
  /// The Swift test sources, except this file.
  static func testSources() throws -> [String] {
    let tests = Fixtures.root.appendingPathComponent("Tests")
    let files =
      FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
    return try files.filter {
      $0.hasSuffix(".swift") && !$0.hasSuffix("DiagnosticCoverageTests.swift")
    }
    .map { try String(contentsOf: tests.appendingPathComponent($0), encoding: .utf8) }
  }

  @Test func everyCodeHasARenderedMessageTest() throws {
    let sources = try Self.testSources()
    #expect(sources.count > 10, "the test sources were not found under \(Fixtures.root.path)")
    let untested = DiagnosticCode.allCases.filter { code in
      !sources.contains { $0.contains("[\(code.rawValue)]") }
    }
    #expect(untested.isEmpty, "codes without a rendered-message test: \(untested.map(\.rawValue))")
  }
}
