import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import Testing

/// A range whose ends meet has a defined progress: 0 before it, 1 from it on.
@Suite struct ZeroWidthRangeTests {
  static let spec = """
    version: 1
    name: zero-width
    params:
      start: 10
      end: 30
    inputs:
      scroll: {}
    ranges:
      at10: { input: scroll, from: 10, to: 10 }
      between: { input: scroll, from: start, to: end }
    targets:
      box:
        alpha: at10
        translateY:
          over: at10
          keyframes: [{ at: 0, value: -5 }, { at: 1, value: 7 }]
      other:
        alpha: between
        translateX:
          over: between
          keyframes: [{ at: 0%, value: 100 }, { at: 100%, value: 200 }]

    """

  @Test func itIsAWarningOnlyWhenTheDefaultsMakeItZeroWide() {
    let loaded = RenderedDiagnostics.load(Self.spec)
    #expect(loaded.isValid)
    #expect(loaded.diagnostics.map(\.code) == [.zeroWidthRange])
    #expect(loaded.diagnostics.first?.severity == .warning)
  }

  @Test func progressStepsFromZeroToOneAtTheRange() throws {
    var evaluator = HeaderEvaluator(graph: try SpecEvaluation.graph(text: Self.spec))
    let below = evaluator.values(at: (10.0).nextDown)
    #expect(below["box.alpha"] == 0 && below["box.translateY"] == -5)
    for offset in [10.0, (10.0).nextUp, 11, 1e9] {
      let values = evaluator.values(at: offset)
      #expect(values["box.alpha"] == 1 && values["box.translateY"] == 7)
    }
    #expect(evaluator.values(at: -1e9)["box.alpha"] == 0)
  }

  @Test func paramsThatCloseARangeGiveTheSameStep() throws {
    let graph = try SpecEvaluation.graph(text: Self.spec)
    var evaluator = try SpecEvaluation.evaluator(
      graph, params: [ParamOverride(name: "end", value: 10)])
    #expect(evaluator.values(at: 9.5)["other.alpha"] == 0)
    #expect(evaluator.values(at: 9.5)["other.translateX"] == 100)
    #expect(evaluator.values(at: 10)["other.alpha"] == 1)
    #expect(evaluator.values(at: 10)["other.translateX"] == 200)
    // And with the defaults, the range is 20 wide.
    var open = HeaderEvaluator(graph: graph)
    #expect(open.values(at: 15)["other.alpha"] == 0.25)
    #expect(open.values(at: 15)["other.translateX"] == 125)
  }
}
