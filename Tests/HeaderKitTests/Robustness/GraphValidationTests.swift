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
    #expect(throws: Never.self) { try Self.graphWithATrack().validate() }
  }

  /// Set-up and keyframe code run while keyframes are rebuilt, so a track
  /// evaluated there would read keyframes that are not there yet.
  @Test func tracksRunOnlyInFrameAndStateCode() throws {
    let graph = try Self.graphWithATrack()
    let track = try #require(graph.frameCode.first { $0.op == .track })
    var inSetup = graph
    inSetup.setupCode.append(track)
    #expect(throws: GraphLoadError.self) { try inSetup.validate() }
    var inKeyframes = graph
    inKeyframes.keyframeCode.append(track)
    #expect(throws: GraphLoadError.self) { try inKeyframes.validate() }
    var inStates = graph
    inStates.stateCode.append(track)
    #expect(throws: Never.self) { try inStates.validate() }
  }

  @Test func keyframesBuiltAreCountedPerTrack() throws {
    // Two tracks sharing one keyframe source build it twice.
    var graph = try Self.graphWithATrack()
    #expect(graph.builtKeyframeCount() == 2)
    graph.tracks.append(graph.tracks[0])
    #expect(graph.builtKeyframeCount() == 4)
  }

  @Test func outputsAreFiniteWhateverTheGraph() throws {
    // An output computed as 1.8e308 · 1.8e308, without the compiler's `finite`.
    var graph = try SpecHarness.graph(SpecHarness.spec(targets: "  a: { alpha: 1 }\n"))
    let big = Int32(graph.slotCount)
    graph.slotCount += 1
    graph.constants.append(.init(slot: big, value: .greatestFiniteMagnitude))
    graph.frameCode.append(Instruction(.mul, Int(graph.outputs[0].slot), Int(big), Int(big)))
    try graph.validate()
    var header = HeaderEvaluator(graph: graph)
    header.setInput(0, raw: 0)
    #expect(header.value(at: 0) == .greatestFiniteMagnitude)
    header.forEachValue { _, value in #expect(value == .greatestFiniteMagnitude) }
  }
}
