import Foundation
import HeaderKitTestSupport
import Testing

/// The bad inputs, tried as a new user would: each exits 1 with a
/// diagnostic whose `path:line:col` points at the offending line.
@Suite struct BadInputTests {
  struct BadInput: CustomTestStringConvertible, Sendable {
    var name: String
    var bytes: [UInt8]
    /// Where the first diagnostic points.
    var line: Int
    var column: Int
    var code: String
    var testDescription: String { name }

    init(_ name: String, _ text: String, line: Int, column: Int, code: String) {
      self.init(name, bytes: Array(text.utf8), line: line, column: column, code: code)
    }

    init(_ name: String, bytes: [UInt8], line: Int, column: Int, code: String) {
      self.name = name
      self.bytes = bytes
      self.line = line
      self.column = column
      self.code = code
    }
  }

  static let inputs: [BadInput] = [
    BadInput(
      "a misspelled key",
      "version: 1\nname: t\ninputs:\n  scroll: {}\ntargets:\n  box:\n    alpah: 1\n",
      line: 7, column: 5, code: "unknown-key"),
    BadInput(
      "a misspelled param name where it is used",
      """
      version: 1
      name: t
      params:
        headerHeight: 107
      inputs:
        scroll: {}
      targets:
        header:
          translateY: -scroll / hederHeight

      """, line: 9, column: 27, code: "unknown-name"),
    BadInput(
      "a wrong type",
      "version: 1\nname: t\ninputs:\n  scroll:\n    bounds: 120\ntargets:\n  box:\n    alpha: 1\n",
      line: 5, column: 13, code: "wrong-type"),
    BadInput(
      "a duplicate key",
      "version: 1\nname: t\ninputs:\n  scroll: {}\ntargets:\n  box:\n    alpha: 1\n    alpha: 0\n",
      line: 8, column: 5, code: "duplicate-key"),
    BadInput(
      "an alias bomb", billionLaughs, line: 6, column: 8, code: "alias-expansion"),
    BadInput(
      "20,000-deep flow nesting",
      "version: 1\nname: t\nx: " + String(repeating: "[", count: 20_000) + "\n",
      // The top-level mapping is level 1: the 64th bracket, at column 3 + 64, is too deep.
      line: 3, column: 67, code: "nesting-too-deep"),
    BadInput(
      "invalid UTF-8",
      bytes: Array("version: 1\nname: t\ndescription: caf".utf8) + [0xE9] + Array("\n".utf8),
      line: 3, column: 17, code: "invalid-utf8"),
    BadInput(
      "two documents", "version: 1\nname: t\n---\nversion: 1\n", line: 3, column: 1,
      code: "multiple-documents"),
    BadInput("an empty file", "", line: 1, column: 1, code: "empty-document"),
    BadInput(
      "version 2",
      "version: 2\nname: t\ninputs:\n  scroll: {}\ntargets:\n  box:\n    alpha: 1\n",
      line: 1, column: 10, code: "unsupported-version"),
    BadInput(
      "yes where a number belongs",
      "version: 1\nname: t\nparams:\n  headerHeight: yes\ninputs:\n  scroll: {}\ntargets:\n  box:\n    alpha: 1\n",
      line: 4, column: 17, code: "invalid-boolean"),
  ]

  /// Nine levels of nine-item lists under a version line; the first `*d` passes 10,000 nodes.
  static let billionLaughs: String = {
    var text = "version: 1\na: &a [\"lol\"" + String(repeating: ", \"lol\"", count: 8) + "]\n"
    let names = "abcdefghi".map(String.init)
    for (previous, name) in zip(names, names.dropFirst()) {
      text += "\(name): &\(name) [*\(previous)" + String(repeating: ", *\(previous)", count: 8)
      text += "]\n"
    }
    return text
  }()

  @Test(arguments: inputs)
  func exitsOneWithALocatedDiagnostic(input: BadInput) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("bad.yaml", bytes: input.bytes)
    let result = try CLI.run(["validate", path])
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stdout.hasPrefix("\(path): invalid ("))
    let first = try #require(result.diagnosticHeaders.first, "\(result.stderr)")
    #expect(first.path == path)
    #expect(first.line == input.line && first.column == input.column, "\(result.stderr)")
    #expect(first.rest.hasPrefix("error: ") && first.rest.hasSuffix("[\(input.code)]"))
  }

  @Test func yesWhereANumberBelongsIsAlsoTheWrongType() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let path = try files.write("yes.yaml", bytes: Self.inputs.last!.bytes)
    let result = try CLI.run(["validate", path])
    #expect(
      result.diagnosticHeaders.map(\.rest) == [
        "error: 'yes' is not a boolean here: HeaderKit reads only true and false as booleans; write true or false, or quote the text [invalid-boolean]",
        "error: param 'headerHeight' must be a number, found the string 'yes' [wrong-type]",
      ])
    #expect(result.diagnosticHeaders.allSatisfy { $0.line == 4 && $0.column == 17 })
  }
}
