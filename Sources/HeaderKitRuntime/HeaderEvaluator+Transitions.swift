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
  /// - Complexity: O(transitions' code); no allocation.
  @discardableResult
  mutating func updateTransitions() -> Bool {
    var changed = false
    for index in layout.transitions.indices {
      let transition = layout.transitions[index]
      run(.guards, transition.code)
      let on = slots[transition.condition] != 0
      guard on != transitionAnimations[index].isOn else { continue }
      changed = true
      let target = slots[on ? transition.to : transition.from]
      if let spring = transition.spring {
        slots[transition.value] = transitionAnimations[index].update(
          on: on, presented: slots[transition.value], target: target, spring: self.spring(spring))
      } else {
        slots[transition.value] = transitionAnimations[index].update(
          on: on, presented: slots[transition.value], target: target,
          duration: slots[transition.duration])
      }
    }
    return changed
  }

  /// Moves running transitions on by `seconds` (finite, not negative).
  mutating func advanceTransitions(by seconds: Double) {
    for index in transitionAnimations.indices where transitionAnimations[index].isRunning {
      let curves = transitionCurves[index]
      let curve = transitionAnimations[index].isOn ? curves.on : curves.off
      if let value = transitionAnimations[index].advance(by: seconds, curve: curve) {
        slots[layout.transitions[index].value] = value
      }
    }
  }
}
