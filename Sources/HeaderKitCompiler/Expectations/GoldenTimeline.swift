import Foundation
public import HeaderKitDiagnostics
import HeaderKitRuntime

/// A spec's timeline as readable text: a sweep of each input over its bounds,
/// and the frames of each trace case, one frame per line with fixed number
/// formatting, so that a change shows as a small diff in review.
///
/// `headerkit test --record` writes it as `NAME.timeline.txt` beside the spec;
/// later runs render it again and ``compare(golden:path:)`` reports the first
/// offset and property that differ.
///
/// ```
/// [sweep scroll from -120 to 200 step 5]
///       offset  header.scaleX  header.translateY
/// -120.000000       2.121495          60.607477
/// ```
public struct GoldenTimeline: Sendable, Equatable {
  /// The spec's name.
  public var spec: String
  /// The timeline's text, as `NAME.timeline.txt` holds it.
  public var text: String
  /// Why the timeline stops before its end: it reached ``maxBytes`` or the
  /// budget it was rendered with. Such a timeline is neither recorded nor compared.
  public var cutShort: Diagnostic?

  /// A timeline of the spec named `spec`, with `text` as its file holds it.
  public init(spec: String, text: String) {
    self.spec = spec
    self.text = text
  }

  /// The most bytes a golden timeline may have, as `headerkit test` reads it back.
  public static let maxBytes = 16 << 20

  /// Values closer than this to the golden ones count as equal: the text
  /// keeps 6 decimals, so a value can print one last digit differently.
  public static let tolerance = 1.5e-6
  /// About how many frames a sweep has.
  static let sweepFrames = 64.0

  /// Renders the timeline of `compiled` with the default params, and the
  /// frames of each trace case (with its params), within a budget of its own.
  public static func render(_ compiled: CompiledSpec, traceCases: [TestCase]) -> GoldenTimeline {
    var budget = EvaluationBudget(work: EvaluationBudget.testWork)
    return render(compiled, traceCases: traceCases, budget: &budget)
  }

  /// Renders the timeline, spending its evaluations from `budget`. A
  /// timeline that would pass the budget or ``maxBytes`` stops there, with
  /// ``cutShort`` saying why.
  public static func render(
    _ compiled: CompiledSpec, traceCases: [TestCase], budget: inout EvaluationBudget
  ) -> GoldenTimeline {
    let graph = compiled.graph
    var timeline = GoldenTimeline(spec: graph.name, text: "")
    func add(_ line: String) -> Bool {
      timeline.text += line + "\n"
      guard timeline.text.utf8.count <= maxBytes else {
        timeline.cutShort = .goldenTooLarge(
          graph.name, reason: "it would be more than \(maxBytes) bytes",
          at: compiled.spec.name.range)
        return false
      }
      return true
    }
    func outOfBudget() -> Bool {
      timeline.cutShort = .goldenTooLarge(
        graph.name,
        reason:
          "its frames and set-ups would pass the work one spec's tests may do (\(budget.work) frame instructions)",
        at: compiled.spec.name.range)
      return false
    }
    func spend(_ evaluations: Int) -> Bool {
      budget.spend(evaluations, of: graph) || outOfBudget()
    }
    guard
      add(
        "# Golden timeline of '\(VisibleText.escaped(graph.name))', written by 'headerkit test --record'; 'headerkit test' compares."
      ),
      add(
        "# One frame per line, values to 6 decimals. After an intended change, re-record and review the diff."
      )
    else { return timeline }
    let keys = graph.outputs.map { VisibleText.escaped($0.key) }
    let base = HeaderEvaluator(graph: graph)
    for input in graph.inputs.indices {
      var evaluator = base
      let span = graph.inputs[input].sweep ?? SweepDefaults.range(of: input, in: evaluator)
      let step = niceStep((span.upperBound - span.lowerBound) / sweepFrames)
      let offsets = sweepOffsets(span, step: step)
      let header = ["offset"] + keys
      guard spend(offsets.count), add(""),
        add(
          "[sweep \(VisibleText.escaped(graph.inputs[input].name)) from \(formatNumber(span.lowerBound)) to \(formatNumber(span.upperBound)) step \(formatNumber(step))]"
        ),
        add(row(header, widths: widths(header)))
      else { return timeline }
      for offset in offsets {
        evaluator.setInput(input, raw: offset)
        let cells = [fixed(offset)] + evaluator.allValues.map(fixed)
        guard add(row(cells, widths: widths(header))) else { return timeline }
      }
    }
    for testCase in traceCases {
      guard case .trace(let trace, _) = testCase.kind else { continue }
      guard budget.spend(work: TestRunner.setupWork(testCase, graph)) else {
        _ = outOfBudget()
        return timeline
      }
      var evaluator = TestRunner.makeEvaluator(testCase, compiled, from: base).evaluator
      let input =
        TestRunner.inputIndex(trace.input, graph) ?? TestRunner.inputIndex(testCase.input, graph)
        ?? evaluator.traceInput(trace) ?? 0
      let params = testCase.params.map {
        "\(VisibleText.escaped($0.value.name))=\($0.value.text)"
      }
      let header = ["n", "event", "time", "offset"] + keys
      let widths = [3, -12, 10, 12] + Self.widths(keys)
      guard spend(trace.events.count), add(""),
        add(
          "[trace \(quoted(testCase.name.value))\(params.isEmpty ? "" : " with " + params.joined(separator: " "))]"
        ),
        add(row(header, widths: widths))
      else { return timeline }
      let inputs = evaluator.eventInputs(trace, default: input)
      for (index, event) in trace.events.enumerated() {
        evaluator.apply(event.value, input: inputs[index])
        // An event of another input names it: drag:10@gallery.
        let named = trace.eventInputs[index].map { "@" + VisibleText.escaped($0.value) } ?? ""
        let cells =
          [
            String(index + 1), event.value.text.replacingOccurrences(of: " ", with: "") + named,
            fixed(evaluator.time),
            fixed(evaluator.rawInput(input)),
          ] + evaluator.allValues.map(fixed)
        guard add(row(cells, widths: widths)) else { return timeline }
      }
    }
    return timeline
  }

