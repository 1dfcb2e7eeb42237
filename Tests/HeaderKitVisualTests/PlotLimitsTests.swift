import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitVisual
import Testing

/// A plot is bounded whatever the spec: jumps, markers, ranges, dots and the
/// work spent locating them (``PlotLimits``), and says what it leaves out.
@Suite struct PlotLimitsTests {
  func sweep(_ yaml: String, work: Int = PlotLimits.defaultWork) throws -> PlotData {
    let compiled = try Load.spec(yaml)
    let evaluator = HeaderEvaluator(graph: compiled.graph)
    let range = compiled.graph.inputs[0].sweep ?? 0...100
    return CurveSampler.sweep(evaluator, compiled: compiled, input: 0, range: range, work: work)
  }

  @Test func atMost50JumpsAreLocatedPerChart() throws {
    // steps(100) between 0 and 100: a jump at every whole offset from 1 to 99.
    let data = try sweep(
      """
      version: 1
      name: stairs
      inputs:
        scroll: {bounds: [0, 100]}
      targets:
        box:
          translateY:
            over: scroll
            keyframes: [{at: 0, value: 0, ease: steps(100)}, {at: 100, value: 100}]
      """)
    #expect(data.charts[0].jumps.count == PlotLimits.maxJumps)
    #expect(data.charts[0].jumps.first?.x == 1)
  }

  @Test func atMost200KeyframesAreMarkedPerChart() throws {
    let keyframes = (0...300).map { "{at: \(Double($0) / 3), value: \($0 % 2)}" }
    let data = try sweep(
      """
      version: 1
      name: zigzag
      inputs:
        scroll: {bounds: [0, 100]}
      targets:
        box:
          translateY:
            over: scroll
            keyframes: [\(keyframes.joined(separator: ", "))]
      """)
    #expect(data.charts[0].keyframes.count == PlotLimits.maxMarkers)
  }

  @Test func atMost50RangesAreShadedAndTheNotesSaySo() throws {
    let ranges = (0..<60).map { "  r\($0): {input: scroll, from: \($0), to: \($0 + 1)}" }
    let data = try sweep(
      """
      version: 1
      name: banded
      inputs:
        scroll: {bounds: [0, 100]}
      ranges:
      \(ranges.joined(separator: "\n"))
      targets:
        box: {alpha: r0}
      """)
    #expect(data.bands.count == PlotLimits.maxBands)
    #expect(data.notes.contains("The first 50 of 60 ranges are shaded."))
  }

  @Test func aLongTraceIsALineWithoutDots() throws {
    let compiled = try Load.bundled("tiki-home")
    for (count, dots) in [(PlotLimits.maxDots, true), (PlotLimits.maxDots + 1, false)] {
      let events = (0..<count).map { _ in
        Located(Trace.Event.drag(1), at: SourceRange(line: 1, column: 1))
      }
      let data = CurveSampler.trace(
        HeaderEvaluator(graph: compiled.graph), trace: Trace(events: events), input: 0)
      #expect(data.charts.allSatisfy { $0.dots == dots })
      #expect(data.charts[0].pieces[0].count == count)
    }
  }

  @Test func locatingStopsWithTheBudgetAndTheNotesSaySo() throws {
    let yaml = """
      version: 1
      name: jump
      inputs:
        scroll: {bounds: [0, 100]}
      targets:
        box: {translateY: "if(scroll > 50.5, 10, 0)"}
      """
    // Each evaluation costs the minimum, 64: enough for the 401 samples and
    // 10 evaluations more, not for the ~50 halvings that locate the jump.
    let starved = try sweep(yaml, work: (401 + 10) * 64)
    #expect(starved.charts[0].jumps.isEmpty)
    #expect(starved.leftOut.partlyLocated == 1)
    #expect(
      starved.notes.contains(
        "In 1 chart not every jump and keyframe is marked: the plot's budget of evaluations ran out."
      ))
    let located = try sweep(yaml)
    #expect(located.charts[0].jumps.map(\.x) == [50.5])
    #expect(located.leftOut.isEmpty)
  }
}
