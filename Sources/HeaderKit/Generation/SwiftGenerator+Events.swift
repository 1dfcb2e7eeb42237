@_spi(Generated) import HeaderKitRuntime

extension SwiftGenerator {
  /// Scrolls, drags, the end of scrolling, the clock and reset: the
  /// evaluator's events, with this graph's inputs and states written out.
  func writeEvents(_ writer: inout SwiftWriter) {
    writeReset(&writer)
    writer.line("/// Scrolls an input to a raw offset, as `setContentOffset` does; states react.")
    writer.open("public mutating func scroll(_ input: Int, toRaw raw: Double) {")
    writeInputSwitch(&writer) { index, _ in "move\(index)(toRaw: raw)" }
    writer.close()
    writer.blank()
    writer.line(
      "/// Moves an input by a delta from where the last event left it, as a finger drag does.")
    writer.open("public mutating func drag(_ input: Int, by delta: Double) {")
    writeInputSwitch(&writer) { index, input in
      "move\(index)(toRaw: \(slot(input.rawSlot)) + delta)"
    }
    writer.close()
    writer.blank()
    writer.line("/// Dragging and deceleration of an input have stopped: snaps start.")
    writer.open("public mutating func endScrolling(_ input: Int) {")
    writer.line("endScrolling(input, velocity: 0)")
    writer.close()
    writer.blank()
    writer.line(
      "/// As `endScrolling(_:)`, the finger having left at `velocity` points per second.")
    writer.open("public mutating func endScrolling(_ input: Int, velocity: Double) {")
    writeInputSwitch(&writer) { index, _ in
      let snaps = graph.states.indices.filter {
        graph.states[$0].input == index && graph.states[$0].snap != nil
      }
      return snaps.isEmpty
        ? "break"
        : snaps.map { "_startSnap\($0)(velocity: ScalarOps.finite(velocity))" }.joined(
          separator: "; ")
    }
    for call in transitionCalls(advancing: false) { writer.line(call) }
    writer.line("frame()")
    writer.close()
    writer.blank()
    writeAdvance(&writer)
    for (index, input) in graph.inputs.enumerated() { writeMove(&writer, index, input) }
    for (index, state) in graph.states.enumerated() {
      writeUpdate(&writer, index, state)
      if state.snap != nil { writeStartSnap(&writer, index, state) }
    }
    for index in graph.inputs.indices where movesInput(index) {
      writeSnapMovesInput(&writer, index)
    }
  }

  private func writeReset(_ writer: inout SwiftWriter) {
    writer.line(
      "/// Puts every input at rest, every state at its initial value, and the clock at 0.")
    writer.open("public mutating func reset() {")
    writer.line("time = 0")
    for (index, input) in graph.inputs.enumerated() {
      writer.line("store\(index)(\(slot(input.initialSlot)))")
    }
    for (index, state) in graph.states.enumerated() {
      let initial =
        isStored(state.initialSlot)
        ? "ScalarOps.finite(\(stored(state.initialSlot)))"
        : SwiftNames.literal(ScalarOps.finite(initialValues[Int(state.initialSlot)]))
      writer.line("\(stored(state.modelSlot)) = \(initial)")
      writer.line("\(stored(state.valueSlot)) = \(initial)")
      writer.line("state\(index) = StateMemory()")
    }
    // Positions are read at rest once every state has its initial value.
    for (index, state) in graph.states.enumerated() {
      if state.guardCount > 0 { writer.line("guards\(index)()") }
      writer.line("state\(index).previousRaw = \(slot(graph.inputs[Int(state.input)].rawSlot))")
      writer.line("state\(index).previousPosition = \(slot(state.positionSlot))")
    }
    if !graph.transitions.isEmpty { writer.line("settleTransitions()") }
    writer.line("frame()")
    writer.close()
    writer.blank()
  }

