import HeaderKitRuntime

extension SwiftGenerator {
  /// Scrolls, drags, the end of scrolling, the clock and reset: the
  /// evaluator's event rules with this graph's states written out.
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
      "move\(index)(toRaw: ScalarOps.finite(\(slot(input.rawSlot))) + delta)"
    }
    writer.close()
    writer.blank()
    writer.line("/// Dragging and deceleration of an input have stopped: snaps start.")
    writer.open("public mutating func endScrolling(_ input: Int) {")
    writeInputSwitch(&writer) { index, _ in
      let snaps = graph.states.indices.filter {
        graph.states[$0].input == index && graph.states[$0].snap != nil
      }
      return snaps.isEmpty ? "break" : snaps.map { "startSnap\($0)()" }.joined(separator: "; ")
    }
    writer.line("frame()")
    writer.close()
    writer.blank()
    writeAdvance(&writer)
    for (index, input) in graph.inputs.enumerated() {
      writeMove(&writer, index, input)
    }
    for (index, machine) in graph.states.enumerated() {
      writeUpdate(&writer, index, machine)
      if machine.snap != nil { writeStartSnap(&writer, index, machine) }
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
    for (index, machine) in graph.states.enumerated() {
      writer.line("\(stored(machine.modelSlot)) = ScalarOps.finite(\(slot(machine.initialSlot)))")
      writer.line("\(stored(machine.valueSlot)) = \(stored(machine.modelSlot))")
      if machine.snap != nil {
        writer.line("animating\(index) = false")
        for name in ["from", "to", "elapsed", "duration"] { writer.line("\(name)\(index) = 0") }
      }
    }
    for (index, machine) in graph.states.enumerated() {
      // Positions are read at rest once every state has its initial value.
      if machine.guardCount > 0 { writer.line("guards\(index)()") }
      writer.line(
        "previousRaw\(index) = ScalarOps.finite(\(slot(graph.inputs[Int(machine.input)].rawSlot)))")
      writer.line("previousPosition\(index) = \(slot(machine.positionSlot))")
    }
    writer.line("frame()")
    writer.close()
    writer.blank()
  }

  private func writeAdvance(_ writer: inout SwiftWriter) {
    writer.line("/// Advances the clock; snaps move on. Negative durations count as 0.")
    writer.open("public mutating func advance(by seconds: Double) {")
    writer.line("let seconds = max(0, ScalarOps.finite(seconds))")
    writer.line("time = ScalarOps.finite(time + seconds)")
    for (index, machine) in graph.states.enumerated() {
      guard let snap = machine.snap else { continue }
      writer.open("if animating\(index) {")
      writer.line("elapsed\(index) = ScalarOps.finite(elapsed\(index) + seconds)")
      writer.open("if elapsed\(index) >= duration\(index) {")
      writer.line("animating\(index) = false")
      writer.line("\(stored(machine.valueSlot)) = to\(index)")
      writer.close("} else {")
      writer.depthIn()
      writer.line(
        "let eased = easing\(easingIndex(snap.easing))(elapsed\(index) / duration\(index))")
      writer.line(
        "\(stored(machine.valueSlot)) = ScalarOps.interpolate(from\(index), to\(index), eased)")
      writer.close()
      writer.close()
    }
    writer.line("frame()")
    writer.close()
  }

  /// An input's store (finite, with its inset) and move (store, states, frame).
  private func writeMove(_ writer: inout SwiftWriter, _ index: Int, _ input: CompiledGraph.Input) {
    let raw = stored(input.rawSlot)
    let value = stored(input.valueSlot)
    writer.blank()
    writer.line("@inline(__always)")
    writer.open("private mutating func store\(index)(_ raw: Double) {")
    writer.line("let raw = ScalarOps.finite(raw)")
    writer.line("\(raw) = raw")
    writer.line("\(value) = ScalarOps.finite(raw + \(slot(input.insetSlot)))")
    writer.close()
    writer.blank()
    let states = graph.states.indices.filter { graph.states[$0].input == index }
    let inputRead = frameDepends(on: [input.rawSlot, input.valueSlot])
    writer.line(
      "/// Input `\(SwiftNames.comment(input.name))` moves: states react, and the frame runs if")
    writer.line("/// anything it reads changed.")
    writer.open("private mutating func move\(index)(toRaw raw: Double) {")
    if inputRead {
      writer.line("let rawBefore = \(raw).bitPattern")
      writer.line("let valueBefore = \(value).bitPattern")
    }
    writer.line("store\(index)(raw)")
    writer.line("var changed = false")
    for state in states { writer.line("if update\(state)() { changed = true }") }
    if inputRead {
      writer.line("// Bit by bit: −0 and 0 may give different outputs.")
      writer.line(
        "if \(raw).bitPattern != rawBefore || \(value).bitPattern != valueBefore { changed = true }"
      )
    }
    writer.line("if changed { frame() }")
    writer.close()
  }

  /// A state's reaction to a move of its input (see `HeaderEvaluator`'s
  /// `updateStates`), its hand-off modes and limits fixed.
  private func writeUpdate(
    _ writer: inout SwiftWriter, _ index: Int, _ machine: CompiledGraph.StateMachine
  ) {
    let input = graph.inputs[Int(machine.input)]
    let model = stored(machine.modelSlot)
    let follow = slot(machine.followSlot)
    writer.blank()
    writer.line(
      "/// State `\(SwiftNames.comment(machine.name))`: whether a value the frame reads changed.")
    writer.line("@inline(__always)")
    writer.open("private mutating func update\(index)() -> Bool {")
    if machine.guardCount > 0 { writer.line("guards\(index)()") }
    let modes = [machine.handoff.down, machine.handoff.up]
    let overflows = modes.contains(.overflow)
    let movesContent = modes.contains { $0 != .none } || machine.limits != nil
    let needsDirection = modes.contains { $0 == .hold || $0 == .consume }
    if let gate = literalGuard(machine.gateSlot) {
      // A gate fixed by the params: open, or the state never moves.
      guard gate else {
        writer.line("return false")
        writer.close()
        return
      }
    } else {
      writer.line("guard \(slot(machine.gateSlot)) != 0 else { return false }")
    }
    if movesContent { writer.line("let raw = \(slot(input.rawSlot))") }
    writer.line(
      "\(overflows ? "var" : "let") move = \(slot(machine.positionSlot)) - previousPosition\(index)"
    )
    if movesContent { writer.line("var content = raw") }
    writer.line("var change = 0.0")
    if needsDirection { writer.line("var direction = 0") }
    let directions = [
      (1, ">", machine.handoff.down, machine.downSlot, "max"),
      (-1, "<", machine.handoff.up, machine.upSlot, "min"),
    ]
    for (number, comparison, mode, guardSlot, bound) in directions {
      writer.open("\(number > 0 ? "if" : "} else if") move \(comparison) 0 {")
      if needsDirection { writer.line("direction = \(number)") }
      if mode == .overflow {
        writer.line("// Only the part past a limit in the move's own direction is left over.")
        writer.line("content = \(withinLimits("raw", machine))")
        writer.line("move = \(bound)(0, raw - content)")
      }
      switch literalGuard(guardSlot) {
      case true: writer.line("change = \(follow) * move")
      case false: writer.line("// The guard never holds.")
      case nil: writer.line("if \(slot(guardSlot)) != 0 { change = \(follow) * move }")
      }
      writer.depthOut()
    }
    writer.line("}")
    writer.line("let model = \(model)")
    writer.line("var value = model")
    writer.open("if change < 0 {")
    writer.line("value = max(\(slot(machine.minSlot)), model + change)")
    writer.close("} else if change > 0 {")
    writer.depthIn()
    writer.line("value = min(\(slot(machine.maxSlot)), model + change)")
    writer.close()
    writer.line("value = ScalarOps.finite(value)")
    let read = frameDepends(on: [machine.modelSlot, machine.valueSlot])
    writer.line("let changed = \(read ? "value != model" : "false")")
    writer.open("if value != model {")
    writer.line("\(model) = value")
    writer.line("\(stored(machine.valueSlot)) = value")
    if machine.snap != nil { writer.line("animating\(index) = false") }
    for (number, mode) in [(1, machine.handoff.down), (-1, machine.handoff.up)] {
      switch mode {
      case .hold:
        writer.line("if direction == \(number) { content = previousRaw\(index) }")
      case .consume:
        // A change needs a nonzero follow, so the division is safe.
        writer.line("if direction == \(number) { content = raw - (value - model) / \(follow) }")
      case .none, .overflow:
        break
      }
    }
    writer.close()
    if machine.limits != nil { writer.line("content = \(withinLimits("content", machine))") }
    // The content moves only by a hand-off or a limit (the stored offset is never NaN).
    if movesContent {
      writer.open("if content != raw {")
      writer.line("store\(machine.input)(content)")
      if machine.positionSlot != input.rawSlot, machine.guardCount > 0 {
        writer.line("guards\(index)()")
      }
      writer.close()
    }
    writer.line("previousRaw\(index) = \(slot(input.rawSlot))")
    writer.line("previousPosition\(index) = \(slot(machine.positionSlot))")
    writer.line("return changed")
    writer.close()
  }

  /// Whether a guard holds, when its slot is a set-up value; nil when events compute it.
  private func literalGuard(_ slot: Int32) -> Bool? {
    dynamicSlots.contains(slot) ? nil : initialValues[Int(slot)] != 0
  }

  /// `value` within a state's limits, if it has any.
  private func withinLimits(_ value: String, _ machine: CompiledGraph.StateMachine) -> String {
    guard let limits = machine.limits else { return value }
    let (lower, upper) = (slot(limits.lowerSlot), slot(limits.upperSlot))
    return "min(max(\(value), \(lower)), max(\(lower), \(upper)))"
  }

  private func writeStartSnap(
    _ writer: inout SwiftWriter, _ index: Int, _ machine: CompiledGraph.StateMachine
  ) {
    guard let snap = machine.snap else { return }
    let (model, value) = (stored(machine.modelSlot), stored(machine.valueSlot))
    writer.blank()
    writer.line(
      "/// State `\(SwiftNames.comment(machine.name))` starts its snap to the target its rule picks."
    )
    writer.open("private mutating func startSnap\(index)() {")
    writer.line(
      "let target = SnapTargets.choose(for: \(model), count: \(snap.targetSlots.count), rule: .\(snap.rule)) { snapTargets\(index)[$0] }"
    )
    writer.line("from\(index) = \(value)")
    writer.line("to\(index) = target")
    writer.line("elapsed\(index) = 0")
    writer.line("duration\(index) = max(0, \(slot(snap.durationSlot)))")
    writer.line("animating\(index) = duration\(index) > 0")
    writer.line("\(model) = target")
    writer.line("if !animating\(index) { \(value) = target }")
    writer.close()
  }
}
