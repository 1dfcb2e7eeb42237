import Foundation
import HeaderKitDiagnostics

extension CompiledTests {
  /// What `headerkit compile --tests` and the plugin's tool write for the
  /// spec at `path`, whose bytes are `bytes`: the JSON of its cases (its own
  /// and its sidecar's, with their traces) and its golden timeline, read
  /// from the spec's folder; nil when the spec, a case or the golden
  /// timeline is wrong.
  ///
  /// Every file's diagnostics go to `report` as they are found, with the
  /// text they are shown in (warnings too, when the JSON is written).
  public static func file(
    spec path: String, bytes: [UInt8], report: (FileDiagnostics) -> Void
  ) -> String? {
    let loaded = SpecLoader.load(bytes: bytes, path: path)
    report(FileDiagnostics(source: loaded.source, diagnostics: loaded.diagnostics))
    guard let compiled = loaded.compiled, !loaded.diagnostics.hasErrors else { return nil }
    let suite = SpecTestSuite.load(specPath: path, specBytes: bytes)
    suite.files.forEach(report)
    guard !suite.hasErrors, suite.malformed == 0 else { return nil }
    let folder = SpecFolder(specPath: path)
    let goldenName = SpecTestSuite.goldenName(forSpec: path)
    var golden: (path: String, text: String)?
    if folder.contains(goldenName) {
      do {
        let bytes = try folder.read(goldenName, limit: GoldenTimeline.maxBytes)
        golden = (goldenName, String(decoding: bytes, as: UTF8.self))
      } catch {
        let problem = error.diagnostic(
          "golden timeline", named: SpecTestSuite.goldenPath(forSpec: path),
          at: compiled.spec.name.range)
        report(FileDiagnostics(source: loaded.source, diagnostics: [problem]))
        return nil
      }
    }
    let sources = [loaded.source] + suite.files.map(\.source)
    let name = (path as NSString).lastPathComponent
    switch text(compiled, spec: name, cases: suite.cases, golden: golden) {
    case .success(let text): return text
    case .failure(let error):
      for file in error.files {
        // Paths in the JSON are names in the spec's folder; files were read by path.
        let source =
          switch file.source.path {
          case goldenName:
            SourceText(path: SpecTestSuite.goldenPath(forSpec: path), text: golden?.text ?? "")
          case name: loaded.source
          default: sources.first { $0.path == file.source.path } ?? file.source
          }
        report(FileDiagnostics(source: source, diagnostics: file.diagnostics))
      }
      return nil
    }
  }
}
