import HeaderKit
import Testing

@testable @_spi(Generated) import HeaderKitRuntime

/// The compiler emits each frame computation once, no `finite` of a value
/// that is always finite or of an output (read finite anyway), and no
/// fallback copy before a track that always writes; the values stay what
/// the expressions say.
@Suite struct FrameCodeTests {
  static let spec = """
    version: 1
    name: frame-code
    inputs:
      scroll: {}
    params:
      size: 40
    targets:
      twice:
        translateX: scroll * 2
        translateY: scroll * 2
      bounded:
        alpha: clamp(scroll, 0, 1)
      square:
        scale: scroll * scroll
      perParam:
        translateY: scroll / size
      tracked:
        rotation:
          over: scroll
          keyframes: [{ at: 0, value: 1 }, { at: 100, value: 3 }]
      partial:
        alpha:
          over: scroll
          before: none
          keyframes: [{ at: 0, value: 0.2 }, { at: 100, value: 0.6 }]

    """

  static func graph() throws -> CompiledGraph { try SpecEvaluation.graph(text: spec) }

  static func slot(_ key: String, _ graph: CompiledGraph) throws -> Int32 {
    try #require(graph.outputs.first { $0.key == key }).slot
  }

  /// The frame instructions that write `slot`.
  static func writers(of slot: Int32, _ graph: CompiledGraph) -> [Opcode] {
    graph.frameCode.filter { $0.dst == slot }.map(\.op)
  }

  @Test func aRepeatedExpressionIsComputedOnce() throws {
    let graph = try Self.graph()
    #expect(try Self.slot("twice.translateX", graph) == Self.slot("twice.translateY", graph))
    // scroll * 2 once, and scroll * scroll.
    #expect(graph.frameCode.filter { $0.op == .mul }.count == 2)
    var evaluator = HeaderEvaluator(graph: graph)
    let values = evaluator.values(at: 21)
    #expect(values["twice.translateX"] == 42)
    #expect(values["twice.translateY"] == 42)
  }

  @Test func aValueThatIsAlwaysFiniteIsNotMadeFinite() throws {
    let graph = try Self.graph()
    // A clamp of a finite offset between constants, and a track's value.
    #expect(Self.writers(of: try Self.slot("bounded.alpha", graph), graph) == [.clamp])
    #expect(Self.writers(of: try Self.slot("tracked.rotation", graph), graph) == [.track])
  }

  @Test func anOutputThatMayOverflowIsReadFinite() throws {
    let graph = try Self.graph()
    // A product of two offsets, and a division by a param an app may set to
    // anything, may leave the finite numbers: the frame code leaves them as
    // they are (no `finite`, which reading outputs would repeat) ...
    #expect(Self.writers(of: try Self.slot("square.scaleX", graph), graph) == [.mul])
    #expect(Self.writers(of: try Self.slot("perParam.translateY", graph), graph) == [.div])
    // ... and they are read finite: 1e200² and 1e200 / −1e-300 saturate.
    var evaluator = HeaderEvaluator(graph: graph)
    #expect(evaluator.values(at: 1e200)["square.scaleX"] == .greatestFiniteMagnitude)
    evaluator.setParam(try #require(evaluator.paramIndex(named: "size")), to: -1e-300)
    let output = try #require(evaluator.outputIndex(named: "perParam.translateY"))
    evaluator.setInput(0, raw: 1e200)
    #expect(evaluator.value(at: output) == -.greatestFiniteMagnitude)
    var read = 0.0
    evaluator.forEachValue { index, value in if index == output { read = value } }
    #expect(read == -.greatestFiniteMagnitude)
  }

  @Test func aVarThatMayOverflowIsMadeFinite() throws {
    let graph = try SpecEvaluation.graph(
      text: """
        version: 1
        name: finite-var
        inputs:
          scroll: {}
        vars:
          huge: scroll * scroll
        targets:
          square:
            scale: huge / huge
        """)
    // Other expressions read vars: `huge` is the largest double at 1e200,
    // so `huge / huge` is 1 (∞ / ∞ would be NaN, read as 0).
    #expect(graph.frameCode.map(\.op) == [.mul, .finite, .div])
    var evaluator = HeaderEvaluator(graph: graph)
    #expect(evaluator.values(at: 1e200)["square.scaleX"] == 1)
  }

  @Test func onlyATrackThatMayNotApplyStartsFromAFallback() throws {
    let graph = try Self.graph()
    // Clamped at both ends, the track always writes: no copy of the identity first.
    #expect(Self.writers(of: try Self.slot("tracked.rotation", graph), graph) == [.track])
    // Without a value before its first keyframe, alpha's identity (1) shows there.
    #expect(
      Self.writers(of: try Self.slot("partial.alpha", graph), graph).prefix(2) == [.copy, .track])
    var evaluator = HeaderEvaluator(graph: graph)
    #expect(evaluator.values(at: -10)["partial.alpha"] == 1)
    #expect(abs(evaluator.values(at: 50)["partial.alpha"]! - 0.4) < 1e-12)
    #expect(evaluator.values(at: -10)["tracked.rotation"] == 1)
  }
}
