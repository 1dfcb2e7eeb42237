/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS `cubic-bezier()`
/// and `CAMediaTimingFunction` define it.
///
/// The curve is given parametrically, x(s) and y(s) for s in [0, 1]; the eased
/// value for a time `x` is y(s) where x(s) = x. The solver follows WebKit's
/// `UnitBezier`, Newton's method from a good start and bisection if Newton
/// stalls, but both stop on the precision of s rather than of x: where the
/// curve is vertical (x'(s) = 0 while y moves, as in cubic-bezier(1, 0, 0, 1)),
/// an x within 1e-9 would leave y off by more than 1e-6.
@usableFromInline
struct UnitBezier: Sendable {
  @usableFromInline let ax, bx, cx, ay, by, cy: Double
  /// The largest |x''(s)| on [0, 1] (x'' is linear: its larger end).
  @usableFromInline let curvature: Double

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    // Power-basis coefficients of B(s) = 3(1-s)²s·p1 + 3(1-s)s²·p2 + s³.
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    curvature = max(abs(2 * bx), abs(6 * ax + 2 * bx))
  }

  @inlinable func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  @inlinable func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  @inlinable func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  /// The eased value at time `x` in [0, 1].
  ///
  /// Newton stops once s is within `precision` of the root: when the step
  /// itself is that small, or a step before, when the step bounds what is
  /// left. For a step δ from s in [0, 1] with 2·M·|δ| ≤ |x'(s)| (M the
  /// largest |x''| on [0, 1]), the root is within 2|δ| of s — x is monotonic
  /// there, so no other root can be — and Newton's error after the step is
  /// at most M·(2δ)²/(2|x'(s)|); a quarter of the precision leaves room
  /// for rounding. That saves the last step, the one whose size only
  /// confirms convergence: about a quarter of an animation frame's work.
  /// - Complexity: at most 8 Newton steps, then at most 40 bisection steps.
  @inlinable
  func solve(_ x: Double) -> Double {
    // The ends exactly, whatever rounding in the search would give.
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    let precision = 1e-12
    var s = x
    for _ in 0..<8 {
      let slope = slopeX(s)
      if abs(slope) < 1e-6 { break }
      let step = (sampleX(s) - x) / slope
      let from = s
      s -= step
      // A root outside [0, 1] is not the curve's.
      if abs(step) < precision
        || (from >= 0 && from <= 1 && 2 * curvature * abs(step) <= abs(slope)
          && 2 * curvature * step * step <= 0.25 * precision * abs(slope))
      {
        if s >= 0, s <= 1 { return sampleY(s) }
        break
      }
    }
    // Bisection: x(s) is monotonic on [0, 1] because x1 and x2 lie in [0, 1].
    var low = 0.0
    var high = 1.0
    while high - low > precision {
      let middle = (low + high) / 2
      if sampleX(middle) < x { low = middle } else { high = middle }
    }
    return sampleY((low + high) / 2)
  }
}
