/// Linear tracks of many keyframes in the frame code (those tabulation
/// left to it): exactly the reference's values, found without a branch on
/// which segment a scroll is in.
///
/// Such a track's ``TrackCache`` spans the whole track (its first to its
/// last position) and marks that with a NaN start value; its segment index
/// moves to a neighbour without a branch (a scroll crossing a segment every
/// other frame would mispredict one), and a jump searches the track's
/// ``KeyTree`` over its positions: one cache line per level.
extension FrameProgram {
  /// Keyframes from which a linear track is a long one.
  static let longTrackKeyframes = 32

  /// The trees of the long tracks: where each track's tree's levels start
  /// in `trees` (lane 7: how many levels, 0 for a track without one).
  static func longTrackTrees(_ keyframes: BuiltKeyframes) -> (
    trees: [Double], offsets: [SIMD8<Int32>]
  ) {
    var trees: [Double] = []
    var offsets: [SIMD8<Int32>] = []
    for span in keyframes.tracks {
      guard span.isLinear, span.count >= longTrackKeyframes,
        span.count - 1 <= KeyTree.maxSegments
      else {
        offsets.append(SIMD8(repeating: 0))
        continue
      }
      // Segment starts: the search finds the last at or below x, so the
      // last of equal positions, as the reference's search does.
      let tree = KeyTree(
        starts: Array(keyframes.positions[span.first..<span.last]), at: trees.count)
      trees += tree.keys
      offsets.append(tree.packedOffsets)
    }
    return (trees, offsets)
  }

  /// The step from segment [lo, hi) to the one holding `x`, if it is that
  /// one or a neighbour: +1 from `hi` on, −1 below `lo`, else 0. Vector compares keep the compiler from
  /// branching on `x` (a scroll crossing a segment every other frame would
  /// mispredict such a branch).
  @inline(__always)
  static func neighbourStep(lo: Double, hi: Double, _ x: Double) -> Int {
    let passed = unsafeBitCast(SIMD2(hi, lo) .<= SIMD2(repeating: x), to: SIMD2<Int64>.self)
    // A true lane is all ones: −1.
    return Int(truncatingIfNeeded: 0 &- (passed[0] &+ passed[1])) &- 1
  }

  /// Whether track `index` is a long one.
  func isLongTrack(_ index: Int) -> Bool { trackTreeOffsets[index][7] > 0 }

  /// Puts a long track's cache in span mode: hit by every `x` in the span.
  @inline(__always)
  func enterSpanMode(_ track: TrackSpan, cache: UnsafeMutablePointer<Double>) {
    cache[TrackCache.start] = track.start
    cache[TrackCache.end] = track.end
    cache[TrackCache.startValue] = .nan
  }

  /// Long track `index`'s value at `x` within its span (first ≤ x < last
  /// position), from its remembered segment or a neighbour, else by search.
  /// - Complexity: O(1) for a small move, O(log₈ *k*) for a jump.
  @inline(__always)
  func longTrackValue(_ index: Int, at x: Double, cache: UnsafeMutablePointer<Double>) -> Double {
    let keys = UnsafePointer(self.keys.baseAddress.unsafelyUnwrapped)
    let remembered = TrackCache.segment(cache)
    // Within the span, neither step leaves the track's segments.
    var segment =
      remembered
      &+ Self.neighbourStep(lo: keys[remembered].position, hi: keys[remembered &+ 1].position, x)
    var from = keys[segment]
    var to = keys[segment &+ 1]
    // Rarely taken while scrolling, almost always while jumping.
    if (from.position <= x ? 1 : 0) & (x < to.position ? 1 : 0) == 0 {
      let tree = trackTreeOffsets[index]
      segment =
        tracks[index].first
        &+ KeyTree.search(
          UnsafePointer(trackTrees.baseAddress.unsafelyUnwrapped), offsets: tree,
          levels: Int(truncatingIfNeeded: tree[7]), x)
      from = keys[segment]
      to = keys[segment &+ 1]
    }
    TrackCache.setSegment(cache, segment)
    // What `interpolate` computes for a linear segment.
    let t = (x - from.position) / (to.position - from.position)
    return ScalarOps.interpolate(from.value, to.value, ScalarOps.clamp(t, 0, 1))
  }
}
