import Foundation
import HeaderKit
import HeaderKitDiagnostics

/// Prints the diagnostics of files as text (to standard error, with snippets)
/// or collects them as JSON.
struct DiagnosticOutput {
  var format: OutputFormat
  private let renderer: DiagnosticRenderer

  /// Diagnostics in `format`; `colors` colours text (``ColorOptions``).
  init(format: OutputFormat, colors: Bool) {
    self.format = format
    renderer = DiagnosticRenderer(colors: colors)
  }

  /// Writes a file's diagnostics in text format; JSON callers use ``json(_:file:)``.
  func emit(_ diagnostics: [Diagnostic], source: SourceText) {
    guard format == .text, !diagnostics.isEmpty else { return }
    Terminal.writeError(renderer.render(diagnostics, source: source))
  }

  static func json(_ diagnostics: [Diagnostic], file: String) -> [DiagnosticJSON] {
    diagnostics.sortedByLocation.map { DiagnosticJSON($0, file: file) }
  }
}

extension Array where Element == Diagnostic {
  /// Warnings become errors under `--strict`.
  func strict(_ strict: Bool) -> [Diagnostic] {
    guard strict else { return self }
    return map { $0.severity == .warning ? $0.with(severity: .error) : $0 }
  }

  /// "2 errors, 1 warning"
  var summary: String {
    let errors = filter { $0.severity == .error }.count
    let warnings = filter { $0.severity == .warning }.count
    var parts: [String] = []
    if errors > 0 { parts.append(errors == 1 ? "1 error" : "\(errors) errors") }
    if warnings > 0 { parts.append(warnings == 1 ? "1 warning" : "\(warnings) warnings") }
    return parts.isEmpty ? "ok" : parts.joined(separator: ", ")
  }
}
