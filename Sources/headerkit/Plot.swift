import ArgumentParser
import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitVisual

struct Plot: Subcommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw every animated property against an input as an SVG chart.",
    discussion: """
      One small chart per property (target.property), all sharing the input's
      raw offset on the horizontal axis: units on each chart (pt, rad or none),
      keyframes marked (also those of vars a property reads), the spec's named
      ranges shaded, the resting offset dashed, and jumps drawn as a break with a
      filled dot (the value there) and an open dot (the excluded limit).

      Without --from/--to the input's declared bounds are plotted (else the span
      of its keyframes). A stateful spec is plotted as a stateless sweep, its
      states held at their initial values (the chart says so); --trace plots the
      frames of a scripted scroll instead, one point per event.

      Examples:
        headerkit plot Specs/twitter-profile.yaml -o twitter.svg
        headerkit plot Specs/fade-top-view.yaml --from -250 --to 50 -o fade.svg
        headerkit plot Specs/pinterest-pager.yaml -o pager.svg \\
          --param 'tabWidths=[64, 88, 72]'
        headerkit plot Specs/tiki-home.yaml -o tiki.svg \\
          --trace Specs/tiki-home.trace.yaml
      """)

  @Argument(
    help: "A spec (.yaml) or a compiled graph (.json); - reads standard input.",
    completion: .specOrGraph)
  var spec: String

  @Option(help: "The input on the horizontal axis (default: the first input).")
  var input: String?

  @Option(parsing: .unconditional, help: "The first raw offset plotted.")
  var from: String?

  @Option(parsing: .unconditional, help: "The last raw offset plotted.")
  var to: String?

  @Option(
    help: "Plot the frames of this trace (YAML; - reads standard input) instead of a sweep.",
    completion: .trace)
  var trace: String?

  @OptionGroup var paramOptions: ParamOptions

  @Option(
    name: .shortAndLong, help: "Where to write the SVG; - is standard output.",
    completion: .file(extensions: ["svg"]))
  var output: String

  @OptionGroup var color: ColorOptions

  func validate() throws {
    try StandardInput.refuseSecondUse([spec, trace])
    if (from == nil) != (to == nil) { throw ValidationError("--from and --to go together") }
    if trace != nil, from != nil || input != nil {
      throw ValidationError("--trace plots a trace's frames; it takes no --input, --from or --to")
    }
  }

  func execute() throws {
    let loaded = try GraphSource.load(spec, diagnostics: color.diagnostics)
    let evaluator = try paramOptions.evaluator(for: loaded)
    var data: PlotData
    if let trace {
      let file = try TraceFile.load(trace, for: evaluator, diagnostics: color.diagnostics)
      let events = file.trace.events
      if events.count > PlotLimits.maxTraceEvents {
        try file.refuse(
          .limitExceeded(
            "events in a plotted trace", limit: PlotLimits.maxTraceEvents,
            at: events[PlotLimits.maxTraceEvents].range))
      }
      data = CurveSampler.trace(evaluator, trace: file.trace, input: file.input)
    } else {
      let inputIndex = try InputChoice.index(input, in: loaded.graph)
      let range = try SweepRange.resolve(
        from: from, to: to, input: inputIndex, evaluator: evaluator)
      data = CurveSampler.sweep(
        evaluator, compiled: loaded.compiled, input: inputIndex, range: range)
    }
    if !paramOptions.params.isEmpty {
      data.notes.append("Params: \(paramOptions.params.joined(separator: ", ")).")
    }
    try OutputFile.write(PlotRenderer.svg(data), to: output)
    loaded.report(leftOutWarnings(data.leftOut, loaded))
  }

  /// A warning for each thing the plot leaves out, at the first property
  /// left out or else at the spec's name.
  private func leftOutWarnings(_ leftOut: PlotData.LeftOut, _ loaded: LoadedGraph) -> [Diagnostic] {
    leftOut.notes.enumerated().map { index, note in
      var range = loaded.headerRange
      if index == 0, let charts = leftOut.charts, let compiled = loaded.compiled {
        range = compiled.outputRanges[charts.shown]
      }
      return .plotIncomplete(note, at: range)
    }
  }
}
