extension CompiledGraph {
  /// A value that animates between two set-up values when its condition
  /// turns on (towards `to`) or off (back to `from`); see docs/spec.md.
  ///
  /// The graph keeps its transitions in the order they update: a transition
  /// comes after every transition its condition reads.
  public struct Transition: Hashable, Sendable, Encodable {
    /// The transition's name in the spec.
    public let name: String
    /// The curve of the animation towards `to`, and of the one back to `from`.
    public let easeOn, easeOff: Easing
    /// The spring that moves it instead of the duration and curves, if
    /// any: towards `to`, and back too unless ``springBack`` is given; a
    /// change mid-way hands the velocity on.
    public let spring: SpringSource?
    /// The spring back to `from`, when it differs from ``spring``.
    public let springBack: SpringSource?
    /// The value the graph sees; only events write it.
    package let valueSlot: Int32
    /// Set-up slots: the value while off, while on, and each animation's
    /// seconds (towards `to`, and back too unless `backDurationSlot` is given).
    package let fromSlot, toSlot, durationSlot: Int32
    /// The set-up slot of the seconds back to `from`, when they differ.
    package let backDurationSlot: Int32?
    /// The condition's code in ``CompiledGraph/stateCode``; it leaves the
    /// condition in `conditionSlot` (non-zero is on).
    package let codeStart, codeCount: Int32
    package let conditionSlot: Int32

    package init(
      name: String, easeOn: Easing, easeOff: Easing, valueSlot: Int32, fromSlot: Int32,
      toSlot: Int32, durationSlot: Int32, codeStart: Int32, codeCount: Int32, conditionSlot: Int32,
      spring: SpringSource? = nil, backDurationSlot: Int32? = nil, springBack: SpringSource? = nil
    ) {
      (self.name, self.easeOn, self.easeOff, self.spring) = (name, easeOn, easeOff, spring)
      (self.backDurationSlot, self.springBack) = (backDurationSlot, springBack)
      (self.valueSlot, self.fromSlot, self.toSlot, self.durationSlot) = (
        valueSlot, fromSlot, toSlot, durationSlot
      )
      (self.codeStart, self.codeCount, self.conditionSlot) = (codeStart, codeCount, conditionSlot)
    }

    /// The set-up values events read: only set-up code writes them.
    var setupSlots: [Int32] {
      [fromSlot, toSlot, durationSlot] + (backDurationSlot.map { [$0] } ?? [])
        + (spring?.slots ?? []) + (springBack?.slots ?? [])
    }
  }
}
