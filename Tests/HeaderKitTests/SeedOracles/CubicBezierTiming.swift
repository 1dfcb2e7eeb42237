/// A CSS-style cubic-bezier timing function from (0, 0) to (1, 1).
///
/// `progress(at: t)` solves `x(s) = t` for the curve parameter `s` by bisection (x is monotonic
/// when both control x values lie in [0, 1]) and returns `y(s)`.
struct CubicBezierTiming {
  var x1: Double
  var y1: Double
  var x2: Double
  var y2: Double

  /// UIKit's default animation curve, `UIView.AnimationCurve.easeInOut`.
  static let easeInEaseOut = CubicBezierTiming(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// The eased progress for the linear time fraction `t`, clamped to [0, 1].
  func progress(at t: Double) -> Double {
    if t <= 0 { return 0 }
    if t >= 1 { return 1 }
    var (low, high) = (0.0, 1.0)
    while high - low > 1e-12 {
      let mid = (low + high) / 2
      if Self.bezier(mid, x1, x2) < t { low = mid } else { high = mid }
    }
    return Self.bezier((low + high) / 2, y1, y2)
  }

  /// One coordinate of the curve at `s`, with end points 0 and 1 and control values `c1`, `c2`.
  private static func bezier(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
    let u = 1 - s
    return 3 * u * u * s * c1 + 3 * u * s * s * c2 + s * s * s
  }
}
