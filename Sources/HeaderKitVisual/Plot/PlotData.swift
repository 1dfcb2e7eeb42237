/// What a curve plot shows, before it is drawn: one chart per output, with
/// its continuous pieces, jumps and keyframes, and the named ranges.
public struct PlotData: Sendable {
  public struct Point: Sendable, Hashable {
    public var x: Double
    public var y: Double
  }

  /// A discontinuity at `x`: the curve comes in at `left` and leaves at
  /// `right`; the value at `x` itself is one of them (a filled dot), the
  /// other is excluded (an open dot).
  public struct Jump: Sendable, Hashable {
    public var x: Double
    public var left: Double
    public var right: Double
    /// Whether the value at `x` is the left limit.
    public var closedLeft: Bool

    /// The value at `x`.
    public var value: Double { closedLeft ? left : right }
    /// The limit that `x` does not take.
    public var other: Double { closedLeft ? right : left }
  }

  /// A named range of the input, in raw offsets.
  public struct Band: Sendable, Hashable {
    public var name: String
    public var from: Double
    public var to: Double
  }

  public struct Chart: Sendable {
    /// `target.property`.
    public var key: String
    /// "pt", "°" or nil for unitless properties.
    public var unit: String?
    /// Continuous pieces of the curve; a jump ends one and starts the next.
    public var pieces: [[Point]]
    public var jumps: [Jump]
    /// Where the curve passes a keyframe of a track it depends on.
    public var keyframes: [Point]
    /// Whether each point is a separate moment (a trace's frames), drawn as a dot.
    public var dots = false

    /// The smallest and largest values drawn.
    public var valueRange: ClosedRange<Double> {
      let values =
        pieces.flatMap { $0.map(\.y) } + jumps.flatMap { [$0.value, $0.other] } + keyframes.map(\.y)
      guard let low = values.min(), let high = values.max() else { return 0...1 }
      return low...high
    }
  }

  public var title: String
  /// Lines under the title: what was held fixed, params that were overridden.
  public var notes: [String]
  /// The horizontal axis's caption.
  public var xLabel: String
  public var xRange: ClosedRange<Double>
  /// Integer ticks only (event numbers).
  public var integerX = false
  public var bands: [Band]
  /// The input's resting offset, marked with a dashed line.
  public var rest: Double?
  public var charts: [Chart]
  /// What the plot leaves out to stay within ``PlotLimits``.
  public var leftOut = LeftOut()

  /// What a plot leaves out to stay within ``PlotLimits``; all nil when nothing.
  public struct LeftOut: Sendable, Equatable {
    /// Only the first properties are charted.
    public var charts: (shown: Int, of: Int)?
    /// Only some keyframe positions are sampled.
    public var keyframeSamples: (sampled: Int, of: Int)?
    /// Keyframes are marked on tracks over only some vars and states.
    public var drivers: (followed: Int, of: Int)?
    /// Charts whose share of the budget for locating jumps and keyframes
    /// ran out: they show the samples, some jumps and keyframes unmarked.
    public var partlyLocated = 0

    public init() {}

    public var isEmpty: Bool {
      charts == nil && keyframeSamples == nil && drivers == nil && partlyLocated == 0
    }

    public static func == (lhs: LeftOut, rhs: LeftOut) -> Bool { lhs.notes == rhs.notes }

    /// What was left out, in sentences for the chart's notes and for warnings.
    public var notes: [String] {
      var notes: [String] = []
      if let charts {
        notes.append(
          "Only the first \(charts.shown) of \(charts.of) properties are charted (the most one plot draws)."
        )
      }
      if let keyframeSamples {
        notes.append(
          "\(keyframeSamples.sampled) of \(keyframeSamples.of) keyframe positions are sampled, spread over them."
        )
      }
      if let drivers {
        notes.append(
          "Keyframes of tracks over \(drivers.followed) of \(drivers.of) vars and states are marked."
        )
      }
      if partlyLocated > 0 {
        notes.append(
          "In \(partlyLocated) chart\(partlyLocated == 1 ? "" : "s") not every jump and keyframe is marked: the plot's budget of evaluations ran out."
        )
      }
      return notes
    }
  }
}

extension PlotData {
  /// The unit of a property's values: points for positions, constants and
  /// the layer's lengths, degrees for rotation, none for alpha, scale,
  /// zPosition, shadowOpacity, colour channels and custom numbers.
  static func unit(of property: String) -> String? {
    switch property {
    case "translateX", "translateY", "constant", "cornerRadius", "borderWidth", "shadowRadius",
      "blurRadius":
      "pt"
    case "rotation": "°"
    default: nil
    }
  }
}
