import ArgumentParser
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime

struct Eval: Subcommand {
  static let configuration = CommandConfiguration(
    abstract: "Evaluate a header at scroll offsets and print every property.",
    discussion: """
      SPEC is a spec (.yaml) or a compiled graph (.json from 'headerkit compile').
      Offsets are raw contentOffset values of the input (the input's inset is
      applied by HeaderKit); negative offsets are pull-downs. States are held at
      their initial values (a note says so; 'simulate' moves them). Without
      --from/--to or --at, the input's declared bounds are swept in 20 steps.
      Other inputs stay at rest unless --input NAME=VALUE holds them at a raw
      offset; that sets the input, so states do not react to it (the preview
      page's input.NAME=VALUE scrolls it, and its states move: 'simulate' gives
      what the page shows). At most 100,000 offsets, and 10,000,000 values in
      all; rows are printed as evaluated.

      Examples:
        headerkit eval Specs/twitter-profile.yaml
        headerkit eval Specs/twitter-profile.yaml --from -120 --to 160 --step 20
        headerkit eval Specs/fade-top-view.yaml --at -250,-200,-100,0 --format json
        headerkit eval Specs/pinterest-pager.yaml --at 0,375,750 \\
          --param 'tabWidths=[64, 88, 72]'
        headerkit eval album.yaml --input scroll --input gallery=750 --at 0,90,179
      """)

  @Argument(
    help: "A spec (.yaml) or a compiled graph (.json); - reads standard input.",
    completion: .specOrGraph)
  var spec: String

  @Option(
    parsing: .unconditionalSingleValue,
    help: ArgumentHelp(
      "The input to sweep (default: the first input); NAME=VALUE holds another input at raw offset VALUE (default: at rest). Repeatable.",
      valueName: "name[=value]"))
  var input: [String] = []

  @Option(parsing: .unconditional, help: "The first offset of a sweep.")
  var from: String?

  @Option(parsing: .unconditional, help: "The last offset of a sweep.")
  var to: String?

  @Option(
    parsing: .unconditional,
    help: "The distance between offsets of a sweep (default: a 20th of the sweep).")
  var step: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Offsets to evaluate, comma-separated, e.g. -40,0,40.", valueName: "offsets")
  )
  var at: String?

  @OptionGroup var paramOptions: ParamOptions
  @OptionGroup var signalOptions: SignalOptions

  @Option(help: "Output format: table, csv or json.")
  var format: FrameFormat = .table

  @OptionGroup var color: ColorOptions

  func validate() throws {
    if at != nil, from != nil || to != nil || step != nil {
      throw ValidationError("use either --at or --from/--to/--step, not both")
    }
    if (from == nil) != (to == nil) {
      throw ValidationError("--from and --to go together")
    }
  }

  func execute() throws {
    let loaded = try GraphSource.load(spec, diagnostics: color.diagnostics)
    var evaluator = try paramOptions.evaluator(for: loaded)
    try signalOptions.apply(to: &evaluator)
    let inputs = try EvalInputs(input, in: loaded.graph)
    inputs.apply(to: &evaluator)
    let inputIndex = inputs.swept
    let offsets = try self.offsets(
      for: loaded.graph.inputs[inputIndex], evaluator: evaluator, inputIndex: inputIndex)
    let graph = loaded.graph
    // Transitions move only on events too: they are held at rest like states.
    let heldStates = graph.states.map(\.name) + graph.transitions.map(\.name)
    let columns = FrameColumns(
      spec: graph.name, input: graph.inputs[inputIndex].name, heldStates: heldStates,
      otherInputs: evaluator.otherInputs(than: inputIndex), keys: graph.outputs.map(\.key),
      timed: false)
    let values = offsets.count.multipliedReportingOverflow(by: columns.valuesPerFrame)
    guard !values.overflow, values.partialValue <= FrameText.maxValues else {
      throw ValidationError(
        "\(offsets.count) offsets of \(columns.valuesPerFrame) values each are more than the \(FrameText.maxValues) values one eval prints; use fewer offsets or a larger --step"
      )
    }
    if !heldStates.isEmpty { noteHeldStates(heldStates, transitions: !graph.transitions.isEmpty) }
    try format.write(columns) { emit in
      var evaluator = evaluator
      for offset in offsets {
        evaluator.setInput(inputIndex, raw: offset)
        emit(FrameSeries.Frame(offset: evaluator.rawInput(inputIndex), values: evaluator.allValues))
      }
    }
  }

  /// Says on standard error that eval does not move the spec's states and transitions.
  private func noteHeldStates(_ states: [String], transitions: Bool) {
    let held =
      transitions
      ? "states and transitions at their values at rest" : "states at their initial values"
    let names = states.map { VisibleText.escaped($0) }.joined(separator: ", ")
    Terminal.writeError(
      "headerkit: note: eval sets each offset directly and holds \(held) (\(names)); 'headerkit simulate \(VisibleText.escaped(spec)) --trace TRACE' runs a scroll that moves them\n"
    )
  }

  private func offsets(for input: CompiledGraph.Input, evaluator: HeaderEvaluator, inputIndex: Int)
    throws -> [Double]
  {
    let limit = HeaderEvaluator.maxSweepOffsets
    if let at {
      let parts = at.split(separator: ",", omittingEmptySubsequences: false)
      guard parts.count <= limit else { throw ValidationError("--at takes 1 to \(limit) offsets") }
      return try parts.map { try parseNumber(String($0), option: "--at") }
    }
    let low: Double
    let high: Double
    if let from, let to {
      (low, high) = try SweepBounds.parse(from: from, to: to)
    } else {
      let range = input.sweep ?? SweepDefaults.range(of: inputIndex, in: evaluator)
      (low, high) = (range.lowerBound, range.upperBound)
    }
    guard let step else {
      // A 20th of the sweep, 21 offsets with both ends; spread without a
      // step where the width overflows (a sweep over the whole number line).
      let span = high - low
      guard span.isFinite else { return SweepDefaults.offsets(spanning: low...high, count: 21) }
      return HeaderEvaluator.offsets(from: low, to: high, step: SweepDefaults.step(for: span))
        ?? [low]
    }
    let stepValue = try parseNumber(step, option: "--step")
    guard stepValue > 0 else { throw ValidationError("--step must be positive") }
    guard let offsets = HeaderEvaluator.offsets(from: low, to: high, step: stepValue) else {
      throw ValidationError(
        "--step \(step) gives more than \(limit) offsets from \(formatNumber(low)) to \(formatNumber(high)); use a larger step"
      )
    }
    return offsets
  }
}

/// Picking an input by name.
enum InputChoice {
  /// The index of the input called `name` (the first input for nil).
  /// - Throws: a usage error for an unknown name, with the closest input's
  ///   name as a suggestion and the spec's inputs listed.
  static func index(_ name: String?, in graph: CompiledGraph) throws -> Int {
    guard !graph.inputs.isEmpty else { throw ValidationError("the graph has no inputs") }
    guard let name else { return 0 }
    let names = graph.inputs.map(\.name)
    guard let index = names.firstIndex(of: name) else {
      let message = Diagnostic.suggesting(
        "unknown input '\(name)'", Suggestions.closest(to: name, in: names))
      throw ValidationError("\(message) (inputs: \(names.joined(separator: ", ")))")
    }
    return index
  }
}
