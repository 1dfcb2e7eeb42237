import Foundation
import HeaderKitYAML
import Testing

/// Every input of the YAML test suite: never a crash, always a result.
@Suite struct YAMLTestSuiteTests {
  static let casesDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // HeaderKitYAMLTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Fixtures/yaml-test-suite/cases")

  static func caseFiles() throws -> [URL] {
    try FileManager.default.contentsOfDirectory(
      at: casesDirectory, includingPropertiesForKeys: nil
    ).filter { $0.pathExtension == "yaml" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  @Test func corpusIsPresent() throws {
    #expect(try Self.caseFiles().count == 402)
  }

  @Test func everyCaseGivesADocumentOrALocatedDiagnostic() throws {
    for file in try Self.caseFiles() {
      let bytes = Array(try Data(contentsOf: file))
      let lineCount = bytes.count { $0 == UInt8(ascii: "\n") } + 1
      let result = YAMLParser.parse(bytes)
      let name = file.lastPathComponent
      if let document = result.document {
        for node in document.nodes {
          #expect(node.range.start.line >= 1 && node.range.end.line <= lineCount + 1, "\(name)")
          #expect(node.range.start <= node.range.end, "\(name)")
        }
      } else {
        #expect(!result.diagnostics.isEmpty, "\(name): no document and no diagnostic")
      }
      for diagnostic in result.diagnostics {
        let location = diagnostic.location
        #expect(
          location.line >= 1 && location.line <= lineCount + 1 && location.column >= 1,
          "\(name): \(diagnostic.message) at \(location.line):\(location.column)")
      }
    }
  }
}
