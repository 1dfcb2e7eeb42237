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
    // Settable: the header starts with 414 and computes the rest at set-up.
    #expect(source.contains("// Params at start (settable with setParam): "))
    #expect(source.contains("viewWidth = 414"))
    #expect(source.contains("private var s3 = 414.0"))
    #expect(source.contains("public static let paramNames: [String] = [\"maxHeight\""))
  }

  @Test func freezeParamsWritesConstants() throws {
    let result = try CLI.run([
      "generate", "Specs/tiki-home.yaml", "--freeze-params", "--param", "viewWidth=414",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("// Params, fixed in this code: "))
    // The search field's trailing range is viewWidth − chatButtonMinX: 414 − 327.
    #expect(result.stdout.contains("87.0"))
    #expect(result.stdout.contains("public static let paramNames: [String] = []"))
    #expect(!result.stdout.contains("_setUp()"))
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
