/// One piece of a piecewise-linear value: `a + b·y` with `y = x − origin` for
/// the source value `x` on the piece's interval, and a bound `e0 + e1·|y|` on
/// how far the reference computation's value (the graph's instructions run
/// one by one, with their rounding) may be from that exact affine function.
///
/// Pieces are expressed relative to an origin inside or at the edge of their
/// interval (see ``PiecewiseLinear/origin(_:_:)``) so that `a` is the value
/// near the interval and `b·y` stays small: no cancellation between a large
/// `a` and a large `b·x` far from zero.
///
/// The operations mirror the reference's arithmetic: each takes the pieces of
/// the operands on one interval (with the same origin) and returns the piece
/// of the result with its error bound grown by the rounding of the reference
/// operation and of the new coefficients. Exact constants (slope and error 0)
/// combine with the reference's own operation, so they stay bit-exact.
struct AffinePiece: Equatable {
  var a: Double
  var b: Double
  var e0: Double
  var e1: Double

  /// The unit roundoff of `Double`: one rounding moves a value by at most
  /// `unit` times its magnitude.
  static let unit = 0x1p-53
  /// A factor on each new bound that covers the second-order terms (u²)
  /// the first-order derivations leave out.
  static let slack = 1 + 0x1p-40
  /// What a rounding may lose absolutely where relative bounds fail: a
  /// result that underflows into (or within) the subnormals.
  static let underflow = 0x1p-1074

  /// A number the reference computes exactly.
  static func constant(_ value: Double) -> AffinePiece {
    AffinePiece(a: value, b: 0, e0: 0, e1: 0)
  }

  /// The source value itself, relative to `origin`: exact.
  static func identity(origin: Double) -> AffinePiece {
    AffinePiece(a: origin, b: 1, e0: 0, e1: 0)
  }

  /// Whether this is a number the reference computes exactly, whatever the source.
  var isExactConstant: Bool { b == 0 && e0 == 0 && e1 == 0 }

  /// Whether the reference value is exactly the source value.
  func isExactIdentity(origin: Double) -> Bool {
    b == 1 && a == origin && e0 == 0 && e1 == 0
  }

  func value(at y: Double) -> Double { a + b * y }
  func error(at y: Double) -> Double { e0 + e1 * abs(y) }
  /// A bound on `|a + b·y|` and on the reference value, for `|y| ≤ span`.
  func magnitude(span: Double) -> Double { abs(a) + abs(b) * span + e0 + e1 * span }

  // MARK: Arithmetic

  /// The reference's `r1 + r2`.
  static func + (p: AffinePiece, q: AffinePiece) -> AffinePiece {
    if p.isExactConstant, q.isExactConstant { return .constant(p.a + q.a) }
    // Adding an exact zero changes nothing (−0 + 0 is +0, the same number).
    if q.isExactConstant, q.a == 0 { return p }
    if p.isExactConstant, p.a == 0 { return q }
    let a = p.a + q.a
    let b = p.b + q.b
    // |ref − g| ≤ (E1 + E2)(1 + u) + u·|g| for the exact sum g = f1 + f2, and
    // the rounded coefficients are within u·(|a| + |b||y|) of g's.
    return grown(a: a, b: b, e0: p.e0 + q.e0, e1: p.e1 + q.e1, factor: 1)
  }

  /// A result `a + b·y` of one reference operation whose operands' bounds,
  /// carried through it, are `e0 + e1·|y|` (times `factor`): the operation's
  /// rounding and the coefficients' each add `u·(|a| + |b||y|)`.
  private static func grown(a: Double, b: Double, e0: Double, e1: Double, factor: Double)
    -> AffinePiece
  {
    AffinePiece(
      a: a, b: b, e0: (factor * e0 * (1 + unit) + 2 * unit * abs(a)) * slack + 2 * underflow,
      e1: (factor * e1 * (1 + unit) + 2 * unit * abs(b)) * slack)
  }

  static prefix func - (p: AffinePiece) -> AffinePiece {
    AffinePiece(a: -p.a, b: -p.b, e0: p.e0, e1: p.e1)
  }

