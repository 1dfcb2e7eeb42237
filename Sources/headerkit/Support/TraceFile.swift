import ArgumentParser
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime

/// A `--trace` file, for `simulate`, `plot` and `filmstrip`.
struct TraceFile {
  var trace: Trace
  /// The input it drives.
  var input: Int
  var source: SourceText
  /// Where diagnostics about the trace go.
  var diagnostics: DiagnosticOutput

  /// The trace at `path` (standard input for `-`) and the input it drives.
  /// A malformed trace prints its diagnostics and exits 1; an unreadable
  /// file or an input the spec lacks is a usage error.
  static func load(_ path: String, for evaluator: HeaderEvaluator, diagnostics: DiagnosticOutput)
    throws -> TraceFile
  {
    let file = try InputFile.read(path)
    let decoded = TraceDecoder.decode(bytes: file.bytes)
    let source = SourceText(path: file.path, bytes: file.bytes)
    diagnostics.emit(decoded.diagnostics, source: source)
    guard let trace = decoded.trace else { throw ExitCode.failure }
    let nameProblems = trace.nameProblems(
      inputs: evaluator.graph.inputs.map(\.name), signals: evaluator.graph.signals.map(\.name))
    diagnostics.emit(nameProblems, source: source)
    guard nameProblems.isEmpty else { throw ExitCode.failure }
    guard let input = evaluator.traceInput(trace) else {
      throw ValidationError(
        unknownInputMessage(trace, path: file.path, inputs: evaluator.graph.inputs.map(\.name)))
    }
    return TraceFile(trace: trace, input: input, source: source, diagnostics: diagnostics)
  }

  /// Prints a problem with the trace (a limit it passes) and exits 1.
  func refuse(_ diagnostic: Diagnostic) throws -> Never {
    diagnostics.emit([diagnostic], source: source)
    throw ExitCode.failure
  }

  /// Why the trace's input cannot be driven: located, with a suggestion.
  private static func unknownInputMessage(_ trace: Trace, path: String, inputs: [String]) -> String
  {
    guard let name = trace.input else { return "the spec has no input for the trace to drive" }
    let start = name.range.start
    let message = Diagnostic.suggesting(
      "\(path):\(start.line):\(start.column): the trace's input '\(name.value)' is not an input of the spec",
      Suggestions.closest(to: name.value, in: inputs))
    return "\(message) (inputs: \(inputs.isEmpty ? "none" : inputs.joined(separator: ", ")))"
  }
}
