import Foundation
import HeaderKit
import HeaderKitTestSupport
import Testing

@testable import HeaderKitRuntime

/// The evaluator runs a lowered form of each graph's frame code (fused
/// tracks and `finite`, shared subexpressions, aliased copies). These tests
/// hold it to the code as the compiler wrote it: after every input, event and
/// param change, every output and every slot (as `slotValue` reads it) must be
/// bit-identical to running the graph's instructions one by one — except
/// outputs evaluated from piecewise-linear tables, which must be within
/// `HeaderEvaluator.tabulationTolerance · max(1, |value|)` of it.
@Suite struct LoweredProgramTests {
  @Test(arguments: try Fixtures.allSpecs().map(\.lastPathComponent))
  func bundledSpecMatchesItsCodeAsWritten(_ name: String) throws {
    let compiled = try Self.compile(path: Fixtures.spec(name).path)
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    try Self.exercise(&evaluator, compiled)
  }

  @Test(arguments: Self.edgeCases.keys.sorted())
  func edgeCaseMatchesItsCodeAsWritten(_ name: String) throws {
    let compiled = try Self.compile(text: Self.edgeCases[name]!, name: name)
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    try Self.exercise(&evaluator, compiled)
  }

  @Test func listParamOfAnotherLengthMatchesItsCodeAsWritten() throws {
    let compiled = try Self.compile(path: Fixtures.spec("pinterest-pager.yaml").path)
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    let tabs = try #require(evaluator.paramIndex(named: "tabWidths"))
    for widths in [[80.0], [50, 60], [10, 20, 30, 40, 50, 60, 70, 80], []] {
      evaluator.setParam(tabs, to: widths)
      try Self.exercise(&evaluator, compiled, offsets: Self.offsets(-400...4000))
    }
  }

  @Test func changedParamsMatchTheirCodeAsWritten() throws {
    let compiled = try Self.compile(path: Fixtures.spec("twitter-profile.yaml").path)
    var evaluator = HeaderEvaluator(graph: compiled.graph)
    for (name, value) in [
      ("headerStop", 0.0), ("avatarSize", 0), ("labelDistance", -35), ("headerHeight", 1e308),
    ] {
      let index = try #require(evaluator.paramIndex(named: name))
      evaluator.setParam(index, to: value)
      try Self.exercise(&evaluator, compiled)
    }
  }

  /// A graph without slots (valid, if useless) still sets up and evaluates.
  @Test func emptyGraphEvaluates() {
    let graph = CompiledGraph(
      name: "empty", inputs: [], params: [], slotCount: 0, constants: [], setupCode: [],
      frameCode: [], tracks: [], keyframeSources: [], keyframeCode: [], states: [], stateCode: [],
      outputs: [])
    var evaluator = HeaderEvaluator(graph: graph)
    evaluator.evaluate()
    evaluator.advance(by: 1)
    #expect(evaluator.outputCount == 0)
    #expect(evaluator.time == 1)
  }

