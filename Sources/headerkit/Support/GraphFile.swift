import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime

/// A compiled graph's JSON (from `headerkit compile`), checked as the runtime
/// loads it: the graph, or the diagnostic that says why not, at the line and
/// column of what is wrong (``GraphErrorLocation``).
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

  /// The runtime's refusal as a diagnostic, in the runtime's words (JSON
  /// that breaks without its byte offset: the location says where).
  private static func diagnostic(_ error: GraphError, _ bytes: [UInt8]) -> Diagnostic {
    // Only one byte past the limit is read: the size found is not the file's.
    if case .limitExceeded(.jsonBytes, _, let limit) = error { return .graphTooLarge(limit: limit) }
    let range = GraphErrorLocation.range(of: error, in: bytes)
    guard case .invalidJSON(_, let problem) = error else {
      return .invalidGraph(error.description, at: range)
    }
    return .invalidGraph("not JSON: \(problem)", at: range)
  }
}