  /// A name between double quotes, with `\`, `"` and control characters
  /// escaped: a name cannot end its section title or start a line.
  static func quoted(_ name: String) -> String {
    var text = ""
    for character in name {
      switch character {
      case "\\": text += "\\\\"
      case "\"": text += "\\\""
      default: text.append(character)
      }
    }
    return "\"" + VisibleText.escaped(text) + "\""
  }

  // MARK: Comparing

  /// The first difference between this timeline and the golden text, located
  /// in the golden file at `path`; nil when they agree within ``tolerance``.
  public func compare(golden: String, path: String) -> Diagnostic? {
    let now = Self.lines(text)
    let old = Self.lines(golden)
    var section = ""
    var header: [String] = []
    for index in 0..<max(now.count, old.count) {
      let current = index < now.count ? now[index] : nil
      let recorded = index < old.count ? old[index] : nil
      if current == recorded {
        if let current { track(current, section: &section, header: &header) }
        continue
      }
      guard let current, let recorded else {
        return .goldenChanged(
          spec,
          problem:
            "the golden timeline has \(shown(recorded)) where the spec now gives \(shown(current))",
          at: SourceRange(line: index + 1, column: 1))
      }
      if let difference = valueDifference(
        current, recorded, section: section, header: header, line: index + 1)
      {
        return difference
      }
      if !sameValues(current, recorded) {
        return .goldenChanged(
          spec,
          problem:
            "the golden timeline has \(shown(recorded)) where the spec now gives \(shown(current))",
          at: SourceRange(line: index + 1, column: 1))
      }
      track(current, section: &section, header: &header)
    }
    return nil
  }

  /// The lines of a timeline's text, `\r\n` read as `\n`, without the
  /// blank lines at its end: a golden file's final line break, or an editor's
  /// extra one, is not part of the timeline.
  static func lines(_ text: String) -> [String] {
    var lines = text.replacingOccurrences(of: "\r\n", with: "\n")
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    while let last = lines.last, last.allSatisfy({ $0 == " " || $0 == "\t" }) {
      lines.removeLast()
    }
    return lines
  }

  /// Follows section titles and column headers while walking the lines.
  private func track(_ line: String, section: inout String, header: inout [String]) {
    if line.hasPrefix("[") {
      section = String(line.dropFirst().dropLast())
      header = []
    } else if header.isEmpty, !section.isEmpty, !line.isEmpty {
      header = Self.tokens(line).map(\.text)
    }
  }

