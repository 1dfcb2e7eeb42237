extension SnapAnimation {
  /// The target an end moving the value at `velocity` (its units per second)
  /// picks among `count` targets read by index through `target`.
  ///
  /// With `fling` (the input moved at least the snap's fling speed), the next
  /// target beyond the value in the velocity's direction, or the last one
  /// that way when none is beyond. Otherwise ``CompiledGraph/Snap/Rule/projected``
  /// takes the target nearest to ``projection(of:velocity:deceleration:)``,
  /// and the other rules ignore the velocity (see
  /// ``target(for:count:rule:target:)``).
  /// - Complexity: O(`count`); no allocation.
  @inlinable
  public static func target(
    for value: Double, velocity: Double, fling: Bool, deceleration: Double, count: Int,
    rule: CompiledGraph.Snap.Rule, target: (Int) -> Double
  ) -> Double {
    guard count > 0 else { return value }
    if fling, velocity != 0 {
      let direction = velocity > 0 ? 1.0 : -1.0
      var next = value
      var found = false
      var last = target(0)
      for index in 0..<count {
        let candidate = target(index)
        if (candidate - last) * direction > 0 { last = candidate }
        let ahead = (candidate - value) * direction > 0
        if ahead, !found || (candidate - next) * direction < 0 { (next, found) = (candidate, true) }
      }
      return found ? next : last
    }
    if rule == .projected {
      let resting = projection(of: value, velocity: velocity, deceleration: deceleration)
      return Self.target(for: resting, count: count, rule: .nearest, target: target)
    }
    return Self.target(for: value, count: count, rule: rule, target: target)
  }

  /// Where a value moving at `velocity` per second comes to rest when its
  /// velocity decays by the factor `deceleration` every millisecond, as
  /// `UIScrollView` projects `targetContentOffset`:
  /// value + (velocity / 1000) · d / (1 − d). A rate outside (0, 1) projects
  /// nothing (the value itself).
  @inlinable
  public static func projection(
    of value: Double, velocity: Double, deceleration d: Double
  ) -> Double {
    guard d > 0, d < 1 else { return value }
    return ScalarOps.finite(value + velocity / 1000 * d / (1 - d))
  }
}

extension StateRule {
  /// The velocity of the state's value when its input ends moving at
  /// `inputVelocity` (points per second, positive as the offset grows):
  /// `follow × inputVelocity`, or 0 when the value sits at a bound the
  /// velocity points past (a hidden bar does not overshoot because the list
  /// flew on).
  @inlinable
  public func velocity(of inputVelocity: Double, at value: Double) -> Double {
    let velocity = ScalarOps.finite(follow * ScalarOps.finite(inputVelocity))
    if velocity > 0, value >= max { return 0 }
    if velocity < 0, value <= min { return 0 }
    return velocity
  }
}
