/// Bounds on the size of a spec, each reported with a `limit-exceeded` diagnostic.
///
/// With the YAML limits (`YAMLLimits`: file size, nesting depth, aliases) and
/// the expression limits (``ExpressionLimits``: terms and nesting of one
/// expression) they keep the time and memory a spec can cost bounded; see
/// `docs/limits.md`.
public struct SpecLimits: Sendable {
  /// Targets in one spec.
  public var maxTargets = 10_000
  /// Keyframes written in one track, and elements of one list param (which
  /// `each` keyframes repeat over).
  public var maxKeyframes = 10_000
  /// Inputs, params, ranges, vars, states and transitions together.
  public var maxNames = 10_000
  /// Terms (numbers, names, operators, calls) of all expressions together,
  /// each use of a YAML alias counting again: an alias repeats a whole
  /// expression for the price of one YAML node.
  public var maxExpressionNodes = 100_000
  /// Keyframes the evaluator builds for the spec with its default params, each
  /// `each` keyframe counting once per element of its list.
  public var maxBuiltKeyframes = 100_000

  /// The default limits, those `headerkit` applies.
  public init() {}

  /// 10,000 targets, keyframes per track and names; 100,000 expression terms
  /// and built keyframes.
  public static let `default` = SpecLimits()
}
