/// The per-state memory of an evaluator: the last offset and position a state
/// saw and its snap animation in flight.
struct StateRuntime: Sendable {
  var previousRaw = 0.0
  var previousPosition = 0.0
  var animating = false
  var from = 0.0
  var to = 0.0
  var elapsed = 0.0
  var duration = 0.0
  var curve = EasingCurve(.linear)
}

extension HeaderEvaluator {
  /// Puts every input at rest, every state at its initial value, and the clock at 0.
  public mutating func reset() {
    time = 0
    for index in graph.inputs.indices {
      storeInput(index, raw: slots[Int(graph.inputs[index].initialSlot)])
    }
    for (index, machine) in graph.states.enumerated() {
      let initial = ScalarOps.finite(slots[Int(machine.initialSlot)])
      slots[Int(machine.modelSlot)] = initial
      slots[Int(machine.valueSlot)] = initial
      stateRuntimes[index] = StateRuntime()
    }
    for (index, machine) in graph.states.enumerated() {
      // Positions are read at rest once every state has its initial value.
      runGuards(machine)
      stateRuntimes[index].previousRaw = rawInput(Int(machine.input))
      stateRuntimes[index].previousPosition = slots[Int(machine.positionSlot)]
    }
    evaluate()
  }

  /// Scrolls an input to a raw offset, as `setContentOffset` does, then lets
  /// the stateful values react, which may hand the offset back (see
  /// ``rawInput(_:)``), and evaluates.
  /// - Complexity: O(guard code + frame code); no allocation.
  public mutating func scroll(_ input: Int, toRaw raw: Double) {
    precondition(input >= 0 && input < inputCount, "input index out of range")
    withStates { program, slots, runtimes in
      Self.move(input, toRaw: raw, program: program, slots: slots, runtimes: runtimes)
    }
  }

  /// Moves an input by a delta from where the last event left it, as a
  /// finger drag does, then reacts as ``scroll(_:toRaw:)``.
  public mutating func drag(_ input: Int, by delta: Double) {
    precondition(input >= 0 && input < inputCount, "input index out of range")
    withStates { program, slots, runtimes in
      let raw = ScalarOps.finite(slots[program.inputs[input].raw]) + delta
      Self.move(input, toRaw: raw, program: program, slots: slots, runtimes: runtimes)
    }
  }

  /// An input's move: stores it, updates its states, and evaluates unless
  /// nothing the frame reads changed (see ``EventReads``).
  @inline(__always)
  private static func move(
    _ input: Int, toRaw raw: Double, program: FrameProgram, slots: UnsafeMutablePointer<Double>,
    runtimes: UnsafeMutablePointer<StateRuntime>
  ) {
    let slotsOfInput = program.inputs.baseAddress.unsafelyUnwrapped + input
    let rawBefore = slots[slotsOfInput.pointee.raw].bitPattern
    let valueBefore = slots[slotsOfInput.pointee.value].bitPattern
    program.store(input: input, raw: raw, slots: slots)
    var changed = updateStates(of: input, program: program, slots: slots, runtimes: runtimes)
    if slotsOfInput.pointee.readByFrame {
      // Bit by bit: −0 and 0 may give different outputs.
      changed =
        changed || slots[slotsOfInput.pointee.raw].bitPattern != rawBefore
        || slots[slotsOfInput.pointee.value].bitPattern != valueBefore
    }
    if changed { program.runFrame(slots: slots) }
  }

  /// Dragging and deceleration of an input have stopped: states with a snap
  /// start animating to their chosen target.
  public mutating func endScrolling(_ input: Int) {
    withStates { program, slots, runtimes in
      let plans = program.states.baseAddress.unsafelyUnwrapped
      for index in 0..<program.states.count where plans[index].input == input {
        Self.startSnap(plans + index, program: program, slots: slots, runtime: runtimes + index)
      }
      program.runFrame(slots: slots)
    }
  }

  /// Advances the clock; snap animations move on, and the graph is evaluated
  /// with their presented values. Negative durations count as 0.
  public mutating func advance(by seconds: Double) {
    let seconds = max(0, ScalarOps.finite(seconds))
    // Sums of huge waits stay finite: the clock stops at the largest double.
    time = ScalarOps.finite(time + seconds)
    withStates { program, slots, runtimes in
      let plans = program.states.baseAddress.unsafelyUnwrapped
      for index in 0..<program.states.count where runtimes[index].animating {
        let runtime = runtimes + index
        let valueSlot = plans[index].valueSlot
        runtime.pointee.elapsed = ScalarOps.finite(runtime.pointee.elapsed + seconds)
        if runtime.pointee.elapsed >= runtime.pointee.duration {
          runtime.pointee.animating = false
          slots[valueSlot] = runtime.pointee.to
        } else {
          let eased = runtime.pointee.curve.apply(
            runtime.pointee.elapsed / runtime.pointee.duration)
          slots[valueSlot] = ScalarOps.interpolate(
            runtime.pointee.from, runtime.pointee.to, eased)
        }
      }
      program.runFrame(slots: slots)
    }
  }

