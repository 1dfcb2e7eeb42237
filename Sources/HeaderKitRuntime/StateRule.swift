/// How one state and its content react to a move of its input: the update
/// rule of docs/states.md, which the evaluator and generated code both run.
///
/// Before it, the state's guard code has run at the new offset and its gate
/// holds; after it, the caller stores the model value, moves the content (the
/// hand-off) and remembers the offset and position for the next event.
@_spi(Generated)
public struct StateRule: Hashable, Sendable {
  /// Change of the value per point the position moves.
  public let follow: Double
  /// Bounds: a move that lowers the value stops at `min`, one that raises it at `max`.
  public let min, max: Double
  /// Who moves, the content or the state, in each direction.
  public let handoff: CompiledGraph.Handoff
  /// The raw offsets the content can reach (−∞ and +∞ without limits).
  public let lowerLimit, upperLimit: Double

  /// A rule with these set-up values.
  @inlinable
  public init(
    follow: Double, min: Double, max: Double, handoff: CompiledGraph.Handoff,
    lowerLimit: Double = -.infinity, upperLimit: Double = .infinity
  ) {
    (self.follow, self.min, self.max, self.handoff) = (follow, min, max, handoff)
    (self.lowerLimit, self.upperLimit) = (lowerLimit, upperLimit)
  }

  /// What a move leaves: the state's model value, and the content's raw offset.
  public struct Outcome: Hashable, Sendable {
    /// The state's model value after the move.
    public let model: Double
    /// Where the content goes: the input's new raw offset.
    public let content: Double

    /// An outcome of these values.
    @inlinable public init(model: Double, content: Double) {
      (self.model, self.content) = (model, content)
    }
  }

  /// The rule, as docs/states.md writes it.
  /// - Parameters:
  ///   - raw: The input's raw offset after the event.
  ///   - position: The state's position now; `previousPosition` and
  ///     `previousRaw` were seen at the last event the state took.
  ///   - model: The state's model value.
  ///   - down: Whether the guard for moves towards the end holds; `up` likewise.
  @inlinable
  public func move(
    raw: Double, position: Double, previousPosition: Double, previousRaw: Double,
    model: Double, down: Bool, up: Bool
  ) -> Outcome {
    var move = position - previousPosition
    var mode = CompiledGraph.Handoff.Mode.none
    var allowed = false
    if move > 0 { (mode, allowed) = (handoff.down, down) }
    if move < 0 { (mode, allowed) = (handoff.up, up) }

    var content = raw
    if mode == .overflow {
      // Only the part of the move past a limit, in the move's own direction.
      content = withinLimits(raw)
      move = move > 0 ? Swift.max(0, raw - content) : Swift.min(0, raw - content)
    }

    let change = allowed ? follow * move : 0
    let value = ScalarOps.finite(
      change < 0
        ? Swift.max(min, model + change) : change > 0 ? Swift.min(max, model + change) : model)
    if value != model {
      if mode == .hold { content = previousRaw }
      // A change needs a nonzero follow, so the division is safe.
      if mode == .consume { content = raw - (value - model) / follow }
    }
    return Outcome(model: value, content: withinLimits(content))
  }

  /// `raw` within the limits (`upperLimit` below `lowerLimit` counts as `lowerLimit`).
  @inlinable
  func withinLimits(_ raw: Double) -> Double {
    Swift.min(Swift.max(raw, lowerLimit), Swift.max(lowerLimit, upperLimit))
  }
}

/// What a state remembers between events: the raw offset and position it
/// last saw, and its snap.
@_spi(Generated)
public struct StateMemory: Hashable, Sendable {
  /// The input's raw offset and the state's position at the last event it took.
  public var previousRaw = 0.0
  public var previousPosition = 0.0
  /// Its snap, at rest or in flight.
  public var snap = SnapAnimation()

  /// A state that has seen nothing yet.
  public init() {}
}
