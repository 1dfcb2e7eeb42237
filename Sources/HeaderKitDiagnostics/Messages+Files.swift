// Messages of files a spec names: traces, test sidecars, golden timelines;
// and of compiled graphs.

extension Diagnostic {
  /// A file a spec names that is not in the spec's folder: an absolute path,
  /// a `..`, or a symbolic link that leads out of the folder.
  public static func fileOutsideSpec(
    _ what: String, path: String, reason: String, at range: SourceRange
  ) -> Diagnostic {
    .error(
      .fileOutsideSpec, "cannot read \(what) '\(path)': \(reason)", at: range,
      notes: [
        Note(
          "a spec reads files from its own folder only, so that what it names cannot reach other files"
        )
      ])
  }
}

extension Diagnostic {
  /// A compiled graph (JSON from `headerkit compile`) that the runtime
  /// refuses: `problem` is its `GraphError`'s description; `range` is where
  /// the JSON breaks, when it is not JSON, else nil (the whole file).
  public static func invalidGraph(_ problem: String, at range: SourceRange?) -> Diagnostic {
    .error(.invalidGraph, problem, at: range)
  }
}
