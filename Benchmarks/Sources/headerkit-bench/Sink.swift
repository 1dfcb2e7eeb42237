/// Where benchmarks put their results so the optimizer cannot delete the work.
///
/// Every measured loop sums the values it computed and hands the sum to
/// ``consume(_:)``, a call the optimizer cannot see through; the total is
/// printed at the end of a run, so it is observable.
enum Sink {
  nonisolated(unsafe) private static var total = 0.0

  /// Keeps `value` alive.
  @inline(never)
  static func consume(_ value: Double) {
    total += value.isFinite ? value.magnitude.truncatingRemainder(dividingBy: 1e6) : 0
  }

  /// A digest of everything consumed, reported with the results.
  static var digest: Double { total }
}
