import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Every `invalid-graph` diagnostic points at what is wrong in the graph's
/// JSON: the value at the error's key path, the operand or member of the
/// element it names, the key it is about, or the object a key is missing
/// from. Expected positions are found in the edited text by the test.
@Suite struct GraphLocationTests {
  /// A compiled graph, pretty-printed as `headerkit compile` writes it.
  static let graph: String = {
    let url = Fixtures.fixture("graphs/fade-top-view.json")
    return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
  }()

  /// An edit of ``graph`` and where its error is: the first `needle` at or
  /// after the first `anchor` (by default what the edit wrote).
  struct Case: CustomTestStringConvertible, Sendable {
    var old: String
    var new: String
    var needle: String
    var anchor: String?
    var message: String
    var testDescription: String { message }
  }

  static let cases: [Case] = [
    Case(
      old: #"["track", 16, 1, 0, 0]"#, new: #"["track", 100000, 1, 0, 0]"#, needle: "100000",
      message: "frame code instruction 1 refers to slot 100000, out of range"),
    Case(
      old: #"["track", 16, 1, 0, 0]"#, new: #"["track", 16, 7, 0, 0]"#, needle: "7",
      anchor: #"["track", 16, 7"#,
      message: "frame code instruction 1 refers to index 7, out of range"),
    Case(
      old: #"["track", 16, 1, 0, 0]"#, new: #"["track", 3, 1, 0, 0]"#, needle: "[",
      message:
        "frame code instruction 1 is a track or writes a slot that only events or set-up write"),
    Case(
      old: #""rawSlot": 3"#, new: #""rawSlot": true"#, needle: "true",
      message: "inputs[0].rawSlot is a boolean, not an integer"),
    Case(
      old: #""axis": "vertical","#, new: "", needle: "{", anchor: #""inputs": ["#,
      message: "the key inputs[0].axis is missing"),
    Case(
      old: #""name": "minVisibleHeight""#, new: #""name": "headerHeight""#,
      needle: #""headerHeight""#, anchor: #""scalar": 1"#,
      message:
        "param 1 is named 'headerHeight', as an input, param, state or transition before it is"),
    Case(
      old: #""slot": 9,"#, new: #""slot": 9, "bounce": 1,"#, needle: #""bounce""#,
      message:
        "unknown key 'constants[1].bounce': this runtime reads graph format \(CompiledGraph.currentFormatVersion) and knows each of its keys"
    ),
    Case(
      old: #""slot": 9,"#, new: #""slot": 9, "slot": 9,"#, needle: #""slot""#,
      anchor: #"9, "slot""#, message: "the key constants[1].slot is given twice"),
    Case(
      old: #""name": "scroll""#, new: #""name": "9scroll""#, needle: #""9scroll""#,
      message:
        "input 0 is named '9scroll', which is not a valid name: names start with a letter or '_' and contain only letters, digits and '_'"
    ),
    Case(
      old: #""value": 50"#, new: #""value": 1e999"#, needle: "1e999",
      message: "constant 1 has a non-finite number"),
    Case(
      old: #""formatVersion": \#(CompiledGraph.currentFormatVersion)"#,
      new: #""formatVersion": 99"#, needle: "99",
      message:
        "graph format 99 is not supported (this runtime reads \(CompiledGraph.currentFormatVersion))"
    ),
    Case(
      old: #""slotCount": 20"#, new: #""slotCount": 2000000"#, needle: "2000000",
      message: "2000000 slots, more than the 65640 allowed"),
  ]

  /// A graph's name one character past `GraphLimit.nameLength` is
  /// located at the name (its line is too long to show whole, so only the
  /// position is checked here).
  @Test func aLongNameIsLocatedAtIt() throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    let name = String(repeating: "n", count: 201)
    let text = Self.graph.replacingOccurrences(
      of: #""name": "fade-top-view""#, with: #""name": "\#(name)""#)
    let path = try files.write("bad.json", text)
    let (line, column) = try #require(textPosition(of: "\"" + name, after: "\"name\"", in: text))
    let result = try CLI.run(["validate", path])
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "\(path):\(line):\(column): error: 201 characters in the graph's name, more than the 200 allowed [invalid-graph]\n"
      ))
  }

  @Test(arguments: cases) func pointsAtWhatIsWrong(_ edit: Case) throws {
    let files = try TemporaryFiles()
    defer { files.remove() }
    #expect(Self.graph.contains(edit.old))
    let text = Self.graph.replacingOccurrences(of: edit.old, with: edit.new)
    let path = try files.write("bad.json", text)
    let (line, column) = try #require(
      textPosition(of: edit.needle, after: edit.anchor ?? edit.new, in: text))
    let result = try CLI.run(["validate", path])
    #expect(result.status == 1)
    // Every command that loads a graph says the same.
    #expect(try CLI.run(["eval", path, "--at", "0"]).stderr == result.stderr)
    let lines = result.stderr.split(separator: "\n", omittingEmptySubsequences: false)
    try #require(lines.count >= 3, "\(result.stderr)")
    #expect(lines[0] == "\(path):\(line):\(column): error: \(edit.message) [invalid-graph]")
    // The line shown, and the caret under the needle.
    let shown = text.split(separator: "\n", omittingEmptySubsequences: false)[line - 1]
    #expect(
      lines[1] == String(repeating: " ", count: 5 - String(line).count) + "\(line) | \(shown)")
    let caret = "^" + String(repeating: "~", count: edit.needle.unicodeScalars.count - 1)
    #expect(lines[2] == "      | " + String(repeating: " ", count: column - 1) + caret)
  }

  // MARK: Hostile graphs

  /// A graph of about 27 MB (the limit is 32 MiB) whose last frame code
  /// instruction of 1,048,564 (the limit is 1,048,576 in all) refers past
  /// the slots: found at its line, in a few seconds of a debug build.
  @Test func aGraphNearTheLimitIsLocatedAtItsEnd() throws {
    let count = GraphLimit.instructions.limit - 12  // the graph's own 12
    let header = #"  "frameCode": ["#
    let operand = #"    ["neg", "#
    let body =
      String(repeating: operand + "10, 1, 0, 0],\n", count: count - 1)
      + operand + "100000, 1, 0, 0],\n"
    let text = Self.graph.replacingOccurrences(of: header + "\n", with: header + "\n" + body)
    let bytes = Array(text.utf8)
    #expect(bytes.count > 25 << 20 && bytes.count <= GraphLimit.jsonBytes.limit)
    let headerLine = try #require(textPosition(of: header, after: "{", in: Self.graph)).0
    let error = GraphError.slotOutOfRange(.frameCode, element: count - 1, slot: 100000)
    let clock = ContinuousClock()
    var range: SourceRange?
    let elapsed = clock.measure { range = GraphErrorLocation.range(of: error, in: bytes) }
    #expect(range == SourceRange(line: headerLine + count, column: operand.count + 1, length: 6))
    #expect(elapsed < .seconds(30), "\(elapsed)")
  }

  /// Arrays nested a million deep, closed or not, after what the error
  /// names or in its way: located at what is found, or nowhere, quickly.
  @Test func deepNestingEndsQuickly() throws {
    let depth = 1 << 20
    let open = String(repeating: "[", count: depth)
    let texts = [
      #"{"formatVersion": 99, "frameCode": "# + open,
      #"{"frameCode": "# + open + String(repeating: "]", count: depth) + #", "name": 1}"#,
      open + "1",
      #"{"a": [["# + String(repeating: #"{"b": ["#, count: depth / 8),
    ]
    let errors: [GraphError] = [
      .unsupportedFormat(99), .slotOutOfRange(.frameCode, element: 0, slot: 1),
      .wrongType(
        at: "frameCode" + String(repeating: "[0]", count: 1000), expected: .integer, found: .array),
      .unknownKey("zz"), .missingKey("a[0][0].b[0].c"), .nonFinite(.constant, element: 0),
      .limitExceeded(.instructions, found: 1, limit: 0), .emptyName,
    ]
    let clock = ContinuousClock()
    let elapsed = clock.measure {
      for text in texts {
        for error in errors { _ = GraphErrorLocation.range(of: error, in: Array(text.utf8)) }
      }
    }
    #expect(elapsed < .seconds(30), "\(elapsed)")
    let bytes = Array(texts[0].utf8)
    #expect(
      GraphErrorLocation.range(of: .unsupportedFormat(99), in: bytes)
        == SourceRange(line: 1, column: 19, length: 2))
    let name = Array(texts[1].utf8)
    #expect(
      GraphErrorLocation.range(of: .emptyName, in: name)
        == SourceRange(line: 1, column: name.count - 1, length: 1))
  }

  /// Text that is not JSON at all, or empty, is the whole file's.
  @Test func textThatIsNotAGraphFallsBackToTheFile() {
    for text in ["", "   ", "\"", "{\"frameCode\": [\"", "}}}]]]", "nul"] {
      for error in [
        GraphError.slotOutOfRange(.frameCode, element: 0, slot: 1), .missingKey("name"),
        .unknownKey("x"), .duplicateKey("x"), .unsupportedFormat(2),
      ] {
        let range = GraphErrorLocation.range(of: error, in: Array(text.utf8))
        // At most the one value the text has, never past its end.
        #expect(range == nil || range!.start.column <= text.count + 1, "\(text) \(error)")
      }
    }
  }
}
