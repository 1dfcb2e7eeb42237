extension HeaderEngine {
  /// Dragging and deceleration of an input have stopped, the finger having
  /// left it at `velocity` points per second (positive as the offset grows;
  /// UIKit's `scrollViewWillEndDragging` reports points per millisecond, so
  /// multiply by 1000): its states with a snap start towards the target
  /// their rule picks, springs with the velocity handed over (see
  /// docs/states.md); then transitions' conditions and the frame. Signals'
  /// latches run first, at the moment of release.
  @inlinable @inline(__always)
  public static func endScrolling(
    _ input: Int, velocity: Double, in code: inout some HeaderCode
  ) {
    guard IndexRule.contains(input, below: code.inputCount) else { return }
    let velocity = ScalarOps.finite(velocity)
    latchSignals(&code)
    for state in 0..<code.stateCount where code.stateSetup(state).input == input {
      startSnap(state, velocity: velocity, in: &code)
    }
    updateTransitions(&code)
    updateClocks(&code)
    code.frame()
  }

  /// Advances the clock by `seconds` (negative counts as 0): snaps,
  /// transitions and running clocks move on, transitions' and clocks'
  /// conditions are checked, and the frame runs with their values shown.
  @inlinable @inline(__always)
  public static func advance(by seconds: Double, in code: inout some HeaderCode) {
    let seconds = Swift.max(0, ScalarOps.finite(seconds))
    // Sums of huge waits stay finite: the clock stops at the largest double.
    code.clock = ScalarOps.finite(code.clock + seconds)
    for state in 0..<code.stateCount where code[memory: state].snap.isRunning {
      advanceSnap(state, by: seconds, in: &code)
    }
    advanceTransitions(by: seconds, in: &code)
    advanceClocks(by: seconds, in: &code)
    updateTransitions(&code)
    updateClocks(&code)
    code.frame()
  }

  /// Starts state `state`'s snap, if it has one, for an end at `velocity`:
  /// picks the target from the model value, which jumps there, and starts
  /// the value shown (and the input, if the snap moves it) on its way.
  @inlinable @inline(__always)
  static func startSnap(_ state: Int, velocity: Double, in code: inout some HeaderCode) {
    guard let snap = code.snapSetup(state) else { return }
    let setup = code.stateSetup(state)
    let model = code[model: state]
    let valueVelocity = setup.rule.velocity(of: velocity, at: model)
    let fling = snap.flingSpeed.map { Swift.abs(velocity) >= $0 } ?? false
    let target = SnapAnimation.target(
      for: model, velocity: valueVelocity, fling: fling, deceleration: snap.deceleration,
      count: snap.targetCount, rule: snap.rule
    ) { code.snapTarget(state, $0) }
    let (shown, raw) = (code[shown: state], code.rawInput(setup.input))
    let (presented, moved) = code.changeMemory(of: state) { memory in
      let presented =
        switch snap.timing {
        case .duration(let duration): memory.snap.start(from: shown, to: target, duration: duration)
        case .spring(let spring):
          memory.snap.start(from: shown, to: target, spring: spring, velocity: valueVelocity)
        }
      let moved =
        snap.movesInput ? memory.snap.moveInput(from: raw, follow: setup.rule.follow) : raw
      return (presented, moved)
    }
    code[shown: state] = presented
    code[model: state] = target
    if moved != raw { moveInput(of: state, toRaw: moved, in: &code) }
  }

  /// Moves state `state`'s running snap on by `seconds`, and its input if
  /// the snap moves one.
  @inlinable @inline(__always)
  static func advanceSnap(_ state: Int, by seconds: Double, in code: inout some HeaderCode) {
    show(code.changeMemory(of: state) { $0.snap.advance(by: seconds) }, ofSnap: state, in: &code)
  }

  /// Shows where state `state`'s snap is after `step` (nothing for nil),
  /// and moves its input there if the snap moves one.
  @inlinable @inline(__always)
  static func show(_ step: SnapAnimation.Step?, ofSnap state: Int, in code: inout some HeaderCode) {
    let snap = code[memory: state].snap
    let presented: Double
    switch step {
    case nil: return
    case .value(let value): presented = value
    case .progress(let progress): presented = snap.value(eased: code.easeSnap(state, progress))
    }
    code[shown: state] = presented
    if snap.movesInput { moveInput(of: state, toRaw: snap.input(at: presented), in: &code) }
  }

  /// Sets the input of state `state`, whose snap moves it, to `raw` within
  /// the state's limits: the content never leaves them, while the snap (a
  /// spring's overshoot, velocity and all) runs on unchanged, so the content
  /// waits at a limit until the value comes back (docs/states.md). The
  /// snap's motion is not a move: every state of the input takes the new
  /// offset and position as seen.
  @inlinable @inline(__always)
  static func moveInput(of state: Int, toRaw raw: Double, in code: inout some HeaderCode) {
    let setup = code.stateSetup(state)
    let input = setup.input
    store(input, raw: setup.rule.withinLimits(raw), in: &code)
    for state in 0..<code.stateCount where code.stateSetup(state).input == input {
      see(state, in: &code)
    }
  }

  /// A scroll or drag of an input stops the snaps that move it, where they
  /// are: the finger has the content now, and the state's model value is
  /// the value shown.
  @inlinable @inline(__always)
  static func releaseSnaps(of input: Int, in code: inout some HeaderCode) {
    for state in 0..<code.stateCount where code.stateSetup(state).input == input {
      let snap = code[memory: state].snap
      guard snap.isRunning, snap.movesInput else { continue }
      code.changeMemory(of: state) { $0.snap.cancel() }
      code[model: state] = code[shown: state]
    }
  }
}
