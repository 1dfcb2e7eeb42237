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
}

enum GraphSource {
  /// Loads `path`: a `.json` file is a compiled graph, anything else a spec.
  /// An invalid spec prints its diagnostics as `validate` does and exits 1.
  static func load(_ path: String) throws -> LoadedGraph {
    if path.lowercased().hasSuffix(".json") {
      let bytes: [UInt8]
      do {
        bytes = try SpecLoader.readFile(path, limit: GraphLimit.jsonBytes.limit)
      } catch {
        throw ValidationError(error.description)
      }
      do {
        let graph = try CompiledGraph(json: Data(bytes))
        return LoadedGraph(graph: graph, compiled: nil, paramBounds: [:])
      } catch {
        Terminal.writeError("\(path): error: \(error.description)\n")
        throw ExitCode.failure
      }
    }
    let loaded: LoadedSpec
    do {
      loaded = try SpecLoader.load(path: path)
    } catch {
      throw ValidationError(error.description)
    }
    DiagnosticOutput(format: .text).emit(loaded.diagnostics, source: loaded.source)
    guard let compiled = loaded.compiled, !loaded.diagnostics.hasErrors else {
      throw ExitCode.failure
    }
    return LoadedGraph(
      graph: compiled.graph, compiled: compiled, paramBounds: compiled.spec.paramBounds)
  }
}
