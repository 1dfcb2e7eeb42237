import Foundation
import HeaderKitDiagnostics
import HeaderKitYAML
import Testing

/// A scalar's value traced back to its source, character by character, in
/// every scalar style. Expected locations are counted by hand in the YAML.
@Suite struct ScalarSourceMapTests {
  /// The map of the root mapping's value for `key`.
  static func map(_ text: String, _ key: String = "e") throws -> ScalarSourceMap {
    let document = try #require(parse(text).document)
    let value = try #require(document.value(of: key, in: document.root))
    return try #require(document.sourceMap(of: value))
  }

  /// Where the value's scalar at `offset` starts.
  static func start(_ map: ScalarSourceMap, _ offset: Int) -> Location {
    map.range(from: offset, to: offset + 1).start
  }

  @Test func plainOnOneLineIsColumnForColumn() throws {
    let map = try Self.map("e: a + bc\n")
    #expect(map.count == 6)
    #expect(map.range(from: 4, to: 6) == span(at(1, 8), at(1, 10)))
    // Past the end: a caret just after the last character.
    #expect(map.range(from: 6, to: 7) == span(at(1, 10), at(1, 11)))
  }

  @Test func plainOverLinesFoldsBreaksIntoSpaces() throws {
    // One break folds to a space; an empty line after it is a "\n".
    let text = """
      e: a +
         b

        c
      """
    let map = try Self.map(text)
    let document = try #require(parse(text).document)
    #expect(document.rootValue("e")?.text == "a + b\nc")
    #expect(Self.start(map, 0) == at(1, 4))
    // The folded space sits at the first line's break, just past "+".
    #expect(map.range(from: 3, to: 4) == span(at(1, 7), at(1, 7)))
    #expect(Self.start(map, 4) == at(2, 4))
    // The "\n" stands for the empty line's break.
    #expect(Self.start(map, 5) == at(3, 1))
    #expect(Self.start(map, 6) == at(4, 3))
    // A range over several lines runs from its first to its last character.
    #expect(map.range(from: 0, to: 7) == span(at(1, 4), at(4, 4)))
  }

  @Test func singleQuotedReadsDoubledQuotesAndFolds() throws {
    let text = "e: 'it''s\n    x  y'\n"
    let map = try Self.map(text)
    #expect(try #require(parse(text).document).rootValue("e")?.text == "it's x  y")
    #expect(Self.start(map, 0) == at(1, 5))
    // The quote covers both quotes of `''`.
    #expect(map.range(from: 2, to: 3) == span(at(1, 7), at(1, 9)))
    #expect(Self.start(map, 3) == at(1, 9))
    #expect(Self.start(map, 5) == at(2, 5))
    // Blanks inside a line are kept and mapped one by one.
    #expect(Self.start(map, 7) == at(2, 7))
    #expect(Self.start(map, 8) == at(2, 8))
  }

  @Test func doubleQuotedEscapesCoverTheirWholeSpelling() throws {
    let text = #"e: "a\x2Bb\u00e9 \t\\c""# + "\n"
    let map = try Self.map(text)
    #expect(try #require(parse(text).document).rootValue("e")?.text == "a+bé \t\\c")
    #expect(Self.start(map, 0) == at(1, 5))
    #expect(map.range(from: 1, to: 2) == span(at(1, 6), at(1, 10)))
    #expect(Self.start(map, 2) == at(1, 10))
    #expect(map.range(from: 3, to: 4) == span(at(1, 11), at(1, 17)))
    #expect(Self.start(map, 4) == at(1, 17))
    #expect(map.range(from: 5, to: 6) == span(at(1, 18), at(1, 20)))
    #expect(map.range(from: 6, to: 7) == span(at(1, 20), at(1, 22)))
    #expect(Self.start(map, 7) == at(1, 22))
  }

  @Test func doubleQuotedEscapedLineBreakJoinsWithoutASpace() throws {
    let text = "e: \"ab\\\n     cd\n\n   e\"\n"
    let map = try Self.map(text)
    #expect(try #require(parse(text).document).rootValue("e")?.text == "abcd\ne")
    #expect(Self.start(map, 1) == at(1, 6))
    #expect(Self.start(map, 2) == at(2, 6))
    #expect(Self.start(map, 3) == at(2, 7))
    #expect(Self.start(map, 4) == at(3, 1))
    #expect(Self.start(map, 5) == at(4, 4))
  }

  @Test func literalBlockDropsItsIndentationOnly() throws {
    let text = """
      e: |
          a +
            b
      f: 1

      """
    let map = try Self.map(text)
    #expect(try #require(parse(text).document).rootValue("e")?.text == "a +\n  b\n")
    #expect(Self.start(map, 0) == at(2, 5))
    #expect(Self.start(map, 2) == at(2, 7))
    // The kept line break sits just past its line.
    #expect(map.range(from: 3, to: 4) == span(at(2, 8), at(2, 8)))
    // More-indented text keeps its extra spaces.
    #expect(Self.start(map, 4) == at(3, 5))
    #expect(Self.start(map, 6) == at(3, 7))
  }

