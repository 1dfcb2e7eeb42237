import HeaderKitDiagnostics
import HeaderKitYAML

extension YAMLParseResult {
  /// The diagnostics, with an empty file's described by `empty`: the YAML
  /// layer's message says what a spec starts with, and traces and test
  /// files hold something else.
  func diagnostics(ifEmpty empty: Diagnostic) -> [Diagnostic] {
    diagnostics.map { $0.code == .emptyDocument ? empty : $0 }
  }
}
