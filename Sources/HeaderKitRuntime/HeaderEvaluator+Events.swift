extension HeaderEvaluator {
  // MARK: Inputs

  /// The raw offset of an input, as last set (after any hand-off); finite.
  @inlinable
  public func rawInput(_ index: Int) -> Double {
    IndexRule.contains(index, below: layout.inputs.count) ? slots[layout.inputs[index].raw] : 0
  }

  /// The raw offset at which an input rests: `-inset` unless the spec says
  /// otherwise; finite whatever the graph.
  public func restingInput(_ index: Int) -> Double {
    guard IndexRule.contains(index, below: layout.inputs.count) else { return 0 }
    return ScalarOps.finite(slots[layout.inputs[index].initial])
  }

  /// Sets an input to a raw `contentOffset` component and evaluates.
  ///
  /// This is the stateless path: states stay where they are. Use
  /// ``scroll(_:toRaw:)`` to let them react. NaN becomes 0 and infinities
  /// the largest finite magnitudes.
  /// - Complexity: O(frame code); no allocation.
  public mutating func setInput(_ index: Int, raw: Double) {
    HeaderEngine.setInput(index, raw: raw, in: &self)
  }

  // MARK: Events (see docs/states.md and HeaderEngine)

  /// Puts every input at rest, every state at its initial value, every
  /// transition at rest on the side its condition gives at rest, and the clock at 0.
  public mutating func reset() { HeaderEngine.reset(&self) }

  /// Scrolls an input to a raw offset, as `setContentOffset` does: its
  /// states react (see docs/states.md), which may hand the offset back (see
  /// ``rawInput(_:)``), then the frame is evaluated.
  /// - Complexity: O(guard code + frame code); no allocation.
  public mutating func scroll(_ input: Int, toRaw raw: Double) {
    HeaderEngine.scroll(input, toRaw: raw, in: &self)
  }

  /// Moves an input by a delta from where the last event left it, as a
  /// finger drag does, then reacts as ``scroll(_:toRaw:)``.
  /// - Complexity: O(guard code + frame code); no allocation.
  public mutating func drag(_ input: Int, by delta: Double) {
    HeaderEngine.drag(input, by: delta, in: &self)
  }

  /// Dragging and deceleration of an input have stopped: its states with a
  /// snap start animating to the target their rule picks. The same as
  /// ``endScrolling(_:velocity:)`` at rest.
  /// - Complexity: O(snap targets + frame code); no allocation.
  public mutating func endScrolling(_ input: Int) { endScrolling(input, velocity: 0) }

  /// Dragging and deceleration of an input have stopped, the finger having
  /// left it at `velocity` points per second (positive as the offset grows;
  /// UIKit's `scrollViewWillEndDragging` reports points per millisecond, so
  /// multiply by 1000): its states with a snap start towards the target
  /// their rule picks, springs with the velocity handed over (see
  /// docs/states.md).
  /// - Complexity: O(snap targets + frame code); no allocation.
  public mutating func endScrolling(_ input: Int, velocity: Double) {
    HeaderEngine.endScrolling(input, velocity: velocity, in: &self)
  }

  /// Advances the clock; snaps and transitions move on, transitions' conditions
  /// are checked, and the frame is evaluated with their presented values. Negative durations count as 0.
  /// - Complexity: O(states + transitions' code + frame code); no allocation.
  public mutating func advance(by seconds: Double) {
    HeaderEngine.advance(by: seconds, in: &self)
  }

  /// Puts every running snap and transition at its end at once, as Reduce
  /// Motion wants, without moving the clock: each shows the value it would
  /// have ended on, a snap that moves its input leaves it at its end
  /// offset, and transitions whose conditions that changes start and end
  /// too (docs/states.md, Reduce Motion).
  /// - Complexity: O(states + transitions × transitions' code + frame code); no allocation.
  public mutating func finishAnimations() { HeaderEngine.finishAnimations(&self) }

  /// Whether state `index` is animating towards a snap target.
  public func isAnimating(state index: Int) -> Bool {
    HeaderEngine.isAnimating(state: index, in: self)
  }

  /// Whether transition `index` is on its way between its two values.
  public func isAnimating(transition index: Int) -> Bool {
    HeaderEngine.isAnimating(transition: index, in: self)
  }
}
