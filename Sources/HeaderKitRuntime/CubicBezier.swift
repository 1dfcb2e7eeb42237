/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS `cubic-bezier()`
/// and `CAMediaTimingFunction` define it, solved as browsers solve it.
///
/// The curve is parametric, x(s) and y(s) for s in [0, 1]; the eased value
/// for a time `x` is y(s) where x(s) = x. As in Firefox's `SMILKeySpline`, a
/// table of x at s = 0, 0.1, …, 1 brackets the root and gives a first guess;
/// then at most four Newton steps, while the slope is at least 0.02. Newton's
/// error after a step δ is about M·δ²/(2·|x'|), M the largest |x''| on
/// [0, 1]: it stops once that is under 1e-10. Where the slope is lower (the
/// curve is steep or vertical there) or Newton has not converged, bisection
/// of the bracket to 1e-9 in s finishes. The result is
/// within 1e-7 of the exact curve wherever a double pins s down (x'(s) above
/// about 1e-6), as `CubicBezierTests` checks over thousands of random curves.
@usableFromInline
struct CubicBezier: Hashable, Sendable {
  @usableFromInline let ax, bx, cx, ay, by, cy: Double
  /// The largest |x''(s)| on [0, 1] (x'' is linear: its larger end).
  @usableFromInline let curvature: Double
  /// x(s) at s = i / 10 for i in 0…10.
  @usableFromInline let samples: [Double]

  /// The curve of easings that are not cubic, which never solve it (one
  /// shared table).
  static let unused = CubicBezier(0, 0, 1, 1)

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    // Power-basis coefficients of B(s) = 3(1-s)²s·p1 + 3(1-s)s²·p2 + s³.
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
    curvature = Swift.max(Swift.abs(2 * bx), Swift.abs(6 * ax + 2 * bx))
    let (a, b, c) = (ax, bx, cx)
    samples = (0...10).map { index in
      let s = Double(index) / 10
      return ((a * s + b) * s + c) * s
    }
  }

  @inlinable func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  @inlinable func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  @inlinable func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  /// The eased value at time `x` in [0, 1] (the ends exactly).
  /// - Complexity: 9 table comparisons, at most 4 Newton steps and 27 bisection steps.
  @inlinable
  func solve(_ x: Double) -> Double {
    if !(x > 0) { return 0 }
    if x >= 1 { return 1 }
    // The bracket [low, high] of the table: x(low) ≤ x < x(high), or high = 1.
    // Samples never decrease, so it follows the samples 1…9 at or below x:
    // counted without a branch each (a search's exit mispredicts for a random x).
    var index = 1
    for sample in 1..<10 { index += samples[sample] <= x ? 1 : 0 }
    let low = Double(index - 1) / 10
    let high = Double(index) / 10
    let width = samples[index] - samples[index - 1]
    var s = width > 0 ? low + (x - samples[index - 1]) / (10 * width) : low
    for _ in 0..<4 {
      let slope = slopeX(s)
      if !(slope >= 0.02) { break }
      let step = (sampleX(s) - x) / slope
      s -= step
      if !(s >= low && s <= high) { break }
      if curvature * step * step <= 2e-10 * slope { return sampleY(s) }
    }
    // x(s) does not decrease on [0, 1] (x1 and x2 are in [0, 1]).
    var lower = low
    var upper = high
    while upper - lower > 1e-9 {
      let middle = (lower + upper) / 2
      if sampleX(middle) < x { lower = middle } else { upper = middle }
    }
    return sampleY((lower + upper) / 2)
  }
}
