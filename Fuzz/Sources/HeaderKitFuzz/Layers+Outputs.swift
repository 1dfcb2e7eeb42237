import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitVisual

/// The outputs an `outputs` input goes through, picked by its first byte.
enum OutputKind: UInt8, CaseIterable {
  /// A sweep as `eval` prints it: a table, CSV and JSON.
  case eval
  /// A trace's frames as `simulate` prints them.
  case simulate
  /// `validate`'s lint warnings, rendered.
  case lint
  /// `plot` of a sweep, and of a trace.
  case plot
  /// `filmstrip` of a sweep, and of a trace.
  case filmstrip
  /// `preview`'s page.
  case preview
  /// `test`: the spec's own cases and its golden timeline.
  case test
  /// A graph (a ``GraphInput``, not a spec) through eval's text, plot and preview.
  case graph
}

extension Layers {
  // MARK: Outputs

  /// Work the slower outputs may do per input: their own limits scaled down
  /// so that an input takes milliseconds; a budget that runs out must still
  /// end in a located diagnostic or a note, which is what is checked.
  static let outputWork = 200_000

  /// A spec (``SpecInput``, after the first byte) compiled and put through one output.
  static func outputs(_ bytes: [UInt8]) {
    guard bytes.count >= 2 else { return }
    let kind = OutputKind(rawValue: bytes[0] % UInt8(OutputKind.allCases.count))!
    let body = Array(bytes.dropFirst())
    if kind == .graph {
      guard let input = GraphInput(body), let graph = input.graph else { return }
      graphOutputs(graph, events: input.events)
      return
    }
    let text = SpecInput.text(body)
    let loaded = SpecLoader.load(bytes: text, path: "fuzz.yaml")
    guard let compiled = loaded.compiled, !compiled.graph.inputs.isEmpty else { return }
    let evaluator = HeaderEvaluator(graph: compiled.graph)
    switch kind {
    case .eval: formatted(sweep(evaluator))
    case .simulate:
      var simulated = evaluator
      formatted(simulated.simulate(trace, input: 0))
    case .lint:
      let warnings = Linter.lint(compiled, work: outputWork)
      Exercise.checkDiagnostics(warnings, source: loaded.source, bytes: text)
      Shown.check(DiagnosticRenderer().render(warnings, source: loaded.source), "lint warnings")
    case .plot: plot(evaluator, compiled: compiled)
    case .filmstrip: filmstrip(PreviewScene(compiled: compiled), evaluator)
    case .preview:
      preview(PreviewScene(compiled: compiled), evaluator, bounds: compiled.spec.paramBounds)
    case .test: test(compiled, loaded: loaded, bytes: text)
    case .graph: break
    }
  }

  /// The outputs that take a compiled graph alone, as `eval`, `plot` and
  /// `preview` do for a `.json` file: its names are the file's, not a spec's.
  static func graphOutputs(_ graph: CompiledGraph, events: [Trace.Event]) {
    guard !graph.inputs.isEmpty else { return }
    let evaluator = HeaderEvaluator(graph: graph)
    formatted(sweep(evaluator))
    plot(evaluator, compiled: nil)
    preview(PreviewScene(graph: graph), evaluator, bounds: [:])
  }

  /// A short trace: a drag, a fling's end and a snap.
  static let trace = Trace(
    events: Exercise.events.prefix(8).map { Located($0, at: SourceRange(line: 1, column: 1)) })

  static func sweep(_ evaluator: HeaderEvaluator) -> FrameSeries {
    var evaluator = evaluator
    let range = SweepDefaults.range(of: 0, in: evaluator)
    let offsets = SweepDefaults.offsets(spanning: range, count: 20)
    let series = evaluator.sweep(input: 0, offsets: offsets)
    Exercise.check(series)
    return series
  }

  /// The table shows names visibly, the JSON parses.
  static func formatted(_ series: FrameSeries) {
    Shown.check(series.table(), "a table")
    _ = series.csv()
    let json = series.json().text()
    if (try? JSONSerialization.jsonObject(with: Data(json.utf8))) == nil {
      Exercise.fail("eval's JSON does not parse")
    }
  }