  /// The reference's `r1 − r2`, which is `r1 + (−r2)` exactly.
  static func - (p: AffinePiece, q: AffinePiece) -> AffinePiece { p + -q }

  /// The reference's `r · c` for an exact constant `c`.
  func scaled(by c: Double) -> AffinePiece {
    if c == 0 { return .constant(0) }
    if isExactConstant { return .constant(a * c) }
    return Self.grown(a: c * a, b: c * b, e0: e0, e1: e1, factor: abs(c))
  }

  /// The reference's `c == 0 ? 0 : r / c` for an exact constant `c`.
  func divided(by c: Double) -> AffinePiece {
    if c == 0 { return .constant(0) }
    if isExactConstant { return .constant(a / c) }
    return Self.grown(a: a / c, b: b / c, e0: e0, e1: e1, factor: 1 / abs(c))
  }

  /// The reference's `r1 · r2`, when one factor is an exact constant on the
  /// piece; nil otherwise (a product of two varying values is not affine).
  static func * (p: AffinePiece, q: AffinePiece) -> AffinePiece? {
    if q.isExactConstant { return p.scaled(by: q.a) }
    if p.isExactConstant { return q.scaled(by: p.a) }
    return nil
  }

  /// The same function relative to another origin: `a` moves along the
  /// line, and the bound grows by the rounding of the move.
  func rebased(from old: Double, to new: Double) -> AffinePiece {
    if old == new || b == 0 && e1 == 0 { return self }
    // The source itself is exact from any origin (`y` is exact, not
    // rounded): moving it costs nothing. Without this, a track over the
    // source far from 0 took `u·|origin|` into every segment's fraction,
    // times its values, and missed the tolerance with short segments.
    if isExactIdentity(origin: old) { return .identity(origin: new) }
    let shift = new - old
    let a = self.a + b * shift
    // The sum's and the product's rounding, and the shift's own (times |b|).
    return AffinePiece(
      a: a, b: b,
      e0: (e0 + e1 * abs(shift) * (1 + Self.unit) + Self.unit * (abs(a) + 2 * abs(b * shift)))
        * Self.slack + 2 * Self.underflow,
      e1: e1)
  }

  // MARK: Min and max

  /// How far the computed `p.value(y) − q.value(y)` may be from the exact difference.
  static func differenceError(_ p: AffinePiece, _ q: AffinePiece, at y: Double) -> Double {
    // Each value's product and sum, the difference, and `y` itself: 6u is
    // ample, and each of those may underflow.
    6 * unit * (abs(p.a) + abs(q.a) + (abs(p.b) + abs(q.b)) * abs(y)) + 8 * underflow
  }

  /// The reference's `max` (or `min`) of `r1` and `r2` on an interval whose
  /// `y` runs over [y0, y1], as one piece: the operand that is larger (or
  /// smaller) over most of the interval.
  ///
  /// Where the reference picks the chosen operand, its value is the chosen
  /// one's (within its bound); where it picks the other, it is at most the
  /// other's bound minus the margin `m` by which the chosen one leads (`m`
  /// is negative on the far side of a crossing). So the bound is
  /// `max(Ec, Eo − m)`, and `Eo − m`, convex in `y`, is largest at an end.
  /// - Parameter exact: the reference operation, for two exact constants.
  static func extremum(
    _ p: AffinePiece, _ q: AffinePiece, maximum: Bool, y0: Double, y1: Double,
    exact: (Double, Double) -> Double
  ) -> AffinePiece {
    if p.isExactConstant, q.isExactConstant { return .constant(exact(p.a, q.a)) }
    let side: Double = maximum ? 1 : -1
    let lead = side * (p.value(at: y0) - q.value(at: y0) + p.value(at: y1) - q.value(at: y1))
    let (chosen, other) = lead >= 0 ? (p, q) : (q, p)
    let shortfall = [y0, y1].map { y in
      other.error(at: y) + differenceError(p, q, at: y)
        - side * (chosen.value(at: y) - other.value(at: y))
    }
    let excess = max(0, shortfall[0], shortfall[1]) * slack
    return AffinePiece(a: chosen.a, b: chosen.b, e0: max(chosen.e0, excess), e1: chosen.e1)
  }
}
