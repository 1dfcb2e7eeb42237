import Foundation
import HeaderKitCompiler
import HeaderKitDiagnostics
import HeaderKitYAML

/// The tool HeaderKitPlugin runs: `headerkit generate` and `headerkit compile
/// --tests` for one spec, writing the same bytes through the same library
/// functions, linking the compiler alone (no ArgumentParser, no
/// HeaderKitVisual), so that an app's first build compiles little besides.
///
/// A spec with an error prints its diagnostics as `headerkit` prints them
/// (`path:line:col: error: message [code]`, without colours, which the build
/// log and Xcode read) and exits 1; a command line it does not know exits 64.
@main
enum HeaderKitBuild {
  static func main() {
    guard let command = BuildCommand(Array(CommandLine.arguments.dropFirst())) else {
      writeError(BuildCommand.usage + "\n")
      exit(64)
    }
    let text: String?
    let output: String
    switch command {
    case .generate(let spec, let path, let typeName):
      text = generate(spec: spec, typeName: typeName)
      output = path
    case .compileTests(let spec, let path):
      text = read(spec).flatMap { CompiledTests.file(spec: spec, bytes: $0, report: report) }
      output = path
    }
    guard let text else { exit(1) }
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    } catch {
      writeError("headerkit-build: cannot write \(VisibleText.escaped(output)): \(error)\n")
      exit(1)
    }
  }

  /// The Swift `headerkit generate SPEC --type-name TYPE` writes, or nil
  /// after reporting why not.
  private static func generate(spec path: String, typeName: String) -> String? {
    if let problem = SwiftGenerator.typeNameProblem(typeName) {
      writeError("headerkit-build: --type-name: \(problem)\n")
      return nil
    }
    let loaded: LoadedSpec
    do {
      loaded = try SpecLoader.load(path: path)
    } catch {
      writeError("headerkit-build: \(error.description)\n")
      return nil
    }
    report(FileDiagnostics(source: loaded.source, diagnostics: loaded.diagnostics))
    guard let compiled = loaded.compiled, !loaded.diagnostics.hasErrors,
      let evaluator = try? ParamOverride.evaluator(for: compiled.graph, applying: [])
    else { return nil }
    return SwiftGenerator(evaluator: evaluator, typeName: typeName)
      .source(origin: (path as NSString).lastPathComponent)
  }

  /// The spec's bytes (up to one past a spec's limit, which the parser
  /// reports), or nil after saying why they cannot be read.
  private static func read(_ path: String) -> [UInt8]? {
    do {
      return try SpecLoader.readFile(path, limit: YAMLLimits.default.maxBytes)
    } catch {
      writeError("headerkit-build: \(error.description)\n")
      return nil
    }
  }

  /// Prints a file's diagnostics as `headerkit --color never` does.
  private static func report(_ file: FileDiagnostics) {
    guard !file.diagnostics.isEmpty else { return }
    writeError(DiagnosticRenderer(colors: false).render(file.diagnostics, source: file.source))
  }

  private static func writeError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
