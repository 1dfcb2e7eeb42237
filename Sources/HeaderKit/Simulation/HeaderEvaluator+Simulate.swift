public import HeaderKitCompiler
public import HeaderKitRuntime

extension HeaderEvaluator {
  /// Runs a trace from the evaluator's current state, one frame per event
  /// taken after it.
  public mutating func simulate(_ trace: Trace, input: Int) -> FrameSeries {
    var frames: [FrameSeries.Frame] = []
    frames.reserveCapacity(trace.events.count)
    simulate(trace, input: input) { frames.append($0) }
    return FrameSeries(spec: graph.name, input: nil, keys: graph.outputs.map(\.key), frames: frames)
  }

  /// Runs a trace from the evaluator's current state and hands each frame,
  /// taken after its event, to `body` as it is made, holding none of them.
  /// Events that name an input drive it; the others drive `input`, whose
  /// raw offset every frame reports.
  public mutating func simulate(
    _ trace: Trace, input: Int, each body: (FrameSeries.Frame) -> Void
  ) {
    let inputs = eventInputs(trace, default: input)
    for (index, event) in trace.events.enumerated() {
      apply(event.value, input: inputs[index])
      body(FrameSeries.Frame(time: time, offset: rawInput(input), values: allValues))
    }
  }
}
