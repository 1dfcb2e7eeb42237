/// Events over raw buffers: moving an input (drags and scrolls) and its
/// states' update, snaps and animation frames. ``HeaderEvaluator`` makes one
/// call here per event, with its slot buffer, which also holds every state's
/// memory (see ``StateMemory``).
extension FrameProgram {
  /// Moves input `index` by `delta` from where the last event left it, as a
  /// finger drag does; see ``move(_:toRaw:slots:)``.
  @usableFromInline
  func drag(_ index: Int, by delta: Double, slots: UnsafeMutablePointer<Double>) {
    let raw = ScalarOps.finite(slots[inputs[index].raw]) + delta
    move(index, toRaw: raw, slots: slots)
  }

  /// Scrolls input `index` to `raw`, as `setContentOffset` does; see
  /// ``move(_:toRaw:slots:)``.
  @usableFromInline
  func scroll(_ index: Int, toRaw raw: Double, slots: UnsafeMutablePointer<Double>) {
    move(index, toRaw: raw, slots: slots)
  }

  /// An input's move: stores it, updates its states, and evaluates unless
  /// nothing the frame reads changed (see ``EventReads``).
  @inline(__always)
  private func move(_ index: Int, toRaw raw: Double, slots: UnsafeMutablePointer<Double>) {
    let input = inputs.baseAddress.unsafelyUnwrapped + index
    let rawBefore = slots[input.pointee.raw].bitPattern
    let valueBefore = slots[input.pointee.value].bitPattern
    store(input: index, raw: raw, slots: slots)
    var changed = updateStates(of: index, slots: slots)
    if input.pointee.readByFrame {
      // Bit by bit: −0 and 0 may give different outputs.
      changed =
        changed || slots[input.pointee.raw].bitPattern != rawBefore
        || slots[input.pointee.value].bitPattern != valueBefore
    }
    if changed { runFrameSimpleInline(slots: slots) }
  }

  /// Applies the latest move of `input` to each of its states, in order.
  ///
  /// A state ignores a move while its gate is false, and then also keeps the
  /// offset and position it last saw. Otherwise the move is the change of its
  /// position (by default the input's offset) since the last event; its
  /// direction picks the guard and the hand-off mode. With `overflow` the
  /// content first moves as far as its limits and the state's move is what is
  /// left. The move times `follow` changes the value when the guard holds; a
  /// bound stops the value only in the direction it moves. When the value
  /// changes, a running snap is cancelled and the hand-off places the content:
  /// `hold` puts it back where it was, `consume` moves it by the part of the
  /// move the value did not take. The content then stays within its limits.
  /// - Complexity: O(guard code) per state; no allocation.
  /// - Returns: Whether a state the frame reads changed.
  @inline(__always)
  private func updateStates(of input: Int, slots: UnsafeMutablePointer<Double>) -> Bool {
    let slotsOfInput = inputs.baseAddress.unsafelyUnwrapped + input
    let first = slotsOfInput.pointee.firstState
    let end = slotsOfInput.pointee.endState
    // An input's one state (the common case) without a loop around it.
    if end == first &+ 1 { return updateState(first, of: input, slots: slots) }
    var changed = false
    let plans = states.baseAddress.unsafelyUnwrapped
    for index in first..<end where plans[index].input == input {
      if updateState(index, of: input, slots: slots) { changed = true }
    }
    return changed
  }

