import Foundation
import HeaderKitDiagnostics
import HeaderKitRuntime

extension CompiledTests {
  /// The golden timeline as sections: what drives each (a sweep's offsets,
  /// a trace's events, inputs and params, as the timeline runs them) and the
  /// numbers of each of its rows from the golden file, each with its line
  /// and column there. The golden file must have the shape the spec gives
  /// now (the same sections, columns and frames); its numbers may differ,
  /// which is what a check then reports. The timeline is rendered with
  /// what is left of `budget`, as `headerkit test` renders it after the cases.
  static func goldenJSON(
    _ compiled: CompiledSpec, cases: [TestCase], golden: (path: String, text: String),
    base: HeaderEvaluator, budget: inout EvaluationBudget
  ) -> Result<JSONValue, Diagnostic> {
    let timeline = GoldenTimeline.render(compiled, traceCases: cases, budget: &budget)
    if let problem = timeline.cutShort { return .failure(problem) }
    let graph = compiled.graph
    let now = GoldenTimeline.lines(timeline.text)
    let old = GoldenTimeline.lines(golden.text)
    func changed(_ line: Int, column: Int = 1, _ problem: String) -> Result<JSONValue, Diagnostic> {
      .failure(
        .goldenChanged(graph.name, problem: problem, at: SourceRange(line: line, column: column)))
    }
    guard now.count == old.count else {
      return changed(
        min(now.count, old.count),
        "it has \(old.count) lines where the spec now gives \(now.count)")
    }
    let drives = sectionDrives(compiled, cases: cases, base: base)
    var sections: [JSONValue] = []
    var section: (members: [(String, JSONValue)], rows: [JSONValue])?
    var expectingHeader = false
    func finish() {
      if let done = section {
        sections.append(.object(done.members + [("rows", .array(done.rows))]))
      }
    }
    for (index, (current, recorded)) in zip(now, old).enumerated() {
      let line = index + 1
      if current.hasPrefix("#") { continue }
      if current.isEmpty || current.hasPrefix("[") || expectingHeader {
        guard current == recorded else {
          return changed(line, "line \(line) is not the spec's '\(VisibleText.escaped(current))'")
        }
        if current.hasPrefix("[") {
          finish()
          guard sections.count < drives.count else {
            return changed(line, "a section the spec does not give")
          }
          section = (drives[sections.count], [])
          expectingHeader = true
        } else if !current.isEmpty {
          expectingHeader = false
        }
        continue
      }
      let (newTokens, oldTokens) = (GoldenTimeline.tokens(current), GoldenTimeline.tokens(recorded))
      let isTrace = section.map { $0.members.contains { $0.0 == "events" } } ?? false
      // A sweep row starts with its offset; a trace row with n and the event.
      let labels = isTrace ? 2 : 1
      guard newTokens.count == oldTokens.count, newTokens.count > labels,
        newTokens.prefix(labels).map(\.text) == oldTokens.prefix(labels).map(\.text)
      else {
        return changed(line, "line \(line) has other columns or another frame than the spec's")
      }
      var values: [JSONValue] = []
      var columns: [JSONValue] = []
      for token in oldTokens.dropFirst(labels) {
        // JSON has no infinity or NaN: such a number would be written as
        // null, which SpecTests cannot compare.
        guard let value = Double(token.text), value.isFinite else {
          return changed(
            line, column: token.column,
            "'\(VisibleText.escaped(token.text))' is not a finite number")
        }
        values.append(.number(value))
        columns.append(number(token.column))
      }
      section?.rows.append(
        .object([("line", number(line)), ("values", .array(values)), ("columns", .array(columns))]))
    }
    finish()
    guard sections.count == drives.count else {
      return changed(
        old.count, "it has \(sections.count) sections where the spec gives \(drives.count)")
    }
    return .success(
      .object([
        ("file", .string(golden.path)), ("tolerance", .number(GoldenTimeline.tolerance)),
        ("sections", .array(sections)),
      ]))
  }

  /// What drives each section, in the timeline's order: a sweep of each
  /// input over its span (with the default params, `base`'s), then each
  /// trace case; with the keys of the numbers of its rows.
  private static func sectionDrives(
    _ compiled: CompiledSpec, cases: [TestCase], base: HeaderEvaluator
  ) -> [[(String, JSONValue)]] {
    let graph = compiled.graph
    let keys = graph.outputs.map { JSONValue.string($0.key) }
    var drives: [[(String, JSONValue)]] = graph.inputs.indices.map { input in
      let span = graph.inputs[input].sweep ?? SweepDefaults.range(of: input, in: base)
      let step = GoldenTimeline.niceStep(
        (span.upperBound - span.lowerBound) / GoldenTimeline.sweepFrames)
      let offsets = GoldenTimeline.sweepOffsets(span, step: step)
      return [
        ("input", number(input)), ("params", .array([])), ("inputs", .array([])),
        ("offsets", .array(offsets.map(JSONValue.number))), ("keys", .array(keys)),
      ]
    }
    for testCase in cases {
      guard case .trace(let trace, _) = testCase.kind else { continue }
      let setup: [(String, JSONValue)] = [
        ("params", params(testCase.params.map(\.value), graph)),
        ("inputs", inputs(testCase.inputs, graph)),
      ]
      let columns: JSONValue = .array([.string("time"), .string("offset")] + keys)
      drives.append(setup + traceMembers(trace, testCase, base) + [("keys", columns)])
    }
    return drives
  }
}
