import ArgumentParser
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitVisual

struct Filmstrip: Subcommand {
  static let configuration = CommandConfiguration(
    abstract: "Draw the header at several offsets side by side, as an SVG.",
    discussion: """
      Each frame draws the screen of the spec's preview geometry: every element
      a box at its frame, moved by its evaluated translate, scaled and rotated
      about its anchor, faded by its alpha and stacked by its zPosition, with
      constraint constants applied to the edges they drive; the list scrolls
      underneath. The raw offset is printed under each frame. Elements without
      preview geometry are stacked as labelled bars (see docs/visual.md).

      Without --at, five offsets spread over the input's bounds are drawn. A
      stateful spec is drawn with its states at their initial values; --trace
      draws the frame after each event of a scripted scroll instead.

      Examples:
        headerkit filmstrip Specs/twitter-profile.yaml -o twitter.svg \\
          --at -60,0,40,95,130
        headerkit filmstrip Specs/pinterest-pager.yaml -o pager.svg \\
          --at 0,187.5,375,750
        headerkit filmstrip Specs/tiki-home.yaml -o tiki.svg \\
          --trace Specs/tiki-home.trace.yaml
      """)

  @Argument(
    help: "A spec (.yaml) or a compiled graph (.json); - reads standard input.",
    completion: .specOrGraph)
  var spec: String

  @Option(help: "The input the offsets are for (default: the first input).")
  var input: String?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Raw offsets to draw, comma-separated, e.g. -40,0,40.", valueName: "offsets")
  )
  var at: String?

  @Option(
    help:
      "Draw the frame after each event of this trace (YAML; - reads standard input) instead of offsets.",
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
    if trace != nil, at != nil || input != nil {
      throw ValidationError("--trace picks the moments itself; it takes no --at or --input")
    }
  }

  func execute() throws {
    let loaded = try GraphSource.load(spec, diagnostics: color.diagnostics)
    let evaluator = try paramOptions.evaluator(for: loaded)
    var scene =
      loaded.compiled.map(PreviewScene.init(compiled:)) ?? PreviewScene(graph: loaded.graph)
    scene.applyGeometry(for: evaluator)
    let frames: [HeaderKitVisual.Filmstrip.Frame]
    var notes: [String] = []
    let title: String
    if let trace {
      let file = try TraceFile.load(trace, for: evaluator, diagnostics: color.diagnostics)
      let events = file.trace.events
      let limit = HeaderKitVisual.Filmstrip.maxFrames
      if events.count > limit {
        try file.refuse(
          .limitExceeded("frames in a filmstrip", limit: limit, at: events[limit].range))
      }
      try checkBoxes(frames: events.count, scene: scene, loaded: loaded)
      frames = HeaderKitVisual.Filmstrip.frames(
        scene, evaluator: evaluator, trace: file.trace, input: file.input)
      title = "\(loaded.graph.name) after each of \(frames.count) events"
      notes.append("The frame after each event of \(file.source.path).")
    } else {
      let inputIndex = try InputChoice.index(input, in: loaded.graph)
      let offsets = try self.offsets(input: inputIndex, evaluator: evaluator)
      try checkBoxes(frames: offsets.count, scene: scene, loaded: loaded)
      frames = HeaderKitVisual.Filmstrip.frames(
        scene, evaluator: evaluator, input: inputIndex, offsets: offsets)
      title =
        "\(loaded.graph.name) at \(frames.count) offsets of \(loaded.graph.inputs[inputIndex].name)"
      if !loaded.graph.transitions.isEmpty {
        notes.append(
          "States and transitions held at their values at rest; draw a scripted scroll with --trace."
        )
      } else if !loaded.graph.states.isEmpty {
        notes.append("States held at their initial values; draw a scripted scroll with --trace.")
      }
    }
    if !paramOptions.params.isEmpty {
      notes.append("Params: \(paramOptions.params.joined(separator: ", ")).")
    }
    try OutputFile.write(
      FilmstripRenderer.svg(scene, frames: frames, title: title, notes: notes), to: output)
  }

  private func offsets(input: Int, evaluator: HeaderEvaluator) throws -> [Double] {
    guard let at else {
      let range = try SweepRange.resolve(from: nil, to: nil, input: input, evaluator: evaluator)
      return SweepDefaults.offsets(spanning: range, count: 5)
    }
    let parts = at.split(separator: ",", omittingEmptySubsequences: false)
    let limit = HeaderKitVisual.Filmstrip.maxFrames
    guard parts.count <= limit else { throw ValidationError("--at takes 1 to \(limit) offsets") }
    return try parts.map { try parseNumber(String($0), option: "--at") }
  }

  /// Refuses a filmstrip of more boxes (frames × elements and list items) than one draws.
  private func checkBoxes(frames: Int, scene: PreviewScene, loaded: LoadedGraph) throws {
    let limit = HeaderKitVisual.Filmstrip.maxBoxes
    let elements = scene.nodes.count + (scene.list?.count ?? 0)
    guard frames * elements > limit else { return }
    loaded.report([
      .tooManyBoxes(frames: frames, elements: elements, limit: limit, at: loaded.headerRange)
    ])
    throw ExitCode.failure
  }
}