  @Test func foldedBlockFoldsTextLinesAndKeepsMoreIndentedOnes() throws {
    let text = """
      e: >-
        a
        b

        c
          d
        f
      g: 1

      """
    let map = try Self.map(text)
    #expect(try #require(parse(text).document).rootValue("e")?.text == "a b\nc\n  d\nf")
    #expect(Self.start(map, 0) == at(2, 3))
    #expect(map.range(from: 1, to: 2) == span(at(2, 4), at(2, 4)))
    #expect(Self.start(map, 2) == at(3, 3))
    #expect(Self.start(map, 3) == at(4, 1))
    #expect(Self.start(map, 4) == at(5, 3))
    #expect(Self.start(map, 8) == at(6, 5))
    #expect(Self.start(map, 10) == at(7, 3))
    #expect(map.range(from: 11, to: 12) == span(at(7, 4), at(7, 5)))
  }

  @Test func anExplicitIndentationIndicatorIsFound() throws {
    // `|2` in a mapping indented 2 columns: the block is indented 2 + 2, so
    // the first line keeps one space of its five.
    let text = "m:\n  e: |2\n     a\n    b\n"
    let document = try #require(parse(text).document)
    let inner = try #require(document.value(of: "m", in: document.root))
    let value = try #require(document.value(of: "e", in: inner))
    #expect(document[value].text == " a\nb\n")
    let map = try #require(document.sourceMap(of: value))
    #expect(Self.start(map, 0) == at(3, 5))
    #expect(Self.start(map, 1) == at(3, 6))
    #expect(Self.start(map, 3) == at(4, 5))
  }

  @Test func anIndicatorBelowTheTextsIndentationKeepsTheExtraSpaces() throws {
    // At the top level `|1` indents the block 1 column: 3 of 4 spaces stay.
    let map = try Self.map("e: |1\n    a\n")
    #expect(map.count == 5)
    #expect(Self.start(map, 0) == at(2, 2))
    #expect(Self.start(map, 3) == at(2, 5))
  }

  @Test func propertiesBeforeTheScalarAreSkipped() throws {
    let map = try Self.map("e: &x !!str\n  'a b'\n")
    #expect(Self.start(map, 0) == at(2, 4))
    #expect(Self.start(map, 2) == at(2, 6))
  }

  @Test func crLineBreaksCountAsOne() throws {
    let map = try Self.map("e: a\r\n  b\r\nf: 1\r\n")
    #expect(Self.start(map, 2) == at(2, 3))
  }

  @Test func aDocumentBuiltByHandHasNoSource() {
    let node = YAMLDocument.Node(kind: .scalar, range: span(at(1, 1), at(1, 2)), text: "a")
    let document = YAMLDocument(nodes: [node], children: [], root: YAMLDocument.NodeID(0))
    #expect(document.sourceMap(of: document.root) == nil)
  }

  /// Every scalar of every YAML test suite input libyaml reads is traced,
  /// and each character sits where its source spells it: the same character,
  /// a quote or escape that stands for it, or a line break folded into it.
  @Test func everyScalarOfTheYAMLTestSuiteIsTraced() throws {
    var traced = 0
    var untraced: [String] = []
    for file in try YAMLTestSuiteTests.caseFiles() {
      let bytes = Array(try Data(contentsOf: file))
      guard let document = YAMLParser.parse(bytes).document else { continue }
      var text = String(decoding: bytes, as: UTF8.self)
      if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
      let lines = text.split(
        omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }
      ).map { Array($0.unicodeScalars) }
      for (index, node) in document.nodes.enumerated() where node.kind == .scalar {
        guard let map = document.sourceMap(of: YAMLDocument.NodeID(index)) else {
          untraced.append(
            "\(file.lastPathComponent) \(node.range.start): \(node.text.debugDescription)")
          continue
        }
        traced += 1
        var previous = node.range.start
        for (offset, scalar) in node.text.unicodeScalars.enumerated() {
          let location = map.range(from: offset, to: offset + 1).start
          #expect(previous <= location, "\(file.lastPathComponent) \(location): out of order")
          previous = location
          let line = lines[location.line - 1]
          let written: Unicode.Scalar =
            location.column <= line.count ? line[location.column - 1] : "\n"
          let fits = written == scalar || written == "\\" || written == "\n"
          #expect(fits, "\(file.lastPathComponent) \(location): \(scalar) is written \(written)")
        }
      }
    }
    #expect(traced > 900)
    #expect(untraced.isEmpty, "\(untraced.count) untraced: \(untraced.prefix(20))")
  }

  @Test func aLongLineIsNotReadFromItsStartForEachScalar() throws {
    // A flow sequence on one line, as a minified spec has: 20,000 values of
    // "é + x<i>" (the "é" makes the line more than ASCII). Each value's map
    // read the line from its start, 20,000 times 340 KB; now each reads
    // its own characters.
    let items = (0..<20_000).map { "é + x\($0)" }
    let text = "e: [" + items.joined(separator: ", ") + "]\n"
    let document = try #require(parse(text).document)
    let list = try #require(document.value(of: "e", in: document.root))
    let clock = ContinuousClock()
    let start = clock.now
    var column = 5  // after "e: ["
    for (index, item) in document.items(of: list).enumerated() {
      let map = try #require(document.sourceMap(of: item))
      // "é + x<i>": the "x" is the value's fifth scalar, four columns in.
      #expect(map.range(from: 4, to: 5).start == at(1, column + 4))
      column += items[index].unicodeScalars.count + 2
    }
    #expect(clock.now - start < .seconds(20), "quadratic in the line's length")
  }
}
