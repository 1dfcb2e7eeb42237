/// What the Tiki oracle reports after one event.
struct TikiFrame: Equatable, Sendable {
  /// Seconds since the start.
  var time: Double
  /// `contentOffset.y` after the event, including any `setScrollPosition`.
  var offset: Double
  /// Presented values under the engine's output names: `headerHeight.constant`, `logo.alpha`,
  /// `searchTrailing.constant`.
  var values: [String: Double]
}
