import HeaderKitRuntime

/// The values a slot may hold: a closed interval (its ends may be infinite)
/// and whether NaN is possible. The compiler emits no `finite` whose operand
/// is provably a finite number for any params (``CodeBuilder``), and
/// generated code drops those its fixed params make redundant — `finite` is
/// then the identity, so values stay bit-identical.
///
/// Every rule is sound under rounding because correctly rounded `+`, `−`,
/// `×` and `÷` are monotone in each operand: the rounded result over an
/// interval lies between the rounded results at its ends.
struct ValueRange: Equatable {
  var low: Double
  var high: Double
  var nan: Bool

  static let anything = ValueRange(low: -.infinity, high: .infinity, nan: true)
  static let finite = ValueRange(
    low: -.greatestFiniteMagnitude, high: .greatestFiniteMagnitude, nan: false)
  static let boolean = ValueRange(low: 0, high: 1, nan: false)

  static func exactly(_ value: Double) -> ValueRange {
    value.isNaN ? anything : ValueRange(low: value, high: value, nan: false)
  }

  /// Whether every value is a finite number: `finite` leaves it as it is.
  var isFinite: Bool { !nan && low.isFinite && high.isFinite }

  private var mayBeInfinite: Bool { !low.isFinite || !high.isFinite }

  /// The smallest range holding both.
  func union(_ other: ValueRange) -> ValueRange {
    ValueRange(low: min(low, other.low), high: max(high, other.high), nan: nan || other.nan)
  }

  /// The range of `op` over operands in these ranges.
  static func apply(_ op: Opcode, _ a: ValueRange, _ b: ValueRange, _ c: ValueRange)
    -> ValueRange
  {
    switch op {
    case .copy: return a
    case .neg: return ValueRange(low: -a.high, high: -a.low, nan: a.nan)
    case .abs:
      let low = a.low <= 0 && a.high >= 0 ? 0 : min(abs(a.low), abs(a.high))
      return ValueRange(low: low, high: max(abs(a.low), abs(a.high)), nan: a.nan)
    case .floor, .ceil, .round:
      // Monotone, and the identity on infinities.
      return ValueRange(low: a.low.rounded(.down), high: a.high.rounded(.up), nan: a.nan)
    case .sqrt:
      // `a > 0 ? √a : 0`: NaN and negatives give 0.
      return ValueRange(low: 0, high: max(0, a.high).squareRoot(), nan: false)
    case .not, .lt, .le, .gt, .ge, .eq, .ne, .and, .or, .progress:
      return boolean
    case .add: return sum(a, b)
    case .sub: return sum(a, apply(.neg, b, b, b))
    case .mul: return product(a, b)
    case .div: return quotient(a, b)
    case .mod:
      // `a − b·floor(a / b)` rounds: for a near the largest double it may overflow.
      return anything
    case .min, .max:
      let low = op == .min ? min(a.low, b.low) : max(a.low, b.low)
      let high = op == .min ? min(a.high, b.high) : max(a.high, b.high)
      // Swift's min and max pass a NaN through: both ends widen to the other operand's.
      guard !a.nan, !b.nan else { return a.union(b) }
      return ValueRange(low: low, high: high, nan: false)
    case .clamp:
      // `raised < c ? raised : c` with `raised = a > b ? a : b`: at most c,
      // at least the lower of b and c; NaN only from b or c.
      return ValueRange(low: min(b.low, c.low), high: c.high, nan: b.nan || c.nan)
    case .select: return b.union(c)
    case .lerp: return sum(a, product(sum(b, apply(.neg, a, a, a)), c))
    case .finite:
      let m = Double.greatestFiniteMagnitude
      let range = ValueRange(
        low: max(-m, min(m, a.low)), high: max(-m, min(m, a.high)), nan: false)
      return a.nan ? range.union(.exactly(0)) : range
    case .sin, .cos, .tan, .exp, .log, .pow, .atan2:
      // Made finite by ScalarOps: NaN gives 0 and ±∞ the largest magnitudes.
      return finite
    case .listCount, .listSum, .listSumPrefix, .listItem, .track:
      return anything
    }
  }

  private static func sum(_ a: ValueRange, _ b: ValueRange) -> ValueRange {
    // ∞ − ∞ is NaN.
    let nan =
      a.nan || b.nan || (a.high == .infinity && b.low == -.infinity)
      || (a.low == -.infinity && b.high == .infinity)
    guard !nan else { return anything }
    return ValueRange(low: a.low + b.low, high: a.high + b.high, nan: false)
  }

  private static func product(_ a: ValueRange, _ b: ValueRange) -> ValueRange {
    // 0 × ∞ is NaN.
    let zeroTimesInfinity =
      (a.low <= 0 && a.high >= 0 && b.mayBeInfinite)
      || (b.low <= 0 && b.high >= 0 && a.mayBeInfinite)
    guard !a.nan, !b.nan, !zeroTimesInfinity else { return anything }
    let products = [a.low * b.low, a.low * b.high, a.high * b.low, a.high * b.high]
    return ValueRange(low: products.min()!, high: products.max()!, nan: false)
  }

  private static func quotient(_ a: ValueRange, _ b: ValueRange) -> ValueRange {
    // Near 0 the quotient is unbounded (exactly 0 gives 0); ∞ / ∞ is NaN.
    guard !a.nan, !b.nan, b.low > 0 || b.high < 0, !(a.mayBeInfinite && b.mayBeInfinite) else {
      return anything
    }
    let quotients = [a.low / b.low, a.low / b.high, a.high / b.low, a.high / b.high]
    return ValueRange(low: quotients.min()!, high: quotients.max()!, nan: false)
  }
}
