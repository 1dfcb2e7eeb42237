import HeaderKitDiagnostics
import HeaderKitYAML

/// What a case checks: `expect` for offsets and traces; `bounds`,
/// `monotonic` and `continuous` for sweeps.
extension TestCaseDecoding {
  /// `expect` of an `at` or `trace` case; sweep checks there are reported.
  mutating func decodeExpect(
    _ entries: [Entry], into testCase: inout TestCase, context: String
  ) {
    for key in ["bounds", "monotonic", "continuous", "maxJump"] {
      if let entry = reader.entry(entries, key) {
        reader.report(
          .invalidValue(
            "'\(key)' checks a sweep, but \(context) runs \(testCase.kindWord); use 'expect' here, or a 'sweep' case",
            at: entry.keyRange))
      }
    }
    guard let entry = reader.required(entries, "expect", in: context, at: testCase.name.range),
      let pairs = reader.mapping(entry.value, "'expect'")
    else { return }
    if pairs.isEmpty {
      reader.report(
        .invalidValue(
          "'expect' needs at least one 'target.property: value'", at: reader.range(entry.value)))
    }
    let count = testCase.frameCount
    for pair in pairs {
      let key = Located(pair.key, at: pair.keyRange)
      let node = reader.document[pair.value]
      if node.kind == .sequence {
        var values: [Located<Double>?] = []
        for item in reader.document.items(of: pair.value) {
          if case .null = reader.document[item].value, reader.document[item].kind == .scalar {
            values.append(nil)
          } else if let value = reader.number(item, "each value of '\(pair.key)'") {
            values.append(Located(value, at: reader.range(item)))
          }
        }
        if let count, values.count != count {
          reader.report(
            .wrongType(
              "the values of '\(pair.key)'",
              expected: "one number (or null) per \(testCase.frameWord), \(count) in all",
              found: "\(values.count)",
              at: node.range))
        }
        testCase.expectations.append(ValueExpectation(key: key, values: .each(values)))
      } else if let value = reader.number(pair.value, "the value of '\(pair.key)'") {
        testCase.expectations.append(
          ValueExpectation(key: key, values: .every(Located(value, at: node.range))))
      }
    }
  }

  /// `bounds`, `monotonic`, `continuous` and `maxJump` of a sweep case.
  mutating func decodeSweepChecks(
    _ entries: [Entry], into testCase: inout TestCase, context: String
  ) {
    if let entry = reader.entry(entries, "expect") {
      reader.report(
        .invalidValue(
          "'expect' checks values at offsets or after a trace; over a sweep, check 'bounds', 'monotonic' or 'continuous'",
          at: entry.keyRange))
    }
    var maxJump: Double?
    if let entry = reader.entry(entries, "maxJump") {
      maxJump = positive(entry.value, "'maxJump'")
    }
    if let entry = reader.entry(entries, "bounds"),
      let pairs = reader.mapping(entry.value, "'bounds'")
    {
      for pair in pairs {
        guard let values = reader.numbers(pair.value, "the bounds of '\(pair.key)'", count: 2)
        else { continue }
        guard values[0] <= values[1] else {
          reader.report(
            .invalidValue(
              "the bounds of '\(pair.key)' are [low, high]; \(formatNumber(values[0])) is above \(formatNumber(values[1]))",
              at: reader.range(pair.value)))
          continue
        }
        testCase.bounds.append(
          BoundsCheck(
            key: Located(pair.key, at: pair.keyRange), bounds: values[0]...values[1],
            range: reader.range(pair.value)))
      }
    }
    if let entry = reader.entry(entries, "monotonic"),
      let pairs = reader.mapping(entry.value, "'monotonic'")
    {
      for pair in pairs {
        guard
          let direction: MonotonicCheck.Direction = reader.choice(
            pair.value, "the direction of '\(pair.key)'")
        else { continue }
        testCase.monotonic.append(
          MonotonicCheck(
            key: Located(pair.key, at: pair.keyRange), direction: direction,
            range: reader.range(pair.value)))
      }
    }
    if let entry = reader.entry(entries, "continuous") {
      decodeContinuous(
        entry, maxJump: maxJump, hasMaxJump: reader.entry(entries, "maxJump") != nil,
        into: &testCase,
        context: context)
    }
    if ["bounds", "monotonic", "continuous"].allSatisfy({ reader.entry(entries, $0) == nil }) {
      reader.report(
        .missingOneOf(["bounds", "monotonic", "continuous"], in: context, at: testCase.name.range))
    }
  }

  /// `continuous: [key, ...]` (with `maxJump`) or `continuous: { key: maxJump }`.
  mutating func decodeContinuous(
    _ entry: Entry, maxJump: Double?, hasMaxJump: Bool, into testCase: inout TestCase,
    context: String
  ) {
    if reader.document[entry.value].kind == .mapping {
      for pair in reader.mapping(entry.value, "'continuous'") ?? [] {
        guard let jump = positive(pair.value, "the largest jump of '\(pair.key)'") else { continue }
        testCase.continuous.append(
          ContinuityCheck(
            key: Located(pair.key, at: pair.keyRange), maxJump: jump,
            range: reader.range(pair.value)))
      }
      return
    }
    guard let items = reader.sequence(entry.value, "'continuous'") else { return }
    guard let maxJump else {
      if !hasMaxJump {
        reader.report(
          .missingKey(
            "maxJump", in: "\(context), whose 'continuous' is a list,", at: entry.keyRange))
      }
      return
    }
    for item in items {
      guard let key = reader.string(item, "each key in 'continuous'") else { continue }
      testCase.continuous.append(
        ContinuityCheck(
          key: Located(key, at: reader.range(item)), maxJump: maxJump, range: reader.range(item)))
    }
  }

  /// A number above 0, reported otherwise.
  mutating func positive(_ id: NodeID, _ what: String) -> Double? {
    guard let value = reader.number(id, what) else { return nil }
    guard value > 0 else {
      reader.report(
        .invalidValue(
          "\(what) must be more than 0, found \(formatNumber(value))", at: reader.range(id)))
      return nil
    }
    return value
  }
}
