import HeaderKitDiagnostics
import HeaderKitRuntime

extension SpecCompilation {
  /// Compiles a state's set-up values and guards into its machine.
  ///
  /// Guards run while the state updates, before the frame pass, so their code
  /// recomputes the vars and ranges they read from the new offset. Those vars
  /// must not depend on any state: a state's value is what is being decided.
  mutating func compileState(_ index: Int, order: [DependencyNode]) -> CompiledGraph.StateMachine {
    let state = spec.states[index]
    let name = state.name.value
    func setup(_ expression: SpecExpression, _ what: String, _ compilation: inout SpecCompilation)
      -> Int
    {
      compilation.currentWhat = "'\(what)' of state '\(name)'"
      return compilation.compile(expression, .setup).slot
    }
    let initial = setup(state.initial, "initial", &self)
    let minimum = setup(state.min, "min", &self)
    let maximum = setup(state.max, "max", &self)
    // Set-up values are known at compile time, for the params compiled.
    let (low, high) = (builder.shadow[minimum], builder.shadow[maximum])
    if low > high {
      diagnostics.append(
        .stateBoundsCrossed(
          name, minimum: low, at: state.min.range, maximum: high, maximumAt: state.max.range))
    }
    let follow = setup(state.follow, "follow", &self)
    var limits: CompiledGraph.Limits?
    if let pair = state.limits, pair.count == 2 {
      limits = CompiledGraph.Limits(
        lowerSlot: Int32(setup(pair[0], "limits", &self)),
        upperSlot: Int32(setup(pair[1], "limits", &self)))
    }
    var snap: CompiledGraph.Snap?
    if let decl = state.snap {
      let targets = decl.targets.map { Int32(setup($0, "snap.to", &self)) }
      let duration = setup(decl.duration, "snap.duration", &self)
      let spring = decl.spring.map { spring in
        CompiledGraph.SpringSource(
          form: spring.form,
          slots: spring.parameters.map { Int32(setup($0, "snap.spring", &self)) })
      }
      let fling = decl.fling.map { Int32(setup($0, "snap.fling", &self)) }
      let deceleration = decl.deceleration.map { Int32(setup($0, "snap.deceleration", &self)) }
      snap = CompiledGraph.Snap(
        targetSlots: targets, rule: decl.rule, durationSlot: Int32(duration), easing: decl.ease,
        spring: spring, flingSlot: fling, decelerationSlot: deceleration,
        movesInput: decl.movesInput)
    }

    let guardStart = builder.stateCode.count
    builder.startGuards()
    let guards = [("down", state.down), ("up", state.up), ("gate", state.gate)]
    emitEventDependencies(
      guards.compactMap(\.1) + [state.position].compactMap { $0 }, guardOf: index, order: order)
    guardState = index
    var guardSlots: [Int] = []
    for (key, expression) in guards {
      currentWhat = "the '\(key)' guard of state '\(name)'"
      if let expression {
        guardSlots.append(builder.finite(compile(expression, .guards), context: .guards).slot)
      } else {
        guardSlots.append(builder.constant(1).slot)
      }
    }
    let input: Int
    if case .input(let found) = symbols[state.input.value] { input = found } else { input = 0 }
    // Without a `position`, the move is the change of the raw offset.
    var positionSlot = inputSlots[input].raw
    if let position = state.position {
      currentWhat = "the 'position' of state '\(name)'"
      positionSlot = builder.finite(compile(position, .guards), context: .guards).slot
    }
    guardState = nil

    return CompiledGraph.StateMachine(
      name: name, input: Int32(input), modelSlot: Int32(stateSlots[index].model),
      valueSlot: Int32(stateSlots[index].value), initialSlot: Int32(initial),
      minSlot: Int32(minimum), maxSlot: Int32(maximum), followSlot: Int32(follow),
      guardStart: Int32(guardStart), guardCount: Int32(builder.stateCode.count - guardStart),
      downSlot: Int32(guardSlots[0]), upSlot: Int32(guardSlots[1]), gateSlot: Int32(guardSlots[2]),
      positionSlot: Int32(positionSlot), handoff: state.handoff, limits: limits, snap: snap)
  }

  /// Re-emits, into state code, the vars and ranges that guards (of state
  /// `guardOf`) or a transition's condition (`guardOf` nil) read. States and
  /// transitions are read as they are; a guard's vars must not depend on a state.
  mutating func emitEventDependencies(
    _ expressions: [SpecExpression], guardOf state: Int?, order: [DependencyNode]
  ) {
    var needed: Set<DependencyNode> = []
    var pending: [(node: DependencyNode, via: String, range: SourceRange)] = []
    for expression in expressions {
      for (name, range) in expression.tree.names {
        guard let node = checker.resolve(name, generator: false)?.node else { continue }
        switch node {
        case .state, .transition: continue  // a state's or transition's value, read directly
        default: break
        }
        pending.append((node, name, range))
      }
    }
    while let (node, via, range) = pending.popLast() {
      guard needed.insert(node).inserted, let index = nodeIndex[node] else { continue }
      for dependency in edges[index] {
        let next = nodes[dependency]
        if case .transition = next { continue }  // its value from the last event
        if case .state = next {
          guard let state else { continue }  // states have moved before conditions run
          diagnostics.append(
            .stateDependency(
              "a guard of state '\(spec.states[state].name.value)'", dependsOn: via, at: range))
          continue
        }
        pending.append((next, via, range))
      }
    }
    for node in order where needed.contains(node) {
      switch node {
      case .variable(let index): compileVar(index, context: .guards)
      case .range(let index) where referencedRanges.contains(index):
        emitProgress(index, context: .guards)
      default: break
      }
    }
  }
}
