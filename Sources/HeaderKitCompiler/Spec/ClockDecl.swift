/// Seconds since a condition became true (`clocks:`): a spinner's rotation
/// while a refresh runs.
public struct ClockDecl: Sendable, Hashable {
  /// The clock's name; in an expression it is its value now.
  public var name: Located<String>
  /// The condition (`while`): the clock runs while it is non-zero, from 0
  /// each time it becomes so, and is 0 while it is zero.
  public var running: SpecExpression
  /// The period (`period`) the value wraps at, if any; params only.
  public var period: SpecExpression?

  /// Every expression of the clock.
  public var expressions: [SpecExpression] { [running] + (period.map { [$0] } ?? []) }
}
