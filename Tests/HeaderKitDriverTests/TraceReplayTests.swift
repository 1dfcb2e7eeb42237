import Foundation
import GeneratedHeaders
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitDriver
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// A fake scroll view driven through every bundled trace gives, after every
/// event, exactly the frame `headerkit simulate` computes (tolerance 0):
/// its content offset is the simulated offset, every output the simulated
/// value — whether the drags are a finger's or a deceleration's. A generated
/// header is held to the same events sent to it directly. (The header's own
/// `time` is not compared: the driver advances it only while a state
/// animates.)
@Suite struct TraceReplayTests {
  /// Every spec in `Specs/` with a trace beside it.
  static let traces = ((try? Fixtures.allSpecs()) ?? []).map {
    $0.deletingPathExtension().lastPathComponent
  }.filter {
    FileManager.default.fileExists(atPath: Fixtures.spec("\($0).trace.yaml").path)
  }

  @Test func everyBundledTraceIsReplayed() {
    // Six traces when this was written; a listing that found none would
    // make the tests below vacuous.
    #expect(Self.traces.count >= 6, "\(Self.traces)")
  }

  @Test(arguments: traces, GestureStyle.allCases)
  func evaluatorReplaysTheTrace(name: String, style: GestureStyle) throws {
    let (graph, trace) = try TraceReplay.load(name)
    let expected = try TraceReplay.simulate(trace, graph: graph)
    var simulator = ScrollViewSimulator(
      driver: ScrollDriver(header: HeaderEvaluator(graph: graph)))
    let frames = TraceReplay.replay(
      trace.events.map(\.value), on: &simulator, outputCount: graph.outputs.count, style: style)
    expectSameFrames(frames, expected, name: name)
  }

  @Test(arguments: GestureStyle.allCases)
  func generatedHeadersReplayTheirTraces(style: GestureStyle) throws {
    try replayGenerated(DiffClampHeader.self, "diff-clamp", style: style)
    try replayGenerated(ExitUntilCollapsedHeader.self, "exit-until-collapsed", style: style)
    try replayGenerated(TikiHomeHeader.self, "tiki-home", style: style)
    try replayGenerated(
      MaterialCollapsingToolbarHeader.self, "material-collapsing-toolbar", style: style)
    try replayGenerated(QuickReturnBarsHeader.self, "quick-return-bars", style: style)
    try replayGenerated(CompactTitleHeader.self, "compact-title", style: style)
    try replayGenerated(SwipeToRefreshHeader.self, "swipe-to-refresh", style: style)
    try replayGenerated(BottomSheetHeader.self, "bottom-sheet", style: style)
  }

  /// Fractions that do not add up exactly in binary, through every spec
  /// with a trace: the driver's drag (the scroll view's new offset minus
  /// the header's last) lands where the trace's drag does, bit for bit.
  @Test(arguments: traces, GestureStyle.allCases)
  func fractionalMovesReplayExactly(name: String, style: GestureStyle) throws {
    let graph = try TraceReplay.load(name).graph
    let events: [Trace.Event] = [
      .drag(0.1), .drag(0.2), .drag(1.0 / 3), .drag(-0.7), .drag(1e-9), .scroll(99.99),
      .drag(12.345_678_9), .drag(-0.1), .end, .wait(0.0625), .drag(7.77), .drag(-33.3),
      .end, .wait(0.125), .wait(0.03125), .scroll(-12.5), .drag(0.3), .end, .wait(1),
    ]
    let trace = Trace(events: events.map { Located($0, at: SourceRange(line: 1, column: 1)) })
    let expected = try TraceReplay.simulate(trace, graph: graph)
    var simulator = ScrollViewSimulator(
      driver: ScrollDriver(header: HeaderEvaluator(graph: graph)))
    let frames = TraceReplay.replay(
      events, on: &simulator, outputCount: graph.outputs.count, style: style)
    expectSameFrames(frames, expected, name: name)
  }

  private func replayGenerated<Header: GeneratedHeader>(
    _ type: Header.Type, _ name: String, style: GestureStyle
  ) throws {
    let (graph, trace) = try TraceReplay.load(name)
    let input = try #require(HeaderEvaluator(graph: graph).traceInput(trace))
    let expected = TraceReplay.direct(
      trace.events.map(\.value), on: Header(), input: input,
      outputCount: Header.outputKeys.count)
    var simulator = ScrollViewSimulator(
      driver: ScrollDriver(header: Header(), input: input))
    let frames = TraceReplay.replay(
      trace.events.map(\.value), on: &simulator, outputCount: Header.outputKeys.count,
      style: style)
    expectSameFrames(frames, expected, name: "\(Header.self)")
  }

  private func expectSameFrames(
    _ frames: [FrameSeries.Frame], _ expected: [FrameSeries.Frame], name: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(frames.count == expected.count, sourceLocation: sourceLocation)
    for (index, (frame, simulated)) in zip(frames, expected).enumerated() {
      #expect(
        frame.offset == simulated.offset && frame.values == simulated.values,
        "\(name), event \(index + 1): driver \(frame.offset) \(frame.values), simulate \(simulated.offset) \(simulated.values)",
        sourceLocation: sourceLocation)
    }
  }
}
