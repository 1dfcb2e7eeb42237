extension HeaderEngine {
  /// Sets signal `signal` to `value` (made finite): set-up does not run
  /// again; transitions' and clocks' conditions are checked and the frame
  /// runs. A signal out of range changes nothing (the runtime's rule for indices).
  @inlinable @inline(__always)
  public static func setSignal(_ signal: Int, to value: Double, in code: inout some HeaderCode) {
    guard IndexRule.contains(signal, below: code.signalCount) else { return }
    code[signal: signal] = ScalarOps.finite(value)
    updateTransitions(&code)
    updateClocks(&code)
    code.frame()
  }

  /// Signal `signal`'s value; 0 for a signal out of range.
  @inlinable @inline(__always)
  public static func signalValue(_ signal: Int, in code: some HeaderCode) -> Double {
    IndexRule.contains(signal, below: code.signalCount) ? code[signal: signal] : 0
  }

  /// Puts every signal at its default (at reset).
  @inlinable @inline(__always)
  static func resetSignals(_ code: inout some HeaderCode) {
    for signal in 0..<code.signalCount { code[signal: signal] = code.signalDefault(signal) }
  }

  /// At an end of scrolling, before snaps start: each latch whose condition
  /// holds sets its signal, in declaration order (a later latch sees an
  /// earlier one's signal set).
  @inlinable @inline(__always)
  static func latchSignals(_ code: inout some HeaderCode) {
    for signal in 0..<code.signalCount {
      if let value = code.latch(signal) { code[signal: signal] = ScalarOps.finite(value) }
    }
  }
}
