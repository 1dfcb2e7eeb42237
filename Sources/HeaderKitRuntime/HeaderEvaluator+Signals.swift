extension HeaderEvaluator {
  // MARK: Signals (see docs/spec.md; by name and with booleans: ScrollDrivenHeader)

  /// How many signals the graph has (entries under the spec's `signals`).
  public var signalCount: Int { graph.signals.count }

  /// The index of the signal called `name`.
  public func signalIndex(named name: String) -> Int? { graph.signalIndex(named: name) }

  /// Signal `index`'s value, as the app or its latch last set it (1 for
  /// `true`, 0 for `false`); 0 for an index out of range.
  public func signalValue(_ index: Int) -> Double { HeaderEngine.signalValue(index, in: self) }

  /// Sets signal `index` to `value` and evaluates: set-up does not run
  /// again (unlike ``setParam(_:to:)-(_,Double)``); transitions' conditions
  /// are checked, so one may start. NaN becomes 0 and infinities the
  /// largest finite magnitudes. An index out of range changes nothing, as
  /// for an input's index.
  /// - Complexity: O(transitions' code + frame code); no allocation.
  public mutating func setSignal(_ index: Int, to value: Double) {
    HeaderEngine.setSignal(index, to: value, in: &self)
  }
}
