import HeaderKitYAML
import Testing

/// Node ranges are 1-based, and columns count Unicode scalars, not bytes.
@Suite struct MarkTests {
  static let text = """
    name: "héllo"
    emoji: 😀 ok
    list:
      - 1
      - [a, b]

    """

  @Test func scalarRangesCountScalars() throws {
    let document = try #require(parse(Self.text).document)
    let pairs = document.pairs(of: document.root)
    try #require(pairs.count == 3)
    #expect(document[pairs[0].key].range == span(at(1, 1), at(1, 5)))
    // `"héllo"` is 7 scalars but 8 bytes.
    #expect(document[pairs[0].value].range == span(at(1, 7), at(1, 14)))
    #expect(document[pairs[0].value].text == "héllo")
    #expect(document[pairs[1].key].range == span(at(2, 1), at(2, 6)))
    // The emoji is one scalar (four bytes).
    #expect(document[pairs[1].value].range == span(at(2, 8), at(2, 12)))
    #expect(document[pairs[1].value].text == "😀 ok")
  }

  @Test func collectionRangesRunFromStartToEndEvent() throws {
    let document = try #require(parse(Self.text).document)
    // A block collection ends where the next token starts: here, the end of the file.
    #expect(document[document.root].range == span(at(1, 1), at(6, 1)))
    let list = try #require(document.value(of: "list", in: document.root))
    #expect(document[list].kind == .sequence)
    #expect(document[list].range == span(at(4, 3), at(6, 1)))
    let items = Array(document.items(of: list))
    try #require(items.count == 2)
    #expect(document[items[0]].range == span(at(4, 5), at(4, 6)))
    #expect(document[items[1]].range == span(at(5, 5), at(5, 11)))
    let flow = Array(document.items(of: items[1]))
    #expect(
      flow.map { document[$0].range } == [span(at(5, 6), at(5, 7)), span(at(5, 9), at(5, 10))])
  }

  @Test func utf8ByteOrderMarkIsNotAColumn() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: 1\nb: [x]\n".utf8)
    let result = YAMLParser.parse(bytes)
    #expect(result.diagnostics.isEmpty)
    let document = try #require(result.document)
    let pairs = document.pairs(of: document.root)
    try #require(pairs.count == 2)
    #expect(document[pairs[0].key].range == span(at(1, 1), at(1, 2)))
    #expect(document[pairs[0].value].range == span(at(1, 4), at(1, 5)))
    #expect(document[pairs[1].value].range == span(at(2, 4), at(2, 7)))
  }

  @Test func utf8ByteOrderMarkDoesNotShiftErrorColumns() {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a: x".utf8) + [0xFF]
    expectFailure(
      YAMLParser.parse(bytes), .invalidUTF8, at: at(1, 5),
      "invalid UTF-8 byte 0xFF; save the file as UTF-8")
  }

  @Test func mappingChildrenAlternateKeyAndValue() throws {
    let document = try #require(parse("a: 1\nb: [2, 3]\n").document)
    let root = document[document.root]
    #expect(root.childCount == 4)
    let start = Int(root.firstChild)
    let texts = document.children[start..<start + 4].map { document[$0].text }
    #expect(texts == ["a", "1", "b", ""])
    let list = document.children[start + 3]
    #expect(document.items(of: list).map { document[$0].value } == [.number(2), .number(3)])
  }
}
