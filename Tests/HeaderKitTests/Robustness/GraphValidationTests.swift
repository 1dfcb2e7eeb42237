import HeaderKit
import HeaderKitRuntime
import Testing

/// `CompiledGraph.validate()` refuses graphs the evaluator cannot run safely,
/// as a hand-edited or hostile JSON file could make them.
@Suite struct GraphValidationTests {
  static func graphWithATrack() throws -> CompiledGraph {
    try SpecHarness.graph(
      SpecHarness.spec(
        targets:
          "  a: { alpha: { over: scroll, keyframes: [{ at: 0, value: 0 }, { at: 9, value: 1 }] } }\n"
      ))
  }

  @Test func theCompilersGraphIsValid() throws {
    #expect(throws: Never.self) { try GraphParts(Self.graphWithATrack()).build() }
  }

  /// Set-up and keyframe code run while keyframes are rebuilt, so a track
  /// evaluated there would read keyframes that are not there yet.
  @Test func tracksRunOnlyInFrameAndStateCode() throws {
    let graph = try Self.graphWithATrack()
    let track = try #require(graph.frameCode.first { $0.op == .track })
    var inSetup = GraphParts(graph)
    inSetup.setupCode.append(track)
    #expect(throws: GraphError.misplacedInstruction(.setupCode, element: 0)) { try inSetup.build() }
    var inKeyframes = GraphParts(graph)
    inKeyframes.keyframeCode.append(track)
    let element = inKeyframes.keyframeCode.count - 1
    #expect(throws: GraphError.misplacedInstruction(.keyframeCode, element: element)) {
      try inKeyframes.build()
    }
    var inStates = GraphParts(graph)
    inStates.stateCode.append(track)
    #expect(throws: Never.self) { try inStates.build() }
  }

  @Test func keyframesBuiltAreCountedPerTrack() throws {
    // Two tracks sharing one keyframe source build it twice.
    var parts = GraphParts(try Self.graphWithATrack())
    let lists = [Int]()
    #expect(try parts.build().setupCost(listLengths: lists).keyframes == 2)
    parts.tracks.append(parts.tracks[0])
    #expect(try parts.build().setupCost(listLengths: lists).keyframes == 4)
  }

  @Test func outputsAreFiniteWhateverTheGraph() throws {
    // An output computed as 1.8e308 · 1.8e308, without the compiler's `finite`.
    var parts = GraphParts(try SpecHarness.graph(SpecHarness.spec(targets: "  a: { alpha: 1 }\n")))
    let big = parts.constant(.greatestFiniteMagnitude)
    parts.frameCode.append(Instruction(.mul, Int(parts.outputs[0].slot), big, big))
    let graph = try parts.build()
    var header = HeaderEvaluator(graph: graph)
    header.setInput(0, raw: 0)
    #expect(header.value(at: 0) == .greatestFiniteMagnitude)
    header.forEachValue { _, value in #expect(value == .greatestFiniteMagnitude) }
  }
}
