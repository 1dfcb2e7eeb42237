/// A cubic Bézier timing curve from (0, 0) to (1, 1), as CSS `cubic-bezier()`
/// and `CAMediaTimingFunction` define it, solved as browsers solve it: a
/// sample table built once per curve, a few Newton steps, bisection to fall
/// back on.
///
/// The curve is parametric, x(s) and y(s) for s in [0, 1]; the eased value
/// for a time `x` is y(s) where x(s) = x. Browsers tabulate x at 11 values
/// of s (Firefox's `SMILKeySpline`) and search the table for the root's
/// bracket; this table holds s at 257 values of x instead (x = i / 256,
/// solved at set-up), so a time finds its bracket by one multiplication, without a
/// search whose exit a random time would mispredict, and the interpolated
/// guess is close enough for one Newton step. Newton's error after a step δ
/// is about M·δ²/(2·|x'|) in s, M the largest |x''| on [0, 1], so at most
/// M·Y·δ²/(2·|x'|) in the value, Y the largest |y'|: a step stops once that
/// is under 1e-10, while the slope is at least 0.02. Where the slope is lower
/// (the curve is steep or vertical there) or Newton leaves the bracket,
/// bisection of the bracket to 1e-9 in s finishes. The result is within
/// 1e-7 of the exact curve wherever a double pins s down (x'(s) above about
/// 1e-6), as `CubicBezierTests` checks over thousands of random curves.
@usableFromInline
struct CubicBezier: Hashable, Sendable {
  @usableFromInline let ax, bx, cx, ay, by, cy: Double
  /// M·Y: the largest |x''(s)| on [0, 1] times the largest |y'(s)|, which
  /// bounds the value's error after a Newton step (see the type's summary).
  @usableFromInline let valueErrorScale: Double
  /// s where x(s) = i / ``tableSize``, for i in 0…``tableSize``.
  @usableFromInline private(set) var parameters: [Double]

  /// Intervals of x the table divides [0, 1] into (a power of 2, so that
  /// x · tableSize is exact).
  @usableFromInline static let tableSize = 256

  /// The curve of easings that are not cubic, which never solve it (one
  /// shared table).
  static let unused = CubicBezier(0, 0, 1, 1)

  init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    // Power-basis coefficients of B(s) = 3(1-s)²s·p1 + 3(1-s)s²·p2 + s³.
    let cx = 3 * x1
    let bx = 3 * (x2 - x1) - cx
    let ax = 1 - cx - bx
    let cy = 3 * y1
    let by = 3 * (y2 - y1) - cy
    let ay = 1 - cy - by
    (self.ax, self.bx, self.cx, self.ay, self.by, self.cy) = (ax, bx, cx, ay, by, cy)
    // x'' is linear: its larger end. y' is a quadratic: an end, or its vertex.
    let curvature = Swift.max(Swift.abs(2 * bx), Swift.abs(6 * ax + 2 * bx))
    var slopeY = Swift.max(Swift.abs(cy), Swift.abs(3 * ay + 2 * by + cy))
    let vertex = ay != 0 ? -by / (3 * ay) : -1
    if vertex > 0 && vertex < 1 {
      slopeY = Swift.max(slopeY, Swift.abs((3 * ay * vertex + 2 * by) * vertex + cy))
    }
    valueErrorScale = curvature * slopeY
    parameters = []  // filled below, by the solver itself
    // Each entry from the last two (a straight line on), to 1e-10 in s: the
    // table is built once.
    var table = [0.0]
    let size = Self.tableSize
    for index in 1..<size {
      let x = Double(index) / Double(size)
      let low = table[index - 1]
      let guess = index >= 2 ? 2 * low - table[index - 2] : x
      table.append(
        parameter(
          at: x, guess: Swift.min(Swift.max(guess, low), 1), low: low, high: 1,
          errorScale: curvature, tolerance: 2e-10))
    }
    table.append(1)
    parameters = table
  }

  @inlinable func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
  @inlinable func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
  @inlinable func slopeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

  /// The eased value at time `x` in [0, 1] (the ends exactly).
  /// - Complexity: one table lookup, at most 4 Newton steps and 27 bisection steps.
  @inlinable
  func solve(_ x: Double) -> Double {
    if !(x > 0) { return 0 }
    if x >= 1 { return 1 }
    // x(s) does not decrease (x1 and x2 are in [0, 1]): the root lies
    // between the parameters of the table's times around x.
    let scaled = x * Double(Self.tableSize)
    let index = Int(scaled)
    let (first, second) = (parameters[index], parameters[index + 1])
    let guess = first + (second - first) * (scaled - Double(index))
    // The table's parameters are within 1e-9 of the exact ones.
    return sampleY(
      parameter(
        at: x, guess: guess, low: first - 1e-9, high: second + 1e-9,
        errorScale: valueErrorScale, tolerance: 2e-10))
  }

  /// The s in [low, high] where x(s) = x, from `guess`: Newton's method
  /// while the slope is at least 0.02 and s stays in the bracket, until a
  /// step δ has errorScale · δ² ≤ tolerance · slope; else bisection of the
  /// bracket to 1e-9.
  @inlinable
  func parameter(
    at x: Double, guess: Double, low: Double, high: Double, errorScale: Double,
    tolerance: Double
  ) -> Double {
    var s = guess
    for _ in 0..<4 {
      let slope = slopeX(s)
      if !(slope >= 0.02) { break }
      let step = (sampleX(s) - x) / slope
      s -= step
      if !(s >= low && s <= high) { break }
      if errorScale * step * step <= tolerance * slope { return s }
    }
    var lower = low
    var upper = high
    while upper - lower > 1e-9 {
      let middle = (lower + upper) / 2
      if sampleX(middle) < x { lower = middle } else { upper = middle }
    }
    return (lower + upper) / 2
  }
}
