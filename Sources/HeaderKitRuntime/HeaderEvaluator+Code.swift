/// The evaluator as the code ``HeaderEngine`` runs: slots read and written
/// by their numbers, and the graph's guard, condition and frame code run by
/// the interpreter.
@_spi(Generated)
extension HeaderEvaluator: HeaderCode {
  public var inputCount: Int { layout.inputs.count }

  public var clock: Double {
    get { time }
    set { time = newValue }
  }

  public subscript(memory state: Int) -> StateMemory { memories[state] }

  public mutating func changeMemory<Result>(
    of state: Int, _ change: (inout StateMemory) -> Result
  ) -> Result {
    change(&memories[state])
  }

  public subscript(animation transition: Int) -> TransitionAnimation { animations[transition] }

  public mutating func changeAnimation<Result>(
    of transition: Int, _ change: (inout TransitionAnimation) -> Result
  ) -> Result {
    change(&animations[transition])
  }

  @inline(__always)
  public func inputSetup(_ input: Int) -> InputSetup {
    let slots = layout.inputs[input]
    return InputSetup(resting: self.slots[slots.initial], inset: self.slots[slots.inset])
  }

  @inline(__always)
  public mutating func store(_ input: Int, raw: Double, offset: Double) {
    slots[layout.inputs[input].raw] = raw
    slots[layout.inputs[input].value] = offset
  }

  public func stateSetup(_ state: Int) -> StateSetup { stateSetups[state] }

  public mutating func guards(_ state: Int) -> StateGuards {
    let state = layout.states[state]
    run(graph.stateCode, state.guards)
    return StateGuards(
      position: slots[state.position], down: slots[state.down] != 0, up: slots[state.up] != 0,
      gate: slots[state.gate] != 0)
  }

  public subscript(model state: Int) -> Double {
    get { slots[layout.states[state].model] }
    set { slots[layout.states[state].model] = newValue }
  }

  public subscript(shown state: Int) -> Double {
    get { slots[layout.states[state].value] }
    set { slots[layout.states[state].value] = newValue }
  }

  public func snapSetup(_ state: Int) -> SnapSetup? { snapSetups[state] }

  public func snapTarget(_ state: Int, _ index: Int) -> Double { snapTargets[state][index] }

  public func easeSnap(_ state: Int, _ progress: Double) -> Double { snapCurves[state](progress) }

  public func transitionSetup(_ transition: Int) -> TransitionSetup {
    transitionSetups[transition]
  }

  public mutating func condition(_ transition: Int) -> Bool {
    let transition = layout.transitions[transition]
    run(graph.stateCode, transition.code)
    return slots[transition.condition] != 0
  }

  public subscript(transition transition: Int) -> Double {
    get { slots[layout.transitions[transition].value] }
    set { slots[layout.transitions[transition].value] = newValue }
  }

  public func easeTransition(_ transition: Int, on: Bool, _ progress: Double) -> Double {
    let curves = transitionCurves[transition]
    return (on ? curves.on : curves.off)(progress)
  }

  public subscript(clock clock: Int) -> Double {
    get { slots[layout.clocks[clock].value] }
    set { slots[layout.clocks[clock].value] = newValue }
  }

  public subscript(clockRunning clock: Int) -> Bool {
    get { clocksRunning[clock] }
    set { clocksRunning[clock] = newValue }
  }

  public func clockPeriod(_ clock: Int) -> Double {
    layout.clocks[clock].period.map { slots[$0] } ?? 0
  }

  public mutating func clockCondition(_ clock: Int) -> Bool {
    let clock = layout.clocks[clock]
    run(graph.stateCode, clock.code)
    return slots[clock.condition] != 0
  }

  public subscript(signal signal: Int) -> Double {
    get { slots[layout.signals[signal].value] }
    set { slots[layout.signals[signal].value] = newValue }
  }

  public func signalDefault(_ signal: Int) -> Double { graph.signals[signal].defaultValue }

  public mutating func latch(_ signal: Int) -> Double? {
    guard let latch = layout.signals[signal].latch else { return nil }
    run(graph.stateCode, latch.code)
    return slots[latch.condition] != 0 ? slots[latch.value] : nil
  }

  public mutating func frame() { run(graph.frameCode, graph.frameCode.indices) }
}
