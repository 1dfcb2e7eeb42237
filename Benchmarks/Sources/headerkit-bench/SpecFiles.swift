import Foundation
import HeaderKit
import HeaderKitRuntime

/// Finding and loading the bundled specs.
enum SpecFiles {
  /// Every spec in `directory` (not traces or test files), sorted by name.
  static func all(in directory: String) throws -> [String] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: directory)
    } catch {
      throw BenchError("cannot list specs in '\(directory)': \(error.localizedDescription)")
    }
    return
      names
      .filter {
        ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.contains(".test.")
          && !$0.contains(".trace.")
      }
      .sorted()
      .map { (directory as NSString).appendingPathComponent($0) }
  }

  /// The spec's name from its path: `Specs/tiki-home.yaml` → `tiki-home`.
  static func name(of path: String) -> String {
    ((path as NSString).lastPathComponent as NSString).deletingPathExtension
  }

  /// Loads and compiles a spec, failing with its first diagnostic.
  static func graph(at path: String) throws -> CompiledGraph {
    let loaded: LoadedSpec
    do {
      loaded = try SpecLoader.load(path: path)
    } catch {
      throw BenchError(error.description)
    }
    guard let graph = loaded.compiled?.graph, loaded.isValid else {
      let first = loaded.diagnostics.first.map { ": \($0.message)" } ?? ""
      throw BenchError("'\(path)' is not a valid spec\(first)")
    }
    return graph
  }

  /// Loads a generated spec from its text.
  static func graph(text: String, name: String) throws -> CompiledGraph {
    let loaded = SpecLoader.load(bytes: Array(text.utf8), path: name)
    guard let graph = loaded.compiled?.graph, loaded.isValid else {
      let first = loaded.diagnostics.first.map { ": \($0.message)" } ?? ""
      throw BenchError("generated spec '\(name)' is not valid\(first)")
    }
    return graph
  }

  /// The range a benchmark scrolls an input over: its declared bounds, or a default.
  static func sweepRange(_ graph: CompiledGraph, input: Int) -> ClosedRange<Double> {
    graph.inputs[input].sweep ?? -200...600
  }
}
