/// Where a snap goes: the choice among a state's snap targets, shared by
/// ``HeaderEvaluator`` and the code `headerkit generate` writes.
public enum SnapTargets {
  /// The target for `value` among `count` targets, read by index through
  /// `target`; see ``CompiledGraph/Snap/Rule``. With no targets, `value`.
  /// - Complexity: O(`count`); no allocation.
  @inlinable @inline(__always)
  public static func choose(
    for value: Double, count: Int, rule: CompiledGraph.Snap.Rule, target: (Int) -> Double
  ) -> Double {
    var lower: Double?
    var upper: Double?
    var nearest: Double?
    for index in 0..<count {
      let target = target(index)
      if target <= value, target > (lower ?? -.infinity) { lower = target }
      if target > value, target < (upper ?? .infinity) { upper = target }
      if let best = nearest {
        let distance = abs(target - value)
        let bestDistance = abs(best - value)
        if distance < bestDistance || (distance == bestDistance && target > best) {
          nearest = target
        }
      } else {
        nearest = target
      }
    }
    switch rule {
    case .nearest:
      return nearest ?? value
    case .midpoint:
      guard let lower else { return upper ?? value }
      guard let upper else { return lower }
      // The seed's `min + range / 2`, unless the range overflows (targets
      // near ±1e308), where halving first keeps the midpoint finite.
      let range = upper - lower
      let midpoint = range.isFinite ? lower + range / 2 : lower / 2 + upper / 2
      return value > midpoint ? upper : lower
    }
  }
}
