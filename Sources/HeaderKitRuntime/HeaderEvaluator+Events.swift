/// The per-state memory of an evaluator: the last offset a state saw and its
/// snap animation in flight.
struct StateRuntime: Sendable {
  var previousRaw = 0.0
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
      stateRuntimes[index].previousRaw = rawInput(Int(machine.input))
    }
    evaluate()
  }

  /// Scrolls an input to a raw offset, as `setContentOffset` does, then lets
  /// the stateful values react, which may hand the offset back (see
  /// ``rawInput(_:)``), and evaluates.
  /// - Complexity: O(guard code + frame code); no allocation.
  public mutating func scroll(_ input: Int, toRaw raw: Double) {
    storeInput(input, raw: raw)
    updateStates(of: input)
    evaluate()
  }

  /// Moves an input by a delta from where the last event left it, as a
  /// finger drag does, then reacts as ``scroll(_:toRaw:)``.
  public mutating func drag(_ input: Int, by delta: Double) {
    scroll(input, toRaw: rawInput(input) + delta)
  }

  /// Dragging and deceleration of an input have stopped: states with a snap
  /// start animating to their chosen target.
  public mutating func endScrolling(_ input: Int) {
    for (index, machine) in graph.states.enumerated() where Int(machine.input) == input {
      if let snap = machine.snap { startSnap(index, machine, snap) }
    }
    evaluate()
  }

  /// Advances the clock; snap animations move on, and the graph is evaluated
  /// with their presented values. Negative durations count as 0.
  public mutating func advance(by seconds: Double) {
    let seconds = max(0, ScalarOps.finite(seconds))
    // Sums of huge waits stay finite: the clock stops at the largest double.
    time = ScalarOps.finite(time + seconds)
    for (index, machine) in graph.states.enumerated() where stateRuntimes[index].animating {
      var runtime = stateRuntimes[index]
      runtime.elapsed = ScalarOps.finite(runtime.elapsed + seconds)
      if runtime.elapsed >= runtime.duration {
        runtime.animating = false
        slots[Int(machine.valueSlot)] = runtime.to
      } else {
        let eased = runtime.curve.apply(runtime.elapsed / runtime.duration)
        slots[Int(machine.valueSlot)] = ScalarOps.interpolate(runtime.from, runtime.to, eased)
      }
      stateRuntimes[index] = runtime
    }
    evaluate()
  }

  /// Whether a state is animating towards a snap target.
  public func isAnimating(state index: Int) -> Bool { stateRuntimes[index].animating }

  /// Applies the latest move of `input` to each of its states, in order.
  ///
  /// A state ignores a move while its gate is false, and then also keeps the
  /// offset it last saw. Otherwise the move's delta, times `follow`, changes
  /// the value when its direction's guard holds; a bound stops the value only
  /// in the direction it moves. When the value changes, a running snap is
  /// cancelled and, with hand-off, the input goes back to the previous offset.
  private mutating func updateStates(of input: Int) {
    for (index, machine) in graph.states.enumerated() where Int(machine.input) == input {
      withInterpreter { interpreter, graph in
        graph.stateCode.withUnsafeBufferPointer { code in
          let start = Int(machine.guardStart)
          interpreter.run(
            UnsafeBufferPointer(rebasing: code[start..<start + Int(machine.guardCount)]))
        }
      }
      guard slots[Int(machine.gateSlot)] != 0 else { continue }
      let rawSlot = Int(graph.inputs[input].rawSlot)
      var runtime = stateRuntimes[index]
      let delta = slots[rawSlot] - runtime.previousRaw
      let model = slots[Int(machine.modelSlot)]
      var change = 0.0
      if delta > 0, slots[Int(machine.downSlot)] != 0 {
        change = slots[Int(machine.followSlot)] * delta
      } else if delta < 0, slots[Int(machine.upSlot)] != 0 {
        change = slots[Int(machine.followSlot)] * delta
      }
      var value = model
      if change < 0 {
        value = max(slots[Int(machine.minSlot)], model + change)
      } else if change > 0 {
        value = min(slots[Int(machine.maxSlot)], model + change)
      }
      value = ScalarOps.finite(value)
      if value != model {
        slots[Int(machine.modelSlot)] = value
        slots[Int(machine.valueSlot)] = value
        runtime.animating = false
        if machine.handoff { storeInput(input, raw: runtime.previousRaw) }
      }
      runtime.previousRaw = slots[rawSlot]
      stateRuntimes[index] = runtime
    }
  }

  private mutating func startSnap(
    _ index: Int, _ machine: CompiledGraph.StateMachine, _ snap: CompiledGraph.Snap
  ) {
    let model = slots[Int(machine.modelSlot)]
    let target = chooseTarget(for: model, snap)
    var runtime = stateRuntimes[index]
    runtime.from = slots[Int(machine.valueSlot)]
    runtime.to = target
    runtime.elapsed = 0
    runtime.duration = max(0, slots[Int(snap.durationSlot)])
    runtime.curve = EasingCurve(snap.easing)
    runtime.animating = runtime.duration > 0
    slots[Int(machine.modelSlot)] = target
    if !runtime.animating { slots[Int(machine.valueSlot)] = target }
    stateRuntimes[index] = runtime
  }

  /// The snap target for a value; see ``CompiledGraph/Snap/Rule``.
  private func chooseTarget(for value: Double, _ snap: CompiledGraph.Snap) -> Double {
    var lower: Double?
    var upper: Double?
    var nearest: Double?
    for slot in snap.targetSlots {
      let target = slots[Int(slot)]
      if target <= value, target > (lower ?? -.infinity) { lower = target }
      if target > value, target < (upper ?? .infinity) { upper = target }
      if let best = nearest {
        let distance = abs(target - value)
        let bestDistance = abs(best - value)
        if distance < bestDistance || (distance == bestDistance && target > best) {
          nearest = target
        }
      } else {
        nearest = target
      }
    }
    switch snap.rule {
    case .nearest:
      return nearest ?? value
    case .midpoint:
      guard let lower else { return upper ?? value }
      guard let upper else { return lower }
      // Halves first: `upper - lower` overflows for targets near ±1e308.
      return value > lower / 2 + upper / 2 ? upper : lower
    }
  }
}
