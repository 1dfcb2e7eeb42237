import ArgumentParser
import HeaderKit
import HeaderKitVisual

struct Preview: Subcommand {
  static let configuration = CommandConfiguration(
    abstract: "Write one self-contained HTML page that plays the header as you scroll.",
    discussion: """
      The page shows the spec's preview geometry over a scrollable list; scrolling
      the list drives the input, and the header moves exactly as 'eval' and
      'simulate' compute it: the page evaluates the compiled graph with a
      JavaScript port of the runtime. Stateful specs react to the scroll's
      direction, hand the offset back, and snap when scrolling stops. A panel shows
      the offset, every value and state, and a control for each param. The page
      needs no network; open it from disk.

      Commands in the URL's query or hash (for tests and screenshots): at=40,
      probe=-60,0,40, events=drag:10;end;wait:0.1, scrollto=40,
      param.NAME=VALUE, joined with '&', e.g. page.html?at=40. Each writes a
      JSON report of the elements' computed styles; see docs/visual.md.

      Examples:
        headerkit preview Specs/twitter-profile.yaml -o twitter.html
        headerkit preview Specs/tiki-home.yaml --param maxHeight=100 -o tiki.html
      """)

  @Argument(
    help: "A spec (.yaml) or a compiled graph (.json); - reads standard input.",
    completion: .specOrGraph)
  var spec: String

  @OptionGroup var paramOptions: ParamOptions

  @Option(
    name: .shortAndLong, help: "Where to write the HTML page; - is standard output.",
    completion: .file(extensions: ["html"]))
  var output: String

  @OptionGroup var color: ColorOptions

  func execute() throws {
    let loaded = try GraphSource.load(spec, diagnostics: color.diagnostics)
    let evaluator = try paramOptions.evaluator(for: loaded)
    let scene =
      loaded.compiled.map(PreviewScene.init(compiled:)) ?? PreviewScene(graph: loaded.graph)
    let html = PreviewPage.html(
      scene: scene, evaluator: evaluator, description: loaded.compiled?.spec.description,
      paramBounds: loaded.paramBounds)
    try OutputFile.write(html, to: output)
  }
}