  /// The first value that differs beyond the tolerance in two data rows of the
  /// same shape, as a diagnostic.
  private func valueDifference(
    _ current: String, _ recorded: String, section: String, header: [String], line: Int
  )
    -> Diagnostic?
  {
    guard !header.isEmpty, !current.hasPrefix("["), !current.hasPrefix("#") else { return nil }
    let now = Self.tokens(current)
    let old = Self.tokens(recorded)
    guard now.count == old.count, now.count == header.count else { return nil }
    let isTrace = header.first == "n"
    for (column, (new, golden)) in zip(now, old).enumerated() where new.text != golden.text {
      guard let newValue = Double(new.text), let goldenValue = Double(golden.text) else {
        return nil
      }
      let place = SourceRange(
        line: line, column: golden.column, length: golden.text.unicodeScalars.count)
      guard goldenValue.isFinite else {
        // As `compile --tests` refuses it: no timeline gives such a number.
        return .goldenChanged(
          spec, problem: "'\(VisibleText.escaped(golden.text))' is not a finite number", at: place)
      }
      if GoldenValue.matches(newValue, golden: goldenValue, tolerance: Self.tolerance) { continue }
      let frame =
        isTrace
        ? "event \(old[0].text) (\(old[1].text)) of section '\(section)'"
        : "offset \(formatMeasured(Double(old[0].text) ?? 0)) of section '\(section)'"
      return .goldenMismatch(
        spec, frame: frame, key: header[column], now: new.text, golden: golden.text, at: place)
    }
    return nil
  }

  /// Whether two lines hold the same tokens, numbers equal within the tolerance.
  private func sameValues(_ current: String, _ recorded: String) -> Bool {
    let now = Self.tokens(current)
    let old = Self.tokens(recorded)
    guard now.count == old.count else { return false }
    return zip(now, old).allSatisfy { new, golden in
      if new.text == golden.text { return true }
      guard let a = Double(new.text), let b = Double(golden.text) else { return false }
      return GoldenValue.matches(a, golden: b, tolerance: Self.tolerance)
    }
  }

  /// The whitespace-separated tokens of a line with their 1-based columns.
  static func tokens(_ line: String) -> [(text: String, column: Int)] {
    var result: [(String, Int)] = []
    var current = ""
    var start = 0
    for (offset, scalar) in line.unicodeScalars.enumerated() {
      if scalar == " " {
        if !current.isEmpty { result.append((current, start + 1)) }
        current = ""
      } else {
        if current.isEmpty { start = offset }
        current.unicodeScalars.append(scalar)
      }
    }
    if !current.isEmpty { result.append((current, start + 1)) }
    return result
  }

  // MARK: Formatting

  /// A value with 6 decimals; `-0.000000` prints as `0.000000`.
  static func fixed(_ value: Double) -> String {
    let text = String(format: "%.6f", value)
    return text == "-0.000000" ? "0.000000" : text
  }

  private static func widths(_ header: [String]) -> [Int] {
    header.map { max($0.count, 12) }
  }

  /// Cells in their widths, separated by two spaces: right-aligned, or
  /// left-aligned for a negative width.
  private static func row(_ cells: [String], widths: [Int]) -> String {
    let padded = zip(cells, widths).map { cell, width in
      let padding = String(repeating: " ", count: max(0, abs(width) - cell.count))
      return width < 0 ? cell + padding : padding + cell
    }
    var line = padded.joined(separator: "  ")
    while line.hasSuffix(" ") { line.removeLast() }
    return line
  }

  /// Both ends of the span and the multiples of `step` between them.
  static func sweepOffsets(_ span: ClosedRange<Double>, step: Double) -> [Double] {
    var offsets = [span.lowerBound]
    let first = (span.lowerBound / step).rounded(.down) + 1
    // By index, not by adding, so that a step too small for the magnitude
    // cannot loop forever; at most a few hundred frames.
    for index in 0..<512 {
      let multiple = (first + Double(index)) * step
      guard multiple.isFinite, multiple < span.upperBound - step * 1e-9 else { break }
      if multiple > offsets[offsets.count - 1] + step * 1e-9 { offsets.append(multiple) }
    }
    if span.upperBound > span.lowerBound { offsets.append(span.upperBound) }
    return offsets
  }

  /// A line in a message: quoted and cut to 80 characters, or "nothing".
  private func shown(_ line: String?) -> String {
    guard let line, !line.isEmpty else { return "nothing" }
    return "'" + (line.count > 80 ? String(line.prefix(77)) + "..." : line) + "'"
  }

  /// 1, 2, 2.5 or 5 times a power of ten, at least `rough`.
  static func niceStep(_ rough: Double) -> Double {
    guard rough > 0, rough.isFinite else { return 1 }
    let magnitude = pow(10, (log10(rough)).rounded(.down))
    for factor in [1.0, 2, 2.5, 5, 10] where factor * magnitude >= rough * (1 - 1e-9) {
      return factor * magnitude
    }
    return 10 * magnitude
  }
}

extension ParamOverride {
  /// The value as `--param` takes it: `60` or `[64, 88]`.
  public var text: String {
    isList
      ? "[" + values.map(formatNumber).joined(separator: ",") + "]"
      : formatNumber(values.first ?? 0)
  }
}
