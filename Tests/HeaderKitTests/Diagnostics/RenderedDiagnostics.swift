import HeaderKit
import HeaderKitDiagnostics

/// Loads spec text as `headerkit validate` does and renders what it reports.
///
/// Diagnostics tests compare the whole rendering — header line, snippet,
/// caret and notes — with text written out by hand in the test.
enum RenderedDiagnostics {
  /// The path every test spec is labelled with.
  static let path = "spec.yaml"

  /// Loads UTF-8 `text` through ``SpecLoader``.
  static func load(_ text: String) -> LoadedSpec {
    SpecLoader.load(bytes: Array(text.utf8), path: path)
  }

  /// Every diagnostic of `text`, rendered without colour, in source order.
  static func of(_ text: String) -> String {
    of(bytes: Array(text.utf8))
  }

  /// Every diagnostic of a file's raw bytes, rendered without colour.
  static func of(bytes: [UInt8]) -> String {
    let loaded = SpecLoader.load(bytes: bytes, path: path)
    return DiagnosticRenderer(colors: false).render(loaded.diagnostics, source: loaded.source)
  }

  /// The codes reported for `text`, in source order.
  static func codes(_ text: String) -> [DiagnosticCode] {
    load(text).diagnostics.sortedByLocation.map(\.code)
  }
}
