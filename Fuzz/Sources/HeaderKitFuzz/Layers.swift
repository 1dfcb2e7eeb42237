import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitYAML

/// One function per fuzz target (``FuzzTarget``): each runs its layer only,
/// with the promises of ``Exercise`` and ``Shown`` checked on the way.
enum Layers {
  // MARK: Text layers

  /// YAML bytes: parsed, every diagnostic inside the file and renderable.
  static func yaml(_ bytes: [UInt8]) {
    let parsed = YAMLParser.parse(bytes)
    let source = SourceText(path: "fuzz.yaml", bytes: bytes)
    Exercise.checkDiagnostics(parsed.diagnostics, source: source, bytes: bytes)
    if parsed.document == nil, !parsed.diagnostics.hasErrors {
      Exercise.fail("YAML without a document and without an error")
    }
  }

  /// A spec read and decoded into the spec model (not compiled).
  static func spec(_ bytes: [UInt8]) {
    let text = SpecInput.text(bytes)
    let parsed = YAMLParser.parse(text)
    guard let document = parsed.document else { return }
    let decoded = SpecDecoder.decode(document)
    let source = SourceText(path: "fuzz.yaml", bytes: text)
    Exercise.checkDiagnostics(decoded.diagnostics, source: source, bytes: text)
    if decoded.spec == nil, !decoded.diagnostics.hasErrors {
      Exercise.fail("a spec that does not decode has no error")
    }
  }

  /// Expression text: parsed (an error is located inside the text); when it
  /// parses and fits on one line, also compiled and evaluated as a target's alpha.
  static func expression(_ bytes: [UInt8]) {
    let text = String(decoding: bytes, as: UTF8.self)
    let parsed = ExpressionParser.parse(
      text, placement: TextPlacement(start: SourceLocation(line: 1, column: 1), precise: true))
    if case .failure(let diagnostic) = parsed {
      let start = diagnostic.location
      if start.line != 1 || start.column < 1 || start.column > text.unicodeScalars.count + 1 {
        Exercise.fail("an expression error at \(start), outside the text")
      }
      return
    }
    guard !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\"" || $0 == "\\" })
    else { return }
    let spec = Array((expressionSpec + " \"" + text + "\"\n").utf8)
    let loaded = SpecLoader.load(bytes: spec, path: "fuzz.yaml")
    Exercise.checkDiagnostics(loaded.diagnostics, source: loaded.source, bytes: spec)
    guard let graph = loaded.compiled?.graph else { return }
    var evaluator = HeaderEvaluator(graph: graph)
    for offset in Exercise.offsets {
      evaluator.setInput(0, raw: offset)
      Exercise.check(evaluator)
    }
  }

  /// A spec whose last line ends in the expression under test.
  static let expressionSpec = """
    version: 1
    name: expression
    inputs:
      scroll: { axis: vertical }
    params:
      top: 100
      widths: [64, 88, 72]
    states:
      bar: { input: scroll, initial: 0, min: 0, max: top, follow: 1 }
    targets:
      header:
        alpha:
    """

  /// A spec compiled, and its graph written as JSON and loaded back.
  static func compiler(_ bytes: [UInt8]) {
    let text = SpecInput.text(bytes)
    let loaded = SpecLoader.load(bytes: text, path: "fuzz.yaml")
    Exercise.checkDiagnostics(loaded.diagnostics, source: loaded.source, bytes: text)
    guard let compiled = loaded.compiled else {
      if !loaded.diagnostics.hasErrors { Exercise.fail("an invalid spec has no error") }
      return
    }
    Exercise.roundTrip(compiled.graph)
  }
}
