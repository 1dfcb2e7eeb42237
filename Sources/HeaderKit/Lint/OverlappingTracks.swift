import HeaderKitDiagnostics

/// The overlapping-tracks lint: two tracks of one property over the same
/// driver that are both active somewhere, so the later hides the earlier.
///
/// A track is active from its first keyframe (or everywhere before it unless
/// `before: none`) up to its last (or everywhere after unless `after: none`,
/// which hands over exactly at the last keyframe). Tracks over different
/// drivers (an input and a var) are not compared.
enum OverlappingTracks {
  static func diagnostics(_ context: LintContext) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let origins = context.compiled.tracks
    for output in context.graph.outputs.indices {
      let tracks = origins.indices.filter { origins[$0].output == output }
      for (position, later) in tracks.enumerated() {
        for earlier in tracks[..<position]
        where context.graph.tracks[earlier].driverSlot == context.graph.tracks[later].driverSlot {
          guard let overlap = overlap(active(context, earlier), active(context, later)) else {
            continue
          }
          diagnostics.append(
            .overlappingTracks(
              context.graph.outputs[output].key, over: context.driverName(ofTrack: later),
              overlap: overlap,
              at: origins[later].decl.range, earlier: origins[earlier].decl.range))
          break
        }
      }
    }
    return diagnostics
  }

  /// Where a track applies, as [low, high) in its driver's units.
  private static func active(_ context: LintContext, _ track: Int) -> (low: Double, high: Double)? {
    let keyframes = context.keyframes[track]
    guard let first = keyframes.first?.position, let last = keyframes.last?.position else {
      return nil
    }
    let graphTrack = context.graph.tracks[track]
    let low = graphTrack.before == .none ? first : -Double.infinity
    let high = graphTrack.after == .none ? last : Double.infinity
    return low < high ? (low, high) : nil
  }

  private static func overlap(_ a: (low: Double, high: Double)?, _ b: (low: Double, high: Double)?)
    -> ClosedRange<Double>?
  {
    guard let a, let b else { return nil }
    let low = max(a.low, b.low)
    let high = min(a.high, b.high)
    return low < high ? low...high : nil
  }
}
