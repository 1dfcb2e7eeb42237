/// A track's keyframes as built for the current params, and the one way a
/// track is evaluated: the evaluator builds one per track at set-up, and
/// generated code keeps one per track with the keyframes as literals.
///
/// Positions never decrease. Segments are half-open, `[position[i],
/// position[i + 1])`, so the last keyframe's position already belongs to
/// what lies beyond it (as a CSS animation's end belongs to its after phase).
@_spi(Generated)
public struct KeyframeTrack: Sendable {
  /// What the track does before its first keyframe and after its last.
  public let before, after: CompiledGraph.Extrapolation
  @usableFromInline private(set) var positions: [Double] = []
  @usableFromInline private(set) var values: [Double] = []
  /// The easing of the segment each keyframe starts: an index into the
  /// caller's curves, 0 for linear (which needs no curve).
  @usableFromInline private(set) var curves: [Int] = []
  /// The segment last found: a scroll usually stays in it.
  @usableFromInline var cursor = 0

  /// A track without keyframes yet.
  public init(before: CompiledGraph.Extrapolation, after: CompiledGraph.Extrapolation) {
    (self.before, self.after) = (before, after)
  }

  /// A track of these keyframes (see ``append(position:value:curve:)``).
  public init(
    positions: [Double], values: [Double], curves: [Int], before: CompiledGraph.Extrapolation,
    after: CompiledGraph.Extrapolation
  ) {
    precondition(positions.count == values.count && values.count == curves.count)
    self.init(before: before, after: after)
    for index in positions.indices {
      append(position: positions[index], value: values[index], curve: curves[index])
    }
  }

  /// Appends a keyframe whose segment eases with the caller's curve `curve`
  /// (see ``keyframe(position:value:after:)``).
  public mutating func append(position: Double, value: Double, curve: Int) {
    let keyframe = Self.keyframe(position: position, value: value, after: positions.last)
    positions.append(keyframe.position)
    values.append(keyframe.value)
    curves.append(curve)
  }

  /// A keyframe as a track keeps it: position and value made finite, and a
  /// position before the previous keyframe's moved to it, so positions
  /// never decrease.
  public static func keyframe(position: Double, value: Double, after previous: Double?) -> (
    position: Double, value: Double
  ) {
    var position = ScalarOps.finite(position)
    if let previous { position = Swift.max(position, previous) }
    return (position, ScalarOps.finite(value))
  }

  /// The value at `x`, or nil where the track does not apply; see
  /// ``value(at:keys:positions:values:curves:table:before:after:cursor:)``.
  @inlinable @inline(__always)
  public mutating func value(at x: Double, curves table: [EasingCurve]) -> Double? {
    Self.value(
      at: x, keys: 0..<positions.count, positions: positions, values: values, curves: curves,
      table: table, before: before, after: after, cursor: &cursor)
  }

  /// The value at `x` of the track whose keyframes are `keys` of the three
  /// arrays, or nil where it does not apply (beyond an end with
  /// extrapolation `none`, or a track without keyframes); always finite.
  /// Segments ease with `table[curve]`; curve 0 is linear. The one segment lookup, for the
  /// evaluator (which keeps every track's keyframes in three arrays) and
  /// generated code (which keeps a ``KeyframeTrack`` per track).
  ///
  /// `cursor` remembers the segment last found (an index into the arrays,
  /// kept per track): a scroll usually stays in it; otherwise a binary search
  /// finds the segment. Either way it is the one segment that holds `x`, so
  /// the value does not depend on the cursor.
  /// - Complexity: O(1) in the remembered segment, else O(log *k*) for *k* keyframes.
  @inlinable @inline(__always)
  public static func value(
    at x: Double, keys: Range<Int>, positions: [Double], values: [Double], curves: [Int],
    table: [EasingCurve], before: CompiledGraph.Extrapolation, after: CompiledGraph.Extrapolation,
    cursor: inout Int
  ) -> Double? {
    let first = keys.lowerBound
    let last = keys.upperBound - 1
    guard last >= first else { return nil }
    /// Beyond an end: `extend` continues the straight line through it and its
    /// neighbour (flat without one, or for a zero-width end segment).
    func extrapolate(_ mode: CompiledGraph.Extrapolation, end: Int, neighbour: Int) -> Double? {
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
    if x < positions[first] { return extrapolate(before, end: first, neighbour: first + 1) }
    if x >= positions[last] { return extrapolate(after, end: last, neighbour: last - 1) }
    // Here first ≤ segment < last and positions[segment] ≤ x < positions[segment + 1]
    // (a NaN x falls to the first segment and eases from its start).
    // The remembered segment, else a binary search (a cursor out of `keys`
    // fails the check too).
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
    let t = (x - start) / (positions[segment + 1] - start)
    let curve = curves[segment]
    // Linear is `EasingCurve(.linear)`'s arithmetic, without reading a curve.
    let eased = curve == 0 ? (t > 0 ? (t < 1 ? t : 1) : 0) : table[curve](t)
    // Finite, as every value of a track: near the largest doubles, or eased
    // past its ends, a segment's interpolation may overflow.
    return ScalarOps.finite(ScalarOps.interpolate(values[segment], values[segment + 1], eased))
  }

  /// The keyframes: positions, values and each one's segment curve.
  public var keys: [(position: Double, value: Double, curve: Int)] {
    positions.indices.map { (positions[$0], values[$0], curves[$0]) }
  }
}
