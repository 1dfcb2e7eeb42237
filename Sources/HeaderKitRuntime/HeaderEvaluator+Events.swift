extension HeaderEvaluator {
  // MARK: Inputs

  /// The raw offset of an input, as last set (after any hand-off); finite.
  @inlinable
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
  @inline(__always)
  mutating func store(input index: Int, raw: Double) {
    Self.store(raw, in: layout.inputs[index], &slots)
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
  /// ``rawInput(_:)``), then the frame is evaluated — unless it would give
  /// the same values: no state or transition moved, and the frame reads
  /// nothing else a scroll changes (a header whose outputs follow its
  /// states only, while the content scrolls on).
  /// - Complexity: O(guard code + frame code); no allocation.
  public mutating func scroll(_ input: Int, toRaw raw: Double) {
    var changed = releaseSnaps(of: input)
    store(input: input, raw: raw)
    for index in layout.states.indices where layout.states[index].input == input {
      if update(state: index) { changed = true }
    }
    if updateTransitions() { changed = true }
    if changed || layout.frameReadsScroll { evaluate() }
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
  /// the hand-off, and the state remembers what it saw. Returns whether its
  /// value changed.
  private mutating func update(state index: Int) -> Bool {
    let state = layout.states[index]
    run(.guards, state.guards)
    guard slots[state.gate] != 0 else { return false }
    let (raw, model) = (slots[state.raw], slots[state.model])
    let outcome = rules[index].move(
      raw: raw, position: slots[state.position],
      previousPosition: memories[index].previousPosition,
      previousRaw: memories[index].previousRaw, model: model,
      down: slots[state.down] != 0, up: slots[state.up] != 0)
    let changed = outcome.model != model
    if changed {
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
    return changed
  }
}

extension SlotLayout {
  /// Whether a scroll may change the frame code's results without moving a
  /// state or a transition: the frame code reads a slot a scroll writes
  /// besides their values (an input's offsets, a result of guard or
  /// condition code), writes a slot events write, or reads a slot before it
  /// writes it (so that one run would feed the next). When it does not, its
  /// results are those of the last run until a state or transition moves.
  static func frameReadsScroll(_ graph: CompiledGraph) -> Bool {
    let none = [Bool](repeating: false, count: graph.slotCount)
    // Slots a scroll writes besides values; slots any event writes.
    var scrolled = none
    for input in graph.inputs {
      (scrolled[Int(input.rawSlot)], scrolled[Int(input.valueSlot)]) = (true, true)
    }
    for instruction in graph.stateCode { scrolled[Int(instruction.dst)] = true }
    var events = scrolled
    for state in graph.states {
      (events[Int(state.modelSlot)], events[Int(state.valueSlot)]) = (true, true)
    }
    for transition in graph.transitions { events[Int(transition.valueSlot)] = true }
    // Slots the frame code has written so far, and those it read before.
    var written = none
    var readFirst = none
    for instruction in graph.frameCode {
      let reads =
        instruction.op == .track
        ? [graph.tracks[Int(instruction.a)].driverSlot] : instruction.slotOperands
      for slot in reads where !written[Int(slot)] {
        if scrolled[Int(slot)] { return true }
        readFirst[Int(slot)] = true
      }
      let dst = Int(instruction.dst)
      if events[dst] || readFirst[dst] { return true }
      written[dst] = true
    }
    return false
  }
}
