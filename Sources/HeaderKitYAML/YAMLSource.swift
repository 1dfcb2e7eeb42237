import HeaderKitDiagnostics

/// The text of a parsed file, kept so that a scalar's value can be traced
/// back to where each of its characters is written.
struct YAMLSource: Sendable {
  /// The file's UTF-8 content, already checked by ``InputChecks``.
  private let bytes: [UInt8]
  /// The byte offset where each line starts, lines ending as libyaml's do:
  /// at LF, CR LF or a lone CR.
  private let lineStarts: [Int]

  init(_ content: some Collection<UInt8>) {
    bytes = Array(content)
    var starts = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      index += 1
      if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
        index += 1
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { starts.append(index) }
    }
    lineStarts = starts
  }

  /// The characters from `start` up to `end`.
  ///
  /// A line break, however written, is one `"\n"` at the column just past
  /// its line's last character, as libyaml reads it.
  func characters(from start: SourceLocation, to end: SourceLocation) -> Slice {
    var slice = Slice(firstLine: start.line, firstColumn: start.column)
    var line = start.line
    while line <= min(end.line, lineStarts.count) {
      let lineStart = lineStarts[line - 1]
      let lineEnd = line < lineStarts.count ? lineStarts[line] : bytes.count
      var contentEnd = lineEnd
      while contentEnd > lineStart,
        bytes[contentEnd - 1] == UInt8(ascii: "\n") || bytes[contentEnd - 1] == UInt8(ascii: "\r")
      {
        contentEnd -= 1
      }
      if line > start.line { slice.lineStarts.append(slice.scalars.count) }
      var column = 1
      let text = String(decoding: bytes[lineStart..<contentEnd], as: UTF8.self)
      for scalar in text.unicodeScalars + (contentEnd < lineEnd ? ["\n"] : []) {
        let location = SourceLocation(line: line, column: column)
        guard location < end else { return slice }
        if location >= start { slice.scalars.append(scalar) }
        column += 1
      }
      line += 1
    }
    return slice
  }

  /// Consecutive characters of the source, with where each line starts.
  struct Slice {
    var scalars: [Unicode.Scalar] = []
    /// The index in `scalars` of the first character of each line after the first.
    var lineStarts: [Int] = []
    let firstLine: Int
    /// The column of `scalars[0]`; later lines start at column 1.
    let firstColumn: Int

    init(firstLine: Int, firstColumn: Int) {
      self.firstLine = firstLine
      self.firstColumn = firstColumn
    }

    /// Where the character at `index` is.
    func location(of index: Int) -> SourceLocation {
      // The lines after the first that start at or before `index`.
      let later = lineStarts.prefixCount { $0 <= index }
      guard later > 0 else { return SourceLocation(line: firstLine, column: firstColumn + index) }
      return SourceLocation(line: firstLine + later, column: 1 + index - lineStarts[later - 1])
    }
  }
}
