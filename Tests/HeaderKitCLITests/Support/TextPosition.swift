/// The 1-based line and column (columns in Unicode scalars, as diagnostics
/// count them) of the first `needle` at or after the first `anchor` in
/// `text`, worked out from the text a test wrote.
func textPosition(of needle: String, after anchor: String, in text: String) -> (
  line: Int, column: Int
)? {
  guard let start = text.range(of: anchor)?.lowerBound,
    let found = text.range(of: needle, range: start..<text.endIndex)?.lowerBound
  else { return nil }
  let before = text[..<found]
  let line = before.filter { $0 == "\n" }.count + 1
  let lineStart = before.lastIndex(of: "\n").map(before.index(after:)) ?? before.startIndex
  return (line, text[lineStart..<found].unicodeScalars.count + 1)
}
