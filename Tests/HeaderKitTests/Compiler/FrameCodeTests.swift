import HeaderKit
import Testing

@testable @_spi(Generated) import HeaderKitRuntime

/// The compiler emits each frame computation once, no `finite` of a value
/// that is always finite, and no fallback copy before a track that always
/// writes; the values stay what the expressions say.
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

  @Test func aValueThatMayOverflowIsMadeFinite() throws {
    let graph = try Self.graph()
    // A product of two offsets, and a division by a param an app may set to
    // anything, may leave the finite numbers.
    #expect(Self.writers(of: try Self.slot("square.scaleX", graph), graph).last == .finite)
    #expect(Self.writers(of: try Self.slot("perParam.translateY", graph), graph).last == .finite)
    var evaluator = HeaderEvaluator(graph: graph)
    #expect(evaluator.values(at: 1e200)["square.scaleX"] == .greatestFiniteMagnitude)
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
