import Foundation
import HeaderKit
import HeaderKitTestSupport
import Testing

@testable import HeaderKitRuntime

/// Piecewise-linear tabulation: which outputs it takes over, and that they
/// switch exactly where the graph's code switches and stay within the
/// stated tolerance elsewhere. (`LoweredProgramTests` compares every spec
/// with its code as written at many offsets; these tests aim at thresholds.)
@Suite struct TabulationTests {
  /// Every output of the seed specs is a piecewise-linear function of the
  /// scroll offset (Tiki's of its state), so a frame runs no instruction.
  @Test(arguments: [
    "twitter-profile.yaml", "fade-top-view.yaml", "pinterest-pager.yaml", "tiki-home.yaml",
  ])
  func seedOutputsAreAllTabulated(_ name: String) throws {
    let compiled = try LoweredProgramTests.compile(path: Fixtures.spec(name).path)
    let evaluator = HeaderEvaluator(graph: compiled.graph)
    let program = evaluator.program
    #expect(program.tabulated.allSatisfy { $0 }, "\(name): \(Array(program.tabulated))")
    #expect(program.residual.isEmpty, "\(name): \(program.residual.count) residual instructions")
    #expect(program.groups.count == 1, "\(name): \(program.groups.count) groups")
  }

  /// The header docks at `scroll > headerStop`: at exactly 40 the z position
  /// is still 0, from the next double on it is 2 (the seed's comparison).
  @Test func strictComparisonSwitchesAtTheNextDouble() throws {
    let compiled = try LoweredProgramTests.compile(path: Fixtures.spec("twitter-profile.yaml").path)
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    let z = try #require(compiled.graph.outputs.firstIndex { $0.key == "header.zPosition" })
    for (offset, expected) in [
      (40.0, 0.0), (40.0.nextUp, 2), (40.0.nextDown, 0), (39.9, 0), (40.1, 2), (-1e9, 0), (1e9, 2),
    ] {
      evaluator.setInput(0, raw: offset)
      #expect(evaluator.value(at: z) == expected, "zPosition at \(offset)")
    }
  }

  /// Specs whose switches are on computed values (so their thresholds are
  /// only known within rounding and are probed), steps and holds over a
  /// range's progress, and values that must stay out of the tables.
  @Test(arguments: Self.specs.keys.sorted())
  func thresholdsMatchTheCodeAsWritten(_ name: String) throws {
    let compiled = try LoweredProgramTests.compile(text: Self.specs[name]!, name: name)
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    // Each threshold and the 256 doubles either side: wider than any probed window.
    var offsets: [Double] = []
    for threshold in Self.thresholds {
      var below = threshold
      var above = threshold
      for _ in 0..<256 {
        offsets += [below, above]
        below = below.nextDown
        above = above.nextUp
      }
    }
    try LoweredProgramTests.exercise(&evaluator, compiled, offsets: offsets)
  }

