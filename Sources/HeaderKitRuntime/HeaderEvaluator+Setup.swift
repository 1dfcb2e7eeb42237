extension HeaderEvaluator {
  /// Computes everything that depends only on params: the set-up code, then
  /// every track's keyframes (each keyframe's code, per element for `each`),
  /// then the set-up values events read.
  mutating func setUp() {
    run(graph.setupCode, graph.setupCode.indices)
    tracks = []
    tracks.reserveCapacity(graph.tracks.count)
    for index in graph.tracks.indices { tracks.append(buildTrack(index)) }
    stateSetups = graph.states.map { state in
      StateSetup(
        input: Int(state.input), initial: slots[Int(state.initialSlot)],
        rule: StateRule(
          follow: slots[Int(state.followSlot)], min: slots[Int(state.minSlot)],
          max: slots[Int(state.maxSlot)], handoff: state.handoff,
          lowerLimit: state.limits.map { slots[Int($0.lowerSlot)] } ?? -.infinity,
          upperLimit: state.limits.map { slots[Int($0.upperSlot)] } ?? .infinity),
        positionIsRaw: state.positionSlot == graph.inputs[Int(state.input)].rawSlot)
    }
    snapSetups = graph.states.map { state in
      state.snap.map { snap in
        SnapSetup(
          rule: snap.rule, targetCount: snap.targetSlots.count,
          timing: snap.spring.map { .spring(spring($0)) }
            ?? .duration(slots[Int(snap.durationSlot)]),
          flingSpeed: snap.flingSlot.map { slots[Int($0)] },
          deceleration: snap.decelerationSlot.map { slots[Int($0)] } ?? 0,
          movesInput: snap.movesInput)
      }
    }
    snapTargets = graph.states.map { $0.snap?.targetSlots.map { slots[Int($0)] } ?? [] }
    transitionSetups = graph.transitions.map { transition in
      TransitionSetup(
        from: slots[Int(transition.fromSlot)], to: slots[Int(transition.toSlot)],
        timing: transition.spring.map { .spring(spring($0)) }
          ?? .duration(slots[Int(transition.durationSlot)]),
        back: transition.springBack.map { .spring(spring($0)) }
          ?? transition.backDurationSlot.map { .duration(slots[Int($0)]) })
    }
  }

  /// Track `index`'s keyframes for the current params: each keyframe
  /// source's code, once, or once per element of its list.
  private mutating func buildTrack(_ index: Int) -> KeyframeTrack {
    let track = graph.tracks[index]
    var built = KeyframeTrack(before: track.before, after: track.after)
    let sources = Int(track.firstSource)..<Int(track.firstSource) + Int(track.sourceCount)
    built.reserveCapacity(
      sources.reduce(0) { count, source in
        let list = Int(graph.keyframeSources[source].list)
        return count + (list < 0 ? 1 : lists[list].elements.count)
      })
    for sourceIndex in sources {
      let source = graph.keyframeSources[sourceIndex]
      let list = Int(source.list)
      let code = Int(source.codeStart)..<Int(source.codeStart) + Int(source.codeCount)
      for element in 0..<(list < 0 ? 1 : lists[list].elements.count) {
        if list >= 0 {
          slots[Int(source.indexSlot)] = Double(element)
          slots[Int(source.itemSlot)] = lists[list].elements[element]
        }
        run(graph.keyframeCode, code)
        built.append(
          position: slots[Int(source.atSlot)], value: slots[Int(source.valueSlot)],
          curve: curveOfSource[sourceIndex])
      }
    }
    return built
  }

  /// The spring a snap's or transition's set-up values make, nil when they make none.
  private func spring(_ source: CompiledGraph.SpringSource) -> Spring? {
    let values = source.slots.map { slots[Int($0)] }
    return CompiledGraph.SpringSource.spring(
      source.form, values[0], values[1], values.count > 2 ? values[2] : 0)
  }
}

/// The slot numbers of a graph that events read and write, as plain integers.
@usableFromInline
struct SlotLayout: Sendable {
  @usableFromInline
  struct Input: Sendable {
    @usableFromInline let raw: Int
    let value, inset, initial: Int
  }

  struct State: Sendable {
    let model, value, position, down, up, gate: Int
    let guards: Range<Int>
  }

  struct Transition: Sendable {
    let value, condition: Int
    let code: Range<Int>
  }

  struct Clock: Sendable {
    let value, condition: Int
    let period: Int?
    let code: Range<Int>
  }

  struct Signal: Sendable {
    let value: Int
    let latch: (code: Range<Int>, condition: Int, value: Int)?
  }

  @usableFromInline let inputs: [Input]
  let states: [State]
  let transitions: [Transition]
  let signals: [Signal]
  let clocks: [Clock]

  init(_ graph: CompiledGraph) {
    inputs = graph.inputs.map {
      Input(
        raw: Int($0.rawSlot), value: Int($0.valueSlot), inset: Int($0.insetSlot),
        initial: Int($0.initialSlot))
    }
    states = graph.states.map { state in
      State(
        model: Int(state.modelSlot), value: Int(state.valueSlot),
        position: Int(state.positionSlot), down: Int(state.downSlot), up: Int(state.upSlot),
        gate: Int(state.gateSlot),
        guards: Int(state.guardStart)..<Int(state.guardStart) + Int(state.guardCount))
    }
    transitions = graph.transitions.map { transition in
      Transition(
        value: Int(transition.valueSlot), condition: Int(transition.conditionSlot),
        code: Int(transition.codeStart)..<Int(transition.codeStart) + Int(transition.codeCount))
    }
    clocks = graph.clocks.map { clock in
      Clock(
        value: Int(clock.valueSlot), condition: Int(clock.conditionSlot),
        period: clock.periodSlot.map(Int.init),
        code: Int(clock.codeStart)..<Int(clock.codeStart) + Int(clock.codeCount))
    }
    signals = graph.signals.map { signal in
      Signal(
        value: Int(signal.valueSlot),
        latch: signal.latch.map { latch in
          (
            Int(latch.codeStart)..<Int(latch.codeStart) + Int(latch.codeCount),
            Int(latch.conditionSlot), Int(latch.valueSlot)
          )
        })
    }
  }
}
