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
  /// A trace whose `events` list is empty.
  public static func emptyTrace(at range: SourceRange) -> Diagnostic {
    .error(
      .invalidValue,
      "a trace needs at least one event, such as '- drag: 10'; simulate prints one frame per event",
      at: range)
  }
}
