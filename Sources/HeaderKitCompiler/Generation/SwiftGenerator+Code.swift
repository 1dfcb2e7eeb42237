@_spi(Generated) import HeaderKitRuntime

extension SwiftGenerator {
  /// The header as the code the runtime's `HeaderEngine` runs (see
  /// `HeaderCode`): for each input, state and transition, its slots and
  /// set-up values (literals when params are frozen), its guard and
  /// condition code as statements, and the frame. The events themselves are
  /// the engine's, written once for every header.
  func writeCode(_ writer: inout SwiftWriter) {
    writer.blank()
    writer.line(
      "/// The graph's code as the runtime's engine runs it: slots, set-up values, guards,")
    writer.line("/// conditions and the frame.")
    writer.open("@_spi(Generated) extension \(typeName): HeaderCode {")
    writer.line("public var inputCount: Int { \(graph.inputs.count) }")
    writer.blank()
    writer.open("public var clock: Double {")
    writer.line("get { time }")
    writer.line("set { time = newValue }")
    writer.close()
    writeInputs(&writer)
    // Without states or transitions, the runtime's defaults (never called).
    if !graph.states.isEmpty {
      writeStorage(&writer, "memory state", type: "StateMemory", count: graph.states.count) {
        "state\($0)"
      }
      writeStates(&writer)
      writeSnaps(&writer)
    }
    if !graph.transitions.isEmpty {
      writeStorage(
        &writer, "animation transition", type: "TransitionAnimation",
        count: graph.transitions.count
      ) { "transition\($0)" }
      writeTransitions(&writer)
    }
    writeSignals(&writer)
    writeClocks(&writer)
    writeFrame(&writer)
    writer.close()
  }

  /// `subscript(label index: Int) -> type` reading a stored property per
  /// index, and `change<Name>(of:_:)`, which changes it in place.
  private func writeStorage(
    _ writer: inout SwiftWriter, _ label: String, type: String, count: Int,
    _ property: (Int) -> String
  ) {
    let index = String(label.split(separator: " ").last!)
    let name = String(label.split(separator: " ").first!)
    writer.blank()
    writer.open("public subscript(\(label): Int) -> \(type) {")
    writeSwitch(&writer, on: index, count: count) { ["return \(property($0))"] }
    writer.close()
    writer.blank()
    writer.open(
      "public mutating func change\(name.prefix(1).uppercased() + name.dropFirst())<Result>(of \(index): Int, _ change: (inout \(type)) -> Result) -> Result {"
    )
    writeSwitch(&writer, on: index, count: count) { ["return change(&\(property($0)))"] }
    writer.close()
  }

  /// `subscript(label index: Int) -> Double` reading and writing the stored
  /// slot of each index (a state's model or shown value, a transition's, a signal's).
  func writeSlotSubscript(_ writer: inout SwiftWriter, _ label: String, slots: [Int32]) {
    let index = String(label.split(separator: " ").last!)
    writer.blank()
    writer.open("public subscript(\(label): Int) -> Double {")
    writer.open("get {")
    writeSwitch(&writer, on: index, count: slots.count) { ["return \(stored(slots[$0]))"] }
    writer.close()
    writer.open("set {")
    writeSwitch(&writer, on: index, count: slots.count) { ["\(stored(slots[$0])) = newValue"] }
    writer.close()
    writer.close()
  }

  /// `switch index { case i: … }` over `count` cases, trapping on others.
  func writeSwitch(
    _ writer: inout SwiftWriter, on index: String, count: Int, _ body: (Int) -> [String]
  ) {
    writer.line("switch \(index) {")
    for value in 0..<count {
      let lines = body(value)
      if lines.count == 1 {
        writer.line("case \(value): \(lines[0])")
      } else {
        writer.line("case \(value):")
        writer.depthIn()
        for line in lines { writer.line(line) }
        writer.depthOut()
      }
    }
    writer.line("default: Swift.preconditionFailure(\"\(index) index out of range\")")
    writer.line("}")
  }

  private func writeInputs(_ writer: inout SwiftWriter) {
    writer.blank()
    writer.open("public func inputSetup(_ input: Int) -> InputSetup {")
    writeSwitch(&writer, on: "input", count: graph.inputs.count) {
      let input = graph.inputs[$0]
      return [
        "return InputSetup(resting: \(slot(input.initialSlot)), inset: \(slot(input.insetSlot)))"
      ]
    }
    writer.close()
    writer.blank()
    writer.open("public mutating func store(_ input: Int, raw: Double, offset: Double) {")
    writeSwitch(&writer, on: "input", count: graph.inputs.count) {
      let input = graph.inputs[$0]
      return ["\(stored(input.rawSlot)) = raw; \(stored(input.valueSlot)) = offset"]
    }
    writer.close()
  }

