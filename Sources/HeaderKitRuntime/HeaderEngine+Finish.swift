extension HeaderEngine {
  /// Puts every running snap and transition at its end, as Reduce Motion
  /// wants, without moving the clock: each shows its end value, a snap that
  /// moves its input leaves it at its end offset (its input's states see it
  /// there), and states keep the model values their snaps started with, as
  /// at the end of the animation. Transitions' conditions are then checked;
  /// one that changes starts a transition, which ends at once too — again
  /// while ends start others, at most once per transition (transitions that
  /// keep starting each other go on running). Then the frame.
  @inlinable @inline(__always)
  public static func finishAnimations(_ code: inout some HeaderCode) {
    for state in 0..<code.stateCount where code[memory: state].snap.isRunning {
      show(code.changeMemory(of: state) { $0.snap.finish() }, ofSnap: state, in: &code)
    }
    var passes = code.transitionCount + 1
    repeat {
      for transition in 0..<code.transitionCount where code[animation: transition].isRunning {
        show(
          code.changeAnimation(of: transition) { $0.finish() }, ofTransition: transition,
          in: &code)
      }
      updateTransitions(&code)
      passes -= 1
    } while passes > 0 && isAnyTransitionRunning(code)
    code.frame()
  }

  /// Whether any transition is on its way.
  @inlinable @inline(__always)
  static func isAnyTransitionRunning(_ code: some HeaderCode) -> Bool {
    for transition in 0..<code.transitionCount where code[animation: transition].isRunning {
      return true
    }
    return false
  }
}