  private func writeAdvance(_ writer: inout SwiftWriter) {
    writer.line("/// Advances the clock; snaps move on. Negative durations count as 0.")
    writer.open("public mutating func advance(by seconds: Double) {")
    writer.line("let seconds = Swift.max(0, ScalarOps.finite(seconds))")
    writer.line("time = ScalarOps.finite(time + seconds)")
    for (index, state) in graph.states.enumerated() where state.snap != nil {
      let moveInput =
        state.snap?.movesInput == true
        ? "; if state\(index).snap.movesInput { _snapMoves\(state.input)(state\(index).snap.input(at: presented)) }"
        : ""
      writer.line(
        "if let presented = state\(index).snap.advance(by: seconds, easing: _snapEasing\(index)) { \(stored(state.valueSlot)) = presented\(moveInput) }"
      )
    }
    for call in transitionCalls(advancing: true) { writer.line(call) }
    writer.line("frame()")
    writer.close()
  }

  /// An input's store (finite, with its inset) and move (store, states, frame).
  private func writeMove(_ writer: inout SwiftWriter, _ index: Int, _ input: CompiledGraph.Input) {
    writer.blank()
    writer.line("@inline(__always)")
    writer.open("private mutating func store\(index)(_ raw: Double) {")
    writer.line("let raw = ScalarOps.finite(raw)")
    writer.line("\(stored(input.rawSlot)) = raw")
    // A finite raw offset plus an inset of 0 is finite: no `finite` needed.
    let inset = slot(input.insetSlot)
    let zeroInset = !isStored(input.insetSlot) && initialValues[Int(input.insetSlot)] == 0
    writer.line(
      "\(stored(input.valueSlot)) = \(zeroInset ? "raw + \(inset)" : "ScalarOps.finite(raw + \(inset))")"
    )
    writer.close()
    writer.blank()
    writer.line(
      "/// Input `\(SwiftNames.comment(input.name))` moves: its states react, then the frame runs.")
    writer.open("private mutating func move\(index)(toRaw raw: Double) {")
    // A finger takes the content from the snaps that move it (see the evaluator's releaseSnaps).
    for state in graph.states.indices
    where graph.states[state].input == index && graph.states[state].snap?.movesInput == true {
      let (model, value) = (
        stored(graph.states[state].modelSlot), stored(graph.states[state].valueSlot)
      )
      writer.line(
        "if state\(state).snap.movesInput, state\(state).snap.isRunning { state\(state).snap.cancel(); \(model) = \(value) }"
      )
    }
    writer.line("store\(index)(raw)")
    for state in graph.states.indices where graph.states[state].input == index {
      writer.line("update\(state)()")
    }
    for call in transitionCalls(advancing: false) { writer.line(call) }
    writer.line("frame()")
    writer.close()
  }

  /// A state's reaction to a move of its input: guards, gate, then the
  /// runtime's ``StateRule`` with the set-up values as literals.
  private func writeUpdate(
    _ writer: inout SwiftWriter, _ index: Int, _ state: CompiledGraph.StateMachine
  ) {
    let input = graph.inputs[Int(state.input)]
    let (model, raw) = (stored(state.modelSlot), stored(input.rawSlot))
    writer.blank()
    writer.line(
      "/// State `\(SwiftNames.comment(state.name))`: its guards, then, if its gate holds, the state rule."
    )
    writer.line("@inline(__always)")
    writer.open("private mutating func update\(index)() {")
    if state.guardCount > 0 { writer.line("guards\(index)()") }
    switch literalGuard(state.gateSlot) {
    case true: break
    case false: writer.line("return  // The gate never holds.")
    case nil: writer.line("guard \(slot(state.gateSlot)) != 0 else { return }")
    }
    if literalGuard(state.gateSlot) != false {
      let guards = [state.downSlot, state.upSlot].map { slot in
        literalGuard(slot).map { "\($0)" } ?? "\(self.slot(slot)) != 0"
      }
      writer.line("let (raw, model) = (\(raw), \(model))")
      writer.line(
        "let outcome = \(rule(state)).move(raw: raw, position: \(slot(state.positionSlot)), previousPosition: state\(index).previousPosition, previousRaw: state\(index).previousRaw, model: model, down: \(guards[0]), up: \(guards[1]))"
      )
      writer.open("if outcome.model != model {")
      writer.line("\(model) = outcome.model")
      writer.line("\(stored(state.valueSlot)) = outcome.model")
      writer.line("state\(index).snap.cancel()")
      writer.close()
      writer.open("if outcome.content != raw {")
      writer.line("store\(state.input)(outcome.content)")
      if state.positionSlot != input.rawSlot, state.guardCount > 0 {
        writer.line("guards\(index)()")
      }
      writer.close()
      writer.line("state\(index).previousRaw = \(raw)")
      writer.line("state\(index).previousPosition = \(slot(state.positionSlot))")
    }
    writer.close()
  }

