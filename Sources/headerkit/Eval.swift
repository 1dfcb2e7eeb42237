import ArgumentParser
import HeaderKit
import HeaderKitRuntime

struct Eval: Subcommand {
  static let configuration = CommandConfiguration(
    abstract: "Evaluate a header at scroll offsets and print every property.",
    discussion: """
      SPEC is a spec (.yaml) or a compiled graph (.json from 'headerkit compile').
      Offsets are raw contentOffset values of the input (the input's inset is
      applied by HeaderKit); negative offsets are pull-downs. Without --from/--to
      or --at, the input's declared bounds are swept in 20 steps.

      Examples:
        headerkit eval Specs/twitter-profile.yaml
        headerkit eval Specs/twitter-profile.yaml --from -120 --to 160 --step 20
        headerkit eval Specs/fade-top-view.yaml --at -250,-200,-100,0 --format json
        headerkit eval Specs/pinterest-pager.yaml --param 'tabWidths=[64, 88, 72]' --at 0,375,750
      """)

  @Argument(help: "A spec (.yaml) or a compiled graph (.json).")
  var spec: String

  @Option(help: "The input to drive (default: the first input).")
  var input: String?

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

  @Option(help: "Output format: table, csv or json.")
  var format: FrameFormat = .table

  func validate() throws {
    if at != nil, from != nil || to != nil || step != nil {
      throw ValidationError("use either --at or --from/--to/--step, not both")
    }
    if (from == nil) != (to == nil) {
      throw ValidationError("--from and --to go together")
    }
  }

  func execute() throws {
    let loaded = try GraphSource.load(spec)
    var evaluator = try paramOptions.evaluator(for: loaded)
    let inputIndex = try InputChoice.index(input, in: loaded.graph)
    let offsets = try self.offsets(
      for: loaded.graph.inputs[inputIndex], evaluator: evaluator, inputIndex: inputIndex)
    let series = evaluator.sweep(input: inputIndex, offsets: offsets)
    print(format.render(series), terminator: "")
  }

  private func offsets(for input: CompiledGraph.Input, evaluator: HeaderEvaluator, inputIndex: Int)
    throws -> [Double]
  {
    if let at {
      let parts = at.split(separator: ",", omittingEmptySubsequences: false)
      let values = try parts.map { try parseNumber(String($0), option: "--at") }
      guard !values.isEmpty, values.count <= 100_000 else {
        throw ValidationError("--at takes 1 to 100000 offsets")
      }
      return values
    }
    let low: Double
    let high: Double
    if let from, let to {
      low = try parseNumber(from, option: "--from")
      high = try parseNumber(to, option: "--to")
    } else {
      let range = input.sweep ?? SweepDefaults.range(of: inputIndex, in: evaluator)
      (low, high) = (range.lowerBound, range.upperBound)
    }
    guard low <= high else {
      throw ValidationError("--from (\(low)) must not be above --to (\(high))")
    }
    let stepValue =
      try step.map { try parseNumber($0, option: "--step") } ?? SweepDefaults.step(for: high - low)
    guard stepValue > 0 else { throw ValidationError("--step must be positive") }
    guard let offsets = HeaderEvaluator.offsets(from: low, to: high, step: stepValue) else {
      throw ValidationError(
        "--step \(stepValue) gives more than \(HeaderEvaluator.maxSweepOffsets) offsets; use a larger step"
      )
    }
    return offsets
  }
}

/// Picking an input by name.
enum InputChoice {
  static func index(_ name: String?, in graph: CompiledGraph) throws -> Int {
    guard !graph.inputs.isEmpty else { throw ValidationError("the graph has no inputs") }
    guard let name else { return 0 }
    guard let index = graph.inputs.firstIndex(where: { $0.name == name }) else {
      throw ValidationError(
        "unknown input '\(name)' (inputs: \(graph.inputs.map(\.name).joined(separator: ", ")))")
    }
    return index
  }
}
