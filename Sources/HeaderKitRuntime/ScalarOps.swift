/// The arithmetic of every scalar ``Opcode``, shared by the interpreter and by
/// the compiler's constant folding so that both give bit-identical results.
public enum ScalarOps {
  /// The result of a scalar opcode on its operand values (unused operands are
  /// ignored). List and track opcodes are the interpreter's; they give 0 here.
  @inlinable @inline(__always)
  public static func apply(_ op: Opcode, _ a: Double, _ b: Double, _ c: Double) -> Double {
    switch op {
    case .copy: return a
    case .neg: return -a
    case .abs: return Swift.abs(a)
    case .floor: return a.rounded(.down)
    case .ceil: return a.rounded(.up)
    case .round: return a.rounded(.toNearestOrAwayFromZero)
    case .sqrt: return a > 0 ? a.squareRoot() : 0
    case .not: return a == 0 ? 1 : 0
    case .add: return a + b
    case .sub: return a - b
    case .mul: return a * b
    case .div: return b == 0 ? 0 : a / b
    case .mod: return b == 0 ? 0 : a - b * (a / b).rounded(.down)
    case .min: return Swift.min(a, b)
    case .max: return Swift.max(a, b)
    case .lt: return a < b ? 1 : 0
    case .le: return a <= b ? 1 : 0
    case .gt: return a > b ? 1 : 0
    case .ge: return a >= b ? 1 : 0
    case .eq: return a == b ? 1 : 0
    case .ne: return a != b ? 1 : 0
    case .and: return a != 0 && b != 0 ? 1 : 0
    case .or: return a != 0 || b != 0 ? 1 : 0
    case .clamp: return clamp(a, b, c)
    case .select: return a != 0 ? b : c
    case .lerp: return a + (b - a) * c
    case .progress: return progress(a, from: b, to: c)
    case .finite: return finite(a)
    case .listCount, .listSum, .listSumPrefix, .listItem, .track: return 0
    }
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
  /// `min(max(x, low), high)`, a NaN `x` (from ∞ − ∞ or 0 · ∞ upstream) gives
  /// `low`, so the result stays within the bounds.
  @inlinable @inline(__always)
  public static func clamp(_ x: Double, _ low: Double, _ high: Double) -> Double {
    let raised = x > low ? x : low
    return raised < high ? raised : high
  }

  /// The value a fraction `t` of the way from `from` to `to`: exactly `from`
  /// at 0 and `to` at 1, and for `t` in [0, 1] never beyond them — even where
  /// `to - from` would overflow, as it does between -1e308 and 1e308.
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

  /// Replaces NaN by 0 and infinities by the largest finite magnitudes.
  @inlinable @inline(__always)
  public static func finite(_ value: Double) -> Double {
    // One comparison for the common case (NaN and infinities fail it).
    if Swift.abs(value) <= .greatestFiniteMagnitude { return value }
    if value.isNaN { return 0 }
    return value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
  }
}
