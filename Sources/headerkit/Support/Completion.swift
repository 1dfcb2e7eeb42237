import ArgumentParser

/// What shells complete for file arguments (`--generate-completion-script`).
extension CompletionKind {
  /// Shell completion for a spec: YAML files (and folders to find them in).
  static var spec: CompletionKind { .file(extensions: ["yaml", "yml"]) }
  /// Shell completion for a spec or a compiled graph.
  static var specOrGraph: CompletionKind { .file(extensions: ["yaml", "yml", "json"]) }
  /// Shell completion for a trace.
  static var trace: CompletionKind { .file(extensions: ["yaml", "yml"]) }
}
