import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Every JSON output is written one way (JSONValue): two-space indentation,
/// `"key": value`, keys in the documented order starting with
/// `formatVersion` and `headerkitVersion`, the same text every run.
@Suite struct JSONStyleTests {
  static let outputs: [[String]] = [
    ["validate", "--format", "json", "Specs/tiki-home.yaml"],
    ["test", "--format", "json", "Specs/tiki-home.yaml"],
    ["eval", "Specs/tiki-home.yaml", "--at", "0,40", "--format", "json"],
    [
      "simulate", "Specs/tiki-home.yaml", "--trace", "Specs/tiki-home.trace.yaml", "--format",
      "json",
    ],
    ["compile", "Specs/tiki-home.yaml"],
  ]

  /// The keys of an object's members at `indent` levels, in the order written.
  static func keys(_ text: String, indent: Int) -> [String] {
    let prefix = String(repeating: "  ", count: indent) + "\""
    return text.split(separator: "\n").filter {
      $0.hasPrefix(prefix) && $0.dropFirst(prefix.count).contains("\": ")
    }.map { String($0.dropFirst(prefix.count).prefix { $0 != "\"" }) }
  }

  @Test(arguments: outputs)
  func oneStyleEveryRun(_ arguments: [String]) throws {
    let first = try CLI.run(arguments)
    let second = try CLI.run(arguments)
    #expect(first.status == 0, "\(arguments): \(first.stderr)")
    #expect(first.stdout == second.stdout)
    #expect(try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) is [String: Any])
    for line in first.stdout.split(separator: "\n") {
      let indent = line.prefix { $0 == " " }.count
      #expect(indent % 2 == 0, "\(arguments): \(line)")
      // A member is `"key": value`, never JSONEncoder's `"key" : value`.
      #expect(!line.contains("\" : "), "\(arguments): \(line)")
    }
    #expect(
      Self.keys(first.stdout, indent: 1).prefix(2) == ["formatVersion", "headerkitVersion"],
      "\(arguments)")
  }

  @Test func reportsDeclareTheirKeyOrder() throws {
    let validate = try CLI.run(["validate", "--format", "json", "Specs/tiki-home.yaml"])
    #expect(
      Self.keys(validate.stdout, indent: 1) == [
        "formatVersion", "headerkitVersion", "valid", "invalid", "files", "skipped",
      ])
    #expect(Self.keys(validate.stdout, indent: 3) == ["path", "valid", "diagnostics"])
    let test = try CLI.run(["test", "--format", "json", "Specs/tiki-home.yaml"])
    #expect(
      Self.keys(test.stdout, indent: 1) == [
        "formatVersion", "headerkitVersion", "passed", "failed", "specs", "skipped",
      ])
    #expect(
      Self.keys(test.stdout, indent: 3) == [
        "path", "passed", "failed", "cases", "golden", "diagnostics",
      ])
  }

  @Test func theVersionsAreTheReleases() throws {
    let result = try CLI.run(["eval", "Specs/fade-top-view.yaml", "--at", "0", "--format", "json"])
    #expect(
      result.stdout.hasPrefix(
        "{\n  \"formatVersion\": 1,\n  \"headerkitVersion\": \"\(HeaderKitVersion.current)\",\n"))
  }

  /// The writer's own rules, on a value written by hand: declaration order,
  /// absent optionals left out, arrays of scalars on one line.
  @Test func encodingKeepsDeclarationOrderAndLeavesOutAbsentValues() throws {
    struct Inner: Encodable {
      var zeta = 1
      var alpha: [Int32] = [3, -4]
      var names = ["a", "b"]
    }
    struct Outer: Encodable {
      var name = "x"
      var missing: String? = nil
      var ratio = 0.25
      var flag = true
      var inner = Inner()
      var list = [Inner()]
    }
    let text = try JSONValue(encoding: Outer()).text()
    #expect(
      text == """
        {
          "name": "x",
          "ratio": 0.25,
          "flag": true,
          "inner": {
            "zeta": 1,
            "alpha": [3, -4],
            "names": ["a", "b"]
          },
          "list": [
            {
              "zeta": 1,
              "alpha": [3, -4],
              "names": ["a", "b"]
            }
          ]
        }
        """)
  }

  /// Control and format characters are escaped: a right-to-left override
  /// (U+202E) as one escape, a tag character past U+FFFF (U+E0001) as its
  /// UTF-16 surrogate pair D840+0x340, DC00+0x001.
  @Test func hiddenCharactersAreEscaped() throws {
    let text = try JSONValue(encoding: ["a\u{202E}b\u{E0001}\u{9B}"]).text()
    #expect(text == #"["a\u202eb\udb40\udc01\u009b"]"#)
  }
}
