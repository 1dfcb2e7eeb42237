import HeaderKitDiagnostics

/// The checks of a sweep case — bounds, monotonic, continuous — fed the
/// frames of its offsets one at a time. Each check reports its first failure
/// only, so a check keeps nothing but the frame before.
struct SweepChecks {
  private let testCase: TestCase
  private let outputs: CaseOutputs
  private var boundsFailures: [Diagnostic?]
  private var monotonicFailures: [Diagnostic?]
  private var continuityFailures: [Diagnostic?]
  /// The offset and values of the frame before.
  private var previous: (offset: Double, values: [Double])?

  init(testCase: TestCase, outputs: CaseOutputs) {
    self.testCase = testCase
    self.outputs = outputs
    boundsFailures = Array(repeating: nil, count: testCase.bounds.count)
    monotonicFailures = Array(repeating: nil, count: testCase.monotonic.count)
    continuityFailures = Array(repeating: nil, count: testCase.continuous.count)
  }

  private var tolerance: Double { testCase.tolerance }
  private var name: String { testCase.name.value }

  /// Checks the frame at `offset`.
  mutating func check(offset: Double, values: [Double]) {
    for (index, check) in testCase.bounds.enumerated() where boundsFailures[index] == nil {
      let value = values[outputs.column(check.key.value)]
      if value < check.bounds.lowerBound - tolerance || value > check.bounds.upperBound + tolerance
      {
        boundsFailures[index] = .boundsFailed(
          name, key: check.key.value, value: value, offset: offset, bounds: check.bounds,
          at: check.range)
      }
    }
    if let previous {
      for (index, check) in testCase.monotonic.enumerated() where monotonicFailures[index] == nil {
        let column = outputs.column(check.key.value)
        let (before, after) = (previous.values[column], values[column])
        let increasing = check.direction == .increasing
        if increasing ? after - before < -tolerance : after - before > tolerance {
          monotonicFailures[index] = .monotonicFailed(
            name, key: check.key.value, increasing: increasing, from: (previous.offset, before),
            to: (offset, after), at: check.range)
        }
      }
      for (index, check) in testCase.continuous.enumerated() where continuityFailures[index] == nil
      {
        let column = outputs.column(check.key.value)
        let (before, after) = (previous.values[column], values[column])
        if abs(after - before) > check.maxJump + tolerance {
          continuityFailures[index] = .continuityFailed(
            name, key: check.key.value, from: (previous.offset, before), to: (offset, after),
            maxJump: check.maxJump, at: check.range)
        }
      }
    }
    previous = (offset, values)
  }

  /// The first failure of each check: bounds, then monotonic, then continuous.
  func failures() -> [Diagnostic] {
    (boundsFailures + monotonicFailures + continuityFailures).compactMap { $0 }
  }
}
