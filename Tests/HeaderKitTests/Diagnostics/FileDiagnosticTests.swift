import HeaderKit
import Testing

/// Problems with the file as a whole: size, encoding, characters, emptiness.
@Suite struct FileDiagnosticTests {
  @Test func fileTooLarge() {
    // Exactly 2 MiB: the first line, its line break and one long comment.
    let first = Array("version: 1\n".utf8)
    let bytes = first + [UInt8](repeating: UInt8(ascii: "#"), count: (2 << 20) - first.count)
    #expect(
      RenderedDiagnostics.of(bytes: bytes) == """
        spec.yaml:1:1: error: file is larger than 1 MiB, the most a spec, trace or test file may have [file-too-large]
            1 | version: 1
              | ^

        """)
  }

  @Test func unsupportedEncoding() {
    // A UTF-16 big-endian byte-order mark; the snippet shows its bytes as U+FFFD.
    #expect(
      RenderedDiagnostics.of(bytes: [0xFE, 0xFF]) == """
        spec.yaml:1:1: error: file is encoded as UTF-16 big-endian (it starts with a byte-order \
        mark); save it as UTF-8 [unsupported-encoding]
            1 | \u{FFFD}\u{FFFD}
              | ^

        """)
  }

  @Test func invalidUTF8() {
    // "café" in Latin-1: 0xE9 is the tenth character of line 2.
    let bytes = Array("version: 1\nname: caf".utf8) + [0xE9] + Array("\n".utf8)
    #expect(
      RenderedDiagnostics.of(bytes: bytes) == """
        spec.yaml:2:10: error: invalid UTF-8 byte 0xE9; save the file as UTF-8 [invalid-utf8]
            2 | name: caf\u{FFFD}
              |          ^

        """)
  }

  // Control characters in a snippet show as escapes.
  @Test func nulByte() {
    #expect(
      RenderedDiagnostics.of("version: 1\nname: a\u{0}b\n") == """
        spec.yaml:2:8: error: NUL byte is not allowed in a YAML file [control-character]
            2 | name: a\\u{0}b
              |        ^

        """)
  }

  @Test func nextLineCharacter() {
    // U+0085 is a line break to libyaml but not to editors.
    #expect(
      RenderedDiagnostics.of("version: 1\nname: a\u{85}b\n") == """
        spec.yaml:2:8: error: next-line character U+0085 is not allowed in a YAML file: YAML 1.1 \
        reads it as a line break; use an ordinary line break, or an escape in a double-quoted \
        string [control-character]
            2 | name: a\\u{85}b
              |        ^

        """)
  }

  @Test func emptyFile() {
    #expect(
      RenderedDiagnostics.of("") == """
        spec.yaml:1:1: error: the file holds no YAML document; a spec starts with 'version: 1' \
        [empty-document]
            1 |\u{20}
              | ^

        """)
  }

  @Test func onlyAComment() {
    #expect(
      RenderedDiagnostics.of("# a header, one day\n") == """
        spec.yaml:1:1: error: the file holds no YAML document; a spec starts with 'version: 1' \
        [empty-document]
            1 | # a header, one day
              | ^

        """)
  }
}
