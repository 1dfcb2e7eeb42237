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

/// Encodes a value as pretty-printed JSON text with sorted keys.
///
/// Keys are sorted because JSONEncoder keeps no declaration order on Linux:
/// unsorted, the same report would print its keys in a different order each run.
///
/// JSONEncoder escapes control characters below U+0020 only; DEL, C1 controls
/// (U+009B starts a terminal command) and format characters are escaped here
/// too, so a report printed on a terminal shows names as they are written.
func jsonText<Value: Encodable>(_ value: Value) -> String {
  let encoder = JSONEncoder()
  encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
  guard let data = try? encoder.encode(value) else { return "{}" }
  let text = String(decoding: data, as: UTF8.self)
  // Below U+0020 there are only the line breaks of the layout.
  let raw = { (scalar: Unicode.Scalar) in scalar.value >= 0x20 && VisibleText.isHidden(scalar) }
  guard text.unicodeScalars.contains(where: raw) else { return text }
  var escaped = ""
  for scalar in text.unicodeScalars {
    guard raw(scalar) else {
      escaped.unicodeScalars.append(scalar)
      continue
    }
    // A JSON escape per UTF-16 unit: a scalar past U+FFFF is a surrogate pair.
    for unit in String(scalar).utf16 {
      let hex = String(unit, radix: 16)
      escaped += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
    }
  }
  return escaped
}
