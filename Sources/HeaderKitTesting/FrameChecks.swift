/// The checks of one case fed frame by frame, as `headerkit test` makes
/// them: each expectation's first failure (and how many frames fail after
/// it), then each sweep check's first failure — bounds, monotonic, continuous.
///
/// Each key's column is found once, before the first frame, and a frame is
/// checked without building text or collections: a message is written only
/// for a first failure, so a long sweep costs little more than evaluating it.
/// Per-frame loops run over indices, not `enumerated()`, whose generic
/// iterator dominated a debug build's time.
struct FrameChecks {
  private let testCase: SpecTests.Case
  /// Where the value each expectation and sweep check reads is in a
  /// frame's values (see ``init(testCase:slots:)``).
  private let expectSlots, boundsSlots, monotonicSlots, continuousSlots: [Int]
  private var first: [String?]
  private var more: [Int]
  private var bounds: [String?]
  private var monotonic: [String?]
  private var continuous: [String?]
  /// The offset of the frame before, for sweep checks; nil at the first.
  private var previousOffset: Double?
  /// The values the monotonic and continuous checks read, at the frame
  /// before and at this one (swapped each frame, never reallocated).
  private var previous, current: (monotonic: [Double], continuous: [Double])

  /// The checks of `testCase`; `slots` gives where each key's value is in
  /// the values each frame is checked with.
  init(testCase: SpecTests.Case, slots: [String: Int]) {
    self.testCase = testCase
    func slot(_ key: String) -> Int { slots[key] ?? 0 }
    expectSlots = testCase.expect.map { slot($0.key) }
    boundsSlots = testCase.bounds.map { slot($0.key) }
    monotonicSlots = testCase.monotonic.map { slot($0.key) }
    continuousSlots = testCase.continuous.map { slot($0.key) }
    first = Array(repeating: nil, count: testCase.expect.count)
    more = Array(repeating: 0, count: testCase.expect.count)
    bounds = Array(repeating: nil, count: testCase.bounds.count)
    monotonic = Array(repeating: nil, count: testCase.monotonic.count)
    continuous = Array(repeating: nil, count: testCase.continuous.count)
    previous = (
      Array(repeating: 0, count: testCase.monotonic.count),
      Array(repeating: 0, count: testCase.continuous.count)
    )
    current = previous
  }

  /// The keys the case reads: its expectations' and its sweep checks'.
  static func keys(of testCase: SpecTests.Case) -> [String] {
    testCase.expect.map(\.key) + testCase.bounds.map(\.key) + testCase.monotonic.map(\.key)
      + testCase.continuous.map(\.key)
  }

  private var tolerance: Double { testCase.tolerance }

  private func place(_ line: Int, _ column: Int) -> String {
    "\(testCase.place.file):\(line):\(column)"
  }

  /// Checks the expected values of frame `frame`, whose `values` are as
  /// the slots say; `when` describes the frame (asked only for a first failure).
  mutating func check(frame: Int, _ values: [Double], at when: () -> String) {
    for index in testCase.expect.indices {
      let expectation = testCase.expect[index]
      guard frame < expectation.values.count, let expected = expectation.values[frame] else {
        continue
      }
      let actual = values[expectSlots[index]]
      guard !(abs(actual - expected.value) <= tolerance) else { continue }
      guard first[index] == nil else {
        more[index] += 1
        continue
      }
      first[index] =
        "\(place(expected.line, expected.column)): \(testCase.name): \(when()), \(expectation.key) expected \(SpecTests.shown(expected.value)), got \(SpecTests.shown(actual)) (tolerance \(SpecTests.shown(tolerance))); off by \(SpecTests.shown(actual - expected.value))"
    }
  }

  /// Checks the sweep checks at `offset`.
  mutating func checkSweep(offset: Double, _ values: [Double]) {
    let name = testCase.name
    for index in testCase.bounds.indices where bounds[index] == nil {
      let check = testCase.bounds[index]
      let value = values[boundsSlots[index]]
      if value < check.low - tolerance || value > check.high + tolerance {
        let by = value < check.low ? check.low - value : value - check.high
        bounds[index] =
          "\(place(check.line, check.column)): \(name): at offset \(SpecTests.shown(offset)), \(check.key) is \(SpecTests.shown(value)), outside [\(SpecTests.shown(check.low)), \(SpecTests.shown(check.high))] by \(SpecTests.shown(by))"
      }
    }
    for index in monotonicSlots.indices { current.monotonic[index] = values[monotonicSlots[index]] }
    for index in continuousSlots.indices {
      current.continuous[index] = values[continuousSlots[index]]
    }
    if let from = previousOffset {
      for index in testCase.monotonic.indices where monotonic[index] == nil {
        let check = testCase.monotonic[index]
        let (before, after) = (previous.monotonic[index], current.monotonic[index])
        let increasing = check.direction == "increasing"
        if increasing ? after - before < -tolerance : after - before > tolerance {
          monotonic[index] =
            "\(place(check.line, check.column)): \(name): \(check.key) should never \(increasing ? "fall" : "rise"), but goes from \(SpecTests.shown(before)) at offset \(SpecTests.shown(from)) to \(SpecTests.shown(after)) at offset \(SpecTests.shown(offset))"
        }
      }
      for index in testCase.continuous.indices where continuous[index] == nil {
        let check = testCase.continuous[index]
        let (before, after) = (previous.continuous[index], current.continuous[index])
        if abs(after - before) > check.maxJump + tolerance {
          continuous[index] =
            "\(place(check.line, check.column)): \(name): \(check.key) jumps from \(SpecTests.shown(before)) at offset \(SpecTests.shown(from)) to \(SpecTests.shown(after)) at offset \(SpecTests.shown(offset)), more than \(SpecTests.shown(check.maxJump))"
        }
      }
    }
    previousOffset = offset
    swap(&previous, &current)
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
