/// The JSON form of a diagnostic, as `--format json` prints it.
///
/// ```json
/// {"file": "Specs/a.yaml", "line": 12, "column": 14, "endLine": 12, "endColumn": 17,
///  "severity": "error", "code": "unknown-name", "message": "unknown name 'pul'",
///  "notes": [{"message": "did you mean 'pull'?", "line": 12, "column": 14}]}
/// ```
public struct DiagnosticJSON: Codable, Sendable, Equatable {
  public struct Note: Codable, Sendable, Equatable {
    public var message: String
    public var line: Int
    public var column: Int
  }

  public var file: String
  public var line: Int
  public var column: Int
  public var endLine: Int
  public var endColumn: Int
  public var severity: Severity
  public var code: String
  public var message: String
  public var notes: [Note]

  public init(_ diagnostic: Diagnostic, file: String) {
    let range = diagnostic.range ?? SourceRange(at: diagnostic.location)
    self.file = file
    self.line = range.start.line
    self.column = range.start.column
    self.endLine = range.end.line
    self.endColumn = range.end.column
    self.severity = diagnostic.severity
    self.code = diagnostic.code.rawValue
    self.message = diagnostic.message
    self.notes = diagnostic.notes.map {
      let location = $0.range?.start ?? diagnostic.location
      return Note(message: $0.message, line: location.line, column: location.column)
    }
  }
}
