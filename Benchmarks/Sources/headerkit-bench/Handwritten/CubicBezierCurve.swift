/// A CSS / Core Animation timing curve, solved per frame as Core Animation
/// does for `UIView.animate`: Newton's method on x(s), bisection if it stalls.
struct CubicBezierCurve {
  private let ax, bx, cx, ay, by, cy: Double

  /// `UIView.animate`'s default curve, ease-in-ease-out.
  static let easeInOut = CubicBezierCurve(0.42, 0, 0.58, 1)

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  /// The eased progress at time fraction `x` in [0, 1].
  func value(at x: Double) -> Double {
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    var s = x
    for _ in 0..<8 {
      let error = ((ax * s + bx) * s + cx) * s - x
      if abs(error) < 1e-9 { return ((ay * s + by) * s + cy) * s }
      let slope = (3 * ax * s + 2 * bx) * s + cx
      if abs(slope) < 1e-7 { break }
      s -= error / slope
    }
    var (low, high) = (0.0, 1.0)
    s = x
    for _ in 0..<64 {
      let value = ((ax * s + bx) * s + cx) * s
      if abs(value - x) < 1e-9 { break }
      if value < x { low = s } else { high = s }
      s = (low + high) / 2
    }
    return ((ay * s + by) * s + cy) * s
  }
}
