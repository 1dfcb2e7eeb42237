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

      --format json prints (schemas/headerkit-simulate-output.schema.json)
        {"formatVersion": 1, "headerkitVersion": "...", "spec": NAME, "frames": [
          {"time": S, "offset": Y, "values": {"target.property": V, ...}}, ...]}

      Examples:
        headerkit simulate Specs/tiki-home.yaml --trace Specs/tiki-home.trace.yaml
        headerkit simulate Specs/tiki-home.yaml --trace Specs/tiki-home.trace.yaml \\
          --param contentHeight=600 --format json
        headerkit simulate graph.json --trace scroll.yaml --format csv
      """)

  @Argument(
    help: "A spec (.yaml) or a compiled graph (.json); - reads standard input.",
    completion: .specOrGraph)
  var spec: String

  @Option(help: "The trace to run (YAML); - reads standard input.", completion: .trace)
  var trace: String

  @OptionGroup var paramOptions: ParamOptions

  @Option(help: "Output format: table, csv or json.")
  var format: FrameFormat = .table

  @OptionGroup var color: ColorOptions

  func validate() throws {
    try StandardInput.refuseSecondUse([spec, trace])
  }

  func execute() throws {
    let loaded = try GraphSource.load(spec, diagnostics: color.diagnostics)
    let evaluator = try paramOptions.evaluator(for: loaded)
    let trace = try TraceFile.load(
      self.trace, for: evaluator, diagnostics: color.diagnostics)
    let columns = FrameColumns(
      spec: loaded.graph.name, input: nil, keys: loaded.graph.outputs.map(\.key), timed: true)
    let events = trace.trace.events
    let frames = FrameText.maxValues / columns.valuesPerFrame
    if events.count > frames {
      try trace.refuse(
        .tooManyValues(
          frames: events.count, of: columns.valuesPerFrame, limit: FrameText.maxValues,
          at: events[frames].range))
    }
    try format.write(columns) { emit in
      var evaluator = evaluator
      evaluator.simulate(trace.trace, input: trace.input, each: emit)
    }
  }
}
