import HeaderKitYAML
import Testing

/// Size, encoding and character checks made before libyaml reads the file.
@Suite struct InputCheckTests {
  @Test func fileTooLarge() {
    var limits = YAMLLimits()
    limits.maxBytes = 10
    expectFailure(
      parse("a: 12345678", limits: limits), .fileTooLarge, at: at(1, 1),
      "file is larger than 10 bytes, the most a spec, trace or test file may have")
    #expect(parse("a: 1234567", limits: limits).document != nil)
  }

  @Test(
    arguments: [
      ([0xFF, 0xFE, 0x61, 0x00], "UTF-16 little-endian"),
      ([0xFE, 0xFF, 0x00, 0x61], "UTF-16 big-endian"),
      ([0xFF, 0xFE, 0x00, 0x00, 0x61, 0x00, 0x00, 0x00], "UTF-32 little-endian"),
      ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x61], "UTF-32 big-endian"),
    ] as [([UInt8], String)])
  func utf16And32ByteOrderMarks(bytes: [UInt8], encoding: String) {
    expectFailure(
      YAMLParser.parse(bytes), .unsupportedEncoding, at: at(1, 1),
      "file is encoded as \(encoding) (it starts with a byte-order mark); save it as UTF-8")
  }

  @Test func invalidUTF8InTheMiddleOfLine3() {
    let bytes = Array("a: 1\nb: 2\nc: x".utf8) + [0xFF] + Array("y\nd: 4\n".utf8)
    expectFailure(
      YAMLParser.parse(bytes), .invalidUTF8, at: at(3, 5),
      "invalid UTF-8 byte 0xFF; save the file as UTF-8")
  }

  @Test func invalidUTF8AfterMultiByteCharacters() {
    // "é" is one column; the truncated sequence starting with 0xC3 is the problem.
    let bytes = Array("a: 1\nb: 2\nc: é".utf8) + [0xC3] + Array("(\n".utf8)
    expectFailure(
      YAMLParser.parse(bytes), .invalidUTF8, at: at(3, 5),
      "invalid UTF-8 byte 0xC3; save the file as UTF-8")
  }

  @Test(
    arguments: [
      [0xC0, 0xAF],  // overlong "/"
      [0xE0, 0x80, 0xAF],  // overlong "/"
      [0xED, 0xA0, 0x80],  // surrogate U+D800
      [0xF4, 0x90, 0x80, 0x80],  // above U+10FFFF
      [0xF5, 0x80, 0x80, 0x80],
      [0x80],  // stray continuation byte
      [0xE2, 0x82],  // truncated at the end of the file
    ] as [[UInt8]])
  func invalidUTF8Forms(sequence: [UInt8]) {
    let result = YAMLParser.parse(Array("a: ".utf8) + sequence)
    expectFailure(
      result, .invalidUTF8, at: at(1, 4),
      "invalid UTF-8 byte \(hex(sequence[0])); save the file as UTF-8")
  }

  @Test func nulByte() {
    expectFailure(
      YAMLParser.parse(Array("a: 1\nb: x".utf8) + [0x00] + Array("\n".utf8)), .controlCharacter,
      at: at(2, 5), "NUL byte is not allowed in a YAML file")
  }

  @Test func controlCharacter() {
    expectFailure(
      parse("a: 1\nb: \u{1B}[0m\n"), .controlCharacter, at: at(2, 4),
      "control character U+001B is not allowed in a YAML file")
  }

  @Test(arguments: [0x7F, 0x80, 0x9F, 0xFFFE] as [UInt32])
  func otherControlCharacters(scalar: UInt32) throws {
    let character = try #require(Unicode.Scalar(scalar))
    expectFailure(
      parse("é: \(character)"), .controlCharacter, at: at(1, 4),
      "control character U+\(String(scalar, radix: 16, uppercase: true).leftPadded(4)) is not allowed in a YAML file"
    )
  }

  @Test func tabsAndLineEndingsAreAllowed() throws {
    let result = parse("a:\t1\r\nb: \"x\ty\"\r\n")
    #expect(result.diagnostics.isEmpty)
    let document = try #require(result.document)
    #expect(document.rootValue("b")?.text == "x\ty")
    #expect(document.rootValue("b")?.range == span(at(2, 4), at(2, 9)))
  }

  @Test func nextLineCharacterIsRejected() {
    // libyaml would count NEL as a line break and put "b" on line 3.
    expectFailure(
      parse("a: 1\n\u{85}b: 2\n"), .controlCharacter, at: at(2, 1),
      "next-line character U+0085 is not allowed in a YAML file: YAML 1.1 reads it as a line break; use an ordinary line break, or an escape in a double-quoted string"
    )
  }

  @Test func lineSeparatorIsRejected() {
    expectFailure(
      parse("a: \"x\u{2028}y\"\n"), .controlCharacter, at: at(1, 6),
      "line separator U+2028 is not allowed in a YAML file: YAML 1.1 reads it as a line break; use an ordinary line break, or an escape in a double-quoted string"
    )
  }

  @Test func escapedControlCharactersInQuotedScalarsAreText() throws {
    let document = try #require(parse("a: \"x\\0y\\u2028\"\n").document)
    #expect(document.rootValue("a")?.text == "x\u{0}y\u{2028}")
  }
}

private func hex(_ byte: UInt8) -> String {
  "0x" + String(byte, radix: 16, uppercase: true).leftPadded(2)
}

extension String {
  fileprivate func leftPadded(_ width: Int) -> String {
    String(repeating: "0", count: max(0, width - count)) + self
  }
}