  /// The state's rule with its set-up values (literals the compiler folds).
  private func rule(_ state: CompiledGraph.StateMachine) -> String {
    var arguments = [
      "follow: \(slot(state.followSlot))", "min: \(slot(state.minSlot))",
      "max: \(slot(state.maxSlot))",
      "handoff: .init(down: .\(state.handoff.down), up: .\(state.handoff.up))",
    ]
    if let limits = state.limits {
      arguments += [
        "lowerLimit: \(slot(limits.lowerSlot))", "upperLimit: \(slot(limits.upperSlot))",
      ]
    }
    return "StateRule(\(arguments.joined(separator: ", ")))"
  }

  /// Whether a guard holds, when its slot is a set-up value; nil when events compute it.
  private func literalGuard(_ slot: Int32) -> Bool? {
    isStored(slot) ? nil : initialValues[Int(slot)] != 0
  }

  private func writeStartSnap(
    _ writer: inout SwiftWriter, _ index: Int, _ state: CompiledGraph.StateMachine
  ) {
    guard let snap = state.snap else { return }
    let (model, value) = (stored(state.modelSlot), stored(state.valueSlot))
    writer.blank()
    writer.line(
      "/// State `\(SwiftNames.comment(state.name))` starts its snap to the target its rule picks."
    )
    writer.open("private mutating func _startSnap\(index)(velocity: Double) {")
    writer.line("let valueVelocity = \(rule(state)).velocity(of: velocity, at: \(model))")
    let fling = snap.flingSlot.map { "Swift.abs(velocity) >= \(slot($0))" } ?? "false"
    let deceleration = snap.decelerationSlot.map { slot($0) } ?? "0"
    writer.line(
      "let target = SnapAnimation.target(for: \(model), velocity: valueVelocity, fling: \(fling), deceleration: \(deceleration), count: \(snap.targetSlots.count), rule: .\(snap.rule)) { _snapTargets\(index)[$0] }"
    )
    if let spring = snap.spring {
      writer.line(
        "\(value) = state\(index).snap.start(from: \(value), to: target, spring: \(springExpression(spring)), velocity: valueVelocity)"
      )
    } else {
      writer.line(
        "\(value) = state\(index).snap.start(from: \(value), to: target, duration: \(slot(snap.durationSlot)))"
      )
    }
    writer.line("\(model) = target")
    if snap.movesInput {
      let raw = stored(graph.inputs[Int(state.input)].rawSlot)
      writer.line(
        "let raw = state\(index).snap.moveInput(from: \(raw), follow: \(slot(state.followSlot)))")
      writer.line("if raw != \(raw) { _snapMoves\(state.input)(raw) }")
    }
    writer.close()
  }

  /// Whether a snap of a state of input `index` moves the input.
  private func movesInput(_ index: Int) -> Bool {
    graph.states.contains { $0.input == index && $0.snap?.movesInput == true }
  }

  /// Where a snap moves input `index`: every state of the input takes the new
  /// offset and position as seen (the evaluator's `moveInput`).
  private func writeSnapMovesInput(_ writer: inout SwiftWriter, _ index: Int) {
    writer.blank()
    writer.open("private mutating func _snapMoves\(index)(_ raw: Double) {")
    writer.line("store\(index)(raw)")
    for (state, machine) in graph.states.enumerated() where machine.input == index {
      if machine.guardCount > 0 { writer.line("guards\(state)()") }
      writer.line("state\(state).previousRaw = \(stored(graph.inputs[index].rawSlot))")
      writer.line("state\(state).previousPosition = \(slot(machine.positionSlot))")
    }
    writer.close()
  }
}
