import ArgumentParser
import HeaderKit

/// `headerkit compile --tests`: a spec's cases and golden timeline as
/// HeaderKitTesting reads them (``CompiledTests/file(spec:bytes:report:)``,
/// which the plugin's tool writes too).
enum CompiledTestsFile {
  /// The JSON text for the spec at `path`, read with its sidecar, its traces
  /// and its golden timeline from its folder.
  /// - Throws: exit 1 after printing the diagnostics when the spec, a case
  ///   or the golden timeline is wrong.
  static func text(spec path: String, diagnostics: DiagnosticOutput) throws -> String {
    let input = try InputFile.read(path)
    let text = CompiledTests.file(spec: input.path, bytes: input.bytes) { file in
      diagnostics.emit(file.diagnostics, source: file.source)
    }
    guard let text else { throw ExitCode.failure }
    return text
  }
}
