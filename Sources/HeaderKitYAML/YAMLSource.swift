import HeaderKitDiagnostics

/// The text of a parsed file, kept so that a scalar's value can be traced
/// back to where each of its characters is written.
struct YAMLSource: Sendable {
  /// The file's UTF-8 content, already checked by ``InputChecks``.
  private let bytes: [UInt8]
  /// The byte offset where each line starts, lines ending as libyaml's do:
  /// at LF, CR LF or a lone CR.
  private let lineStarts: [Int]
  /// The byte offset of every scalar, line breaks included, so that a
  /// column is found without reading its line from the start: a spec written
  /// on one line (as JSON) read each of its 10,000 values from the line's
  /// start, 7 s for 438 KB in a release build.
  private let scalarOffsets: [Int]
  /// The index in `scalarOffsets` of each line's first scalar.
  private let lineFirstScalars: [Int]

  init(_ content: some Collection<UInt8>) {
    bytes = Array(content)
    var starts = [0]
    var offsets: [Int] = []
    var firstScalars = [0]
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      // A scalar starts at every byte but UTF-8's continuation bytes.
      if byte & 0xC0 != 0x80 { offsets.append(index) }
      index += 1
      if byte == UInt8(ascii: "\r"), index < bytes.count, bytes[index] == UInt8(ascii: "\n") {
        offsets.append(index)
        index += 1
      }
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        starts.append(index)
        firstScalars.append(offsets.count)
      }
    }
    lineStarts = starts
    scalarOffsets = offsets
    lineFirstScalars = firstScalars
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
      // The line's scalars, its line break's last: each break byte is one.
      let firstScalar = lineFirstScalars[line - 1]
      let scalarEnd = line < lineFirstScalars.count ? lineFirstScalars[line] : scalarOffsets.count
      let count = scalarEnd - firstScalar - (lineEnd - contentEnd)
      // The byte offset of a column from 1 to just past the line's content.
      func offset(_ column: Int) -> Int {
        column <= count ? scalarOffsets[firstScalar + column - 1] : contentEnd
      }
      // Columns from `first` up to, not including, `stop` (`end`, on its line).
      let first = line == start.line ? max(1, start.column) : 1
      let stop = line == end.line ? end.column : Int.max
      let contentStop = min(stop, count + 1)
      if first < contentStop {
        let text = String(decoding: bytes[offset(first)..<offset(contentStop)], as: UTF8.self)
        slice.scalars += text.unicodeScalars
      }
      if contentEnd < lineEnd {
        guard count + 1 < stop else { return slice }
        if count + 1 >= first { slice.scalars.append("\n") }
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