  private func writeStates(_ writer: inout SwiftWriter) {
    let states = graph.states
    writer.blank()
    writer.open("public func stateSetup(_ state: Int) -> StateSetup {")
    writeSwitch(&writer, on: "state", count: states.count) {
      let state = states[$0]
      let positionIsRaw = state.positionSlot == graph.inputs[Int(state.input)].rawSlot
      return [
        "return StateSetup(input: \(state.input), initial: \(slot(state.initialSlot)), rule: \(rule(state)), positionIsRaw: \(positionIsRaw))"
      ]
    }
    writer.close()
    writer.blank()
    writer.open("public mutating func guards(_ state: Int) -> StateGuards {")
    writeSwitch(&writer, on: "state", count: states.count) {
      let state = states[$0]
      let (down, up, gate) = (
        guardValue(state.downSlot), guardValue(state.upSlot), guardValue(state.gateSlot)
      )
      return code(start: state.guardStart, count: state.guardCount) + [
        "return StateGuards(position: \(slot(state.positionSlot)), down: \(down), up: \(up), gate: \(gate))"
      ]
    }
    writer.close()
    for (label, slotOf) in [
      ("model", \CompiledGraph.StateMachine.modelSlot), ("shown", \.valueSlot),
    ] {
      writeSlotSubscript(&writer, "\(label) state", slots: states.map { $0[keyPath: slotOf] })
    }
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

  /// Whether a guard holds: `true` or `false` when its slot is a set-up
  /// value, else a test of its slot.
  func guardValue(_ slot: Int32) -> String {
    isStored(slot) ? "\(stored(slot)) != 0" : "\(initialValues[Int(slot)] != 0)"
  }

  /// Statements of a range of the graph's state code (a state's guards, a
  /// transition's condition).
  func code(start: Int32, count: Int32) -> [String] {
    graph.stateCode[Int(start)..<Int(start) + Int(count)].map(statement)
  }

  private func writeSnaps(_ writer: inout SwiftWriter) {
    let states = graph.states
    writer.blank()
    writer.open("public func snapSetup(_ state: Int) -> SnapSetup? {")
    writeSwitch(&writer, on: "state", count: states.count) {
      guard let snap = states[$0].snap else { return ["return nil"] }
      let timing =
        snap.spring.map { ".spring(\(springExpression($0)))" }
        ?? ".duration(\(slot(snap.durationSlot)))"
      let fling = snap.flingSlot.map { slot($0) } ?? "nil"
      let deceleration = snap.decelerationSlot.map { slot($0) } ?? "0"
      return [
        "return SnapSetup(rule: .\(snap.rule), targetCount: \(snap.targetSlots.count), timing: \(timing), flingSpeed: \(fling), deceleration: \(deceleration), movesInput: \(snap.movesInput))"
      ]
    }
    writer.close()
    writer.blank()
    writer.open("public func snapTarget(_ state: Int, _ index: Int) -> Double {")
    writer.line("switch (state, index) {")
    for (index, state) in states.enumerated() {
      for (target, slot) in (state.snap?.targetSlots ?? []).enumerated() {
        writer.line("case (\(index), \(target)): return \(self.slot(slot))")
      }
    }
    writer.line("default: Swift.preconditionFailure(\"snap target out of range\")")
    writer.line("}")
    writer.close()
    writer.blank()
    writer.open("public func easeSnap(_ state: Int, _ progress: Double) -> Double {")
    writer.line("switch state {")
    for index in states.indices where states[index].snap != nil {
      writer.line("case \(index): return _snapEasing\(index)(progress)")
    }
    writer.line("default: Swift.preconditionFailure(\"no snap\")")
    writer.line("}")
    writer.close()
  }

  private func writeTransitions(_ writer: inout SwiftWriter) {
    let transitions = graph.transitions
    writer.blank()
    writer.open("public func transitionSetup(_ transition: Int) -> TransitionSetup {")
    writeSwitch(&writer, on: "transition", count: transitions.count) {
      let transition = transitions[$0]
      let timing =
        transition.spring.map { ".spring(\(springExpression($0)))" }
        ?? ".duration(\(slot(transition.durationSlot)))"
      // A timing back only when it differs (per direction).
      let back =
        transition.springBack.map { ", back: .spring(\(springExpression($0)))" }
        ?? transition.backDurationSlot.map { ", back: .duration(\(slot($0)))" } ?? ""
      return [
        "return TransitionSetup(from: \(slot(transition.fromSlot)), to: \(slot(transition.toSlot)), timing: \(timing)\(back))"
      ]
    }
    writer.close()
    writer.blank()
    writer.open("public mutating func condition(_ transition: Int) -> Bool {")
    writeSwitch(&writer, on: "transition", count: transitions.count) {
      let transition = transitions[$0]
      return code(start: transition.codeStart, count: transition.codeCount) + [
        "return \(guardValue(transition.conditionSlot))"
      ]
    }
    writer.close()
    writeSlotSubscript(&writer, "transition transition", slots: transitions.map(\.valueSlot))
    writer.blank()
    writer.open(
      "public func easeTransition(_ transition: Int, on: Bool, _ progress: Double) -> Double {")
    writeSwitch(&writer, on: "transition", count: transitions.count) {
      ["return on ? _transitionOn\($0)(progress) : _transitionOff\($0)(progress)"]
    }
    writer.close()
  }

  /// A spring (a snap's or a transition's) made from the set-up values now,
  /// as the evaluator makes it.
  private func springExpression(_ spring: CompiledGraph.SpringSource) -> String {
    let parameters = spring.slots.map { slot($0) } + (spring.slots.count > 2 ? [] : ["0"])
    return
      "CompiledGraph.SpringSource.spring(.\(spring.form), \(parameters.joined(separator: ", ")))"
  }
}
