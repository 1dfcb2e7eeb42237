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
/// duration, and `update` would start its snap animation with the spring
/// (`SnapAnimation`'s spring start on the springs branch), which `advance`
/// then moves as it moves a snap.
@_spi(Generated)
public struct TransitionAnimation: Hashable, Sendable {
  /// Whether the condition was on when last checked.
  public var isOn: Bool { on }
  /// Whether the value is still on its way.
  public var isRunning: Bool { animation.isRunning }
  @usableFromInline var on = false
  /// The value's way from where it was shown to the side `on` says: a snap's.
  @usableFromInline var animation = SnapAnimation()

  /// At rest, off.
  public init() {}

  /// At rest on the side `on` says (a reset: the condition at rest).
  public mutating func settle(on: Bool) {
    self.on = on
    animation.cancel()
  }

  /// The condition's value after an event. When it changed, an animation
  /// starts from `presented` to `target` over `duration` seconds (none for 0
  /// or less); returns the value to show now.
  public mutating func update(on: Bool, presented: Double, target: Double, duration: Double)
    -> Double
  {
    guard on != self.on else { return presented }
    self.on = on
    return animation.start(from: presented, to: target, duration: duration)
  }

  /// Moves the animation on by `seconds` (finite, not negative) with the
  /// curve of its direction, and returns the value to show, or nil when
  /// none is running.
  @inlinable
  public mutating func advance(by seconds: Double, curve: EasingCurve) -> Double? {
    animation.advance(by: seconds, easing: curve)
  }
}
