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
  /// The keyframes' positions, which never decrease.
  public private(set) var positions: [Double] = []
  /// The keyframes' values.
  public private(set) var values: [Double] = []
  /// The easing of the segment each keyframe starts: an index into the
  /// caller's curves, 0 for linear (which needs no curve).
  public private(set) var curves: [Int] = []
  /// The segment last found: a scroll usually stays in it.
  public var cursor = 0

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
  /// ``value(at:keys:positions:values:curves:table:before:after:within:cursor:lastEase:)``.
  @inlinable @inline(__always)
  public mutating func value(at x: Double, curves table: [EasingCurve]) -> Double? {
    var lastEase = LastEase()
    return Self.value(
      at: x, keys: 0..<positions.count, positions: positions, values: values, curves: curves,
      table: table, before: before, after: after, cursor: &cursor, lastEase: &lastEase)
  }

  /// The value at `x` of the track whose keyframes are `keys` of the three
  /// arrays, or nil where it does not apply (beyond an end with
  /// extrapolation `none`, or a track without keyframes); always finite.
  /// Segments ease with `table[curve]`; curve 0 is linear. The evaluator
  /// keeps every track's keyframes in three arrays, generated code a
  /// ``KeyframeTrack`` (or literal arrays) per track.
  ///
  /// `within`: the segment is looked up within the segments, without end
  /// tests, as ``segment(at:keys:positions:within:cursor:)`` does; only
  /// where ``clampsWithin(keys:positions:values:curves:table:before:after:)``
  /// says it gives the same bits.
  ///
  /// The same arithmetic as its two steps,
  /// ``segment(at:keys:positions:within:cursor:)`` then
  /// ``value(at:segment:keys:positions:values:curves:linear:table:before:after:)``
  /// (generated code takes them apart where tracks share a driver and
  /// positions, to find their segment once), built from the same pieces
  /// (`search`, `interpolate`, `extrapolate`); in one call, whether there
  /// are keyframes and which end `x` lies beyond are tested once, where the
  /// two steps test them again for the segment they pass between them.
  ///
  /// `lastEase`: the eased progress the caller's previous track computed,
  /// reused for the same curve and `t` (see ``LastEase``).
  /// - Complexity: O(1) in the remembered segment, else O(log *k*) for *k* keyframes.
  @inlinable @inline(__always)
  public static func value(
    at x: Double, keys: Range<Int>, positions: [Double], values: [Double], curves: [Int],
    table: [EasingCurve], before: CompiledGraph.Extrapolation, after: CompiledGraph.Extrapolation,
    within: Bool = false, cursor: inout Int, lastEase: inout LastEase
  ) -> Double? {
    let first = keys.lowerBound
    let last = keys.upperBound - 1
    guard last >= first else { return nil }
    if !within {
      if x < positions[first] {
        return extrapolate(
          before, at: x, end: first, neighbour: first + 1, keys: keys, positions: positions,
          values: values)
      }
      if x >= positions[last] {
        return extrapolate(
          after, at: x, end: last, neighbour: last - 1, keys: keys, positions: positions,
          values: values)
      }
    }
    // One keyframe has no segment: only a NaN x (or `within`) gets here,
    // and goes beyond the last keyframe, as `segment` puts it.
    guard last > first else {
      return extrapolate(
        after, at: x, end: last, neighbour: last - 1, keys: keys, positions: positions,
        values: values)
    }
    let segment = search(at: x, first: first, last: last, positions: positions, cursor: &cursor)
    return interpolate(
      at: x, segment: segment, positions: positions, values: values, curve: curves[segment],
      table: table, lastEase: &lastEase)
  }

  /// The segment of `keys` that holds `x`, the one segment lookup: `i` with
  /// `positions[i] ≤ x < positions[i + 1]`, or `keys.lowerBound - 1` before the
  /// first keyframe and `keys.upperBound - 1` from the last on (a NaN `x`
  /// falls to the first segment). Without keyframes, `keys.upperBound - 1`.
  ///
  /// `cursor` remembers the segment last found (an index into the arrays,
  /// kept per track): a scroll usually stays in it; otherwise a binary search
  /// finds the segment. Either way it is the one segment that holds `x`, so
  /// the segment does not depend on the cursor.
  ///
  /// `within`: only the segments, no ends: below the first keyframe is the
  /// first segment, at and beyond the last the last segment, where `t`
  /// falls below 0 or reaches 1 and easing clamps it. No end tests (branches
  /// that jumps beyond the ends mispredict): for a track that clamps beyond
  /// both ends, where ``clampsWithin(keys:positions:values:curves:table:before:after:)``
  /// says this gives the same values.
  /// - Complexity: O(1) in the remembered segment, else O(log *k*) for *k* keyframes.
  @inlinable @inline(__always)
  public static func segment(
    at x: Double, keys: Range<Int>, positions: [Double], within: Bool = false, cursor: inout Int
  ) -> Int {
    let first = keys.lowerBound
    let last = keys.upperBound - 1
    guard last >= first else { return last }
    if !within {
      if x < positions[first] { return first - 1 }
      if x >= positions[last] { return last }
    }
    guard last > first else { return last }
    return search(at: x, first: first, last: last, positions: positions, cursor: &cursor)
  }

  /// The segment among `first..<last` (`first < last`) that holds `x`, as
  /// ``segment(at:keys:positions:within:cursor:)`` describes it once the
  /// ends are answered (or, `within`, not tested): the remembered one, else
  /// a binary search.
  @inlinable @inline(__always)
  static func search(
    at x: Double, first: Int, last: Int, positions: [Double], cursor: inout Int
  ) -> Int {
    // Here positions[segment] ≤ x < positions[segment + 1] (`within`, also
    // below the first and from the last position on). One segment needs no
    // search.
    if last - first == 1 { return first }
    // The remembered segment, else a binary search (a cursor out of `keys`
    // fails the check too). The first segment's start and the last one's
    // end are not checked: x is beyond them only `within`, where they hold it.
    let segment = cursor
    if segment >= first && segment < last && (segment == first || positions[segment] <= x)
      && (segment == last - 1 || x < positions[segment + 1])
    {
      return segment
    }
    // The last segment that starts at or before x (the first for NaN): a
    // search that only ever moves `low`, so each step is a conditional move,
    // not a branch that jumps mispredict.
    var low = first
    var count = last - first
    while count > 1 {
      let half = count / 2
      if positions[low + half] <= x { low += half }
      count -= half
    }
    cursor = low
    return low
  }

  /// The value at `x` in `segment` (one of the track's segments, not an end),
  /// eased with `table[curve]`: made finite, as every value of a track.
  @inlinable @inline(__always)
  static func interpolate(
    at x: Double, segment: Int, positions: [Double], values: [Double], curve: Int,
    table: [EasingCurve], lastEase: inout LastEase
  ) -> Double {
    // (A NaN x, in the first segment, eases from its start.)
    let start = positions[segment]
    // Clamped here for every curve, as `EasingCurve` clamps: before the
    // branch on the curve it stays two selects, not a branch.
    let t = EasingCurve.clamp((x - start) / (positions[segment + 1] - start))
    // Linear is `EasingCurve(.linear)`'s arithmetic, without reading a curve.
    let eased = curve == 0 ? t : lastEase.eased(t, curve: curve, table: table)
    // Near the largest doubles, or eased past its ends, a segment's
    // interpolation may overflow.
    return ScalarOps.finite(ScalarOps.interpolate(values[segment], values[segment + 1], eased))
  }

  /// The value at `x` beyond the end keyframe `end` with extrapolation
  /// `mode`: nil for `none`, the end's value for `clamp`, and for `extend`
  /// the straight line through the end and its `neighbour` (flat without
  /// one in `keys`, or for a zero-width end segment).
  @inlinable @inline(__always)
  static func extrapolate(
    _ mode: CompiledGraph.Extrapolation, at x: Double, end: Int, neighbour: Int, keys: Range<Int>,
    positions: [Double], values: [Double]
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

  /// The value at `x` in `segment`, as ``segment(at:keys:positions:within:cursor:)``
  /// found it, of the track whose keyframes are `keys` of the three arrays;
  /// see ``value(at:keys:positions:values:curves:table:before:after:within:cursor:lastEase:)``.
  /// `linear`: every segment's curve is 0 (generated code knows it), so
  /// `curves` is not read (and may be empty).
  @inlinable @inline(__always)
  public static func value(
    at x: Double, segment: Int, keys: Range<Int>, positions: [Double], values: [Double],
    curves: [Int], linear: Bool = false, table: [EasingCurve],
    before: CompiledGraph.Extrapolation, after: CompiledGraph.Extrapolation
  ) -> Double? {
    let first = keys.lowerBound
    let last = keys.upperBound - 1
    guard last >= first else { return nil }
    if segment < first {
      return extrapolate(
        before, at: x, end: first, neighbour: first + 1, keys: keys, positions: positions,
        values: values)
    }
    if segment >= last {
      return extrapolate(
        after, at: x, end: last, neighbour: last - 1, keys: keys, positions: positions,
        values: values)
    }
    // Generated code eases each track anew: a fresh `LastEase`, which the
    // compiler folds away.
    var lastEase = LastEase()
    return interpolate(
      at: x, segment: segment, positions: positions, values: values,
      curve: linear ? 0 : curves[segment], table: table, lastEase: &lastEase)
  }

  /// Whether the track's value in the segment found `within` its segments
  /// is its value at `x`, bit for bit, for every `x`: then its ends need no
  /// branches.
  ///
  /// Only for a track that clamps beyond both ends, with two keyframes or
  /// more and a last segment of finite, non-zero width. Between the ends
  /// (and for NaN) both lookups find the same segment. Below the first
  /// position `t` is below 0 (or NaN), and at and beyond the last it is 1
  /// or more, which easing makes 0 and 1: each way gives one value there,
  /// which this compares at one `x` each. A zero-width first segment, a
  /// curve that does not end at 0 and 1, or a −0.0 that interpolation turns
  /// into 0.0 make them differ.
  public static func clampsWithin(
    keys: Range<Int>, positions: [Double], values: [Double], curves: [Int], table: [EasingCurve],
    before: CompiledGraph.Extrapolation, after: CompiledGraph.Extrapolation
  ) -> Bool {
    guard before == .clamp, after == .clamp, keys.count >= 2 else { return false }
    let width = positions[keys.upperBound - 1] - positions[keys.upperBound - 2]
    guard width > 0, width.isFinite else { return false }
    return [-Double.infinity, .nan, .infinity].allSatisfy { x in
      var (cursor, withinCursor) = (keys.lowerBound, keys.lowerBound)
      var lastEase = LastEase()
      let plain = value(
        at: x, keys: keys, positions: positions, values: values, curves: curves, table: table,
        before: before, after: after, cursor: &cursor, lastEase: &lastEase)
      let segment = segment(
        at: x, keys: keys, positions: positions, within: true, cursor: &withinCursor)
      let inSegment = value(
        at: x, segment: segment, keys: keys, positions: positions, values: values,
        curves: curves, table: table, before: before, after: after)
      return plain?.bitPattern == inSegment?.bitPattern
    }
  }

  /// The keyframes: positions, values and each one's segment curve.
  public var keys: [(position: Double, value: Double, curve: Int)] {
    positions.indices.map { (positions[$0], values[$0], curves[$0]) }
  }
}

/// The last eased progress a caller computed: its curve, `t` and `e(t)`.
///
/// Tracks keyframed over the same positions with the same easing — the
/// alpha, offset and scale of one element, say — find the same `t` for an
/// offset; one run of the frame code solves their curve once. Easing is a
/// function of the curve and `t` alone, so the reused value has the same
/// bits. (`t` is clamped, never −0.0 or NaN; its bits are compared anyway.)
@_spi(Generated)
public struct LastEase: Sendable {
  @usableFromInline var curve = 0
  @usableFromInline var t = 0.0
  @usableFromInline var eased = 0.0

  /// No curve yet: curve 0 (linear) is never eased through here.
  @inlinable public init() {}

  /// `table[curve]`'s eased progress at `t` (clamped), reused when the last
  /// one had the same curve and `t`.
  @inlinable @inline(__always)
  mutating func eased(_ t: Double, curve: Int, table: [EasingCurve]) -> Double {
    if curve == self.curve && t.bitPattern == self.t.bitPattern { return eased }
    (self.curve, self.t, eased) = (curve, t, table[curve].eased(clamped: t))
    return eased
  }
}
