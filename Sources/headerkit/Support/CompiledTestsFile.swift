import ArgumentParser
import Foundation
import HeaderKit
import HeaderKitDiagnostics

/// `headerkit compile --tests`: a spec's cases and golden timeline as
/// HeaderKitTesting reads them.
enum CompiledTestsFile {
  /// The JSON text for the spec at `path`, read with its sidecar, its traces
  /// and its golden timeline from its folder.
  /// - Throws: exit 1 after printing the diagnostics when the spec, a case
  ///   or the golden timeline is wrong.
  static func text(spec path: String, diagnostics: DiagnosticOutput) throws -> String {
    let input = try InputFile.read(path)
    let loaded = input.loadSpec()
    diagnostics.emit(loaded.diagnostics, source: loaded.source)
    guard let compiled = loaded.compiled, !loaded.diagnostics.hasErrors else {
      throw ExitCode.failure
    }
    let suite = SpecTestSuite.load(specPath: input.path, specBytes: input.bytes)
    for file in suite.files { diagnostics.emit(file.diagnostics, source: file.source) }
    guard !suite.hasErrors, suite.malformed == 0 else { throw ExitCode.failure }
    let folder = SpecFolder(specPath: path)
    let goldenName = SpecTestSuite.goldenName(forSpec: path)
    var golden: (path: String, text: String)?
    if folder.contains(goldenName) {
      do {
        let bytes = try folder.read(goldenName, limit: GoldenTimeline.maxBytes)
        golden = (goldenName, String(decoding: bytes, as: UTF8.self))
      } catch {
        diagnostics.emit(
          [
            error.diagnostic(
              "golden timeline", named: SpecTestSuite.goldenPath(forSpec: path),
              at: compiled.spec.name.range)
          ], source: loaded.source)
        throw ExitCode.failure
      }
    }
    let sources = [loaded.source] + suite.files.map(\.source)
    let name = (path as NSString).lastPathComponent
    switch CompiledTests.text(compiled, spec: name, cases: suite.cases, golden: golden) {
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
        diagnostics.emit(file.diagnostics, source: source)
      }
      throw ExitCode.failure
    }
  }
}
