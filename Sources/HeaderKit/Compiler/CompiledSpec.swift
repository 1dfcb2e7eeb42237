public import HeaderKitDiagnostics
public import HeaderKitRuntime

/// A spec with its compiled graph, and what tools need to relate the two.
public struct CompiledSpec: Sendable {
  /// Where a graph track came from.
  public struct TrackOrigin: Sendable, Hashable {
    public var decl: TrackDecl
    /// `target.property` for a property's track, or the var's name.
    public var owner: String
    /// The output the track writes, or nil for a var's track.
    public var output: Int?
  }

  public var spec: Spec
  public var graph: CompiledGraph
  /// One per graph track, in the same order.
  public var tracks: [TrackOrigin]
  /// One per graph output: where the property is set in the spec.
  public var outputRanges: [SourceRange]
  /// The slot of each var, by declaration order.
  public var varSlots: [Int]
  /// The set-up slots of each range's bounds (in the input's units), by
  /// declaration order; plots shade ranges with them.
  public var rangeSlots: [(from: Int, to: Int)] = []
}
