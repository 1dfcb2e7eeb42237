/// The text of one source file, split into lines for rendering snippets and
/// for turning byte offsets into line and column.
public struct SourceText: Sendable {
  /// The path shown in diagnostics.
  public var path: String
  private let lines: [Substring]

  public init(path: String, text: String) {
    self.path = path
    self.lines = text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The text of a 1-based line without its line break, if it exists.
  public func line(_ number: Int) -> Substring? {
    guard number >= 1, number <= lines.count else { return nil }
    let line = lines[number - 1]
    return line.last == "\r" ? line.dropLast() : line
  }

  /// The 1-based line and column of a byte offset into UTF-8 `bytes`.
  ///
  /// Columns count Unicode scalars, as libyaml's marks do. Bytes that are not
  /// valid UTF-8 count as one column each, so a caret still lands on the
  /// offending byte.
  /// - Complexity: O(*n*) in `offset`.
  public static func location(ofByteOffset offset: Int, in bytes: some Collection<UInt8>)
    -> SourceLocation
  {
    var line = 1
    var column = 1
    var index = 0
    for byte in bytes {
      if index >= offset { break }
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1  // a leading byte or ASCII starts a new scalar
      }
      index += 1
    }
    return SourceLocation(line: line, column: column)
  }
}
