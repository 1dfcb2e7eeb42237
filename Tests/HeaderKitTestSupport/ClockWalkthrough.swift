/// `Tests/Fixtures/generator/clocks.yaml` event by event, with its values
/// worked from docs/spec.md's rules for clocks: the table the evaluator,
/// the generated Swift and the preview's JavaScript are each held to at
/// tolerance 0.
///
/// The spec: `spin` runs while the signal `refreshing` holds, wrapping at
/// 1 s, and `spinner.rotation` is 360 × spin; `held` runs while the content
/// is pulled past 40 (raw offset below −40), without a period; the
/// transition `longPull` (0.2 s, linear) is on while held > 0.5.
public enum ClockWalkthrough {
  public static let specPath = "Tests/Fixtures/generator/clocks.yaml"

  /// What happens at each step.
  public enum Step: Sendable {
    case scroll(Double)
    case wait(Double)
    /// The app sets the signal `refreshing`.
    case refreshing(Bool)
  }

  /// The outputs the table lists, in its order.
  public static let keys = ["spinner.rotation", "spinner.alpha", "spinner.custom.held"]

  /// The values at rest: both clocks stopped at 0, the transition off.
  public static let atRest: [Double] = [0, 0, 0]

  /// A period's wrap as docs/spec.md states it: a − period × ⌊a / period⌋.
  static func wrap(_ value: Double, _ period: Double) -> Double {
    value - period * (value / period).rounded(.down)
  }

  // spin's value after each wait it runs through (period 1).
  static let spin1 = wrap(0 + 0.25, 1)
  static let spin2 = wrap(spin1 + 0.9, 1)
  static let spin3 = wrap(spin2 + 0.1, 1)
  // held's value (no period).
  static let held1 = 0 + 0.3
  static let held2 = held1 + 0.3
  static let held3 = held2 + 0.25
  static let held4 = held3 + 0.9

  /// Each step and the values after it.
  public static let steps: [(step: Step, values: [Double])] = [
    (.scroll(-50), [0, 0, 0]),  // held starts, at 0
    (.wait(0.3), [0, 0, held1]),
    (.wait(0.3), [0, 0, held2]),  // held > 0.5: longPull starts from 0
    (.refreshing(true), [0, 0, held2]),  // spin starts, at 0
    (.wait(0.25), [360 * spin1, 1, held3]),  // longPull's 0.2 s are over
    (.wait(0.9), [360 * spin2, 1, held4]),  // 1.15 wraps
    // held stops at 0; longPull's condition was checked before, with held as it was.
    (.scroll(0), [360 * spin2, 1, 0]),
    (.wait(0.1), [360 * spin3, 1, 0]),  // now held ≤ 0.5: longPull turns back, from 1
    (.refreshing(false), [0, 1, 0]),  // spin stops at 0
    (.wait(0.1), [0, 1 + (0 - 1) * (0.1 / 0.2), 0]),
  ]
}
