import Foundation
import HeaderKitTestSupport
import Testing

/// `headerkit generate` writes Swift for a spec; params given with --param
/// are fixed in it, and bad names are usage errors.
@Suite struct GenerateCommandTests {
  @Test func printsTheStructForASpec() throws {
    let result = try CLI.run(["generate", "Specs/tiki-home.yaml"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("public struct TikiHomeHeader: GeneratedHeader {"))
    #expect(result.stdout.contains("@inlinable public var logoAlpha: Double"))
    #expect(result.stdout.contains("maxHeight = 88, minHeight = 44"))
  }

  @Test func writesTheFileWithTheGivenNameAndParams() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = files.path("Header.swift")
    let result = try CLI.run([
      "generate", "Specs/tiki-home.yaml", "--type-name", "WideTiki", "--param", "viewWidth=414",
      "-o", path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let source = try String(contentsOfFile: path, encoding: .utf8)
    #expect(source.contains("public struct WideTiki: GeneratedHeader {"))
    // The search field's trailing range is viewWidth − chatButtonMinX: 414 − 327.
    #expect(source.contains("viewWidth = 414"))
    #expect(source.contains("87.0"))
  }

  @Test(arguments: [
    ["--type-name", "1Header"], ["--type-name", "My-Header"], ["--param", "nope"],
  ])
  func badOptionsAreUsageErrors(_ options: [String]) throws {
    let result = try CLI.run(["generate", "Specs/tiki-home.yaml"] + options)
    #expect(result.status == 64, "\(result.stderr)")
    #expect(result.stdout.isEmpty)
  }

  @Test func anInvalidSpecGetsItsDiagnostics() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = files.path("bad.yaml")
    try "version: 1\nname: bad\ninputs: 3\n".write(toFile: path, atomically: true, encoding: .utf8)
    let result = try CLI.run(["generate", path])
    #expect(result.status == 1)
    #expect(result.stderr.contains("bad.yaml:3:"))
    #expect(result.stdout.isEmpty)
  }
}