  /// Runs `body` with the program, the slot buffer and the states' memory:
  /// an event's one pass over raw buffers (each unique, so that writes do
  /// not reach copies of this evaluator).
  @inline(__always)
  private mutating func withStates(
    _ body: (FrameProgram, UnsafeMutablePointer<Double>, UnsafeMutablePointer<StateRuntime>) ->
      Void
  ) {
    let program = Unmanaged.passUnretained(self.program)
    stateRuntimes.withUnsafeMutableBufferPointer { runtimes in
      slots.withUnsafeMutableBufferPointer { slots in
        program._withUnsafeGuaranteedRef { program in
          body(program, slots.baseAddress!, runtimes.baseAddress!)
        }
      }
    }
  }

  /// Whether a state is animating towards a snap target.
  public func isAnimating(state index: Int) -> Bool { stateRuntimes[index].animating }

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
  private static func updateStates(
    of input: Int, program: FrameProgram, slots: UnsafeMutablePointer<Double>,
    runtimes: UnsafeMutablePointer<StateRuntime>
  ) -> Bool {
    let rawSlot = program.inputs[input].raw
    var changed = false
    // Through pointers: copying a state's plan and memory costs more than an event's work.
    let plans = program.states.baseAddress.unsafelyUnwrapped
    for index in 0..<program.states.count where plans[index].input == input {
      let machine = plans + index
      let runtime = runtimes + index
      var guards = StateGuards(program: program, state: index, slots: slots)
      guard guards.value(machine.pointee.foldedGate, slot: machine.pointee.gateSlot) else {
        continue
      }
      let raw = slots[rawSlot]
      var move = slots[machine.pointee.positionSlot] - runtime.pointee.previousPosition
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
      if value != model {
        let allowed =
          move > 0
          ? guards.value(machine.pointee.foldedDown, slot: machine.pointee.downSlot)
          : guards.value(machine.pointee.foldedUp, slot: machine.pointee.upSlot)
        if !allowed { value = model }
      }
      if value != model {
        slots[machine.pointee.modelSlot] = value
        slots[machine.pointee.valueSlot] = value
        runtime.pointee.animating = false
        changed = changed || machine.pointee.readByFrame
        switch mode {
        case .hold: content = runtime.pointee.previousRaw
        // A change needs a nonzero follow, so the division is safe.
        case .consume: content = raw - (value - model) / slots[machine.pointee.followSlot]
        case .none, .overflow: break
        }
      }
      content = withinLimits(content, machine, slots)
      if content != raw {
        program.store(input: input, raw: content, slots: slots)
        // The position follows the content back (a spec's own `position`
        // is recomputed; the default is the raw offset itself).
        if machine.pointee.positionSlot != rawSlot {
          program.runGuardCode(of: index, slots: slots)
        }
      }
      runtime.pointee.previousRaw = slots[rawSlot]
      runtime.pointee.previousPosition = slots[machine.pointee.positionSlot]
    }
    return changed
  }

  /// Runs a state's guard code: its guards and position for the current inputs.
  private mutating func runGuards(_ machine: CompiledGraph.StateMachine) {
    runStateCode(start: Int(machine.guardStart), count: Int(machine.guardCount))
  }

  /// `raw` moved within a state's limits, if it has any.
  @inline(__always)
  private static func withinLimits(
    _ raw: Double, _ machine: UnsafeMutablePointer<StatePlan>, _ slots: UnsafeMutablePointer<Double>
  ) -> Double {
    guard machine.pointee.lowerSlot >= 0 else { return raw }
    let lower = slots[machine.pointee.lowerSlot]
    let upper = slots[machine.pointee.upperSlot]
    return min(max(raw, lower), max(lower, upper))
  }

  /// Starts a state's snap, if it has one, towards the target its rule picks.
  @inline(__always)
  private static func startSnap(
    _ machine: UnsafeMutablePointer<StatePlan>, program: FrameProgram,
    slots: UnsafeMutablePointer<Double>, runtime: UnsafeMutablePointer<StateRuntime>
  ) {
    guard machine.pointee.snapCount >= 0 else { return }
    let modelSlot = machine.pointee.modelSlot
    let valueSlot = machine.pointee.valueSlot
    let targets = program.snapTargets.baseAddress.unsafelyUnwrapped + machine.pointee.snapStart
    let target = SnapTargets.choose(
      for: slots[modelSlot], count: machine.pointee.snapCount, rule: machine.pointee.snapRule
    ) { slots[targets[$0]] }
    runtime.pointee.from = slots[valueSlot]
    runtime.pointee.to = target
    runtime.pointee.elapsed = 0
    runtime.pointee.duration = max(0, slots[machine.pointee.snapDurationSlot])
    runtime.pointee.curve = machine.pointee.snapCurve
    runtime.pointee.animating = runtime.pointee.duration > 0
    slots[modelSlot] = target
    if !runtime.pointee.animating { slots[valueSlot] = target }
  }
}
