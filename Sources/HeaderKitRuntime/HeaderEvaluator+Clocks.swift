extension HeaderEvaluator {
  // MARK: Clocks (see docs/spec.md)

  /// How many clocks the graph has (entries under the spec's `clocks`).
  public var clockCount: Int { graph.clocks.count }

  /// Whether clock `index` runs (its condition holds), so ``advance(by:)``
  /// moves it; false for an index out of range.
  public func isRunning(clock index: Int) -> Bool { HeaderEngine.isRunning(clock: index, in: self) }
}
