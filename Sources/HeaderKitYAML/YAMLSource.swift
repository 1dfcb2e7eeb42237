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

  /// The characters from `start` up to `end`, each with its location.
  ///
  /// A line break, however written, is one `"\n"` at the column just past
  /// its line's last character, as libyaml reads it.
  func characters(from start: SourceLocation, to end: SourceLocation) -> [Located] {
    var result: [Located] = []
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
      var column = 1
      let text = String(decoding: bytes[lineStart..<contentEnd], as: UTF8.self)
      var scalars = Array(text.unicodeScalars)
      if contentEnd < lineEnd { scalars.append("\n") }
      for scalar in scalars {
        let location = SourceLocation(line: line, column: column)
        guard location < end else { return result }
        if location >= start { result.append(Located(scalar: scalar, location: location)) }
        column += 1
      }
      line += 1
    }
    return result
  }

  /// A character of the source and where it is.
  struct Located {
    var scalar: Unicode.Scalar
    var location: SourceLocation
  }
}
