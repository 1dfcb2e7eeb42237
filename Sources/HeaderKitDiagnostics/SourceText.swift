/// The text of one source file, split into lines for rendering snippets and
/// for turning byte offsets into line and column.
public struct SourceText: Sendable {
  /// The path shown in diagnostics.
  public var path: String
  private let lines: [Substring]

  public init(path: String, text: String) {
    self.path = path
    // A UTF-8 byte-order mark is not a column; CR LF, LF and a lone CR all end
    // a line, as they do for libyaml.
    let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    self.lines = text.split(omittingEmptySubsequences: false) {
      $0 == "\n" || $0 == "\r" || $0 == "\r\n"
    }
  }

  /// The text of a 1-based line without its line break, if it exists.
  public func line(_ number: Int) -> Substring? {
    guard number >= 1, number <= lines.count else { return nil }
    return lines[number - 1]
  }

  /// The 1-based line and column of a byte offset into UTF-8 `bytes`.
  ///
  /// Lines end at LF, CR LF or a lone CR. Columns count Unicode scalars, as
  /// libyaml's marks do. Bytes that are not valid UTF-8 count as one column
  /// each, so a caret still lands on the offending byte.
  /// - Complexity: O(*n*) in `offset`.
  public static func location(ofByteOffset offset: Int, in bytes: some Collection<UInt8>)
    -> SourceLocation
  {
    var line = 1
    var column = 1
    var index = 0
    var previous: UInt8 = 0
    for byte in bytes {
      if index >= offset { break }
      // LF, CR LF and a lone CR each end a line, as for libyaml and `init`.
      if byte == UInt8(ascii: "\n") {
        if previous != UInt8(ascii: "\r") { line += 1 }
        column = 1
      } else if byte == UInt8(ascii: "\r") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1  // a leading byte or ASCII starts a new scalar
      }
      previous = byte
      index += 1
    }
    return SourceLocation(line: line, column: column)
  }
}
