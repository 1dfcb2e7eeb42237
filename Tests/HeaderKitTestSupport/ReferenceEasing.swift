/// Easing curves computed straight from their definitions, for comparison.
public enum ReferenceEasing {
  /// CSS `cubic-bezier(x1, y1, x2, y2)`: the Bézier curve through (0, 0), (x1, y1),
  /// (x2, y2), (1, 1), in Bernstein form; the value at time `x` is y(s) where x(s) = x.
  ///
  /// x(s) is non-decreasing when x1 and x2 are in [0, 1], so s is found by
  /// bisection on [0, 1] until the interval cannot shrink any more.
  public static func cubicBezier(
    _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double
  )
    -> Double
  {
    bernstein(y1, y2, parameter(x1, x2, at: x))
  }

  /// The curve parameter s with x(s) = `x`, by that bisection.
  public static func parameter(_ x1: Double, _ x2: Double, at x: Double) -> Double {
    var low = 0.0
    var high = 1.0
    while true {
      let middle = (low + high) / 2
      if middle <= low || middle >= high { break }
      if bernstein(x1, x2, middle) < x { low = middle } else { high = middle }
    }
    return (low + high) / 2
  }

  /// dx/ds at s, for x control values `x1` and `x2`: where it is tiny, a
  /// double cannot pin s down (nor y, to better than about 1e-6).
  public static func slope(_ x1: Double, _ x2: Double, at s: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * x1 + 6 * u * s * (x2 - x1) + 3 * s * s * (1 - x2)
  }

  /// One coordinate of the curve at s, for control values `p1` and `p2`.
  private static func bernstein(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
  }

  /// CSS `steps(n)` (`jump-end`): the largest k/n not above t, and 1 from t = 1 on.
  public static func steps(_ count: Int, at t: Double) -> Double {
    if t >= 1 { return 1 }
    var step = 0
    while Double(step + 1) / Double(count) <= t { step += 1 }
    return Double(step) / Double(count)
  }
}
