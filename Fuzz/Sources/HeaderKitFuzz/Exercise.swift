import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime

/// What each fuzz input is run through, and the promises checked on the way.
///
/// A broken promise calls ``fail(_:)``, which traps, so libFuzzer records the
/// input as a crash: an invalid spec without an error, a diagnostic outside
/// the file, a compiled graph that does not survive a JSON round trip, or a
/// NaN or infinite output, offset or time.
enum Exercise {
  static func fail(_ message: String) -> Never {
    fatalError("fuzz promise broken: \(message)")
  }

  // MARK: Specs

  /// Reads, validates, compiles and evaluates a spec, as `headerkit eval` does.
  static func spec(_ bytes: [UInt8]) {
    let loaded = SpecLoader.load(bytes: bytes, path: "fuzz.yaml")
    checkDiagnostics(loaded.diagnostics, source: loaded.source, bytes: bytes)
    guard let compiled = loaded.compiled else {
      if !loaded.diagnostics.hasErrors { fail("an invalid spec has no error") }
      return
    }
    roundTrip(compiled.graph)
    graph(compiled.graph, bounds: compiled.spec.paramBounds)
  }

  /// Every diagnostic renders, and each points into the file.
  static func checkDiagnostics(_ diagnostics: [Diagnostic], source: SourceText, bytes: [UInt8]) {
    _ = DiagnosticRenderer(colors: true).render(diagnostics, source: source)
    _ = diagnostics.map { DiagnosticJSON($0, file: source.path) }
    // Columns of invalid UTF-8 depend on how the bytes decode; check valid text only.
    guard String(validating: bytes, as: UTF8.self) != nil else { return }
    for diagnostic in diagnostics {
      for range in [diagnostic.range] + diagnostic.notes.map(\.range) {
        guard let start = range?.start else { continue }
        guard start.line >= 1, start.column >= 1 else { fail("diagnostic at \(start)") }
        guard let line = source.line(start.line) else {
          // Just past the end of a file is where "unexpected end" errors go.
          if start.column == 1, start.line > 1, source.line(start.line - 1) != nil { continue }
          fail("\(diagnostic.code.rawValue) at line \(start.line), past the end of the file")
        }
        if start.column > line.unicodeScalars.count + 1 {
          fail(
            "\(diagnostic.code.rawValue) at \(start.line):\(start.column), past the end of its line"
          )
        }
      }
    }
  }

  /// The graph written as JSON loads back as the same graph.
  static func roundTrip(_ graph: CompiledGraph) {
    let data = graph.jsonData()
    let reloaded: CompiledGraph
    do {
      reloaded = try CompiledGraph(json: data)
    } catch {
      fail("a compiled graph does not load back: \(error)")
    }
    if reloaded != graph { fail("a compiled graph changes in a JSON round trip") }
  }

  // MARK: Graphs

  static let offsets: [Double] = [
    -1e308, -1e6, -200, -1, -0.0, 0, 0.5, 1, 37, 100, 375, 1e6, .greatestFiniteMagnitude,
  ]

  /// Evaluates a valid graph at offsets, through events and with params
  /// overridden, checking that every output stays finite.
  static func graph(_ graph: CompiledGraph, bounds: ParamBounds = [:]) {
    var evaluator = HeaderEvaluator(graph: graph)
    check(evaluator)
    generate(evaluator)
    sweep(&evaluator)
    run(&evaluator, probeKeyframes: true)
    for index in graph.params.indices.prefix(3) {
      let values: [[Double]] =
        graph.params[index].isList
        ? [[], [1e308, -1e308, 5], [3, 1, 2]] : [[0], [1e308], [-1e308]]
      for value in values {
        try? evaluator.setParam(index, to: value)
        check(evaluator)
        run(&evaluator, probeKeyframes: false)
      }
      evaluator.resetParams()
    }
    // Overrides as the command line gives them, within the declared bounds.
    for param in graph.params.prefix(2) {
      let text = param.isList ? "\(param.name)=[0, 1e308]" : "\(param.name)=0"
      guard let override = try? ParamOverride(parsing: text) else { fail("cannot parse '\(text)'") }
      try? override.apply(to: &evaluator, bounds: bounds)
      check(evaluator)
    }
  }

  /// A default sweep, as `headerkit eval SPEC` prints it.
  static func sweep(_ evaluator: inout HeaderEvaluator) {
    guard !evaluator.graph.inputs.isEmpty else { return }
    let range =
      evaluator.graph.inputs[0].sweep ?? SweepDefaults.range(of: 0, in: evaluator)
    let step = SweepDefaults.step(for: range.upperBound - range.lowerBound)
    guard
      let offsets = HeaderEvaluator.offsets(
        from: range.lowerBound, to: range.upperBound, step: step, limit: 100)
    else { return }
    let series = evaluator.sweep(input: 0, offsets: offsets)
    check(series)
    _ = series.table()
    _ = series.csv()
    _ = series.json().text()
  }

