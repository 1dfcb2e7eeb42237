import ArgumentParser
import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime

/// A graph to evaluate, from a spec (compiled on the fly) or a compiled JSON graph.
struct LoadedGraph {
  var graph: CompiledGraph
  /// The compiled spec, when the graph came from one.
  var compiled: CompiledSpec?
  var paramBounds: ParamBounds
  /// The file's text, for showing where a problem is (empty for a graph).
  var source: SourceText
  /// Where diagnostics about the spec go.
  var diagnostics: DiagnosticOutput

  /// Where problems with the whole header are reported: the spec's name, or
  /// the start of a graph's file.
  var headerRange: SourceRange? { compiled?.spec.name.range }

  /// Prints diagnostics about the spec or graph as `validate` does.
  func report(_ diagnostics: [Diagnostic]) {
    self.diagnostics.emit(diagnostics, source: source)
  }
}

enum GraphSource {
  /// Loads `path`: a `.json` file is a compiled graph, anything else a spec;
  /// `-` reads standard input, a graph when it is a JSON object with a
  /// `formatVersion`, else a spec. An invalid spec prints its diagnostics
  /// as `validate` does and exits 1.
  static func load(_ path: String, diagnostics: DiagnosticOutput) throws -> LoadedGraph {
    try SpecPaths.refuseSidecar(path)
    if path == StandardInput.argument {
      let input = try readStandardInput()
      if input.isGraph {
        return try loadGraph(input.bytes, shownAs: StandardInput.name, diagnostics)
      }
      return try loadSpec(
        SpecLoader.load(bytes: input.bytes, path: StandardInput.name), diagnostics)
    }
    if isGraphPath(path) {
      let bytes: [UInt8]
      do {
        bytes = try SpecLoader.readFile(path, limit: GraphLimit.jsonBytes.limit)
      } catch {
        throw ValidationError(error.description)
      }
      return try loadGraph(bytes, shownAs: path, diagnostics)
    }
    do {
      return try loadSpec(SpecLoader.load(path: path), diagnostics)
    } catch let error as FileReadError {
      throw ValidationError(error.description)
    }
  }

  /// Whether `path` names a compiled graph: a `.json` file (any case).
  static func isGraphPath(_ path: String) -> Bool { path.lowercased().hasSuffix(".json") }

  /// Standard input, for the commands that take a spec or a graph: a graph
  /// when it is a JSON object with a `formatVersion` member (read up to the
  /// 32 MiB a graph may have, `GraphLimit.jsonBytes`), anything else a spec
  /// (held to the 1 MiB of a spec). Past its limit, each is refused with
  /// its own: a graph as the runtime refuses one, a spec as `file-too-large`.
  /// - Throws: a usage error when standard input cannot be read.
  static func readStandardInput() throws -> (bytes: [UInt8], isGraph: Bool) {
    var bytes = try StandardInput.read()
    let first = bytes.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
    guard first == UInt8(ascii: "{") else { return (bytes, false) }
    // Perhaps a graph, which may be larger than a spec.
    try StandardInput.read(into: &bytes, limit: GraphLimit.jsonBytes.limit)
    return (bytes, GraphDetection.isGraph(bytes))
  }

  private static func loadGraph(
    _ bytes: [UInt8], shownAs path: String, _ diagnostics: DiagnosticOutput
  ) throws -> LoadedGraph {
    let file = GraphFile(bytes: bytes, path: path)
    diagnostics.emit(file.diagnostics, source: file.source)
    guard let graph = file.graph else { throw ExitCode.failure }
    return LoadedGraph(
      graph: graph, compiled: nil, paramBounds: [:], source: SourceText(path: path, text: ""),
      diagnostics: diagnostics)
  }

  private static func loadSpec(_ loaded: LoadedSpec, _ diagnostics: DiagnosticOutput) throws
    -> LoadedGraph
  {
    diagnostics.emit(loaded.diagnostics, source: loaded.source)
    guard let compiled = loaded.compiled, !loaded.diagnostics.hasErrors else {
      throw ExitCode.failure
    }
    return LoadedGraph(
      graph: compiled.graph, compiled: compiled, paramBounds: compiled.spec.paramBounds,
      source: loaded.source, diagnostics: diagnostics)
  }
}
