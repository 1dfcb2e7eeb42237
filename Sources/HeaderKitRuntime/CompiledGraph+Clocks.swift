extension CompiledGraph {
  /// Seconds since a condition became true (docs/spec.md, "clocks"): a
  /// spinner's rotation. Advanced only by `advance(by:)`, while the
  /// condition holds; 0 while it does not; wrapped into `[0, period)` when
  /// the clock has a period.
  public struct Clock: Hashable, Sendable, Encodable {
    /// The clock's name in the spec.
    public let name: String
    /// The slot the graph reads; only events write it.
    package let valueSlot: Int32
    /// The set-up slot of the period, if the clock wraps.
    package let periodSlot: Int32?
    /// The condition's code in ``CompiledGraph/stateCode``; it leaves the
    /// condition in `conditionSlot` (non-zero holds).
    package let codeStart, codeCount: Int32
    package let conditionSlot: Int32

    package init(
      name: String, valueSlot: Int32, periodSlot: Int32?, codeStart: Int32, codeCount: Int32,
      conditionSlot: Int32
    ) {
      (self.name, self.valueSlot, self.periodSlot) = (name, valueSlot, periodSlot)
      (self.codeStart, self.codeCount, self.conditionSlot) = (codeStart, codeCount, conditionSlot)
    }
  }
}
