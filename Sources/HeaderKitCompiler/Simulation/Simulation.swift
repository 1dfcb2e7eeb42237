public import HeaderKitRuntime

extension HeaderEvaluator {
  /// The input a trace drives: the one it names, else the first input with a
  /// state, else the first input.
  public func traceInput(_ trace: Trace) -> Int? {
    if let name = trace.input?.value { return inputIndex(named: name) }
    if let state = graph.states.first { return Int(state.input) }
    return graph.inputs.isEmpty ? nil : 0
  }

  /// The input each event of `trace` drives: the one it names, else `input`
  /// (resolved once, so that running the trace looks up no names).
  public func eventInputs(_ trace: Trace, default input: Int) -> [Int] {
    var inputs = Array(repeating: input, count: trace.events.count)
    for (index, name) in trace.eventInputs where index < inputs.count {
      inputs[index] = inputIndex(named: name.value) ?? input
    }
    return inputs
  }

  /// Applies one event to `input`.
  /// - Complexity: O(guard code + frame code); no allocation.
  public mutating func apply(_ event: Trace.Event, input: Int) {
    switch event {
    case .drag(let delta): drag(input, by: delta)
    case .scroll(let offset): scroll(input, toRaw: offset)
    case .end: endScrolling(input)
    case .endWithVelocity(let velocity): endScrolling(input, velocity: velocity)
    case .wait(let seconds): advance(by: seconds)
    // Names were checked against the graph's when the trace was loaded.
    case .signal(let name, let value): setSignal(name, to: value)
    }
  }
}
