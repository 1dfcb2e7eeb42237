public import HeaderKitDiagnostics
public import HeaderKitRuntime

/// A value that animates between two values when a condition turns on or off
/// (`transitions:`): Material's content scrim, an appearance switch.
public struct TransitionDecl: Sendable, Hashable {
  /// The transition's name; in an expression it is the value shown now.
  public var name: Located<String>
  /// The condition (`when`), checked after every event: non-zero is on.
  public var when: SpecExpression
  /// The value while the condition is off (`from`, default 0); params only.
  public var from: SpecExpression
  /// The value while the condition is on (`to`, default 1); params only.
  public var to: SpecExpression
  /// Seconds each animation takes (0 or less jumps); params only. With a
  /// spring, the constant 0 (unused).
  public var duration: SpecExpression
  /// The curve of the animation towards `to` (`ease.forward`) and back (`ease.back`).
  public var easeOn, easeOff: Easing
  /// The spring that moves the value both ways instead of `duration` and `ease`.
  public var spring: SpringDecl? = nil
  /// The transition's whole mapping in its file.
  public var range: SourceRange
  /// The seconds back to `from` (`duration.back`) when they differ from
  /// `duration` (the seconds towards `to`); params only.
  public var backDuration: SpecExpression? = nil
  /// The spring back to `from` (`spring.back`) when it differs from `spring`.
  public var backSpring: SpringDecl? = nil

  /// Every expression of the transition.
  public var expressions: [SpecExpression] {
    [when, from, to, duration] + (backDuration.map { [$0] } ?? []) + (spring?.parameters ?? [])
      + (backSpring?.parameters ?? [])
  }
}