  /// One state's update for a move of `input` (see ``updateStates(of:slots:)``).
  /// - Returns: Whether its value changed and the frame reads it.
  @inline(__always)
  private func updateState(_ index: Int, of input: Int, slots: UnsafeMutablePointer<Double>)
    -> Bool
  {
    let rawSlot = inputs[input].raw
    // Through pointers: copying a state's plan costs more than an event's work.
    let machine = states.baseAddress.unsafelyUnwrapped + index
    let memory = StateMemory.of(index, in: slots, program: self)
    var guards = StateGuards(
      program: self, state: index, folded: machine.pointee.guardsFolded, slots: slots)
    let gateHolds: Bool
    if let gate = machine.pointee.constantGate,
      gate.slot < 0 || abs(slots[gate.slot]) <= FoldedGuard.maxMagnitude
    {
      // What the folded gate gives, read without it (see `constantGate`).
      slots[machine.pointee.gateSlot] = gate.value
      gateHolds = gate.value != 0
    } else {
      gateHolds = guards.value(machine.pointee.foldedGate, slot: machine.pointee.gateSlot)
    }
    guard gateHolds else { return false }
    var changed = false
    let raw = slots[rawSlot]
    var move = slots[machine.pointee.positionSlot] - memory[StateMemory.previousPosition]
    let mode: CompiledGraph.Handoff.Mode =
      move > 0 ? machine.pointee.handoffDown : move < 0 ? machine.pointee.handoffUp : .none
    var content = raw
    if mode == .overflow {
      // Only the part past a limit in the move's own direction is left over.
      content = withinLimits(raw, machine, slots)
      move = move > 0 ? max(0, raw - content) : min(0, raw - content)
    }
    // The value the move gives if its direction's guard holds; one the
    // value already has (a header collapsed, scrolled further) needs no
    // guard: the guard would only choose between two equal values.
    let model = slots[machine.pointee.modelSlot]
    let change = slots[machine.pointee.followSlot] * move
    var value = model
    if change < 0 {
      value = max(slots[machine.pointee.minSlot], model + change)
    } else if change > 0 {
      value = min(slots[machine.pointee.maxSlot], model + change)
    }
    value = ScalarOps.finite(value)
    // One test when the value stays (most of a drag); the second is the
    // rule's own, as a refused guard may have put the value back.
    if value != model {
      let allowed =
        move > 0
        ? guards.value(machine.pointee.foldedDown, slot: machine.pointee.downSlot)
        : guards.value(machine.pointee.foldedUp, slot: machine.pointee.upSlot)
      if !allowed { value = model }
      if value != model {
        slots[machine.pointee.modelSlot] = value
        slots[machine.pointee.valueSlot] = value
        memory[StateMemory.animating] = 0
        changed = machine.pointee.readByFrame
        switch mode {
        case .hold: content = memory[StateMemory.previousRaw]
        // A change needs a nonzero follow, so the division is safe.
        case .consume: content = raw - (value - model) / slots[machine.pointee.followSlot]
        case .none, .overflow: break
        }
      }
    }
    content = withinLimits(content, machine, slots)
    if content != raw {
      store(input: input, raw: content, slots: slots)
      // The position follows the content back (a spec's own `position`
      // is recomputed; the default is the raw offset itself).
      if machine.pointee.positionSlot != rawSlot {
        runGuardCode(of: index, slots: slots)
      }
    }
    memory[StateMemory.previousRaw] = slots[rawSlot]
    memory[StateMemory.previousPosition] = slots[machine.pointee.positionSlot]
    return changed
  }

  /// `raw` moved within a state's limits, if it has any.
  @inline(__always)
  private func withinLimits(
    _ raw: Double, _ machine: UnsafeMutablePointer<StatePlan>, _ slots: UnsafeMutablePointer<Double>
  ) -> Double {
    guard machine.pointee.lowerSlot >= 0 else { return raw }
    let lower = slots[machine.pointee.lowerSlot]
    let upper = slots[machine.pointee.upperSlot]
    return min(max(raw, lower), max(lower, upper))
  }

  /// Dragging and deceleration of input `index` have stopped: each of its
  /// states with a snap starts animating to the target its rule picks.
  @usableFromInline
  func endScrolling(_ index: Int, slots: UnsafeMutablePointer<Double>) {
    let plans = states.baseAddress.unsafelyUnwrapped
    for state in 0..<states.count where plans[state].input == index {
      startSnap(
        plans + state, memory: StateMemory.of(state, in: slots, program: self), slots: slots)
    }
    runFrameSimpleInline(slots: slots)
  }

  /// Starts a state's snap, if it has one, towards the target its rule picks.
  @inline(__always)
  private func startSnap(
    _ machine: UnsafeMutablePointer<StatePlan>, memory: UnsafeMutablePointer<Double>,
    slots: UnsafeMutablePointer<Double>
  ) {
    guard machine.pointee.snapCount >= 0 else { return }
    let modelSlot = machine.pointee.modelSlot
    let valueSlot = machine.pointee.valueSlot
    let targets = snapTargets.baseAddress.unsafelyUnwrapped + machine.pointee.snapStart
    let target = SnapTargets.choose(
      for: slots[modelSlot], count: machine.pointee.snapCount, rule: machine.pointee.snapRule
    ) { slots[targets[$0]] }
    let duration = max(0, slots[machine.pointee.snapDurationSlot])
    memory[StateMemory.from] = slots[valueSlot]
    memory[StateMemory.to] = target
    memory[StateMemory.elapsed] = 0
    memory[StateMemory.duration] = duration
    memory[StateMemory.animating] = duration > 0 ? 1 : 0
    slots[modelSlot] = target
    if !(duration > 0) { slots[valueSlot] = target }
  }

  /// Moves every snap in flight on by `seconds` (finite, not negative) and
  /// evaluates with their presented values.
  @usableFromInline
  func advance(by seconds: Double, slots: UnsafeMutablePointer<Double>) {
    let plans = states.baseAddress.unsafelyUnwrapped
    for state in 0..<states.count {
      let memory = StateMemory.of(state, in: slots, program: self)
      guard memory[StateMemory.animating] != 0 else { continue }
      let valueSlot = plans[state].valueSlot
      let elapsed = ScalarOps.finite(memory[StateMemory.elapsed] + seconds)
      let duration = memory[StateMemory.duration]
      memory[StateMemory.elapsed] = elapsed
      if elapsed >= duration {
        memory[StateMemory.animating] = 0
        slots[valueSlot] = memory[StateMemory.to]
      } else {
        let eased = plans[state].snapCurve.apply(elapsed / duration)
        slots[valueSlot] = ScalarOps.interpolate(
          memory[StateMemory.from], memory[StateMemory.to], eased)
      }
    }
    runFrameSimpleInline(slots: slots)
  }
}
