import HeaderKit
import HeaderKitDiagnostics
import Testing

/// Compiles a spec written inline and renders what lint says about it.
enum LintSupport {
  /// The spec's lint warnings rendered as `validate` prints them (no colour);
  /// compile errors fail the test.
  static func lint(
    _ yaml: String, path: String = "spec.yaml", work: Int = Linter.defaultWork,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  )
    -> String
  {
    let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: path)
    guard let compiled = loaded.compiled else {
      Issue.record(
        "the spec does not compile:\n\(DiagnosticRenderer().render(loaded.diagnostics, source: loaded.source))",
        sourceLocation: sourceLocation)
      return ""
    }
    return DiagnosticRenderer().render(
      Linter.lint(compiled, work: work), source: loaded.source)
  }

  /// The lint diagnostics' codes, for clean examples.
  static func codes(_ yaml: String) -> [DiagnosticCode] {
    let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: "spec.yaml")
    return loaded.compiled.map { Linter.lint($0).map(\.code) } ?? [.cycle]
  }
}
