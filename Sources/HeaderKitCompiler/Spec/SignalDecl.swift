/// A value the app sets at run time (`signals:`): refreshing, the selected
/// tab. Unlike a param, setting it does not re-run set-up; it is read like
/// an input, and a latch may set it at an end of scrolling.
public struct SignalDecl: Sendable, Hashable {
  /// The signal's name; in an expression it is its value now.
  public var name: Located<String>
  /// Its value at rest: a number, or 1 for `true` and 0 for `false`.
  public var defaultValue: Double
  /// Whether the default was written `true` or `false`.
  public var isBoolean: Bool
  /// What sets it at an end of scrolling, if anything.
  public var latch: Latch?

  /// `latch:`: at every end of scrolling, a `when` that holds sets the
  /// signal to `to` (default 1), until the app sets it again.
  public struct Latch: Sendable, Hashable {
    /// The condition, checked at every end of scrolling (non-zero holds).
    public var when: SpecExpression
    /// The value the signal takes when it holds (`1` unless written).
    public var to: SpecExpression
  }

  /// Every expression of the signal.
  public var expressions: [SpecExpression] { latch.map { [$0.when, $0.to] } ?? [] }
}
