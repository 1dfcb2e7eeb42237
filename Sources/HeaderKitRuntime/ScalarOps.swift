/// The arithmetic of every ``Opcode``, one function named after each: the
/// one definition the interpreter and the compiler's constant folding reach
/// through ``Opcode/apply(_:_:_:)`` and generated code calls by name
/// (`ScalarOps.add(a, b)`), so all give the same bits. (The preview's
/// JavaScript restates it once, in its own `ScalarOps`.)
@_spi(Generated)
public enum ScalarOps {
  // MARK: One operand

  @inlinable @inline(__always) public static func copy(_ a: Double) -> Double { a }
  @inlinable @inline(__always) public static func neg(_ a: Double) -> Double { -a }
  @inlinable @inline(__always) public static func abs(_ a: Double) -> Double { Swift.abs(a) }
  @inlinable @inline(__always) public static func floor(_ a: Double) -> Double {
    a.rounded(.down)
  }
  @inlinable @inline(__always) public static func ceil(_ a: Double) -> Double { a.rounded(.up) }
  /// Halves round away from zero.
  @inlinable @inline(__always) public static func round(_ a: Double) -> Double {
    a.rounded(.toNearestOrAwayFromZero)
  }
  /// √a, or 0 for negative a (and NaN).
  @inlinable @inline(__always) public static func sqrt(_ a: Double) -> Double {
    a > 0 ? a.squareRoot() : 0
  }
  @inlinable @inline(__always) public static func not(_ a: Double) -> Double { truth(a == 0) }
  /// NaN becomes 0 and infinities the largest finite magnitudes.
  @inlinable @inline(__always) public static func finite(_ a: Double) -> Double {
    finiteNumber(a)
  }

  // MARK: Two operands

  @inlinable @inline(__always) public static func add(_ a: Double, _ b: Double) -> Double { a + b }
  @inlinable @inline(__always) public static func sub(_ a: Double, _ b: Double) -> Double { a - b }
  @inlinable @inline(__always) public static func mul(_ a: Double, _ b: Double) -> Double { a * b }
  /// a / b, or 0 when b is 0.
  @inlinable @inline(__always) public static func div(_ a: Double, _ b: Double) -> Double {
    b == 0 ? 0 : a / b
  }
  /// a − b·floor(a / b), which has b's sign, or 0 when b is 0.
  @inlinable @inline(__always) public static func mod(_ a: Double, _ b: Double) -> Double {
    b == 0 ? 0 : a - b * (a / b).rounded(.down)
  }
  /// Swift's `min` and `max`: the second operand unless the first is below
  /// (above) it, so a NaN operand decides by its position.
  @inlinable @inline(__always) public static func min(_ a: Double, _ b: Double) -> Double {
    Swift.min(a, b)
  }
  @inlinable @inline(__always) public static func max(_ a: Double, _ b: Double) -> Double {
    Swift.max(a, b)
  }
  @inlinable @inline(__always) public static func lt(_ a: Double, _ b: Double) -> Double {
    truth(a < b)
  }
  @inlinable @inline(__always) public static func le(_ a: Double, _ b: Double) -> Double {
    truth(a <= b)
  }
  @inlinable @inline(__always) public static func gt(_ a: Double, _ b: Double) -> Double {
    truth(a > b)
  }
  @inlinable @inline(__always) public static func ge(_ a: Double, _ b: Double) -> Double {
    truth(a >= b)
  }
  @inlinable @inline(__always) public static func eq(_ a: Double, _ b: Double) -> Double {
    truth(a == b)
  }
  @inlinable @inline(__always) public static func ne(_ a: Double, _ b: Double) -> Double {
    truth(a != b)
  }
  @inlinable @inline(__always) public static func and(_ a: Double, _ b: Double) -> Double {
    truth(a != 0 && b != 0)
  }
  @inlinable @inline(__always) public static func or(_ a: Double, _ b: Double) -> Double {
    truth(a != 0 || b != 0)
  }

  // MARK: Three operands