  /// A lowered program is smaller than the code it runs for the seeds: the
  /// fusions apply (a guard against lowering silently doing nothing).
  @Test func loweringShrinksTheSeedsFrameCode() throws {
    for name in ["twitter-profile.yaml", "fade-top-view.yaml", "pinterest-pager.yaml"] {
      let compiled = try Self.compile(path: Fixtures.spec(name).path)
      let evaluator = HeaderEvaluator(graph: compiled.graph)
      #expect(
        evaluator.program.frame.count <= compiled.graph.frameCode.count / 2,
        "\(name): \(evaluator.program.frame.count) of \(compiled.graph.frameCode.count)")
    }
  }

  // MARK: Exercising

  /// Drives `evaluator` over offsets and events, comparing after each step.
  static func exercise(
    _ evaluator: inout HeaderEvaluator, _ compiled: CompiledSpec,
    offsets: [Double] = offsets(-500...2500)
  ) throws {
    for input in evaluator.graph.inputs.indices {
      let slots = evaluator.graph.inputs[input]
      for offset in offsets {
        evaluator.setInput(input, raw: offset)
        // The input as stored, by its rule: the offset made finite, and the
        // value that plus the inset, made finite.
        let raw = ScalarOps.finite(offset)
        let value = ScalarOps.finite(raw + evaluator.slotValue(Int(slots.insetSlot)))
        #expect(
          evaluator.slotValue(Int(slots.rawSlot)).bitPattern == raw.bitPattern, "raw at \(offset)")
        #expect(
          evaluator.slotValue(Int(slots.valueSlot)).bitPattern == value.bitPattern,
          "value at \(offset)")
        try expectAsWritten(evaluator, compiled, "input \(input) at \(offset)")
      }
      evaluator.reset()
      typealias Event = (name: String, apply: (inout HeaderEvaluator) -> Void)
      var events: [Event] = []
      for step in 0..<60 {
        events.append(("drag", { $0.drag(input, by: step < 30 ? 3 : -4) }))
      }
      events.append(("end", { $0.endScrolling(input) }))
      for _ in 0..<30 { events.append(("wait", { $0.advance(by: 1.0 / 120) })) }
      for offset in [-80.0, 30, 5000, 12] {
        events.append(("scroll", { $0.scroll(input, toRaw: offset) }))
      }
      events.append(("end", { $0.endScrolling(input) }))
      events.append(("wait", { $0.advance(by: 0.05) }))
      for event in events {
        event.apply(&evaluator)
        try expectAsWritten(evaluator, compiled, "input \(input) after \(event.name)")
      }
    }
  }

  /// Every output and named slot of `evaluator` equals, bit for bit, what
  /// the graph's code as written computes from the same state.
  static func expectAsWritten(
    _ evaluator: HeaderEvaluator, _ compiled: CompiledSpec, _ context: String
  )
    throws
  {
    var reference = evaluator
    reference.evaluateAsWritten()
    for (index, output) in evaluator.graph.outputs.enumerated() {
      let lowered = evaluator.value(at: index)
      let written = reference.slots[Int(output.slot)]
      // Tabulated outputs are within the stated tolerance; the rest are exact.
      let tolerance =
        evaluator.program.tabulated[index]
        ? HeaderEvaluator.tabulationTolerance * max(1, abs(written)) : 0
      guard lowered.bitPattern == written.bitPattern || abs(lowered - written) <= tolerance else {
        Issue.record(
          "\(compiled.graph.name) \(output.key) \(context): lowered \(lowered), as written \(written)"
        )
        return
      }
    }
    for (index, machine) in evaluator.graph.states.enumerated() {
      var lowered = evaluator
      lowered.runStateCode(start: Int(machine.guardStart), count: Int(machine.guardCount))
      var written = evaluator
      written.runGuardsAsWritten(of: index)
      for slot in [machine.gateSlot, machine.downSlot, machine.upSlot, machine.positionSlot] {
        let (a, b) = (lowered.slots[Int(slot)], written.slots[Int(slot)])
        guard a.bitPattern == b.bitPattern else {
          Issue.record(
            "\(compiled.graph.name) guard slot \(slot) \(context): lowered \(a), as written \(b)")
          return
        }
      }
    }
    // Tools (lint among them) read every slot, intermediate values included:
    // slots a frame keeps directly, the others from the whole frame code
    // (which `slotValue` runs for each of them; here once for all).
    let whole = evaluator.slotValues()
    for slot in 0..<evaluator.graph.slotCount {
      let lowered = evaluator.program.live[slot] ? evaluator.slotValue(slot) : whole[slot]
      let written = reference.slots[slot]
      guard lowered.bitPattern == written.bitPattern else {
        Issue.record(
          "\(compiled.graph.name) slot \(slot) \(context): lowered \(lowered), as written \(written)"
        )
        return
      }
    }
  }

  /// Offsets over `range`: a sweep in small steps, the keyframe-sized steps
  /// in between, then jumps, and extreme values.
  static func offsets(_ range: ClosedRange<Double>) -> [Double] {
    var generator = SystemRandomNumberGenerator()
    let width = range.upperBound - range.lowerBound
    let sweep = (0...400).map { range.lowerBound + width * Double($0) / 400 }
    let jumps = (0..<200).map { _ in Double.random(in: range, using: &generator) }
    // Then the edges: signed zeros, overflow, the tables' domain (2⁴⁰) and
    // its neighbours, which a simple frame checks in one comparison.
    return sweep + sweep.reversed() + jumps + [
      0, -0.0, 1e308, -1e308, .infinity, -.infinity, .nan, .leastNonzeroMagnitude,
      0x1p40, -0x1p40, 0x1p40.nextDown, (-0x1p40).nextUp, 0x1p40.nextUp,
    ]
  }

  // MARK: Specs

  static func compile(path: String) throws -> CompiledSpec {
    let loaded = try SpecLoader.load(path: path)
    return try #require(loaded.compiled, "\(path): \(loaded.diagnostics.map(\.message))")
  }

  static func compile(text: String, name: String) throws -> CompiledSpec {
    let loaded = SpecLoader.load(bytes: Array(text.utf8), path: name)
    return try #require(loaded.compiled, "\(name): \(loaded.diagnostics.map(\.message))")
  }

  /// Specs that exercise each rewrite and its limits.
  static let edgeCases: [String: String] = [
    "extrapolation": """
    version: 1
    name: extrapolation
    inputs:
      scroll: { axis: vertical }
    targets:
      a:
        alpha: 0.5
        translateX: { over: scroll, keyframes: [{ at: 0, value: 1 }, { at: 100, value: 5 }], before: none, after: none }
        translateY: { over: scroll, keyframes: [{ at: 0, value: 1 }, { at: 100, value: 5 }], before: extend, after: extend }
        scaleX: { over: scroll, keyframes: [{ at: 50, value: 1 }, { at: 50, value: 5 }], before: extend, after: extend }
        scaleY: { over: scroll, keyframes: [{ at: 0, value: 1 }, { at: 10, value: 2 }, { at: 90, value: -3 }], before: none, after: extend }
        rotation: { over: scroll, keyframes: [{ at: 7, value: 3 }], before: extend, after: none }
    """,
    "layered-tracks": """
    version: 1
    name: layered-tracks
    inputs:
      scroll: { axis: vertical }
    vars:
      v: { over: scroll, keyframes: [{ at: -10, value: 0 }, { at: 10, value: 1e308 }], after: extend }
      w: v * 10
      x: w
    targets:
      a:
        alpha:
          - 0.25
          - { over: scroll, keyframes: [{ at: 0, value: 1 }, { at: 100, value: 0 }], before: none, after: none }
          - { over: v, keyframes: [{ at: 0, value: 2 }, { at: 1, value: 3 }, { at: 2, value: 4 }], before: none, after: none }
        translateX: x
        translateY: w - v
        scaleX: { over: w, keyframes: [{ at: 0, value: -1e308 }, { at: 1e308, value: 1e308 }], ease: easeInOut }
        scaleY: { over: scroll, keyframes: [{ at: 0, value: 0 }, { at: 10, value: 1 }, { at: 20, value: 0 }], ease: hold }
        rotation: { over: scroll, keyframes: [{ at: 0, value: 0 }, { at: 100, value: 1 }], ease: steps(4) }
    """,
    "arithmetic": """
    version: 1
    name: arithmetic
    inputs:
      scroll: { axis: vertical, inset: 20 }
    params:
      big: 1e308
      zero: 0
      list: [3, 1e308, -2]
    ranges:
      r: { input: scroll, from: 0, to: 100 }
      flat: { input: scroll, from: 50, to: 50 }
    vars:
      a: scroll * big
      b: a - a
      c: scroll / zero + scroll % 7 + scroll % zero
      d: if(scroll > 10 && scroll < 90 || !(scroll != 50), r, flat)
      e: sum(list) + sum(list, scroll / 10) + list[scroll / 30] + count(list)
      f: sqrt(scroll) + abs(-scroll) + floor(scroll / 3) + ceil(scroll / 3) + round(scroll / 3)
      g: lerp(scroll, big, r) + progress(scroll, -big, big) + clamp(scroll, big, -big)
      h: min(scroll, 3) + max(scroll, 3) + min(scroll, 3)
    targets:
      t:
        alpha: a
        translateX: b + c
        translateY: d + e
        scaleX: f + g
        scaleY: h
        rotation: scroll * 2 + scroll * 2
      u:
        alpha: scroll * 2 + scroll * 2
        translateX: h
        scaleX: h * 1
    """,
  ]
}
