extension CompiledGraph {
  /// A value the app sets at run time (``HeaderEvaluator/setSignal(_:to:)-(Int,Double)``):
  /// refreshing, the selected tab, a keyboard shown. Setting one does not
  /// re-run set-up, as a param's change does; it is read like an input (in
  /// expressions, conditions and as a track's driver) and may be latched
  /// by the header itself at the end of scrolling (see docs/spec.md).
  public struct Signal: Hashable, Sendable, Encodable {
    /// The signal's name in the spec.
    public let name: String
    /// Its value at rest and after a reset: a number, 1 for `true` and 0 for `false`.
    public let defaultValue: Double
    /// Whether the spec declared it with a boolean default (`true` or `false`).
    public let isBoolean: Bool
    /// The slot the graph reads; only events write it.
    package let valueSlot: Int32
    /// The latch that sets it at an end of scrolling, if any.
    public let latch: Latch?

    package init(
      name: String, defaultValue: Double, isBoolean: Bool, valueSlot: Int32, latch: Latch?
    ) {
      (self.name, self.defaultValue, self.isBoolean) = (name, defaultValue, isBoolean)
      (self.valueSlot, self.latch) = (valueSlot, latch)
    }
  }

  /// A signal's latch: code in the graph's `stateCode`, run at every end
  /// of scrolling, that leaves a condition and, when it holds, the value the
  /// signal takes (until the app sets it again).
  public struct Latch: Hashable, Sendable, Encodable {
    package let codeStart, codeCount: Int32
    package let conditionSlot, valueSlot: Int32

    package init(codeStart: Int32, codeCount: Int32, conditionSlot: Int32, valueSlot: Int32) {
      (self.codeStart, self.codeCount) = (codeStart, codeCount)
      (self.conditionSlot, self.valueSlot) = (conditionSlot, valueSlot)
    }
  }

  /// The index of the signal called `name`.
  public func signalIndex(named name: String) -> Int? { signals.firstIndex { $0.name == name } }
}
