/// The runtime's rule for indices (the DocC landing page states it): any
/// `Int` is accepted, and one out of range never traps — an event or a
/// param change for it does nothing, a read gives a neutral value.
@usableFromInline
enum IndexRule {
  /// Whether `index` is one of `0..<count`: one unsigned comparison, so a
  /// negative index is as far out of range as `Int.max`.
  @inlinable @inline(__always)
  static func contains(_ index: Int, below count: Int) -> Bool {
    UInt(bitPattern: index) < UInt(bitPattern: count)
  }
}
