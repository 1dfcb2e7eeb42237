/// A transition's animation: whether its condition is on, and the value on
/// its way from where it was shown when the condition last changed to the
/// value of the new side. The evaluator keeps one per transition, and so
/// does generated code.
///
/// A change while it runs starts again from the value shown, with the full
/// duration (Material's content scrim).
///
/// Timing is a duration and a curve per direction. The hook for a spring
/// timing (the runtime's `Spring`, merged from the springs branch, not yet
/// in the spec format): a transition would carry the spring instead of a
/// duration, `update` would start `spring.motion(displacement: start − target,
/// velocity: 0)`, and `advance` would show `target + motion.displacement(at:
/// elapsed)` until `motion.isSettled(at: elapsed)`, then `target`.
@_spi(Generated)
public struct TransitionAnimation: Hashable, Sendable {
  /// Whether the condition was on when last checked.
  public var isOn: Bool { on }
  /// Whether the value is still on its way.
  public var isRunning: Bool { running }
  @usableFromInline var on = false
  @usableFromInline var running = false
  @usableFromInline var start = 0.0, target = 0.0, elapsed = 0.0, duration = 0.0

  /// At rest, off.
  public init() {}

  /// At rest on the side `on` says (a reset: the condition at rest).
  public mutating func settle(on: Bool) {
    self.on = on
    running = false
  }

  /// The condition's value after an event. When it changed, an animation
  /// starts from `presented` to `target` over `duration` seconds (none for 0
  /// or less); returns the value to show now.
  @inlinable
  public mutating func update(on: Bool, presented: Double, target: Double, duration: Double)
    -> Double
  {
    guard on != self.on else { return presented }
    self.on = on
    (start, self.target, elapsed, self.duration) = (presented, target, 0, Swift.max(0, duration))
    running = self.duration > 0
    return running ? presented : target
  }

  /// Moves the animation on by `seconds` (finite, not negative) with the
  /// curve of its direction, and returns the value to show, or nil when
  /// none is running.
  @inlinable
  public mutating func advance(by seconds: Double, curve: EasingCurve) -> Double? {
    guard running else { return nil }
    elapsed = ScalarOps.finite(elapsed + seconds)
    if elapsed >= duration {
      running = false
      return target
    }
    return ScalarOps.interpolate(start, target, curve(elapsed / duration))
  }
}