  /// `x` limited to [low, high] (`high` wins when low > high). Unlike
  /// `min(max(x, low), high)`, a NaN `x` gives `low`.
  @inlinable @inline(__always)
  public static func clamp(_ x: Double, _ low: Double, _ high: Double) -> Double {
    let raised = x > low ? x : low
    return raised < high ? raised : high
  }
  /// `b` where `a` is non-zero, else `c`.
  @inlinable @inline(__always)
  public static func select(_ a: Double, _ b: Double, _ c: Double) -> Double { a != 0 ? b : c }
  /// a + (b − a)·t: the spec's `lerp`, which may overshoot (unlike ``interpolate(_:_:_:)``).
  @inlinable @inline(__always)
  public static func lerp(_ a: Double, _ b: Double, _ t: Double) -> Double { a + (b - a) * t }
  /// The fraction of `x` within [from, to], clamped to [0, 1]; for a
  /// zero-width range, 0 before it and 1 from it on.
  @inlinable @inline(__always)
  public static func progress(_ x: Double, _ from: Double, _ to: Double) -> Double {
    let width = to - from
    if width == 0 { return x < from ? 0 : 1 }
    return clamp((x - from) / width, 0, 1)
  }

  // MARK: Functions (PortableMath's, made finite: NaN 0, ±∞ the largest magnitude)

  @inlinable @inline(__always) public static func sin(_ a: Double) -> Double {
    finiteNumber(PortableMath.sin(a))
  }
  @inlinable @inline(__always) public static func cos(_ a: Double) -> Double {
    finiteNumber(PortableMath.cos(a))
  }
  @inlinable @inline(__always) public static func tan(_ a: Double) -> Double {
    finiteNumber(PortableMath.tan(a))
  }
  @inlinable @inline(__always) public static func exp(_ a: Double) -> Double {
    finiteNumber(PortableMath.exp(a))
  }
  @inlinable @inline(__always) public static func log(_ a: Double) -> Double {
    finiteNumber(PortableMath.log(a))
  }
  @inlinable @inline(__always) public static func pow(_ a: Double, _ b: Double) -> Double {
    finiteNumber(PortableMath.pow(a, b))
  }
  /// The angle of the point (b, a): `atan2(y, x)`.
  @inlinable @inline(__always) public static func atan2(_ a: Double, _ b: Double) -> Double {
    finiteNumber(PortableMath.atan2(a, b))
  }

  // MARK: Lists (operand a is a list param)

  /// The number of the list's elements.
  @inlinable @inline(__always) public static func listCount(_ list: ListValues) -> Double {
    Double(list.elements.count)
  }
  /// The sum of the list's elements, added in order.
  @inlinable @inline(__always) public static func listSum(_ list: ListValues) -> Double {
    list.prefixSums[list.prefixSums.count - 1]
  }
  /// The sum of the list's first floor(n) elements (clamped to its count).
  @inlinable @inline(__always)
  public static func listSumPrefix(_ list: ListValues, _ n: Double) -> Double {
    list.prefixSums[index(n, count: list.prefixSums.count)]
  }
  /// The list's element floor(i), the index clamped to the list; 0 for an empty list.
  @inlinable @inline(__always)
  public static func listItem(_ list: ListValues, _ i: Double) -> Double {
    list.elements.isEmpty ? 0 : list.elements[index(i, count: list.elements.count)]
  }

  // MARK: Shared pieces

  /// 1 for true, 0 for false: what comparisons and logic give.
  @inlinable @inline(__always)
  public static func truth(_ condition: Bool) -> Double { condition ? 1 : 0 }

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
}

/// ``ScalarOps/finite(_:)``'s arithmetic, outside the SPI so that the
/// evaluator's inlinable readers can use it.
@usableFromInline @inline(__always)
func finiteNumber(_ value: Double) -> Double {
  if Swift.abs(value) <= .greatestFiniteMagnitude { return value }
  if value.isNaN { return 0 }
  return value > 0 ? .greatestFiniteMagnitude : -.greatestFiniteMagnitude
}
