/// Bounds on the size of a spec, each reported with a `limit-exceeded` diagnostic.
public struct SpecLimits: Sendable {
  /// Targets in one spec.
  public var maxTargets = 10_000
  /// Keyframes written in one track, and elements of one list param (which
  /// `each` keyframes repeat over).
  public var maxKeyframes = 10_000
  /// Inputs, params, ranges, vars and states together.
  public var maxNames = 10_000

  public init() {}

  public static let `default` = SpecLimits()
}