  /// Which of those specs' outputs the tables take over.
  @Test func decisionsOnComputedValuesAreTabulated() throws {
    let compiled = try LoweredProgramTests.compile(
      text: Self.specs["decisions"]!, name: "decisions")
    let evaluator = HeaderEvaluator(graph: compiled.graph)
    let tabulated = compiled.graph.outputs.indices.filter { evaluator.program.tabulated[$0] }.map {
      compiled.graph.outputs[$0].key
    }
    #expect(
      Set(tabulated) == [
        "t.alpha", "t.translateX", "t.translateY", "t.scaleX", "t.scaleY", "t.rotation",
        "u.alpha", "u.translateX", "u.translateY",
      ])
  }

  /// A var that feeds only tabulated outputs is not computed by frames, but
  /// tools still read its value.
  @Test func slotValueOfAnUnkeptVarRunsTheFrameCode() throws {
    let compiled = try LoweredProgramTests.compile(path: Fixtures.spec("twitter-profile.yaml").path)
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    evaluator.setInput(0, raw: -30)
    // pull = max(0, -scroll)
    let pull = try #require(Self.varSlot(compiled, "pull"))
    #expect(!evaluator.program.live[pull])
    #expect(evaluator.slotValue(pull) == 30)
    #expect(evaluator.slotValues()[pull] == 30)
    evaluator.setInput(0, raw: 12)
    #expect(evaluator.slotValue(pull) == 0)
  }

  /// A spec whose values would hold more pieces than the budget: 40
  /// outputs, each the 2,000-keyframe `base` plus a number, 82,000 pieces in
  /// all. Tabulation takes what fits in the budget (in frame-code order) and
  /// leaves the rest to the frame code, which still gives the reference's values.
  @Test func valuesBeyondThePieceBudgetAreLeftToTheFrameCode() throws {
    var text = """
      version: 1
      name: many-pieces
      inputs:
        scroll: { bounds: [0, 2000] }
      vars:
        base:
          over: scroll
          keyframes: [
      """
    text += (0..<2000).map { "{ at: \($0), value: \(($0 * 7) % 13) }" }.joined(separator: ", ")
    text += "]\ntargets:\n"
    // Values of 100 and more: near 0, the reference's rounding of a segment's
    // progress at offsets up to 2,000 exceeds the tolerance (absolute below 1).
    for target in 0..<40 { text += "  t\(target):\n    translateY: base + \(100 + target)\n" }
    let compiled = try LoweredProgramTests.compile(text: text, name: "many-pieces")
    // A budget of 65,536 pieces (the default, a million, would take the
    // whole spec, and a spec beyond it takes long to set up in a debug build).
    let budget = 65_536
    try Tabulator.$maxTotalPieces.withValue(budget) {
      var evaluator = HeaderEvaluator(graph: compiled.graph)
      let tabulated = compiled.graph.outputs.indices.filter { evaluator.program.tabulated[$0] }
      // About 2,000 pieces for `base` (fewer where neighbouring segments
      // lie on one line), then as many per output: the first 30-odd fit.
      #expect(tabulated == Array(0..<tabulated.count))
      #expect((31..<40).contains(tabulated.count))
      try LoweredProgramTests.exercise(
        &evaluator, compiled, offsets: Array(stride(from: -10.0, through: 2010, by: 7.25)))
    }
  }

  static func varSlot(_ compiled: CompiledSpec, _ name: String) -> Int? {
    compiled.spec.vars.firstIndex { $0.name.value == name }.map { compiled.varSlots[$0] }
  }

  /// Offsets around which the specs below switch.
  static let thresholds: [Double] = [
    -100, 0, 3, 20, 30, 40, 50, 60, 80, 95, 100, 130, 200, 1000, 1e6,
  ]

  static let specs: [String: String] = [
    "decisions": """
    version: 1
    name: decisions
    inputs:
      scroll: { axis: vertical, inset: 7 }
    params:
      stop: 40
      tenth: 0.1
    ranges:
      r: { input: scroll, from: 0, to: 100 }
      flat: { input: scroll, from: 50, to: 50 }
    vars:
      a: scroll * tenth
      d: if(a > 3 && scroll < 130 || !(scroll != 50), r, flat)
    targets:
      t:
        alpha: if(a >= 3, 1, 0) + if(scroll * 3 == 90, 5, 0)
        translateX: d
        translateY: if(scroll / 7 > 40 / 7, scroll, -scroll)
        scaleX: abs(scroll - 30) + min(scroll, 95) - max(scroll * 2, 100)
        scaleY: lerp(scroll, 2 * scroll, 0.25) + clamp(scroll, stop, 200)
        rotation: progress(scroll * tenth, 3, 13) + flat
      u:
        alpha: { over: r, keyframes: [{ at: 0, value: 0 }, { at: 0.3, value: 1 }, { at: 1, value: 5 }], ease: hold }
        translateX: { over: r, keyframes: [{ at: 0, value: 0 }, { at: 1, value: 10 }], ease: steps(5) }
        translateY: { over: a, keyframes: [{ at: 3, value: 1 }, { at: 13, value: 2 }], before: none, after: extend }
        scaleX: floor(scroll / 10)
        scaleY: { over: scroll, keyframes: [{ at: 0, value: 0 }, { at: 100, value: 1 }], ease: easeInOut }
    """,
    "huge": """
    version: 1
    name: huge
    inputs:
      scroll: { axis: vertical }
    params:
      big: 1e300
      far: 1e15
    targets:
      t:
        alpha: scroll * big
        translateX: { over: scroll, keyframes: [{ at: far, value: 1 }, { at: far + 1, value: 0 }] }
        translateY: (scroll + far) - far
        scaleX: { over: scroll, keyframes: [{ at: 1e6, value: 0 }, { at: 1000001, value: 1 }] }
    """,
  ]
}