  /// Offsets, keyframe positions (and just either side) and events on every input.
  static func run(_ evaluator: inout HeaderEvaluator, probeKeyframes: Bool) {
    for input in evaluator.graph.inputs.indices.prefix(3) {
      for offset in offsets {
        evaluator.setInput(input, raw: offset)
        check(evaluator)
      }
      for track in evaluator.graph.tracks.indices.prefix(probeKeyframes ? 4 : 0) {
        for keyframe in evaluator.keyframes(ofTrack: track).prefix(8) {
          // Where the input's own offset meets the keyframe, when the input drives it.
          let position = keyframe.position + evaluator.restingInput(input)
          for offset in [position, position.nextDown, position.nextUp] {
            evaluator.setInput(input, raw: offset)
            check(evaluator)
          }
        }
      }
      evaluator.reset()
      for event in events {
        evaluator.apply(event, input: input)
        check(evaluator)
      }
    }
  }

  static let events: [Trace.Event] = [
    .scroll(0), .drag(10), .drag(10), .drag(30), .drag(-25), .end, .wait(0.1), .wait(0.1),
    .drag(-1e308), .drag(-1e308), .end, .wait(0.05), .scroll(1e308), .drag(1e308), .end,
    .wait(1e308), .wait(1e308), .scroll(-0.0), .end, .wait(0),
  ]

  static func check(_ evaluator: HeaderEvaluator) {
    evaluator.forEachValue { index, value in
      if !value.isFinite { fail("output \(evaluator.graph.outputs[index].key) is \(value)") }
    }
    for input in evaluator.graph.inputs.indices where !evaluator.rawInput(input).isFinite {
      fail("input \(input) is at \(evaluator.rawInput(input))")
    }
    if !evaluator.time.isFinite { fail("the clock is at \(evaluator.time)") }
  }

  static func check(_ series: FrameSeries) {
    for frame in series.frames {
      if !frame.offset.isFinite || !(frame.time ?? 0).isFinite
        || !frame.values.allSatisfy(\.isFinite)
      {
        fail("a frame has a non-finite number: \(frame)")
      }
    }
  }

  // MARK: Other inputs

  /// Decodes a trace and simulates it on every seed graph.
  static func trace(_ bytes: [UInt8]) {
    let decoded = TraceDecoder.decode(bytes: bytes)
    checkDiagnostics(
      decoded.diagnostics, source: SourceText(path: "fuzz.trace.yaml", bytes: bytes), bytes: bytes)
    guard let trace = decoded.trace else {
      if !decoded.diagnostics.hasErrors { fail("an invalid trace has no error") }
      return
    }
    for graph in Seeds.graphs {
      var evaluator = HeaderEvaluator(graph: graph)
      guard let input = evaluator.traceInput(trace) else { continue }
      let series = evaluator.simulate(trace, input: input)
      check(series)
      check(evaluator)
    }
  }

  /// Loads a graph from JSON and, if it loads, evaluates it.
  static func graphJSON(_ bytes: [UInt8]) {
    guard let graph = try? CompiledGraph(json: Data(bytes)) else { return }
    evaluateLoaded(graph)
  }

  /// An edited graph must either be refused or evaluate safely.
  static func mutatedGraph(_ json: Data) {
    guard let graph = try? CompiledGraph(json: json) else { return }
    evaluateLoaded(graph)
  }

  /// `headerkit generate` writes source for any graph that loads: a struct
  /// with a line per instruction (whether it compiles is for the tests).
  @discardableResult
  static func generate(_ evaluator: HeaderEvaluator, freezeParams: Bool = false) -> String {
    let generator = SwiftGenerator(evaluator: evaluator, freezeParams: freezeParams)
    let source = generator.source(origin: "fuzz.yaml")
    guard source.contains("public struct \(generator.typeName): GeneratedHeader {") else {
      fail("generated source without its struct")
    }
    return source
  }

  /// Evaluates a graph that passed validation but did not come from the compiler.
  static func evaluateLoaded(_ graph: CompiledGraph) {
    var evaluator = HeaderEvaluator(graph: graph)
    check(evaluator)
    generate(evaluator)
    run(&evaluator, probeKeyframes: true)
    for index in graph.params.indices.prefix(2) {
      try? evaluator.setParam(index, to: graph.params[index].isList ? [1, 2] : [2])
      run(&evaluator, probeKeyframes: false)
    }
  }

  /// Command-line text: a param override, an expression, an easing.
  static func text(_ text: String) {
    _ = Easing(text)
    _ = ExpressionParser.parse(
      text, placement: TextPlacement(start: SourceLocation(line: 1, column: 1), precise: true))
    guard let override = try? ParamOverride(parsing: text) else { return }
    if override.values.contains(where: { !$0.isFinite }) {
      fail("an override is not finite: \(text)")
    }
    for graph in Seeds.graphs {
      var evaluator = HeaderEvaluator(graph: graph)
      try? override.apply(to: &evaluator)
      check(evaluator)
      run(&evaluator, probeKeyframes: false)
    }
  }
}
