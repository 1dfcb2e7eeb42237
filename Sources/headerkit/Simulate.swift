import ArgumentParser
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime

struct Simulate: Subcommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a scripted scroll through a header, event by event.",
    discussion: """
      A trace is YAML, a list of events applied in order to the spec's input:
        input: scroll        # optional; default: the first input with a state
        events:
          - drag: 10         # the finger moves the content by 10 points
          - scroll: 120      # the content offset is set to 120 (setContentOffset)
          - end              # dragging and deceleration have stopped: snaps start
          - wait: 0.05       # 0.05 s pass (snap animations move on)
      The evaluator starts at rest with time 0. One frame is printed per event,
      taken after it: the time, the content offset after any hand-off, and
      every property as presented, mid-animation included. A malformed trace
      (an unknown event, a value that is not a finite number, a negative wait,
      no events at all) is reported with its path:line:col and exits 1.

      --format json prints
        {"spec": NAME, "frames": [
          {"time": S, "offset": Y, "values": {"target.property": V, ...}}, ...]}

      Examples:
        headerkit simulate Specs/tiki-home.yaml --trace Specs/tiki-home.trace.yaml
        headerkit simulate Specs/tiki-home.yaml --trace Specs/tiki-home.trace.yaml \\
          --param contentHeight=600 --format json
        headerkit simulate graph.json --trace scroll.yaml --format csv
      """)

  @Argument(help: "A spec (.yaml) or a compiled graph (.json).")
  var spec: String

  @Option(help: "The trace to run (YAML).")
  var trace: String

  @OptionGroup var paramOptions: ParamOptions

  @Option(help: "Output format: table, csv or json.")
  var format: FrameFormat = .table

  func execute() throws {
    let loaded = try GraphSource.load(spec)
    var evaluator = try paramOptions.evaluator(for: loaded)
    let bytes: [UInt8]
    do {
      bytes = try SpecLoader.readFile(trace, limit: 1 << 20)
    } catch {
      throw ValidationError(error.description)
    }
    let decoded = TraceDecoder.decode(bytes: bytes)
    DiagnosticOutput(format: .text).emit(
      decoded.diagnostics, source: SourceText(path: trace, bytes: bytes))
    guard let parsedTrace = decoded.trace else { throw ExitCode.failure }
    guard let input = evaluator.traceInput(parsedTrace) else {
      throw ValidationError(
        unknownInputMessage(parsedTrace, inputs: loaded.graph.inputs.map(\.name)))
    }
    let series = evaluator.simulate(parsedTrace, input: input)
    switch format {
    case .table: print(series.table(), terminator: "")
    case .csv: print(series.csv(), terminator: "")
    case .json: print(series.json().text())
    }
  }

  /// Why the trace's input cannot be driven: located, with a suggestion.
  private func unknownInputMessage(_ trace: Trace, inputs: [String]) -> String {
    guard let name = trace.input else { return "the spec has no input for the trace to drive" }
    let start = name.range.start
    let message = Diagnostic.suggesting(
      "\(self.trace):\(start.line):\(start.column): the trace's input '\(name.value)' is not an input of the spec",
      Suggestions.closest(to: name.value, in: inputs))
    return "\(message) (inputs: \(inputs.isEmpty ? "none" : inputs.joined(separator: ", ")))"
  }
}
