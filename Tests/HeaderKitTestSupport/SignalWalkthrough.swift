/// `Tests/Fixtures/generator/signals.yaml` event by event, with its values
/// worked by hand from the spec's rules: the table the evaluator, the
/// generated Swift and the preview's JavaScript are each held to at
/// tolerance 0.
///
/// The spec: released past 80 points above the top, `refreshing` latches
/// and `released` takes how far the pull went; `spinnerIn` fades in over
/// 0.25 s (linear) while `refreshing` holds; `spinner.scaleX` is
/// `min(1, pull / 80)` (1 while refreshing); `spinner.translateY` is 40 ×
/// `loaded` (default 0.25); `tabs.translateX` is 90 × `tab` (default 1).
public enum SignalWalkthrough {
  public static let specPath = "Tests/Fixtures/generator/signals.yaml"

  /// What happens at each step.
  public enum Step: Sendable {
    case drag(Double)
    case end
    case wait(Double)
    /// The app sets the signal with this name.
    case signal(String, Double)
  }

  /// The outputs the table lists, in its order.
  public static let keys = [
    "spinner.alpha", "spinner.translateY", "spinner.scaleX", "tabs.translateX",
    "tabs.custom.released",
  ]

  /// The values at rest.
  public static let atRest: [Double] = [0, 10, 0, 90, 0]

  /// The spinner's alpha 0.1 s into fading in, and 0.1 s back from there.
  static let rising = 0.1 / 0.25
  static let falling = rising + (0 - rising) * (0.1 / 0.25)

  /// Each step and the values after it.
  public static let steps: [(step: Step, values: [Double])] = [
    (.drag(-50), [0, 10, 50.0 / 80, 90, 0]),
    (.end, [0, 10, 50.0 / 80, 90, 0]),  // -50 is not below -80: nothing latches
    (.drag(-100), [0, 10, 1, 90, 0]),  // pull 150: min(1, 150 / 80)
    (.end, [0, 10, 1, 90, 150]),  // latched; then `released` (reads refreshing) = 150
    (.wait(0.1), [rising, 10, 1, 90, 150]),
    (.signal("refreshing", 0), [rising, 10, 1, 90, 150]),  // back to 0 from here
    (.wait(0.1), [falling, 10, 1, 90, 150]),
    (.signal("tab", 2), [falling, 10, 1, 180, 150]),
    (.signal("loaded", 0.5), [falling, 20, 1, 180, 150]),
  ]
}
