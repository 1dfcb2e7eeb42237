// Messages of stateful behaviours (`states`) and their traces.

extension Diagnostic {
  /// A state's `position` combined with a hand-off that moves the content by
  /// the state's share of the move.
  public static func positionWithHandoff(
    _ mode: String, at range: SourceRange, handoff: SourceRange
  ) -> Diagnostic {
    .error(
      .invalidValue,
      "'position' cannot be used with the '\(mode)' hand-off, which measures the state's share of a move in the input's offset; remove 'position' or use 'hold' or 'none'",
      at: range, notes: [Note("the hand-off is set here", at: handoff)])
  }

  /// A `handoff` that is neither a boolean, a mode nor a mapping of modes.
  public static func invalidHandoff(found: String, suggestion: String?, at range: SourceRange)
    -> Diagnostic
  {
    .error(
      .invalidValue,
      suggesting(
        "'handoff' must be true (hold), false (none), one of none, hold, consume, overflow, or a mapping such as {down: consume, up: overflow}; found \(found)",
        suggestion),
      at: range)
  }

  /// An `overflow` hand-off without the limits the content overflows.
  public static func overflowWithoutLimits(at range: SourceRange) -> Diagnostic {
    .error(
      .missingKey,
      "the 'overflow' hand-off needs 'limits: [low, high]', the offsets the content can reach; the state takes the part of a move past them",
      at: range)
  }
}

extension Diagnostic {
  /// A state whose `min` is above its `max` (as the params compiled give them).
  public static func stateBoundsCrossed(
    _ name: String, minimum: Double, at range: SourceRange, maximum: Double,
    maximumAt maximumRange: SourceRange
  ) -> Diagnostic {
    boundsCrossed(
      "state '\(name)'", minimum: minimum, at: range, maximum: maximum,
      maximumAt: maximumRange,
      consequence: "a move down would stop above where a move up stops")
  }

  /// A trace whose `events` list is empty.
  public static func emptyTrace(at range: SourceRange) -> Diagnostic {
    .error(
      .invalidValue,
      "a trace needs at least one event, such as '- drag: 10'; simulate prints one frame per event",
      at: range)
  }
}

extension Diagnostic {
  /// A snap with a spring and a `duration` or `ease` too.
  public static func springWithDuration(_ key: String, at range: SourceRange, spring: SourceRange)
    -> Diagnostic
  {
    .error(
      .snapTiming,
      "a snap with a 'spring' takes no '\(key)': the spring's parameters decide how long it moves and how; remove '\(key)' or the spring",
      at: range, notes: [Note("the spring is set here", at: spring)])
  }

  /// A transition with a `spring` and a `duration` or an `ease`.
  public static func transitionSpringWithTiming(
    _ key: String, at range: SourceRange, spring: SourceRange
  ) -> Diagnostic {
    .error(
      .transitionTiming,
      "a transition with a 'spring' takes no '\(key)': the spring's parameters decide how long it moves and how, both ways; remove '\(key)' or the spring",
      at: range, notes: [Note("the spring is set here", at: spring)])
  }

  /// A transition's per-direction `duration` or `spring` written with
  /// `on` or `off`, the spellings `ease` took before 0.2, which it never read.
  public static func perDirectionTiming(_ key: String, oldKey: String, at range: SourceRange)
    -> Diagnostic
  {
    .error(
      .unknownKey,
      "'\(oldKey)' is not a direction of '\(key)': a per-direction '\(key)' is written '{forward: ..., back: ...}' (towards 'to', and back to 'from')",
      at: range,
      notes: [
        Note(
          "YAML 1.1 tools read 'on' and 'off' as true and false; 'ease' still reads them, with a warning, for specs written before 0.2"
        )
      ])
  }

  /// What a duration written with a unit of time (`300ms`, `0.3s`) adds:
  /// durations are plain numbers of seconds.
  public static func durationsAreSeconds(_ seconds: Double) -> Note {
    Note("durations are in seconds, without a unit: write \(formatMeasured(seconds))")
  }

  /// A snap with neither a duration nor a spring.
  public static func snapWithoutTiming(at range: SourceRange) -> Diagnostic {
    .error(
      .snapTiming,
      "'snap' needs a 'duration' (seconds, with an optional 'ease') or a 'spring', such as 'spring: {response: 0.3, dampingFraction: 1}'",
      at: range)
  }

  /// A `spring` mapping that is not one complete form.
  public static func invalidSpring(found keys: [String], at range: SourceRange) -> Diagnostic {
    let found = keys.isEmpty ? "no parameters" : keys.map { "'\($0)'" }.joined(separator: ", ")
    return .error(
      .invalidSpring,
      "'spring' takes either 'response' and 'dampingFraction' (SwiftUI) or 'mass', 'stiffness' and 'damping' (Core Animation), all of one form; found \(found)",
      at: range)
  }

  /// A `deceleration` on a snap whose rule does not project.
  public static func decelerationWithoutProjection(at range: SourceRange, rule: SourceRange?)
    -> Diagnostic
  {
    .error(
      .invalidValue,
      "'deceleration' is used only by 'rule: projected'; set the rule or remove 'deceleration'",
      at: range, notes: rule.map { [Note("the rule is set here", at: $0)] } ?? [])
  }
}
