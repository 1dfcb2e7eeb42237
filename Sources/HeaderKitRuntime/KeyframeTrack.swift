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

  /// Appends a keyframe whose segment eases with the caller's curve `curve`.
  /// Position and value are made finite, and a position before the previous
  /// keyframe's moves to it, so positions never decrease.
  public mutating func append(position: Double, value: Double, curve: Int) {
    var position = ScalarOps.finite(position)
    if let previous = positions.last { position = Swift.max(position, previous) }
    positions.append(position)
    values.append(ScalarOps.finite(value))
    curves.append(curve)
  }

  /// The value at `x`, or nil where the track does not apply (beyond an end
  /// with extrapolation `none`, or a track without keyframes). Segments ease
  /// with `table[curve]`; curve 0 is linear.
  ///
  /// The track remembers the segment it last found: a scroll usually stays
  /// in it; otherwise a binary search finds the segment. Either way it is the
  /// one segment that holds `x`, so the value does not depend on the memory.
  /// - Complexity: O(1) in the remembered segment, else O(log *k*) for *k* keyframes.
  @inlinable
  public mutating func value(at x: Double, curves table: [EasingCurve]) -> Double? {
    let last = positions.count - 1
    guard last >= 0 else { return nil }
    if x < positions[0] { return extrapolate(x, before, end: 0, neighbour: 1) }
    if x >= positions[last] { return extrapolate(x, after, end: last, neighbour: last - 1) }
    // Here 0 ≤ segment < last and positions[segment] ≤ x < positions[segment + 1]
    // (a NaN x falls to the first segment and eases from its start).
    var segment = cursor
    if !(segment >= 0 && segment < last && positions[segment] <= x && x < positions[segment + 1]) {
      var low = 0
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
    return ScalarOps.interpolate(values[segment], values[segment + 1], eased)
  }

  /// The value beyond an end keyframe. `extend` continues the straight line
  /// through it and its neighbour (flat without one, or for a zero-width end segment).
  @inlinable
  func extrapolate(
    _ x: Double, _ mode: CompiledGraph.Extrapolation, end: Int, neighbour: Int
  ) -> Double? {
    switch mode {
    case .none: return nil
    case .clamp: return values[end]
    case .extend:
      guard positions.indices.contains(neighbour) else { return values[end] }
      let width = positions[neighbour] - positions[end]
      guard width != 0 else { return values[end] }
      let slope = (values[neighbour] - values[end]) / width
      return ScalarOps.finite(values[end] + slope * (x - positions[end]))
    }
  }

  /// The keyframes: positions, values and each one's segment curve.
  public var keys: [(position: Double, value: Double, curve: Int)] {
    positions.indices.map { (positions[$0], values[$0], curves[$0]) }
  }
}
