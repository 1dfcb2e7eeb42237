import HeaderKitDiagnostics
import HeaderKitYAML
import Testing

/// HeaderKit's location; Swift Testing has its own `SourceLocation`.
typealias Location = HeaderKitDiagnostics.SourceLocation

/// Parses YAML text with the default limits.
func parse(_ text: String, limits: YAMLLimits = .default) -> YAMLParseResult {
  YAMLParser.parse(text, limits: limits)
}

/// A 1-based location, written the way editors show it.
func at(_ line: Int, _ column: Int) -> Location {
  Location(line: line, column: column)
}

/// The range from `start` to `end`.
func span(_ start: Location, _ end: Location) -> SourceRange {
  SourceRange(start: start, end: end)
}

/// The only diagnostic of a result, recording an issue when there is not exactly one.
func onlyDiagnostic(
  _ result: YAMLParseResult, sourceLocation: Testing.SourceLocation = #_sourceLocation
) -> Diagnostic? {
  #expect(
    result.diagnostics.count == 1, "diagnostics: \(result.diagnostics.map(\.message))",
    sourceLocation: sourceLocation)
  return result.diagnostics.first
}

/// Expects a result to fail with one diagnostic of `code` at `location`, saying `message`.
func expectFailure(
  _ result: YAMLParseResult, _ code: DiagnosticCode, at location: Location,
  _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  #expect(result.document == nil, sourceLocation: sourceLocation)
  expectDiagnostic(result, code, at: location, message, sourceLocation: sourceLocation)
}

/// Expects exactly one diagnostic, of `code` at `location`, saying `message`.
func expectDiagnostic(
  _ result: YAMLParseResult, _ code: DiagnosticCode, at location: Location,
  _ message: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
) {
  guard let diagnostic = onlyDiagnostic(result, sourceLocation: sourceLocation) else { return }
  #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
  #expect(diagnostic.code == code, sourceLocation: sourceLocation)
  #expect(diagnostic.location == location, sourceLocation: sourceLocation)
  #expect(diagnostic.message == message, sourceLocation: sourceLocation)
}

extension YAMLDocument {
  /// The value of `key` in the mapping `id`, by key text.
  func value(of key: String, in id: NodeID) -> NodeID? {
    pairs(of: id).first { self[$0.key].text == key }?.value
  }

  /// The root mapping's value for `key`.
  func rootValue(_ key: String) -> Node? {
    value(of: key, in: root).map { self[$0] }
  }
}
