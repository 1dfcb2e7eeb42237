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
    for index in layout.states.indices where layout.states[index].input == input {
      startSnap(state: index, velocity: velocity)
    }
    updateTransitions()
    evaluate()
  }

  /// Starts state `index`'s snap, if it has one, for an end at `velocity`: picks the target
  /// from the model value, which jumps there, and starts the presented value
  /// (and the input, if the snap moves it) on its way.
  private mutating func startSnap(state index: Int, velocity: Double) {
    let state = layout.states[index]
    guard let snap = state.snap else { return }
    let valueVelocity = rules[index].velocity(of: velocity, at: slots[state.model])
    let fling = snap.fling.map { Swift.abs(velocity) >= slots[$0] } ?? false
    let target = SnapAnimation.target(
      for: slots[state.model], velocity: valueVelocity, fling: fling,
      deceleration: snap.deceleration.map { slots[$0] } ?? 0,
      count: snap.targets.count, rule: snap.rule
    ) { slots[layout.snapTargets[snap.targets.lowerBound + $0]] }
    if let spring = snap.spring {
      slots[state.value] = memories[index].snap.start(
        from: slots[state.value], to: target, spring: self.spring(spring),
        velocity: valueVelocity)
    } else {
      slots[state.value] = memories[index].snap.start(
        from: slots[state.value], to: target, duration: slots[snap.duration])
    }
    slots[state.model] = target
    if snap.movesInput {
      let raw = memories[index].snap.moveInput(
        from: rawInput(state.input), follow: rules[index].follow)
      if raw != rawInput(state.input) { moveInput(state.input, toRaw: raw) }
    }
  }

  /// The spring a snap's or transition's set-up values make now, nil when
  /// they make none.
  func spring(_ source: SlotLayout.SpringSlots) -> Spring? {
    CompiledGraph.SpringSource.spring(
      source.form, slots[source.a], slots[source.b], source.c.map { slots[$0] } ?? 0)
  }

  /// Moves snap `index` on by `seconds`, and its input if the snap moves one.
  mutating func advanceSnap(_ index: Int, by seconds: Double) {
    // Moved on as a local: read while the memories are being changed, the
    // curve would be copied (and its table retained) on every frame.
    var snap = memories[index].snap
    let next = snap.advance(by: seconds, easing: snapCurves[index])
    memories[index].snap = snap
    guard let presented = next else { return }
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
  /// value shown. Returns whether it stopped any.
  @inline(__always)
  mutating func releaseSnaps(of input: Int) -> Bool {
    var released = false
    for index in layout.states.indices
    where layout.states[index].input == input && memories[index].snap.isRunning
      && memories[index].snap.movesInput
    {
      release(state: index)
      released = true
    }
    return released
  }

  /// Stops state `index`'s snap where it is. Not inlined: written in the
  /// loop, the memories would be checked for sharing on every scroll, not
  /// only when a snap is stopped.
  @inline(never)
  private mutating func release(state index: Int) {
    memories[index].snap.cancel()
    slots[layout.states[index].model] = slots[layout.states[index].value]
  }
}

extension SlotLayout {
  /// A state's snap as slot numbers (see ``CompiledGraph/Snap``), its
  /// targets a range of ``SlotLayout/snapTargets``: an end reads them
  /// without copying or retaining the graph's arrays.
  struct SnapSlots: Sendable {
    let rule: CompiledGraph.Snap.Rule
    let targets: Range<Int>
    let duration: Int
    let fling, deceleration: Int?
    let spring: SpringSlots?
    let movesInput: Bool

    /// `snap`'s slots, its targets appended to `targets`.
    init(_ snap: CompiledGraph.Snap, targets: inout [Int]) {
      let first = targets.count
      targets += snap.targetSlots.map { Int($0) }
      self.targets = first..<targets.count
      (rule, duration, movesInput) = (snap.rule, Int(snap.durationSlot), snap.movesInput)
      fling = snap.flingSlot.map { Int($0) }
      deceleration = snap.decelerationSlot.map { Int($0) }
      spring = snap.spring.map(SpringSlots.init)
    }
  }

  /// A spring's set-up slots (see ``CompiledGraph/SpringSource``): the
  /// form's two or three values.
  struct SpringSlots: Sendable {
    let form: CompiledGraph.SpringSource.Form
    let a, b: Int
    let c: Int?

    init(_ source: CompiledGraph.SpringSource) {
      form = source.form
      (a, b) = (Int(source.slots[0]), Int(source.slots[1]))
      c = source.slots.count > 2 ? Int(source.slots[2]) : nil
    }
  }
}
