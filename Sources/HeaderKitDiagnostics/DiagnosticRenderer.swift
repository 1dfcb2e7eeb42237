/// Renders diagnostics as compiler-style text:
///
/// ```
/// Specs/a.yaml:12:14: error: unknown name 'pul' [unknown-name]
///    12 |   scale: 1 + pul / headerHeight
///       |              ^~~
/// Specs/a.yaml:12:14: note: did you mean 'pull'?
/// ```
///
/// Colour (ANSI escapes) is off unless asked for; the command line turns it on
/// only when standard error is a terminal. Paths, messages and source lines
/// show control characters as visible escapes (``VisibleText``), so a file
/// cannot move the cursor, forge a line or plant a hyperlink.
public struct DiagnosticRenderer: Sendable {
  public var colors: Bool

  public init(colors: Bool = false) {
    self.colors = colors
  }

  /// The diagnostics of one file, in source order, each with its snippet.
  public func render(_ diagnostics: [Diagnostic], source: SourceText) -> String {
    diagnostics.sortedByLocation.map { render($0, source: source) }.joined()
  }

  /// One diagnostic: its header line, the source line with a caret, and notes.
  public func render(_ diagnostic: Diagnostic, source: SourceText) -> String {
    var out = header(
      path: source.path, location: diagnostic.location, severity: diagnostic.severity,
      message: diagnostic.message, code: diagnostic.code)
    out += snippet(diagnostic.range, source: source)
    for note in diagnostic.notes {
      let location = note.range?.start ?? diagnostic.location
      out += header(
        path: source.path, location: location, severity: .note, message: note.message, code: nil)
      if let range = note.range, range != diagnostic.range {
        out += snippet(range, source: source)
      }
    }
    return out
  }

  private func header(
    path: String, location: SourceLocation, severity: Severity, message: String,
    code: DiagnosticCode?
  ) -> String {
    let position = "\(VisibleText.escaped(path)):\(location.line):\(location.column):"
    let label = "\(severity.rawValue):"
    let text = VisibleText.escaped(message)
    var line = "\(paint(position, .bold)) \(paint(label, severity.color)) \(paint(text, .bold))"
    if let code { line += " [\(code.rawValue)]" }
    return line + "\n"
  }

  private func snippet(_ range: SourceRange?, source: SourceText) -> String {
    guard let range, let text = source.line(range.start.line) else { return "" }
    let number = String(range.start.line)
    let gutter = String(repeating: " ", count: max(5, number.count + 1))
    // At most 200 scalars of the line: its start, or, for a column further
    // on (a spec written on one line), a window that begins 60 before it.
    let column = max(0, range.start.column - 1)
    let first = column > Self.snippetWidth - 50 ? column - 60 : 0
    let scalars = Array(text.unicodeScalars.dropFirst(first).prefix(Self.snippetWidth))
    let elided = first > 0 ? "…" : ""
    let shown =
      elided
      + VisibleText.escaped(String(String.UnicodeScalarView(scalars)), keepingTabs: true)
    let start = min(column - first, scalars.count)
    // Keep tabs in the prefix so the caret lines up under tab-indented text;
    // an escaped character is as wide as its escape.
    let prefix =
      (first > 0 ? " " : "")
      + scalars[..<start].map {
        $0 == "\t" ? "\t" : String(repeating: " ", count: VisibleText.width($0))
      }.joined()
    let endColumn =
      range.end.line == range.start.line ? range.end.column - first : scalars.count + 1
    let end = max(start, min(endColumn, scalars.count + 1) - 1)
    let covered = scalars[start..<end].reduce(0) { $0 + VisibleText.width($1) }
    let marker = paint("^" + String(repeating: "~", count: max(0, covered - 1)), .green)
    let paddedNumber = String(repeating: " ", count: gutter.count - number.count) + number
    return "\(paddedNumber) | \(shown)\n\(gutter) | \(prefix)\(marker)\n"
  }

  /// How many scalars of a line a snippet shows.
  static let snippetWidth = 200

  private func paint(_ text: String, _ style: Style) -> String {
    colors ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
  }

  enum Style: String {
    case bold = "1"
    case red = "1;31"
    case yellow = "1;33"
    case cyan = "1;36"
    case green = "1;32"
  }
}

extension Severity {
  fileprivate var color: DiagnosticRenderer.Style {
    switch self {
    case .error: .red
    case .warning: .yellow
    case .note: .cyan
    }
  }
}
