/// A track's keyframes and what it does beyond them: what a track's value
/// is looked up in. The evaluator keeps a ``KeyframeTrack`` per track (built
/// at set-up), and so does generated code with settable params; generated
/// code with frozen params gives its keyframes as literals, so that the
/// compiler folds what depends on them (the count, the extrapolations).
///
/// Positions never decrease. Segments are half-open, `[positions[i],
/// positions[i + 1])`, so the last keyframe's position already belongs to
/// what lies beyond it (as a CSS animation's end belongs to its after phase).
@_spi(Generated)
public protocol Keyframes {
  /// How many keyframes there are: the length of ``positions`` and ``values``.
  var count: Int { get }
  /// The keyframes' positions, which never decrease.
  var positions: [Double] { get }
  /// The keyframes' values.
  var values: [Double] { get }
  /// The easing of the segment each keyframe starts: an index into the
  /// caller's curves, 0 for linear (which needs no curve). Not read when
  /// ``isLinear``.
  var curves: [Int] { get }
  /// Whether every segment is linear.
  var isLinear: Bool { get }
  /// What the track does before its first keyframe and after its last.
  var before: CompiledGraph.Extrapolation { get }
  var after: CompiledGraph.Extrapolation { get }
}

extension Keyframes {
  /// The segment that holds `x`, the one segment lookup: `i` with
  /// `positions[i] ≤ x < positions[i + 1]`, or −1 before the first keyframe
  /// and `count − 1` from the last on (a NaN `x` falls to the first
  /// segment). Without keyframes, −1.
  ///
  /// `cursor` remembers the segment last found (kept per track): a scroll
  /// usually stays in it; otherwise a binary search finds the segment.
  /// Either way it is the one segment that holds `x`: the cursor never
  /// changes a value.
  /// - Complexity: O(1) in the remembered segment, else O(log *k*) for *k* keyframes.
  @inlinable @inline(__always)
  public func segment(at x: Double, cursor: inout Int) -> Int {
    let last = count - 1
    guard last >= 0 else { return last }
    if x < positions[0] { return -1 }
    if x >= positions[last] { return last }
    // One keyframe has no segment: only a NaN x gets here, and goes beyond
    // it (segment 0 is its last). One segment needs no search.
    guard last > 1 else { return 0 }
    let segment = cursor
    if segment >= 0 && segment < last && positions[segment] <= x && x < positions[segment + 1] {
      return segment
    }
    // The last segment that starts at or before x (the first for NaN): a
    // search that only ever moves `low`, so each step is a conditional move,
    // not a branch that jumps mispredict.
    var low = 0
    var remaining = last
    while remaining > 1 {
      let half = remaining / 2
      if positions[low + half] <= x { low += half }
      remaining -= half
    }
    cursor = low
    return low
  }

  /// The value at `x` in `segment`, as ``segment(at:cursor:)`` finds it, or
  /// nil where the track does not apply (beyond an end with extrapolation
  /// `none`, or without keyframes); always finite. Segments ease with
  /// `curves[curve]`.
  @inlinable @inline(__always)
  public func value(at x: Double, in segment: Int, curves table: [EasingCurve]) -> Double? {
    let last = count - 1
    guard last >= 0 else { return nil }
    if segment < 0 { return extrapolate(before, at: x, end: 0, neighbour: 1) }
    if segment >= last { return extrapolate(after, at: x, end: last, neighbour: last - 1) }
    // (A NaN x, in the first segment, eases from its start.)
    let start = positions[segment]
    let t = EasingCurve.clamp((x - start) / (positions[segment + 1] - start))
    let curve = isLinear ? 0 : curves[segment]
    // Linear is `EasingCurve(.linear)`'s arithmetic, without reading a curve.
    let eased = curve == 0 ? t : table[curve].eased(clamped: t)
    // Near the largest doubles, or eased past its ends, a segment's
    // interpolation may overflow.
    return ScalarOps.finite(ScalarOps.interpolate(values[segment], values[segment + 1], eased))
  }

  /// The value at `x` beyond the end keyframe `end` with extrapolation
  /// `mode`: nil for `none`, the end's value for `clamp`, and for `extend`
  /// the straight line through the end and its `neighbour` (flat without
  /// one, or for a zero-width end segment).
  @inlinable @inline(__always)
  func extrapolate(_ mode: CompiledGraph.Extrapolation, at x: Double, end: Int, neighbour: Int)
    -> Double?
  {
    switch mode {
    case .none: return nil
    case .clamp: return values[end]
    case .extend:
      guard neighbour >= 0, neighbour < count else { return values[end] }
      let width = positions[neighbour] - positions[end]
      guard width != 0 else { return values[end] }
      let slope = (values[neighbour] - values[end]) / width
      return ScalarOps.finite(values[end] + slope * (x - positions[end]))
    }
  }
}

/// A track's keyframes as built for the current params, and the segment it
/// last found.
@_spi(Generated)
public struct KeyframeTrack: Keyframes, Sendable {
  public let before, after: CompiledGraph.Extrapolation
  public private(set) var positions: [Double] = []
  public private(set) var values: [Double] = []
  public private(set) var curves: [Int] = []
  /// The segment last found: a scroll usually stays in it.
  public var cursor = 0

  /// Whether every segment is linear (the last keyframe starts none).
  public private(set) var isLinear = true

  @inlinable public var count: Int { positions.count }

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

  /// Appends a keyframe whose segment eases with the caller's curve `curve`:
  /// its position and value made finite, and a position before the previous
  /// keyframe's moved to it, so positions never decrease.
  public mutating func append(position: Double, value: Double, curve: Int) {
    var position = ScalarOps.finite(position)
    if let previous = positions.last {
      position = Swift.max(position, previous)
      // The previous keyframe now starts a segment.
      if curves[curves.count - 1] != 0 { isLinear = false }
    }
    positions.append(position)
    values.append(ScalarOps.finite(value))
    curves.append(curve)
  }

  /// Room for `count` keyframes in all.
  public mutating func reserveCapacity(_ count: Int) {
    positions.reserveCapacity(count)
    values.reserveCapacity(count)
    curves.reserveCapacity(count)
  }

  /// The value at `x` (see ``Keyframes/value(at:in:curves:)``) in the
  /// segment ``Keyframes/segment(at:cursor:)`` finds, which it remembers.
  @inlinable @inline(__always)
  public mutating func value(at x: Double, curves table: [EasingCurve]) -> Double? {
    var cursor = self.cursor
    let segment = segment(at: x, cursor: &cursor)
    self.cursor = cursor
    return value(at: x, in: segment, curves: table)
  }

  /// The keyframes: positions, values and each one's segment curve.
  public var keys: [(position: Double, value: Double, curve: Int)] {
    positions.indices.map { (positions[$0], values[$0], curves[$0]) }
  }
}
