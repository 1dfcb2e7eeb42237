/// The arithmetic of every scalar ``Opcode``: the one definition the
/// interpreter, the compiler's constant folding and generated code share, so
/// all give the same bits. (The preview's JavaScript restates it line for line.)
@_spi(Generated)
public enum ScalarOps {
  /// The result of a scalar opcode; list and track opcodes give 0 here.
  package static func apply(_ op: Opcode, _ a: Double, _ b: Double, _ c: Double) -> Double {
    switch op {
    case .copy: a
    case .neg: -a
    case .abs: Swift.abs(a)
    case .floor: a.rounded(.down)
    case .ceil: a.rounded(.up)
    case .round: a.rounded(.toNearestOrAwayFromZero)
    case .sqrt: sqrt(a)
    case .not: truth(a == 0)
    case .add: a + b
    case .sub: a - b
    case .mul: a * b
    case .div: div(a, b)
    case .mod: mod(a, b)
    case .min: Swift.min(a, b)
    case .max: Swift.max(a, b)
    case .lt: truth(a < b)
    case .le: truth(a <= b)
    case .gt: truth(a > b)
    case .ge: truth(a >= b)
    case .eq: truth(a == b)
    case .ne: truth(a != b)
    case .and: truth(a != 0 && b != 0)
    case .or: truth(a != 0 || b != 0)
    case .clamp: clamp(a, b, c)
    case .select: a != 0 ? b : c
    case .lerp: a + (b - a) * c
    case .progress: progress(a, from: b, to: c)
    case .finite: finite(a)
    case .listCount, .listSum, .listSumPrefix, .listItem, .track: 0
    }
  }

  /// 1 for true, 0 for false: what comparisons and logic give.
  @inlinable @inline(__always)
  public static func truth(_ condition: Bool) -> Double { condition ? 1 : 0 }

  /// √a, or 0 for negative a (and NaN).
  @inlinable @inline(__always)
  public static func sqrt(_ a: Double) -> Double { a > 0 ? a.squareRoot() : 0 }

  /// a / b, or 0 when b is 0.
  @inlinable @inline(__always)
  public static func div(_ a: Double, _ b: Double) -> Double { b == 0 ? 0 : a / b }

  /// a − b·floor(a / b), which has b's sign, or 0 when b is 0.
  @inlinable @inline(__always)
  public static func mod(_ a: Double, _ b: Double) -> Double {
    b == 0 ? 0 : a - b * (a / b).rounded(.down)
  }

  /// The fraction of `x` within [from, to], clamped to [0, 1]; for a
  /// zero-width range, 0 before it and 1 from it on.
  @inlinable @inline(__always)
  public static func progress(_ x: Double, from: Double, to: Double) -> Double {
    let width = to - from
    if width == 0 { return x < from ? 0 : 1 }
    return clamp((x - from) / width, 0, 1)
  }

  /// `x` limited to [low, high] (`high` wins when low > high). Unlike
  /// `min(max(x, low), high)`, a NaN `x` gives `low`.
  @inlinable @inline(__always)
  public static func clamp(_ x: Double, _ low: Double, _ high: Double) -> Double {
    let raised = x > low ? x : low
    return raised < high ? raised : high
  }

  /// The value a fraction `t` of the way from `from` to `to`: exactly `from`
  /// at 0 and `to` at 1, and for `t` in [0, 1] never beyond them, even where
  /// `to - from` would overflow.
  @inlinable @inline(__always)
  public static func interpolate(_ from: Double, _ to: Double, _ t: Double) -> Double {
    from * (1 - t) + to * t
  }

  /// `floor(value)` clamped to 0..<count, for indexing; NaN gives 0.
  @inlinable @inline(__always)
  public static func index(_ value: Double, count: Int) -> Int {
    guard count > 0, value > 0 else { return 0 }
    return value >= Double(count - 1) ? count - 1 : Int(value)
  }

  /// NaN becomes 0 and infinities the largest finite magnitudes.
  @inlinable @inline(__always)
  public static func finite(_ value: Double) -> Double { finiteNumber(value) }
}

/// ``ScalarOps/finite(_:)``'s arithmetic, outside the SPI so that the
/// evaluator's inlinable readers can use it.
@usableFromInline @inline(__always)
func finiteNumber(_ value: Double) -> Double {
  if Swift.abs(value) <= .greatestFiniteMagnitude { return value }
  if value.isNaN { return 0 }
  return value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
}
