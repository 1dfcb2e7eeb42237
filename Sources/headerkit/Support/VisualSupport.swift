import ArgumentParser
import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime

/// Reading a trace file for `plot`, `filmstrip` and `preview`.
enum TraceFile {
  /// The trace at `path` and the input it drives; diagnostics are printed and exit 1.
  static func load(_ path: String, for evaluator: HeaderEvaluator) throws -> (Trace, Int) {
    let bytes: [UInt8]
    do {
      bytes = try SpecLoader.readFile(path, limit: 1 << 20)
    } catch {
      throw ValidationError(error.description)
    }
    let decoded = TraceDecoder.decode(bytes: bytes)
    DiagnosticOutput(format: .text).emit(
      decoded.diagnostics, source: SourceText(path: path, bytes: bytes))
    guard let trace = decoded.trace else { throw ExitCode.failure }
    guard let input = evaluator.traceInput(trace) else {
      let names = evaluator.graph.inputs.map(\.name).joined(separator: ", ")
      throw ValidationError(
        "the trace's input '\(trace.input?.value ?? "")' is not in the spec (inputs: \(names))")
    }
    return (trace, input)
  }
}

/// The raw offsets a picture covers.
enum SweepRange {
  /// `--from`/`--to` when given, else the input's declared bounds, else the span of its keyframes.
  static func resolve(from: String?, to: String?, input: Int, evaluator: HeaderEvaluator) throws
    -> ClosedRange<Double>
  {
    if let from, let to {
      let low = try parseNumber(from, option: "--from")
      let high = try parseNumber(to, option: "--to")
      guard low < high else {
        throw ValidationError("--from (\(low)) must be below --to (\(high))")
      }
      return low...high
    }
    return evaluator.graph.inputs[input].sweep ?? SweepDefaults.range(of: input, in: evaluator)
  }
}

/// Writing a command's file.
enum OutputFile {
  static func write(_ text: String, to path: String) throws {
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    } catch {
      throw ValidationError("cannot write '\(path)': \(error.localizedDescription)")
    }
  }
}
