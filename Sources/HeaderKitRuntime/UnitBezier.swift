/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS `cubic-bezier()`
/// and `CAMediaTimingFunction` define it.
///
/// The curve is given parametrically, x(s) and y(s) for s in [0, 1]; the eased
/// value for a time `x` is y(s) where x(s) = x. The solver follows WebKit's
/// `UnitBezier`: Newton's method from a good start, then bisection if Newton
/// stalls, to within 1e-9 in x.
@usableFromInline
struct UnitBezier: Sendable {
  @usableFromInline let ax, bx, cx, ay, by, cy: Double

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    // Power-basis coefficients of B(s) = 3(1-s)²s·p1 + 3(1-s)s²·p2 + s³.
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  @inlinable func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  @inlinable func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  @inlinable func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  /// The eased value at time `x` in [0, 1].
  /// - Complexity: at most 8 Newton steps, then at most 64 bisection steps.
  @inlinable
  func solve(_ x: Double) -> Double {
    let epsilon = 1e-9
    var s = x
    for _ in 0..<8 {
      let error = sampleX(s) - x
      if abs(error) < epsilon { return sampleY(s) }
      let slope = slopeX(s)
      if abs(slope) < 1e-7 { break }
      s -= error / slope
    }
    // Bisection: x(s) is monotonic on [0, 1] because x1 and x2 lie in [0, 1].
    var low = 0.0
    var high = 1.0
    s = x
    for _ in 0..<64 {
      let value = sampleX(s)
      if abs(value - x) < epsilon { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return sampleY(s)
  }
}
