extension HeaderEvaluator {
  // MARK: Inputs

  /// The raw offset of an input, as last set (after any hand-off); finite.
  public func rawInput(_ index: Int) -> Double {
    slots[layout.inputs[index].raw]
  }

  /// The raw offset at which an input rests: `-inset` unless the spec says
  /// otherwise; finite whatever the graph.
  public func restingInput(_ index: Int) -> Double {
    ScalarOps.finite(slots[Int(graph.inputs[index].initialSlot)])
  }

  /// Sets an input to a raw `contentOffset` component and evaluates.
  ///
  /// This is the stateless path: states stay where they are. Use
  /// ``scroll(_:toRaw:)`` to let them react. NaN becomes 0 and infinities
  /// the largest finite magnitudes.
  /// - Complexity: O(frame code); no allocation.
  public mutating func setInput(_ index: Int, raw: Double) {
    run(.frame, 0..<graph.frameCode.count, storing: raw, input: index)
  }

  /// Stores input `index`'s raw offset, as ``store(_:in:_:)`` does.
  mutating func store(input index: Int, raw: Double) {
    let input = layout.inputs[index]
    var slots = slots.mutableSpan
    Self.store(raw, in: input, &slots)
  }

  // MARK: Events

  /// Puts every input at rest, every state at its initial value, every
  /// transition at rest on the side its condition gives at rest, and the clock at 0.
  public mutating func reset() {
    time = 0
    // Each track starts from its first segment again. Writing them also
    // gives a copied evaluator its own tracks here, not at some later frame
    // (which would allocate there).
    for index in tables.tracks.indices {
      tables.tracks[index].cursor = tables.tracks[index].keys.lowerBound
    }
    for index in graph.inputs.indices {
      store(input: index, raw: slots[Int(graph.inputs[index].initialSlot)])
    }
    for (index, state) in graph.states.enumerated() {
      let initial = ScalarOps.finite(slots[Int(state.initialSlot)])
      slots[Int(state.modelSlot)] = initial
      slots[Int(state.valueSlot)] = initial
      memories[index] = StateMemory()
    }
    // Positions are read at rest once every state has its initial value.
    for (index, state) in layout.states.enumerated() {
      run(.guards, state.guards)
      memories[index].previousRaw = slots[state.raw]
      memories[index].previousPosition = slots[state.position]
    }
    settleTransitions()
    evaluate()
  }

  /// Scrolls an input to a raw offset, as `setContentOffset` does: its
  /// states react (see docs/states.md), which may hand the offset back (see
  /// ``rawInput(_:)``), then the frame is evaluated.
  /// - Complexity: O(guard code + frame code); no allocation.
  public mutating func scroll(_ input: Int, toRaw raw: Double) {
    releaseSnaps(of: input)
    store(input: input, raw: raw)
    for index in layout.states.indices where layout.states[index].input == input {
      update(state: index)
    }
    updateTransitions()
    evaluate()
  }

  /// Moves an input by a delta from where the last event left it, as a
  /// finger drag does, then reacts as ``scroll(_:toRaw:)``.
  /// - Complexity: O(guard code + frame code); no allocation.
  public mutating func drag(_ input: Int, by delta: Double) {
    scroll(input, toRaw: rawInput(input) + delta)
  }

  /// Dragging and deceleration of an input have stopped: its states with a
  /// snap start animating to the target their rule picks. The same as
  /// ``endScrolling(_:velocity:)`` at rest.
  /// - Complexity: O(snap targets + frame code); no allocation.
  public mutating func endScrolling(_ input: Int) { endScrolling(input, velocity: 0) }

  /// Advances the clock; snaps and transitions move on, transitions' conditions
  /// are checked, and the frame is evaluated with their presented values. Negative durations count as 0.
  /// - Complexity: O(states + transitions' code + frame code); no allocation.
  public mutating func advance(by seconds: Double) {
    let seconds = Swift.max(0, ScalarOps.finite(seconds))
    // Sums of huge waits stay finite: the clock stops at the largest double.
    time = ScalarOps.finite(time + seconds)
    for index in memories.indices where memories[index].snap.isRunning {
      advanceSnap(index, by: seconds)
    }
    advanceTransitions(by: seconds)
    updateTransitions()
    evaluate()
  }

  /// Whether state `index` is animating towards a snap target.
  public func isAnimating(state index: Int) -> Bool { memories[index].snap.isRunning }

  /// One state's reaction to the latest move of its input: its guards at the
  /// new offset, then, if its gate holds, ``StateRule``; the content follows
  /// the hand-off, and the state remembers what it saw.
  private mutating func update(state index: Int) {
    let state = layout.states[index]
    run(.guards, state.guards)
    guard slots[state.gate] != 0 else { return }
    let (raw, model) = (slots[state.raw], slots[state.model])
    let outcome = rules[index].move(
      raw: raw, position: slots[state.position],
      previousPosition: memories[index].previousPosition,
      previousRaw: memories[index].previousRaw, model: model,
      down: slots[state.down] != 0, up: slots[state.up] != 0)
    if outcome.model != model {
      slots[state.model] = outcome.model
      slots[state.value] = outcome.model
      memories[index].snap.cancel()
    }
    if outcome.content != raw {
      store(input: state.input, raw: outcome.content)
      // The position follows the content back (the raw offset itself needs no code).
      if state.position != state.raw { run(.guards, state.guards) }
    }
    memories[index].previousRaw = slots[state.raw]
    memories[index].previousPosition = slots[state.position]
  }
}
