import Foundation
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// A scroll that moves no state or transition may leave the frame code
/// unrun (see `SlotLayout.frameReadsScroll`): the outputs must then be what
/// running it would give, to the bit.
@Suite struct UnchangedScrollTests {
  /// Random drags, scrolls, ends and waits on every fixture; after each, a
  /// copy of the evaluator runs the frame code at the same offset
  /// (`setInput`, which always runs it) and must show the same outputs.
  @Test(arguments: GraphFixtures.names)
  func outputsAreThoseOfAFrameRun(_ name: String) throws {
    try Self.expectFrameRunOutputs(HeaderEvaluator(graph: try GraphFixtures.graph(name)), name)
  }

  /// Tiki's outputs follow its state only, so most drags skip the frame code;
  /// edited so that an output reads a guard's result (`up`: above the
  /// bottom, 1,520 points with the header collapsed), a drag that moves no
  /// state changes that output, and the frame code must run.
  @Test func aFrameReadingAGuardRunsOnEveryScroll() throws {
    var object = try GraphFixtures.object("tiki-home")
    let state = (object["states"] as! [[String: Any]])[0]
    var code = object["frameCode"] as! [[Any]]
    // The last instruction makes searchTrailing.constant finite; it now copies the guard.
    code[code.count - 1] = ["finite", code[code.count - 1][1], state["upSlot"]!, 0, 0]
    object["frameCode"] = code
    let graph = try CompiledGraph(json: try JSONSerialization.data(withJSONObject: object))
    var header = HeaderEvaluator(graph: graph)
    let (height, up) = (
      try #require(header.outputIndex(named: "headerHeight.constant")),
      try #require(header.outputIndex(named: "searchTrailing.constant"))
    )
    // Collapsed, then scrolled on to just above the bottom: the state stays at its minimum.
    for _ in 0..<60 { header.drag(0, by: 1) }
    header.scroll(0, toRaw: 1_515)
    #expect(header.value(at: height) == 44 && header.value(at: up) == 1)
    header.drag(0, by: 10)
    #expect(header.rawInput(0) == 1_525)
    #expect(header.value(at: height) == 44 && header.value(at: up) == 0)
    try Self.expectFrameRunOutputs(header, "edited tiki-home")
  }

  static func expectFrameRunOutputs(_ start: HeaderEvaluator, _ name: String) throws {
    let seed: UInt64 = 2_411
    var random = SplitMix64(seed: seed)
    var header = start
    let inputs = header.graph.inputs.indices
    for step in 0..<600 {
      let input = inputs.randomElement(using: &random)!
      switch Int.random(in: 0..<10, using: &random) {
      case 0..<6: header.drag(input, by: Double(Int.random(in: -12...12, using: &random)))
      case 6: header.scroll(input, toRaw: Double(Int.random(in: -80...500, using: &random)))
      case 7:
        header.endScrolling(input, velocity: Double.random(in: -2_000...2_000, using: &random))
      default: header.advance(by: 1.0 / 120)
      }
      var frame = header
      frame.setInput(input, raw: header.rawInput(input))
      for output in 0..<header.outputCount {
        let (shown, computed) = (header.value(at: output), frame.value(at: output))
        #expect(
          shown.bitPattern == computed.bitPattern,
          "seed \(seed), \(name), step \(step): output \(output) \(shown), a frame run gives \(computed)"
        )
      }
    }
  }
}
