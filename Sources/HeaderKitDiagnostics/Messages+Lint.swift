// Messages of lint: values that look wrong on screen although the spec is valid.
// Each is a warning (an error under --strict) and says where and by how much.

extension Diagnostic {
  /// A property that jumps where two segments, tracks or ranges meet.
  ///
  /// - Parameters:
  ///   - key: `target.property`.
  ///   - position: Where the jump is, as the input's value in the spec's units.
  ///   - raw: The raw offset there, when the input has an inset.
  ///   - property: Where the property is set, when the diagnostic points elsewhere.
  public static func discontinuity(
    _ key: String, by size: Double, from before: Double, to after: Double, input: String,
    at position: Double, raw: Double?, range: SourceRange, property: SourceRange?
  ) -> Diagnostic {
    var notes = [
      Note(
        "if the jump is deliberate, write it as a switch: 'ease: hold' on the segment before it, steps(n), or a condition such as if(\(input) > \(formatLint(position)), a, b)"
      )
    ]
    if let property, property != range { notes.append(Note("'\(key)' is set here", at: property)) }
    return .warning(
      .discontinuity,
      "'\(key)' jumps by \(formatLint(size)) (from \(formatLint(before)) to \(formatLint(after))) where '\(input)' is \(formatLint(position))\(rawSuffix(raw)); a jump shows as a flicker",
      at: range, notes: notes)
  }

  /// The discontinuity check gave up on an input: the spec is too large to
  /// narrow every change between samples within lint's budget.
  ///
  /// - Parameters:
  ///   - examined: Properties whose jumps were all examined.
  ///   - total: Properties the input was checked for.
  public static func lintIncomplete(
    input: String, evaluations: Int, examined: Int, of total: Int, range: SourceRange
  ) -> Diagnostic {
    .warning(
      .lintIncomplete,
      "the jump check over '\(input)' stopped after \(evaluations) evaluations with \(examined) of \(total) properties examined: the spec is too large to check every jump",
      at: range,
      notes: [
        Note(
          "the properties after those were not checked for jumps; split the header into smaller specs, or pin them with 'continuous' expectations in a test"
        )
      ])
  }

  /// An alpha that leaves [0, 1] somewhere within the input's bounds.
  public static func alphaOutOfRange(
    _ key: String, reaches value: Double, input: String, at position: Double, raw: Double?,
    range: SourceRange
  ) -> Diagnostic {
    let excess = value < 0 ? -value : value - 1
    return .warning(
      .alphaOutOfRange,
      "'\(key)' reaches \(formatLint(value)) where '\(input)' is \(formatLint(position))\(rawSuffix(raw)), \(formatLint(excess)) outside [0, 1]",
      at: range,
      notes: [
        Note(
          "UIKit clamps alpha to [0, 1], so the fade stops short of what the spec says; clamp it with clamp(x, 0, 1) or change its keyframes"
        )
      ])
  }

  /// A keyframe outside the span an input's declared bounds allow.
  ///
  /// - Parameters:
  ///   - element: For `each` keyframes, which element, e.g. "element 4 of 'tabWidths'".
  ///   - reachable: The input's values within its bounds, in the spec's units.
  ///   - inset: The input's inset: where it is not 0, the raw offsets (what
  ///     `bounds`, `eval --at` and traces take) are given too.
  public static func unreachableKeyframe(
    at position: Double, element: String?, input: String, reachable: ClosedRange<Double>,
    inset: Double, range: SourceRange, bounds: SourceRange?
  ) -> Diagnostic {
    let distance =
      position < reachable.lowerBound
      ? reachable.lowerBound - position : position - reachable.upperBound
    let raw = inset == 0 ? nil : "raw offset \(formatLint(position - inset))"
    let details = [raw, element].compactMap { $0 }
    let which = details.isEmpty ? "" : " (\(details.joined(separator: ", ")))"
    let rawBounds =
      inset == 0
      ? ""
      : " (raw offsets \(formatLint(reachable.lowerBound - inset)) to \(formatLint(reachable.upperBound - inset)))"
    return .warning(
      .unreachableKeyframe,
      "keyframe at \(formatLint(position))\(which) is never reached: within its declared bounds '\(input)' goes from \(formatLint(reachable.lowerBound)) to \(formatLint(reachable.upperBound))\(rawBounds), \(formatLint(distance)) short of it",
      at: range,
      notes: [Note("widen the bounds of '\(input)', or move the keyframe within them", at: bounds)])
  }

