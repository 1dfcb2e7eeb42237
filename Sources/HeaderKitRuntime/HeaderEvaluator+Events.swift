extension HeaderEvaluator {
  /// Puts every input at rest, every state at its initial value, and the clock at 0.
  public mutating func reset() {
    time = 0
    for index in graph.inputs.indices {
      storeInput(index, raw: slots[Int(graph.inputs[index].initialSlot)])
    }
    for machine in graph.states {
      let initial = ScalarOps.finite(slots[Int(machine.initialSlot)])
      slots[Int(machine.modelSlot)] = initial
      slots[Int(machine.valueSlot)] = initial
    }
    for (index, machine) in graph.states.enumerated() {
      // Positions are read at rest once every state has its initial value.
      runStateCode(start: Int(machine.guardStart), count: Int(machine.guardCount))
      let raw = rawInput(Int(machine.input))
      let position = slots[Int(machine.positionSlot)]
      withProgram { program, slots in
        StateMemory.reset(
          StateMemory.of(index, in: slots, program: program), previousRaw: raw,
          previousPosition: position)
      }
    }
    evaluate()
  }

  /// Scrolls an input to a raw offset, as `setContentOffset` does, then lets
  /// the stateful values react, which may hand the offset back (see
  /// ``rawInput(_:)``), and evaluates.
  /// - Complexity: O(guard code + frame code); no allocation.
  @inlinable
  public mutating func scroll(_ input: Int, toRaw raw: Double) {
    precondition(input >= 0 && input < inputCount, "input index out of range")
    withProgram { program, slots in program.scroll(input, toRaw: raw, slots: slots) }
  }

  /// Moves an input by a delta from where the last event left it, as a
  /// finger drag does, then reacts as ``scroll(_:toRaw:)``.
  /// - Complexity: O(guard code + frame code); no allocation.
  @inlinable
  public mutating func drag(_ input: Int, by delta: Double) {
    precondition(input >= 0 && input < inputCount, "input index out of range")
    withProgram { program, slots in program.drag(input, by: delta, slots: slots) }
  }

  /// Dragging and deceleration of an input have stopped: states with a snap
  /// start animating to their chosen target.
  /// - Complexity: O(states + frame code); no allocation.
  @inlinable
  public mutating func endScrolling(_ input: Int) {
    withProgram { program, slots in program.endScrolling(input, slots: slots) }
  }

  /// Advances the clock; snap animations move on, and the graph is evaluated
  /// with their presented values. Negative durations count as 0.
  /// - Complexity: O(states + frame code); no allocation.
  public mutating func advance(by seconds: Double) {
    let seconds = max(0, ScalarOps.finite(seconds))
    // Sums of huge waits stay finite: the clock stops at the largest double.
    time = ScalarOps.finite(time + seconds)
    withProgram { program, slots in program.advance(by: seconds, slots: slots) }
  }

  /// Whether a state is animating towards a snap target.
  public func isAnimating(state index: Int) -> Bool {
    precondition(index >= 0 && index < graph.states.count, "state index out of range")
    return slots[program.stateBase + StateMemory.stride * index + StateMemory.animating] != 0
  }
}
