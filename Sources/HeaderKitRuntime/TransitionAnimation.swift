/// A transition's animation: whether its condition is on, and the value on
/// its way from where it was shown when the condition last changed to the
/// value of the new side. The evaluator keeps one per transition, and so
/// does generated code.
///
/// A change while it runs starts again from the value shown: with the full
/// duration (Material's content scrim), or, with a spring, with the velocity
/// shown too, so the motion turns round without a jump in speed (UIKit's and
/// SwiftUI's retargeted springs).
@_spi(Generated)
public struct TransitionAnimation: Hashable, Sendable {
  /// Whether the condition was on when last checked.
  public var isOn: Bool { on }
  /// Whether the value is still on its way.
  public var isRunning: Bool { animation.isRunning }
  /// The value's velocity per second now: a running spring's, else 0.
  public var velocity: Double { animation.velocity }
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

  /// The condition's value after an event, for a transition with a spring.
  /// When it changed, `spring` starts from `presented` with the velocity the
  /// value has now (0 at rest) towards `target`; no spring (parameters that
  /// make none) sets the target at once. Returns the value to show now.
  public mutating func update(on: Bool, presented: Double, target: Double, spring: Spring?)
    -> Double
  {
    guard on != self.on else { return presented }
    self.on = on
    return animation.start(from: presented, to: target, spring: spring, velocity: velocity)
  }

  /// Moves the animation on by `seconds` (finite, not negative); nil when
  /// none is running. A duration's progress is eased with the curve of its
  /// direction (see ``SnapAnimation/Step``).
  public mutating func advance(by seconds: Double) -> SnapAnimation.Step? {
    animation.advance(by: seconds)
  }

  /// Ends a running animation at once at the value of its side (see
  /// ``SnapAnimation/finish()``).
  public mutating func finish() -> SnapAnimation.Step? { animation.finish() }

  /// The value shown at eased progress `eased` of a duration's animation.
  @inlinable
  public func value(eased: Double) -> Double { animation.value(eased: eased) }
}
