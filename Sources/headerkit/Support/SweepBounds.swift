import ArgumentParser
import HeaderKitDiagnostics

/// `--from` and `--to`, as `eval` and `plot` read them.
enum SweepBounds {
  /// The first and last offset of a sweep.
  /// - Throws: a usage error when either is not a finite number, or when
  ///   `--from` is above `--to`; one message for every command, numbers as
  ///   messages print them (`10`, not `10.0`).
  static func parse(from: String, to: String) throws -> (low: Double, high: Double) {
    let low = try parseNumber(from, option: "--from")
    let high = try parseNumber(to, option: "--to")
    guard low <= high else {
      throw ValidationError(
        "--from (\(formatNumber(low))) must not be above --to (\(formatNumber(high)))")
    }
    return (low, high)
  }
}
