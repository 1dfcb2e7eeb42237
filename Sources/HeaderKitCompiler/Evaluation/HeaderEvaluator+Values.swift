public import HeaderKitRuntime

extension HeaderEvaluator {
  /// The current value of every output, in output order.
  public var allValues: [Double] {
    var values: [Double] = []
    values.reserveCapacity(outputCount)
    // One pass over the outputs: a `value(at:)` per output copies the
    // evaluator in debug builds, which costs lint seconds on large specs.
    forEachValue { _, value in values.append(value) }
    return values
  }

  /// How many whole steps fit from `from` to `to` (a step landing within
  /// 1e-9 of `to` counts), even where `to - from` overflows.
  public static func stepCount(from: Double, to: Double, step: Double) -> Double {
    let width = to - from
    let steps = width.isFinite ? width / step : to / step - from / step
    return (steps + 1e-9).rounded(.down)
  }
}
