/// The checks of one case fed frame by frame, as `headerkit test` makes
/// them: each expectation's first failure (and how many frames fail after
/// it), then each sweep check's first failure — bounds, monotonic, continuous.
struct FrameChecks {
  private let testCase: SpecTests.Case
  private let prefix: String
  private var first: [String?]
  private var more: [Int]
  private var bounds: [String?]
  private var monotonic: [String?]
  private var continuous: [String?]
  /// The offset and values (by key) of the frame before, for sweep checks.
  private var previous: (offset: Double, values: [String: Double])?

  init(testCase: SpecTests.Case, prefix: String) {
    self.testCase = testCase
    self.prefix = prefix
    first = Array(repeating: nil, count: testCase.expect.count)
    more = Array(repeating: 0, count: testCase.expect.count)
    bounds = Array(repeating: nil, count: testCase.bounds.count)
    monotonic = Array(repeating: nil, count: testCase.monotonic.count)
    continuous = Array(repeating: nil, count: testCase.continuous.count)
  }

  /// The keys the sweep checks read.
  var sweepKeys: [String] {
    testCase.bounds.map(\.key) + testCase.monotonic.map(\.key) + testCase.continuous.map(\.key)
  }

  private var tolerance: Double { testCase.tolerance }

  private func place(_ line: Int, _ column: Int) -> String {
    "\(testCase.place.file):\(line):\(column)"
  }

  /// Checks the expected values of frame `frame`, described by `when`.
  mutating func check(frame: Int, at when: String, _ read: (String) -> Double) {
    for (index, expectation) in testCase.expect.enumerated() {
      guard frame < expectation.values.count, let expected = expectation.values[frame] else {
        continue
      }
      let actual = read(expectation.key)
      guard !(abs(actual - expected.value) <= tolerance) else { continue }
      guard first[index] == nil else {
        more[index] += 1
        continue
      }
      first[index] =
        "\(place(expected.line, expected.column)): \(testCase.name): \(when), \(expectation.key) expected \(SpecTests.shown(expected.value)), got \(SpecTests.shown(actual)) (tolerance \(SpecTests.shown(tolerance))); off by \(SpecTests.shown(actual - expected.value))"
    }
  }

  /// Checks the sweep checks at `offset`.
  mutating func checkSweep(offset: Double, _ read: (String) -> Double) {
    let name = testCase.name
    let values = Dictionary(sweepKeys.map { ($0, read($0)) }, uniquingKeysWith: { a, _ in a })
    for (index, check) in testCase.bounds.enumerated() where bounds[index] == nil {
      let value = values[check.key] ?? 0
      if value < check.low - tolerance || value > check.high + tolerance {
        let by = value < check.low ? check.low - value : value - check.high
        bounds[index] =
          "\(place(check.line, check.column)): \(name): at offset \(SpecTests.shown(offset)), \(check.key) is \(SpecTests.shown(value)), outside [\(SpecTests.shown(check.low)), \(SpecTests.shown(check.high))] by \(SpecTests.shown(by))"
      }
    }
    if let previous {
      let from = previous.offset
      for (index, check) in testCase.monotonic.enumerated() where monotonic[index] == nil {
        let (before, after) = (previous.values[check.key] ?? 0, values[check.key] ?? 0)
        let increasing = check.direction == "increasing"
        if increasing ? after - before < -tolerance : after - before > tolerance {
          monotonic[index] =
            "\(place(check.line, check.column)): \(name): \(check.key) should never \(increasing ? "fall" : "rise"), but goes from \(SpecTests.shown(before)) at offset \(SpecTests.shown(from)) to \(SpecTests.shown(after)) at offset \(SpecTests.shown(offset))"
        }
      }
      for (index, check) in testCase.continuous.enumerated() where continuous[index] == nil {
        let (before, after) = (previous.values[check.key] ?? 0, values[check.key] ?? 0)
        if abs(after - before) > check.maxJump + tolerance {
          continuous[index] =
            "\(place(check.line, check.column)): \(name): \(check.key) jumps from \(SpecTests.shown(before)) at offset \(SpecTests.shown(from)) to \(SpecTests.shown(after)) at offset \(SpecTests.shown(offset)), more than \(SpecTests.shown(check.maxJump))"
        }
      }
    }
    previous = (offset, values)
  }

  /// Every first failure, each expectation's with how many frames failed after it.
  func failures(counting word: String) -> [String] {
    let expectations = zip(first, more).compactMap { failure, more -> String? in
      guard let failure else { return nil }
      guard more > 0 else { return failure }
      return failure
        + "; and \(more) more \(word)\(more == 1 ? "" : "s") of this expectation fail\(more == 1 ? "s" : "")"
    }
    return expectations + (bounds + monotonic + continuous).compactMap { $0 }
  }
}
