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

  /// Samples of a fuzzed plot and frames of a fuzzed filmstrip: enough for
  /// every path (jumps between samples, keyframe markers, several frames),
  /// few enough that the SVG is written in well under a millisecond.
  static let plotSamples = 24
  static let filmstripFrames = 3
  /// Charts of a fuzzed plot drawn: a window of the outputs' charts that
  /// moves with the input, so every chart's path is drawn by some input.
  static let plotCharts = 4

  /// A spec put through one output (the first byte's lowest three bits; for
  /// a plot or a filmstrip, the next bit picks a sweep or a trace, for a
  /// graph the bits above pick eval's text, plot or preview): after the first byte, a spec as
  /// ``SpecInput`` reads it and compiles; or, when the next byte is 3 mod 4,
  /// a seed compiled once (byte 2 picks it, byte 3 sets a param,
  /// ``ParamEdits``) — an input that costs only its output.
  static func outputs(_ bytes: [UInt8]) {
    guard bytes.count >= 2 else { return }
    let kind = OutputKind(rawValue: bytes[0] % UInt8(OutputKind.allCases.count))!
    let variant = Int(bytes[0]) / OutputKind.allCases.count
    let body = Array(bytes.dropFirst())
    if kind == .graph {
      guard let input = GraphInput(body), let graph = input.graph else { return }
      graphOutputs(input.evaluator(graph), variant: variant)
      return
    }
    let text: [UInt8]
    let loaded: LoadedSpec
    var params = ParamEdits()
    if body[0] % 4 == 3 {
      guard body.count >= 2, !Seeds.loaded.isEmpty else { return }
      (text, loaded) = Seeds.loaded[Int(body[1]) % Seeds.loaded.count]
      params = ParamEdits(body.dropFirst(2))
    } else {
      text = SpecInput.text(body)
      loaded = CompiledSpecs.load(text)
    }
    guard let compiled = loaded.compiled, !compiled.graph.inputs.isEmpty else { return }
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    params.apply(to: &evaluator)
    switch kind {
    case .eval: formatted(sweep(evaluator))
    case .simulate:
      var simulated = evaluator
      formatted(simulated.simulate(trace, input: 0))
    case .lint:
      let warnings = Linter.lint(compiled, work: outputWork)
      Exercise.checkDiagnostics(warnings, source: loaded.source, bytes: text)
      Shown.check(DiagnosticRenderer().render(warnings, source: loaded.source), "lint warnings")
    case .plot: plot(evaluator, compiled: compiled, traced: variant % 2 == 1, window: variant / 2)
    case .filmstrip:
      filmstrip(PreviewScene(compiled: compiled), evaluator, traced: variant % 2 == 1)
    case .preview:
      preview(PreviewScene(compiled: compiled), evaluator, bounds: compiled.spec.paramBounds)
    case .test: test(compiled, loaded: loaded, bytes: text)
    case .graph: break
    }
  }

  /// The outputs that take a compiled graph alone, as `eval`, `plot` and
  /// `preview` do for a `.json` file: its names are the file's, not a spec's.
  static func graphOutputs(_ evaluator: HeaderEvaluator, variant: Int) {
    let graph = evaluator.graph
    guard !graph.inputs.isEmpty else { return }
    switch variant % 3 {
    case 0: formatted(sweep(evaluator))
    case 1: plot(evaluator, compiled: nil, traced: variant / 3 % 2 == 1, window: variant / 6)
    default: preview(PreviewScene(graph: graph), evaluator, bounds: [:])
    }
  }

  /// A short trace: a drag, a fling's end and a snap.
  static let trace = Trace(
    events: Exercise.events.prefix(8).map { Located($0, at: SourceRange(line: 1, column: 1)) })

  /// A shorter trace for a filmstrip, a frame per event: a drag, its end and a snap's wait.
  static let filmstripTrace = Trace(
    events: [Trace.Event.drag(30), .end, .wait(0.1)].map {
      Located($0, at: SourceRange(line: 1, column: 1))
    })

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

  /// A plot of a sweep, or of ``trace``: ``plotCharts`` of its charts,
  /// from the `window`th group of them on.
  static func plot(
    _ evaluator: HeaderEvaluator, compiled: CompiledSpec?, traced: Bool, window: Int
  ) {
    var data: PlotData
    if traced {
      data = CurveSampler.trace(evaluator, trace: trace, input: 0)
    } else {
      let range = SweepDefaults.range(of: 0, in: evaluator)
      data = CurveSampler.sweep(
        evaluator, compiled: compiled, input: 0, range: range, samples: plotSamples,
        work: outputWork)
    }
    if data.charts.count > plotCharts {
      let start = window * plotCharts % data.charts.count
      data.charts = Array(data.charts[start...].prefix(plotCharts))
    }
    Shown.checkXML(PlotRenderer.svg(data), traced ? "a plot of a trace" : "a plot")
  }

  /// A filmstrip of ``filmstripFrames`` offsets, or of ``filmstripTrace``.
  static func filmstrip(_ scene: PreviewScene, _ evaluator: HeaderEvaluator, traced: Bool) {
    let elements = scene.nodes.count + (scene.list?.count ?? 0)
    guard 8 * elements <= Filmstrip.maxBoxes else { return }
    let frames: [Filmstrip.Frame]
    if traced {
      frames = Filmstrip.frames(scene, evaluator: evaluator, trace: filmstripTrace, input: 0)
    } else {
      let range = SweepDefaults.range(of: 0, in: evaluator)
      let offsets = SweepDefaults.offsets(spanning: range, count: filmstripFrames)
      frames = Filmstrip.frames(scene, evaluator: evaluator, input: 0, offsets: offsets)
    }
    Shown.checkXML(FilmstripRenderer.svg(scene, frames: frames, title: "t"), "a filmstrip")
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
    // Printable ASCII and line breaks show; look closer only at other text.
    if text.utf8.allSatisfy({ (0x20..<0x7F).contains($0) || $0 == 0x0A }) { return }
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
    let opened = occurrences(of: "<script", in: html)
    let closed = occurrences(of: "</script", in: html)
    if opened != closed { Exercise.fail("the preview page's scripts are not closed one for one") }
  }

  /// How often `word` (`<` and lowercase ASCII letters) occurs in `text`,
  /// its letters in either case, as HTML reads tag names. The C library's
  /// `memchr`, which is not instrumented, finds each `<`: a page is some
  /// 100 KB, and lowercasing it or tracing a comparison per byte here costs
  /// a third of a preview input.
  static func occurrences(of word: String, in text: String) -> Int {
    let word = Array(word.utf8)
    var text = text
    return text.withUTF8 { bytes in
      guard let base = bytes.baseAddress, word.first == UInt8(ascii: "<") else { return 0 }
      var count = 0
      var index = 0
      while index < bytes.count,
        let found = memchr(base + index, Int32(word[0]), bytes.count - index)
      {
        let start = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        if start + word.count <= bytes.count,
          word.indices.allSatisfy({ sameIgnoringCase(bytes[start + $0], word[$0]) })
        {
          count += 1
        }
        index = start + 1
      }
      return count
    }
  }

  /// Whether `byte` is `lower`, or its capital when `lower` is a letter.
  private static func sameIgnoringCase(_ byte: UInt8, _ lower: UInt8) -> Bool {
    byte == lower
      || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z") && byte | 0x20 == lower)
  }
}
