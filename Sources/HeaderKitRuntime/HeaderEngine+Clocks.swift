extension HeaderEngine {
  /// Each clock at rest: running if its condition holds, at 0.
  @inlinable @inline(__always)
  static func settleClocks(_ code: inout some HeaderCode) {
    for clock in 0..<code.clockCount {
      code[clockRunning: clock] = code.clockCondition(clock)
      code[clock: clock] = 0
    }
  }

  /// After an event, once transitions are checked: a clock whose condition
  /// changed starts again at 0 (running or stopped).
  @inlinable @inline(__always)
  static func updateClocks(_ code: inout some HeaderCode) {
    for clock in 0..<code.clockCount {
      let running = code.clockCondition(clock)
      guard running != code[clockRunning: clock] else { continue }
      code[clockRunning: clock] = running
      code[clock: clock] = 0
    }
  }

  /// Moves running clocks on by `seconds` (finite, not negative): the value
  /// grows by them and, with a period, wraps into `[0, period)` step by
  /// step, so it keeps its precision however long the clock runs.
  @inlinable @inline(__always)
  static func advanceClocks(by seconds: Double, in code: inout some HeaderCode) {
    for clock in 0..<code.clockCount where code[clockRunning: clock] {
      let value = ScalarOps.finite(code[clock: clock] + seconds)
      let period = code.clockPeriod(clock)
      code[clock: clock] = period > 0 ? ScalarOps.mod(value, period) : value
    }
  }

  /// Whether clock `clock` runs (its condition holds), so advancing moves
  /// it; false for a clock out of range.
  @inlinable @inline(__always)
  public static func isRunning(clock: Int, in code: some HeaderCode) -> Bool {
    IndexRule.contains(clock, below: code.clockCount) && code[clockRunning: clock]
  }
}
