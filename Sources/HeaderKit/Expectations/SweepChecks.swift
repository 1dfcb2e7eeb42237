import HeaderKitDiagnostics

/// The checks of a sweep case — bounds, monotonic, continuous — over the
/// frames of its offsets. Each check reports its first failure only.
struct SweepChecks {
  let testCase: TestCase
  let offsets: [Double]
  let frames: [[Double]]
  let outputs: CaseOutputs

  private var tolerance: Double { testCase.tolerance }
  private var name: String { testCase.name.value }

  func failures() -> [Diagnostic] {
    testCase.bounds.compactMap(bounds) + testCase.monotonic.compactMap(monotonic)
      + testCase.continuous.compactMap(continuous)
  }

  private func series(_ key: Located<String>) -> [Double] {
    let column = outputs.column(key.value)
    return frames.map { $0[column] }
  }

  private func bounds(_ check: BoundsCheck) -> Diagnostic? {
    let values = series(check.key)
    guard
      let index = values.firstIndex(where: {
        $0 < check.bounds.lowerBound - tolerance || $0 > check.bounds.upperBound + tolerance
      })
    else { return nil }
    return .boundsFailed(
      name, key: check.key.value, value: values[index], offset: offsets[index],
      bounds: check.bounds,
      at: check.range)
  }

  private func monotonic(_ check: MonotonicCheck) -> Diagnostic? {
    let values = series(check.key)
    let increasing = check.direction == .increasing
    for index in values.indices.dropLast() {
      let step = values[index + 1] - values[index]
      if increasing ? step < -tolerance : step > tolerance {
        return .monotonicFailed(
          name, key: check.key.value, increasing: increasing,
          from: (offsets[index], values[index]), to: (offsets[index + 1], values[index + 1]),
          at: check.range)
      }
    }
    return nil
  }

  private func continuous(_ check: ContinuityCheck) -> Diagnostic? {
    let values = series(check.key)
    for index in values.indices.dropLast()
    where abs(values[index + 1] - values[index]) > check.maxJump + tolerance {
      return .continuityFailed(
        name, key: check.key.value, from: (offsets[index], values[index]),
        to: (offsets[index + 1], values[index + 1]), maxJump: check.maxJump, at: check.range)
    }
    return nil
  }
}
