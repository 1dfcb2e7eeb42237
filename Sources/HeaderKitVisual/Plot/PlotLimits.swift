/// What one plot draws at most, so that plotting any spec within HeaderKit's
/// limits takes seconds and a few megabytes of SVG (see docs/limits.md).
public enum PlotLimits {
  /// Charts (properties) in one plot; later properties are left out.
  public static let maxCharts = 100
  /// Keyframe positions sampled besides the evenly spaced samples.
  public static let maxKeyframeSamples = 2_000
  /// Keyframe markers looked for per chart.
  public static let maxMarkers = 200
  /// Jumps located per chart.
  public static let maxJumps = 50
  /// Vars and states whose keyframe crossings are followed.
  public static let maxDrivers = 256
  /// Named ranges shaded.
  public static let maxBands = 50
  /// Events of a trace plotted; the command line refuses longer traces.
  public static let maxTraceEvents = 10_000
  /// Events drawn as dots as well as a line.
  public static let maxDots = 500
  /// Evaluation work for sampling and locating jumps and keyframes
  /// (``EvaluationBudget``): about a second of a release build.
  public static let defaultWork = 400_000_000
}
