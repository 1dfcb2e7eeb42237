extension HeaderEvaluator {
  /// Dragging and deceleration of an input have stopped, the finger having
  /// left it at `velocity` points per second (positive as the offset grows;
  /// UIKit's `scrollViewWillEndDragging` reports points per millisecond, so
  /// multiply by 1000): its states with a snap start towards the target
  /// their rule picks, springs with the velocity handed over (see
  /// docs/states.md).
  /// - Complexity: O(snap targets + frame code); no allocation.
  public mutating func endScrolling(_ input: Int, velocity: Double) {
    let velocity = ScalarOps.finite(velocity)
    for index in graph.states.indices where graph.states[index].input == input {
      guard let snap = graph.states[index].snap else { continue }
      startSnap(state: index, snap, velocity: velocity)
    }
    updateTransitions()
    evaluate()
  }

  /// Starts state `index`'s snap for an end at `velocity`: picks the target
  /// from the model value, which jumps there, and starts the presented value
  /// (and the input, if the snap moves it) on its way.
  private mutating func startSnap(state index: Int, _ snap: CompiledGraph.Snap, velocity: Double) {
    let state = graph.states[index]
    let (model, value) = (Int(state.modelSlot), Int(state.valueSlot))
    let valueVelocity = rules[index].velocity(of: velocity, at: slots[model])
    let fling = snap.flingSlot.map { Swift.abs(velocity) >= slots[Int($0)] } ?? false
    let target = SnapAnimation.target(
      for: slots[model], velocity: valueVelocity, fling: fling,
      deceleration: snap.decelerationSlot.map { slots[Int($0)] } ?? 0,
      count: snap.targetSlots.count, rule: snap.rule
    ) { slots[Int(snap.targetSlots[$0])] }
    if let spring = snap.spring {
      slots[value] = memories[index].snap.start(
        from: slots[value], to: target, spring: self.spring(spring), velocity: valueVelocity)
    } else {
      slots[value] = memories[index].snap.start(
        from: slots[value], to: target, duration: slots[Int(snap.durationSlot)])
    }
    slots[model] = target
    if snap.movesInput {
      let input = Int(state.input)
      let raw = memories[index].snap.moveInput(from: rawInput(input), follow: rules[index].follow)
      if raw != rawInput(input) { moveInput(input, toRaw: raw) }
    }
  }

  /// The spring a snap's or transition's set-up values make now, nil when
  /// they make none.
  func spring(_ source: CompiledGraph.SpringSource) -> Spring? {
    let (a, b) = (slots[Int(source.slots[0])], slots[Int(source.slots[1])])
    let c = source.slots.count > 2 ? slots[Int(source.slots[2])] : 0
    return CompiledGraph.SpringSource.spring(source.form, a, b, c)
  }

  /// Moves snap `index` on by `seconds`, and its input if the snap moves one.
  mutating func advanceSnap(_ index: Int, by seconds: Double) {
    guard let presented = memories[index].snap.advance(by: seconds, easing: snapCurves[index])
    else { return }
    slots[layout.states[index].value] = presented
    if memories[index].snap.movesInput {
      moveInput(layout.states[index].input, toRaw: memories[index].snap.input(at: presented))
    }
  }

  /// Sets an input where a snap moves it. The snap's motion is not a move:
  /// every state of the input takes the new offset and position as seen.
  private mutating func moveInput(_ input: Int, toRaw raw: Double) {
    store(input: input, raw: raw)
    for index in layout.states.indices where layout.states[index].input == input {
      let state = layout.states[index]
      run(.guards, state.guards)
      memories[index].previousRaw = slots[state.raw]
      memories[index].previousPosition = slots[state.position]
    }
  }

  /// A scroll or drag of an input stops the snaps that move it, where they
  /// are: the finger has the content now, and the state's model value is the
  /// value shown.
  mutating func releaseSnaps(of input: Int) {
    for index in memories.indices
    where memories[index].snap.movesInput && memories[index].snap.isRunning
      && layout.states[index].input == input
    {
      memories[index].snap.cancel()
      slots[layout.states[index].model] = slots[layout.states[index].value]
    }
  }
}
