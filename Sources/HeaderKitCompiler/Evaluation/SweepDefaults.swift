@_spi(Generated) public import HeaderKitRuntime

/// Offsets worth looking at when a user names none.
public enum SweepDefaults {
  /// The raw offsets spanned by the keyframes of tracks over `input`, widened
  /// by a fifth on each side; [-100, 300] when the input drives no keyframes.
  public static func range(of input: Int, in evaluator: HeaderEvaluator) -> ClosedRange<Double> {
    let graph = evaluator.graph
    let valueSlot = graph.inputs[input].valueSlot
    let inset = evaluator.slotValue(Int(graph.inputs[input].insetSlot))
    let positions = graph.tracks.indices
      .filter { graph.tracks[$0].driverSlot == valueSlot }
      .flatMap { evaluator.keyframes(ofTrack: $0).map(\.position) }
    guard let low = positions.min(), let high = positions.max(), high > low else {
      return -100...300
    }
    let margin = (high - low) / 5
    // Finite and ordered even for keyframes near ±1e308, where the sums overflow.
    let lower = ScalarOps.finite(low - margin - inset)
    let upper = ScalarOps.finite(high + margin - inset)
    return lower <= upper ? lower...upper : -100...300
  }

  /// The step that cuts `span` into 20 equal parts, so a sweep has 21 rows
  /// and includes both ends.
  public static func step(for span: Double) -> Double {
    span > 0 ? span / 20 : 1
  }

  /// `count` offsets spread evenly from the lower to the upper bound, both
  /// included; finite for any finite bounds, even where the width overflows.
  public static func offsets(spanning range: ClosedRange<Double>, count: Int) -> [Double] {
    guard count > 1 else { return [range.lowerBound] }
    let (low, high) = (range.lowerBound, range.upperBound)
    let width = high - low
    return (0..<count).map { index in
      guard width.isFinite else {
        let t = Double(index) / Double(count - 1)
        return index == count - 1 ? high : low * (1 - t) + high * t
      }
      return low + width * Double(index) / Double(count - 1)
    }
  }
}
