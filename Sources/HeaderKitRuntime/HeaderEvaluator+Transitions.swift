extension HeaderEvaluator {
  /// Whether transition `index` is on its way between its two values.
  public func isAnimating(transition index: Int) -> Bool {
    transitionAnimations[index].isRunning
  }

  /// Each transition's condition at rest, in update order: the transition
  /// rests on that side (`to` when non-zero, else `from`) without animating.
  mutating func settleTransitions() {
    for index in layout.transitions.indices {
      let transition = layout.transitions[index]
      run(.guards, transition.code)
      let on = slots[transition.condition] != 0
      transitionAnimations[index].settle(on: on)
      slots[transition.value] = slots[on ? transition.to : transition.from]
    }
  }

  /// Each transition's condition after an event, in update order (so a
  /// condition sees the transitions it reads already updated): one that
  /// changed starts an animation from the value shown to the other side
  /// (a spring's with the velocity shown, too). Returns whether any changed.
  /// Inlined, so that a header without transitions pays only the loop's test.
  /// - Complexity: O(transitions' code); no allocation.
  @discardableResult @inline(__always)
  mutating func updateTransitions() -> Bool {
    var changed = false
    for index in layout.transitions.indices where update(transition: index) { changed = true }
    return changed
  }

  /// Transition `index`'s condition after an event; returns whether it changed.
  private mutating func update(transition index: Int) -> Bool {
    let transition = layout.transitions[index]
    run(.guards, transition.code)
    let on = slots[transition.condition] != 0
    guard on != transitionAnimations[index].isOn else { return false }
    let target = slots[on ? transition.to : transition.from]
    if let spring = transition.spring {
      slots[transition.value] = transitionAnimations[index].update(
        on: on, presented: slots[transition.value], target: target, spring: self.spring(spring))
    } else {
      slots[transition.value] = transitionAnimations[index].update(
        on: on, presented: slots[transition.value], target: target,
        duration: slots[transition.duration])
    }
    return true
  }

  /// Moves running transitions on by `seconds` (finite, not negative).
  @inline(__always)
  mutating func advanceTransitions(by seconds: Double) {
    for index in transitionAnimations.indices where transitionAnimations[index].isRunning {
      advance(transition: index, by: seconds)
    }
  }

  /// Moves running transition `index` on by `seconds`, with the curve of its direction.
  private mutating func advance(transition index: Int, by seconds: Double) {
    // Moved on as a local, so that the curve is not copied (see advanceSnap).
    var animation = transitionAnimations[index]
    let curves = transitionCurves[index]
    let value = animation.advance(by: seconds, curve: animation.isOn ? curves.on : curves.off)
    transitionAnimations[index] = animation
    if let value { slots[layout.transitions[index].value] = value }
  }
}
