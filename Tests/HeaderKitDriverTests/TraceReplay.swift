import HeaderKit
import HeaderKitDriver
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// How the fake scroll view plays a trace's drags.
enum GestureStyle: CaseIterable, CustomStringConvertible {
  /// Every drag is the finger's; `end` lifts it without deceleration.
  case finger
  /// The first drag of a gesture is the finger's, the rest happen while the
  /// content coasts after it lifted; `end` is the end of the deceleration.
  case coasting

  var description: String { self == .finger ? "finger" : "coasting" }
}

/// Plays traces on a ``ScrollViewSimulator``, as UIKit would call a scroll
/// view's delegate for the same scroll, and reads the frame after each event.
enum TraceReplay {
  /// A bundled spec compiled, and its bundled trace.
  static func load(_ name: String) throws -> (graph: CompiledGraph, trace: Trace) {
    let spec = try SpecLoader.load(path: Fixtures.spec("\(name).yaml").path)
    let graph = try #require(spec.compiled?.graph, "\(name) does not compile")
    let decoded = TraceDecoder.decode(
      bytes: try Fixtures.bytes(Fixtures.spec("\(name).trace.yaml")))
    return (graph, try #require(decoded.trace, "\(name).trace.yaml: \(decoded.diagnostics)"))
  }

  /// What `headerkit simulate` prints for `trace`: the evaluator's frames.
  static func simulate(_ trace: Trace, graph: CompiledGraph) throws -> [FrameSeries.Frame] {
    var evaluator = HeaderEvaluator(graph: graph)
    let input = try #require(evaluator.traceInput(trace))
    return evaluator.simulate(trace, input: input).frames
  }

  /// The trace's events sent straight to a header, as `simulate` sends
  /// them to the evaluator: the frames a generated header gives.
  static func direct<Header: ScrollDrivenHeader>(
    _ events: [Trace.Event], on header: Header, input: Int, outputCount: Int
  ) -> [FrameSeries.Frame] {
    var header = header
    return events.map { event in
      switch event {
      case .drag(let delta): header.drag(input, by: delta)
      case .scroll(let offset): header.scroll(input, toRaw: offset)
      case .end: header.endScrolling(input)
      case .endWithVelocity(let velocity): header.endScrolling(input, velocity: velocity)
      case .wait(let seconds): header.advance(by: seconds)
      case .signal(let name, let value): header.setSignal(name, to: value)
      }
      return FrameSeries.Frame(
        offset: header.rawInput(input), values: (0..<outputCount).map(header.value(at:)))
    }
  }

  /// Each event as the simulator plays it, then the frame: the scroll
  /// view's content offset and every output.
  static func replay<Header: ScrollDrivenHeader>(
    _ events: [Trace.Event], on simulator: inout ScrollViewSimulator<Header>,
    outputCount: Int, style: GestureStyle
  ) -> [FrameSeries.Frame] {
    var fingerMoves = 0
    return events.indices.map { index in
      let event = events[index]
      // The finger lifts at the velocity the gesture's end gives, in UIKit's points per millisecond.
      let release = events[index...].first {
        switch $0 {
        case .end, .endWithVelocity: true
        default: false
        }
      }
      var liftVelocity = 0.0
      if case .endWithVelocity(let velocity) = release { liftVelocity = velocity / 1000 }
      switch event {
      case .drag(let delta):
        if simulator.isDecelerating {
          simulator.coast(by: delta)
        } else if style == .coasting, fingerMoves > 0 {
          simulator.liftFinger(decelerating: true, velocity: liftVelocity)
          simulator.coast(by: delta)
        } else {
          simulator.drag(by: delta)
          fingerMoves += 1
        }
      case .scroll(let offset):
        simulator.setContentOffset(offset)
      case .end, .endWithVelocity:
        if simulator.isDecelerating {
          simulator.stopCoasting()
        } else {
          // A finger that touches and lifts without moving ends scrolling too.
          if !simulator.isDragging { simulator.beginDragging() }
          simulator.liftFinger(decelerating: false, velocity: liftVelocity)
        }
        fingerMoves = 0
      case .wait(let seconds):
        simulator.wait(seconds)
      case .signal(let name, let value):
        // Loaded traces name only the spec's signals.
        simulator.setSignal(simulator.header.signalIndex(named: name) ?? 0, to: value)
      }
      return FrameSeries.Frame(
        offset: simulator.contentOffset,
        values: (0..<outputCount).map(simulator.header.value(at:)))
    }
  }
}