  /// Two tracks of one property that are active over the same span.
  ///
  /// - Parameters:
  ///   - overlap: The shared span in the driver's units; infinite ends are open.
  public static func overlappingTracks(
    _ key: String, over driver: String, overlap: ClosedRange<Double>, at range: SourceRange,
    earlier: SourceRange
  ) -> Diagnostic {
    let low = overlap.lowerBound
    let high = overlap.upperBound
    let span: String
    switch (low.isFinite, high.isFinite) {
    case (false, false): span = "wherever '\(driver)' is"
    case (true, false): span = "where '\(driver)' is \(formatLint(low)) or more"
    case (false, true): span = "where '\(driver)' is below \(formatLint(high))"
    case (true, true):
      span =
        "where '\(driver)' is from \(formatLint(low)) to \(formatLint(high)) (an overlap of \(formatLint(high - low)))"
    }
    return .warning(
      .overlappingTracks,
      "two tracks set '\(key)' \(span); the later track wins there",
      at: range,
      notes: [
        Note(
          "the earlier track is here; where they overlap its keyframes never show (give the tracks 'before: none' or 'after: none' so they take turns)",
          at: earlier)
      ])
  }

  public static func unusedParam(_ name: String, at range: SourceRange) -> Diagnostic {
    .warning(
      .unusedParam, "param '\(name)' is never used",
      at: range, notes: [Note("remove it, or use it in an expression")])
  }

  /// A transition whose condition reads no input, state or transition: it
  /// is decided at reset and never animates.
  public static func unchangingTransition(_ name: String, at range: SourceRange) -> Diagnostic {
    .warning(
      .unchangingTransition,
      "the condition of transition '\(name)' can never change: it reads no input, state, transition or signal",
      at: range,
      notes: [
        Note(
          "a transition animates only when its condition changes; use an input, a state or a signal in it"
        )
      ])
  }

  public static func unusedVar(_ name: String, at range: SourceRange) -> Diagnostic {
    .warning(
      .unusedVar, "var '\(name)' is never used",
      at: range, notes: [Note("remove it, or use it in a property, a var, a range or a state")])
  }

  private static func rawSuffix(_ raw: Double?) -> String {
    raw.map { " (raw offset \(formatLint($0)))" } ?? ""
  }
}

/// A computed value as a message shows it: at most `decimals` decimals, no
/// trailing zeros, `-0` as `0` (`0.585921325`, `-40`); values too small for
/// that many decimals keep their own digits (`1e-12`), and so do values of
/// 2^52 or more, which have no fraction (`1.7976931348623157e+308`).
public func formatMeasured(_ value: Double, decimals: Int = 9) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf") }
  // Scaling such a value could overflow (1e308 * 1e6 is inf).
  if abs(value) >= 0x1p52 { return formatNumber(value) }
  let scale = pow10(decimals)
  if value != 0, abs(value) * scale < 1 { return String(value) }
  let rounded = (value * scale).rounded() / scale
  return formatNumber(rounded == 0 ? 0 : rounded)
}

/// Lint sizes and positions: sampled values, to 6 decimals.
func formatLint(_ value: Double) -> String { formatMeasured(value, decimals: 6) }

private func pow10(_ exponent: Int) -> Double {
  (0..<max(0, exponent)).reduce(1.0) { product, _ in product * 10 }
}

extension Diagnostic {
  /// A snap's or transition's (`owner`) spring whose parameters, with the default
  /// params, make no spring.
  public static func springMakesNoMotion(
    _ parameters: [(name: String, value: Double)], owner: String = "snap", at range: SourceRange
  ) -> Diagnostic {
    let written = parameters.map { "\($0.name) \(formatLint($0.value))" }
    return .warning(
      .springMakesNoMotion,
      "this spring's parameters (\(written.joined(separator: ", "))) make no spring: each must be positive, so the \(owner) will set its target at once",
      at: range)
  }
}
