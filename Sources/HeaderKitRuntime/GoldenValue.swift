/// How a value is compared with a golden timeline's: one rule for
/// `headerkit test` (HeaderKit) and for HeaderKitTesting, which links only
/// this runtime. Not on any per-frame path.
package enum GoldenValue {
  /// Whether `value` agrees with the golden `golden`: within `tolerance`,
  /// widened by 1e-12 of the golden's magnitude for values too large for 6
  /// decimals to be exact. A golden value that is not finite agrees with
  /// nothing (it would otherwise widen the tolerance to infinity): no
  /// timeline gives one, so only a hand-edited file has it.
  package static func matches(_ value: Double, golden: Double, tolerance: Double) -> Bool {
    golden.isFinite && abs(value - golden) <= tolerance + 1e-12 * abs(golden)
  }
}
