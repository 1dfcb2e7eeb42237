extension HeaderEngine {
  /// Whether transition `transition` is on its way between its two values
  /// (false for an index out of range).
  @inlinable @inline(__always)
  public static func isAnimating(transition: Int, in code: some HeaderCode) -> Bool {
    IndexRule.contains(transition, below: code.transitionCount)
      && code[animation: transition].isRunning
  }

  /// Each transition's condition at rest, in update order: the transition
  /// rests on that side (`to` when it holds, else `from`) without animating.
  @inlinable @inline(__always)
  static func settleTransitions(_ code: inout some HeaderCode) {
    for transition in 0..<code.transitionCount {
      let on = code.condition(transition)
      code.changeAnimation(of: transition) { $0.settle(on: on) }
      let setup = code.transitionSetup(transition)
      code[transition: transition] = on ? setup.to : setup.from
    }
  }

  /// Each transition's condition after an event, in update order (so a
  /// condition sees the transitions it reads already updated): one that
  /// changed starts an animation from the value shown to the other side
  /// with that direction's timing (a spring's with the velocity shown, too). A header without transitions
  /// pays only the loop's test.
  @inlinable @inline(__always)
  static func updateTransitions(_ code: inout some HeaderCode) {
    for transition in 0..<code.transitionCount {
      let on = code.condition(transition)
      guard on != code[animation: transition].isOn else { continue }
      let setup = code.transitionSetup(transition)
      let (shown, target) = (code[transition: transition], on ? setup.to : setup.from)
      code[transition: transition] = code.changeAnimation(of: transition) { animation in
        switch on ? setup.timing : setup.back {
        case .duration(let duration):
          animation.update(on: on, presented: shown, target: target, duration: duration)
        case .spring(let spring):
          animation.update(on: on, presented: shown, target: target, spring: spring)
        }
      }
    }
  }

  /// Moves running transitions on by `seconds` (finite, not negative), each
  /// with the curve of its direction.
  @inlinable @inline(__always)
  static func advanceTransitions(by seconds: Double, in code: inout some HeaderCode) {
    for transition in 0..<code.transitionCount where code[animation: transition].isRunning {
      show(
        code.changeAnimation(of: transition) { $0.advance(by: seconds) },
        ofTransition: transition, in: &code)
    }
  }

  /// Shows where transition `transition` is after `step` (nothing for nil).
  @inlinable @inline(__always)
  static func show(
    _ step: SnapAnimation.Step?, ofTransition transition: Int, in code: inout some HeaderCode
  ) {
    let animation = code[animation: transition]
    switch step {
    case nil: break
    case .value(let value): code[transition: transition] = value
    case .progress(let progress):
      code[transition: transition] = animation.value(
        eased: code.easeTransition(transition, on: animation.isOn, progress))
    }
  }
}
