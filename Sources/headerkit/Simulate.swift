import ArgumentParser
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime

struct Simulate: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a scripted scroll through a header, event by event.",
    discussion: """
      A trace is YAML:
        input: scroll        # optional
        events:
          - drag: 10         # the finger moves the content by 10 points
          - scroll: 120      # the content offset is set to 120 (setContentOffset)
          - end              # dragging and deceleration have stopped
          - wait: 0.05       # 0.05 s pass (snap animations move on)
      One frame is printed per event, taken after it: the time, the content
      offset (after any hand-off) and every property, as presented mid-animation.

      Example:
        headerkit simulate Specs/tiki-home.yaml --trace Specs/tiki-home.trace.yaml
      """)

  @Argument(help: "A spec (.yaml) or a compiled graph (.json).")
  var spec: String

  @Option(help: "The trace to run (YAML).")
  var trace: String

  @OptionGroup var paramOptions: ParamOptions

  @Option(help: "Output format: table, csv or json.")
  var format: FrameFormat = .table

  func run() throws {
    let loaded = try GraphSource.load(spec)
    var evaluator = try paramOptions.evaluator(for: loaded)
    let bytes: [UInt8]
    do {
      bytes = try SpecLoader.readFile(trace, limit: 1 << 20)
    } catch {
      throw ValidationError(error.description)
    }
    let decoded = TraceDecoder.decode(bytes: bytes)
    DiagnosticOutput(format: .text).emit(decoded.diagnostics, source: SourceText(path: trace, bytes: bytes))
    guard let parsedTrace = decoded.trace else { throw ExitCode.failure }
    guard let input = evaluator.traceInput(parsedTrace) else {
      let names = loaded.graph.inputs.map(\.name).joined(separator: ", ")
      throw ValidationError("the trace's input '\(parsedTrace.input?.value ?? "")' is not in the spec (inputs: \(names))")
    }
    let series = evaluator.simulate(parsedTrace, input: input)
    switch format {
    case .table: print(series.table(), terminator: "")
    case .csv: print(series.csv(), terminator: "")
    case .json: print(series.json().text())
    }
  }
}
