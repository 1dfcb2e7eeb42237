/// Every track's keyframes as built for the current params, and the one way
/// a track is evaluated: the evaluator builds this at set-up, and generated
/// code keeps its own with the keyframes as literals.
///
/// A track's keyframes are a range of the arrays, their positions never
/// decreasing. Segments are half-open, `[position[i], position[i + 1])`, so
/// the last keyframe's position already belongs to what lies beyond it (as a
/// CSS animation's end belongs to its after phase).
@_spi(Generated)
public struct Keyframes: Hashable, Sendable {
  /// One track: its keyframes' range, and what it does beyond its ends.
  public struct Track: Hashable, Sendable {
    /// The index of its first keyframe, and how many it has.
    public let first, count: Int
    public let before, after: CompiledGraph.Extrapolation
  }

  /// The tracks, in the graph's order.
  public private(set) var tracks: [Track] = []
  @usableFromInline private(set) var positions: [Double] = []
  @usableFromInline private(set) var values: [Double] = []
  /// The easing of the segment each keyframe starts, as an index into `curves`.
  @usableFromInline private(set) var curveOfKey: [Int] = []
  @usableFromInline package let curves: [EasingCurve]

  /// No tracks yet; keyframes will ease with `curves`.
  public init(curves: [EasingCurve]) {
    self.curves = curves
  }

  /// Appends a keyframe to the track being built (see ``endTrack(before:after:)``),
  /// easing its segment with `curves[curve]`. Position and value are made
  /// finite, and a position before the previous keyframe's moves to it, so
  /// positions never decrease.
  public mutating func append(position: Double, value: Double, curve: Int) {
    precondition(curves.indices.contains(curve), "curve index out of range")
    var position = ScalarOps.finite(position)
    if let previous = positions.last, positions.count > nextFirst {
      position = Swift.max(position, previous)
    }
    positions.append(position)
    values.append(ScalarOps.finite(value))
    curveOfKey.append(curve)
  }

  /// Ends a track: the keyframes appended since the last one are its own.
  public mutating func endTrack(
    before: CompiledGraph.Extrapolation, after: CompiledGraph.Extrapolation
  ) {
    tracks.append(
      Track(first: nextFirst, count: positions.count - nextFirst, before: before, after: after))
  }

  /// Appends a whole track (see ``append(position:value:curve:)``).
  public mutating func appendTrack(
    positions: [Double], values: [Double], curves: [Int], before: CompiledGraph.Extrapolation,
    after: CompiledGraph.Extrapolation
  ) {
    precondition(positions.count == values.count && values.count == curves.count)
    for index in positions.indices {
      append(position: positions[index], value: values[index], curve: curves[index])
    }
    endTrack(before: before, after: after)
  }

  /// Where the track being built starts.
  private var nextFirst: Int { tracks.last.map { $0.first + $0.count } ?? 0 }

  /// Track `index`'s value at `x`, or nil where it does not apply (beyond an
  /// end with extrapolation `none`, or a track without keyframes).
  ///
  /// `cursor` remembers the segment last found (an index into the keyframes,
  /// kept per track by the caller): a scroll usually stays in it; otherwise a
  /// binary search finds the segment. Either way the segment is the one that
  /// holds `x`, so the value does not depend on the cursor.
  /// - Complexity: O(1) in the remembered segment, else O(log *k*) for *k* keyframes.
  @inlinable
  public func value(ofTrack index: Int, at x: Double, cursor: inout Int) -> Double? {
    let track = tracks[index]
    guard track.count > 0 else { return nil }
    let first = track.first
    let last = first + track.count - 1
    if x < positions[first] {
      return extrapolate(x, track.before, end: first, neighbour: first + 1, within: first...last)
    }
    if x >= positions[last] {
      return extrapolate(x, track.after, end: last, neighbour: last - 1, within: first...last)
    }
    // Here first ≤ segment < last and positions[segment] ≤ x < positions[segment + 1]
    // (a NaN x falls to the first segment and eases from its start).
    var segment = cursor
    if !(segment >= first && segment < last && positions[segment] <= x
      && x < positions[segment + 1])
    {
      var low = first
      var high = last
      while high - low > 1 {
        let middle = (low + high) / 2
        if positions[middle] <= x { low = middle } else { high = middle }
      }
      segment = low
      cursor = low
    }
    let start = positions[segment]
    let eased = curves[curveOfKey[segment]]((x - start) / (positions[segment + 1] - start))
    return ScalarOps.interpolate(values[segment], values[segment + 1], eased)
  }

  /// The value beyond an end keyframe. `extend` continues the straight line
  /// through it and its neighbour (flat without one, or for a zero-width end segment).
  @inlinable
  func extrapolate(
    _ x: Double, _ mode: CompiledGraph.Extrapolation, end: Int, neighbour: Int,
    within keys: ClosedRange<Int>
  ) -> Double? {
    switch mode {
    case .none: return nil
    case .clamp: return values[end]
    case .extend:
      guard keys.contains(neighbour) else { return values[end] }
      let width = positions[neighbour] - positions[end]
      guard width != 0 else { return values[end] }
      let slope = (values[neighbour] - values[end]) / width
      return ScalarOps.finite(values[end] + slope * (x - positions[end]))
    }
  }

  /// Track `index`'s keyframes: positions, values and the curve index of
  /// each keyframe's segment.
  public func keys(ofTrack index: Int) -> [(position: Double, value: Double, curve: Int)] {
    let track = tracks[index]
    return (track.first..<track.first + track.count).map {
      (positions[$0], values[$0], curveOfKey[$0])
    }
  }
}
