// Messages of test cases (expectations) and golden timelines. A case's name
// begins each of its failures, so it is shortened: a case can fail thousands
// of times.

extension Diagnostic {
  /// Added where a test key names a declaration (`kind`: "state", "var", …)
  /// rather than a target's property: how to check it through a target.
  /// - Parameter target: A target of the spec to expose it on.
  public static func notATestKeyNote(_ name: String, kind: String, target: String) -> Note {
    let article = kind == "input" ? "an" : "a"
    return Note(
      "'\(name)' is \(article) \(kind); a test checks only target properties (and 'offset'): to check it, expose it on a target, 'custom: { \(name): \(name) }' under '\(target)', and check '\(target).custom.\(name)'"
    )
  }

  /// A value at an offset that is not the expected one.
  public static func expectationFailed(
    _ testCase: String, offset: Double, key: String, expected: Double, actual: Double,
    tolerance: Double, at range: SourceRange
  ) -> Diagnostic {
    .error(
      .expectationFailed,
      "\(VisibleText.shortened(testCase)): at offset \(formatMeasured(offset)), \(key) expected \(formatNumber(expected)), got \(formatMeasured(actual)) (tolerance \(formatNumber(tolerance)))",
      at: range, notes: [Note("off by \(formatMeasured(actual - expected))")])
  }

  /// A value after an event of a trace that is not the expected one.
  ///
  /// - Parameters:
  ///   - event: The event's number (from 1), the count, and how it is written.
  ///   - eventRange: Where the event is, when it is in the same file.
  public static func traceExpectationFailed(
    _ testCase: String, event: (number: Int, count: Int, text: String), key: String,
    expected: Double, actual: Double, tolerance: Double, at range: SourceRange,
    eventRange: SourceRange?
  ) -> Diagnostic {
    var notes = [Note("off by \(formatMeasured(actual - expected))")]
    if let eventRange { notes.append(Note("event \(event.number) is here", at: eventRange)) }
    return .error(
      .expectationFailed,
      "\(VisibleText.shortened(testCase)): after event \(event.number) of \(event.count) (\(event.text)), \(key) expected \(formatNumber(expected)), got \(formatMeasured(actual)) (tolerance \(formatNumber(tolerance)))",
      at: range, notes: notes)
  }

  /// A swept value outside the bounds a case gives it.
  public static func boundsFailed(
    _ testCase: String, key: String, value: Double, offset: Double, bounds: ClosedRange<Double>,
    at range: SourceRange
  ) -> Diagnostic {
    let excess = value < bounds.lowerBound ? bounds.lowerBound - value : value - bounds.upperBound
    return .error(
      .expectationFailed,
      "\(VisibleText.shortened(testCase)): at offset \(formatMeasured(offset)), \(key) is \(formatMeasured(value)), outside [\(formatNumber(bounds.lowerBound)), \(formatNumber(bounds.upperBound))] by \(formatMeasured(excess))",
      at: range)
  }

  /// A swept value that turns back where a case says it only rises or only falls.
  public static func monotonicFailed(
    _ testCase: String, key: String, increasing: Bool, from: (offset: Double, value: Double),
    to: (offset: Double, value: Double), at range: SourceRange
  ) -> Diagnostic {
    let verb = increasing ? "falls" : "rises"
    return .error(
      .expectationFailed,
      "\(VisibleText.shortened(testCase)): \(key) should be \(increasing ? "increasing" : "decreasing"), but \(verb) by \(formatMeasured(abs(to.value - from.value))) from offset \(formatMeasured(from.offset)) to \(formatMeasured(to.offset)) (\(formatMeasured(from.value)) to \(formatMeasured(to.value)))",
      at: range)
  }

  /// A swept value that changes more between two neighbouring offsets than allowed.
  public static func continuityFailed(
    _ testCase: String, key: String, from: (offset: Double, value: Double),
    to: (offset: Double, value: Double), maxJump: Double, at range: SourceRange
  ) -> Diagnostic {
    .error(
      .expectationFailed,
      "\(VisibleText.shortened(testCase)): \(key) jumps by \(formatMeasured(abs(to.value - from.value))) between offsets \(formatMeasured(from.offset)) and \(formatMeasured(to.offset)) (\(formatMeasured(from.value)) to \(formatMeasured(to.value))); at most \(formatNumber(maxJump)) is allowed",
      at: range)
  }

  /// The first value where a spec's timeline and its golden timeline differ.
  ///
  /// - Parameters:
  ///   - frame: Which frame, e.g. "offset 40 of the sweep of 'scroll'".
  public static func goldenMismatch(
    _ spec: String, frame: String, key: String, now: String, golden: String, at range: SourceRange
  ) -> Diagnostic {
    .error(
      .goldenMismatch,
      "the timeline of '\(spec)' first differs from its golden timeline at \(frame): \(key) is now \(now), the golden timeline has \(golden)",
      at: range, notes: [rerecordNote])
  }

  /// A golden timeline whose lines differ in shape (sections, columns, frames).
  public static func goldenChanged(_ spec: String, problem: String, at range: SourceRange)
    -> Diagnostic
  {
    .error(
      .goldenMismatch,
      "the timeline of '\(spec)' no longer has the shape of its golden timeline: \(problem)",
      at: range, notes: [rerecordNote])
  }

  /// A spec without a golden timeline (a warning: recording one is a choice).
  public static func goldenMissing(_ path: String, at range: SourceRange?) -> Diagnostic {
    .warning(
      .goldenMissing,
      "no golden timeline '\(path)'; record one with 'headerkit test --record' and check it in",
      at: range)
  }

  /// A test case that needs one of several keys and has none.
  public static func missingOneOf(_ keys: [String], in context: String, at range: SourceRange)
    -> Diagnostic
  {
    let quoted = keys.map { "'\($0)'" }
    let list = quoted.dropLast().joined(separator: ", ") + " or " + (quoted.last ?? "")
    return .error(.missingKey, "\(context) needs one of the keys \(list)", at: range)
  }

  /// A file a test refers to (a trace) that cannot be read.
  public static func unreadableFile(
    _ what: String, path: String, reason: String, at range: SourceRange
  )
    -> Diagnostic
  {
    .error(.unreadableFile, "cannot read \(what) '\(path)': \(reason)", at: range)
  }

  private static var rerecordNote: Note {
    Note("if the change is intended, re-record with 'headerkit test --record' and review the diff")
  }
}
