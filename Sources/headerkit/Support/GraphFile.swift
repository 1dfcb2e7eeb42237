import Foundation
import HeaderKitDiagnostics
import HeaderKitRuntime

/// A compiled graph's JSON (from `headerkit compile`), checked as the runtime
/// loads it: the graph, or the diagnostic that says why not, at the line and
/// column where the JSON breaks when it is not JSON.
struct GraphFile {
  /// The graph, when the runtime accepts it.
  var graph: CompiledGraph?
  /// Why it does not (empty when it does).
  var diagnostics: [Diagnostic]
  /// The file's text, for the diagnostic's snippet (empty for a graph
  /// that loads: a graph may be megabytes, and nothing shows its lines).
  var source: SourceText

  /// Checks `bytes`, shown as `path`.
  init(bytes: [UInt8], path: String) {
    do {
      graph = try CompiledGraph(json: Data(bytes))
      diagnostics = []
      source = SourceText(path: path, text: "")
    } catch {
      graph = nil
      diagnostics = [Self.diagnostic(error, bytes)]
      source = SourceText(path: path, text: String(decoding: bytes, as: UTF8.self))
    }
  }

  /// The runtime's refusal as a diagnostic: JSON that breaks is located
  /// where it breaks; any other problem names its key path in the message
  /// and belongs to the whole file.
  private static func diagnostic(_ error: GraphError, _ bytes: [UInt8]) -> Diagnostic {
    guard case .invalidJSON(let offset, let problem) = error else {
      return .invalidGraph(error.description, at: nil)
    }
    let location = SourceText.location(ofByteOffset: offset, in: bytes)
    return .invalidGraph("not JSON: \(problem)", at: SourceRange(start: location, end: location))
  }
}