  static func plot(_ evaluator: HeaderEvaluator, compiled: CompiledSpec?) {
    let range = SweepDefaults.range(of: 0, in: evaluator)
    let swept = CurveSampler.sweep(
      evaluator, compiled: compiled, input: 0, range: range, samples: 40, work: outputWork)
    Shown.checkXML(PlotRenderer.svg(swept), "a plot")
    let traced = CurveSampler.trace(evaluator, trace: trace, input: 0)
    Shown.checkXML(PlotRenderer.svg(traced), "a plot of a trace")
  }

  static func filmstrip(_ scene: PreviewScene, _ evaluator: HeaderEvaluator) {
    let elements = scene.nodes.count + (scene.list?.count ?? 0)
    guard 8 * elements <= Filmstrip.maxBoxes else { return }
    let range = SweepDefaults.range(of: 0, in: evaluator)
    let offsets = SweepDefaults.offsets(spanning: range, count: 5)
    let swept = Filmstrip.frames(scene, evaluator: evaluator, input: 0, offsets: offsets)
    Shown.checkXML(FilmstripRenderer.svg(scene, frames: swept, title: "t"), "a filmstrip")
    let traced = Filmstrip.frames(scene, evaluator: evaluator, trace: trace, input: 0)
    Shown.checkXML(FilmstripRenderer.svg(scene, frames: traced, title: "t"), "a filmstrip")
  }

  static func preview(_ scene: PreviewScene, _ evaluator: HeaderEvaluator, bounds: ParamBounds) {
    let html = PreviewPage.html(scene: scene, evaluator: evaluator, paramBounds: bounds)
    Shown.checkScripts(html)
  }

  /// The spec's own cases, run within a small budget, and its golden timeline.
  static func test(_ compiled: CompiledSpec, loaded: LoadedSpec, bytes: [UInt8]) {
    // A folder that does not exist: a case naming a trace file gets a diagnostic.
    let suite = SpecTestSuite.load(
      specPath: "/nonexistent-headerkit-fuzz/fuzz.yaml", specBytes: bytes)
    var budget = EvaluationBudget(work: outputWork)
    for file in suite.files {
      Exercise.checkDiagnostics(file.diagnostics, source: file.source, bytes: bytes)
    }
    for testCase in suite.cases {
      let result = TestRunner.run(testCase, on: compiled, budget: &budget)
      Exercise.checkDiagnostics(result.diagnostics, source: loaded.source, bytes: bytes)
      Shown.check(DiagnosticRenderer().render(result.diagnostics, source: loaded.source), "a test")
    }
    let timeline = GoldenTimeline.render(compiled, traceCases: suite.cases, budget: &budget)
    Shown.check(timeline.text, "a golden timeline")
  }
}

/// Promises about text shown to people or read by other programs.
enum Shown {
  /// No character that acts rather than shows (``VisibleText``) but line breaks.
  static func check(_ text: String, _ what: String) {
    if let scalar = text.unicodeScalars.first(where: { $0 != "\n" && VisibleText.isHidden($0) }) {
      Exercise.fail("\(what) shows \(VisibleText.escape(scalar)) raw")
    }
  }

  /// Only characters XML allows, as an SVG must have.
  static func checkXML(_ text: String, _ what: String) {
    for scalar in text.unicodeScalars {
      let value = scalar.value
      if (value < 0x20 && value != 0x9 && value != 0xA && value != 0xD) || value == 0xFFFE
        || value == 0xFFFF
      {
        Exercise.fail("\(what) has \(VisibleText.escape(scalar)), which XML forbids")
      }
    }
  }

  /// Every script element the page opens, it closes once: nothing embedded ends one early.
  static func checkScripts(_ html: String) {
    let lower = html.lowercased()
    let opened = lower.components(separatedBy: "<script").count
    let closed = lower.components(separatedBy: "</script").count
    if opened != closed { Exercise.fail("the preview page's scripts are not closed one for one") }
  }
}
