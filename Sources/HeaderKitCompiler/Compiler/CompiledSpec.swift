import HeaderKitDiagnostics
public import HeaderKitRuntime

/// A spec with its compiled graph, and what tools need to relate the two.
public struct CompiledSpec: Sendable {
  /// Where a graph track came from.
  package struct TrackOrigin: Sendable, Hashable {
    /// The track as declared.
    package var decl: TrackDecl
    /// `target.property` for a property's track, or the var's name.
    package var owner: String
    /// The output the track writes, or nil for a var's track.
    package var output: Int?
  }

  /// The spec as decoded.
  public var spec: Spec
  /// The compiled graph, which `HeaderEvaluator` runs and `headerkit compile`
  /// writes as JSON.
  public var graph: CompiledGraph
  /// One per graph track, in the same order.
  package var tracks: [TrackOrigin]
  /// One per graph output: where the property is set in the spec.
  package var outputRanges: [SourceRange]
  /// The slot of each var, by declaration order.
  package var varSlots: [Int]
  /// The set-up slots of each range's bounds (in the input's units), by
  /// declaration order; plots shade ranges with them.
  package var rangeSlots: [(from: Int, to: Int)] = []
}
