/// The outputs tabulation found piecewise linear, laid out for the frame:
/// grouped by source, each group with the union of its outputs' breakpoints
/// (segments) and, per segment, `(a, b)` for every output of the group, so
/// that a frame finds the segment once per group and writes
/// `a + b·(x − origin)` per output.
struct FrameTables {
  /// How far a tabulated output may be from the reference's value:
  /// `tolerance · max(1, |value|)` (relative for values beyond 1, absolute
  /// below). Set-up checks every piece against half of it, counting the
  /// reference's rounding, the coefficients' and the frame's own.
  static let tolerance = 1e-12
  /// The most segments a group's union of breakpoints may have when outputs
  /// are merged into it (an output alone may have more).
  static let maxGroupSegments = 64
  /// Doubles a group's cache holds in the evaluator's buffer: the
  /// remembered segment's bounds and origin, and its index (as bits).
  static let cacheStride = 4
  /// Groups of up to this many segments find theirs by a search without
  /// branches on every frame (a jump would mispredict a remembered one);
  /// larger groups remember the last segment, as tracks do.
  static let maxSearchedSegments = 32

  var groups: [TableGroup] = []
  var breaks: [Double] = []
  var origins: [Double] = []
  var coefficients: [Double] = []
  var targets: [Int] = []
  /// Whether each output is tabulated.
  var tabulated: [Bool]
  /// Outputs that are numbers: written once, at set-up.
  var constants: [(output: Int, value: Double)] = []

  /// Groups the outputs whose symbols are linear.
  /// - Parameters:
  ///   - symbols: each output's symbol after the frame code.
  ///   - outputBase: where output `i` is kept in the evaluator's buffer: `outputBase + i`.
  ///   - cacheBase: where the groups' caches start in the evaluator's buffer.
  ///   - exact: the reference's value of an output at a source value, or
  ///     nil; a segment's row takes it at the segment's start, so that an
  ///     output is exact there (at keyframes, say).
  init(
    symbols: [Symbol], outputBase: Int, cacheBase: Int,
    exact: (_ output: Int, _ x: Double) -> Double?
  ) {
    tabulated = Array(repeating: false, count: symbols.count)
    var open: [Int32: Int] = [:]
    var members: [[Int]] = []
    var unions: [[Double]] = []
    var lines: [Int: Screened] = [:]
    for (output, symbol) in symbols.enumerated() {
      switch symbol {
      case .constant(let value):
        constants.append((output, ScalarOps.finite(value)))
        tabulated[output] = true
      case .linear(let value):
        guard let screened = Screened(value) else { continue }
        lines[output] = screened
        if let group = open[value.source] {
          let union = Self.merge(unions[group], screened.breaks)
          if union.count < Self.maxGroupSegments {
            members[group].append(output)
            unions[group] = union
            continue
          }
        }
        open[value.source] = members.count
        members.append([output])
        unions.append(screened.breaks)
      case .opaque:
        continue
      }
    }
    for outputs in members {
      // An output whose pieces fail the tolerance on the group's segments
      // is left to the frame code; the group is rebuilt without it.
      var kept = outputs
      while !kept.isEmpty {
        let union = kept.dropFirst().reduce(lines[kept[0]]!.breaks) {
          Self.merge($0, lines[$1]!.breaks)
        }
        let layout = Self.rows(
          kept.map { lines[$0]! }, union: union, exact: { member, x in exact(kept[member], x) })
        if layout.failing.isEmpty {
          append(
            source: Int(lines[kept[0]]!.source), outputs: kept, union: union,
            rows: layout.rows, origins: layout.origins, outputBase: outputBase,
            cache: cacheBase + Self.cacheStride * groups.count)
          break
        }
        kept = kept.indices.filter { !layout.failing.contains($0) }.map { kept[$0] }
      }
    }
  }

  /// Lays out one group. A segment where a member has no piece is marked
  /// with NaN as its first coefficient: frames there run the frame code.
  private mutating func append(
    source: Int, outputs: [Int], union: [Double], rows: [[AffinePiece?]], origins: [Double],
    outputBase: Int, cache: Int
  ) {
    let segments = union.count + 1
    let width = outputs.count
    let consecutive = outputs.indices.allSatisfy { outputs[$0] == outputs[0] + $0 }
    var fallback = false
    let rowStart = coefficients.count
    for segment in 0..<segments {
      let pieces = rows.map { $0[segment] }
      if pieces.contains(where: { $0 == nil }) {
        coefficients += Array(repeating: .nan, count: 2 * width)
        fallback = true
      } else {
        coefficients += pieces.map { $0!.a }
        coefficients += pieces.map { $0!.b }
      }
    }
    let bounds = [-PiecewiseLinear.domain] + union + [PiecewiseLinear.domain]
    let searched = segments <= Self.maxSearchedSegments
    var laid: [Double]
    let search: Int
    if searched {
      // The interior breakpoints, padded with +∞ to an even count: a frame
      // counts those at or below the source, two at a time.
      laid = union + (union.count % 2 == 0 ? [] : [.infinity])
      search = laid.count
    } else {
      // All bounds, padded with +∞ to a power of two: a binary search's
      // first step is half of it.
      var padded = 1
      while padded < segments { padded *= 2 }
      laid = bounds + Array(repeating: .infinity, count: max(0, padded - bounds.count))
      search = padded / 2
    }
    let count = max(laid.count, segments)
    laid += Array(repeating: .infinity, count: count - laid.count)
    groups.append(
      TableGroup(
        source: source, breakStart: breaks.count, segments: segments, search: search,
        rowStart: rowStart, width: width, targetStart: targets.count,
        contiguous: consecutive ? outputBase + outputs[0] : -1,
        cache: searched ? -1 : cache, hasFallback: fallback))
    breaks += laid
    self.origins += origins + Array(repeating: 0, count: count - segments)
    targets += outputs.map { outputBase + $0 }
    for output in outputs { tabulated[output] = true }
  }

  /// Each value's piece on each segment of `union` (nil where it is left to
  /// the frame code), rebased to the segment's origin: its start, with `a`
  /// the reference's value there, or (where that misses the tolerance, or
  /// the segment starts at −domain) its end. `failing` lists the values
  /// that miss the tolerance on a segment they must cover.
  private static func rows(
    _ values: [Screened], union: [Double], exact: (_ value: Int, _ x: Double) -> Double?
  ) -> (rows: [[AffinePiece?]], origins: [Double], failing: [Int]) {
    let bounds = [-PiecewiseLinear.domain] + union + [PiecewiseLinear.domain]
    var rows = Array(repeating: [AffinePiece?](), count: values.count)
    var origins: [Double] = []
    var cursors = Array(repeating: 0, count: values.count)
    for segment in 0..<bounds.count - 1 {
      let (lo, hi) = (bounds[segment], bounds[segment + 1])
      var own: [(piece: AffinePiece, origin: Double)?] = []
      for (index, value) in values.enumerated() {
        while value.end(cursors[index]) <= lo { cursors[index] += 1 }
        own.append(value.pieces[cursors[index]].map { ($0, value.origins[cursors[index]]) })
      }
      /// Each value's piece from `origin` (`.some(nil)` where it has none),
      /// or nil for a value that misses the tolerance from there.
      func attempt(_ origin: Double, exactStart: Bool) -> [AffinePiece??] {
        own.enumerated().map { index, entry -> AffinePiece?? in
          guard let entry else { return .some(nil) }
          var piece = entry.piece.rebased(from: entry.origin, to: origin)
          if exactStart, let value = exact(index, origin), value.isFinite {
            piece.e0 = (piece.e0 + abs(piece.a - value)) * AffinePiece.slack
            piece.a = value
          }
          return withinTolerance(piece, y0: lo - origin, y1: hi - origin) ? .some(piece) : nil
        }
      }
      // The start (exact there), 0 inside the segment, or the end.
      var candidates: [(origin: Double, exactStart: Bool)] = []
      if lo > -PiecewiseLinear.domain { candidates.append((lo, true)) }
      if lo < 0, hi > 0 { candidates.append((0, false)) }
      if hi < PiecewiseLinear.domain { candidates.append((hi, false)) }
      let attempts = candidates.map { attempt($0.origin, exactStart: $0.exactStart) }
      if let chosen = attempts.indices.first(where: { !attempts[$0].contains { $0 == nil } }) {
        for index in values.indices { rows[index].append(attempts[chosen][index]!) }
        origins.append(candidates[chosen].origin)
      } else if Screened.mayFallBack(lo, hi) {
        for index in values.indices { rows[index].append(nil) }
        origins.append(lo)
      } else {
        // The values no origin suits, or (when each suits a different one) the last.
        let misfits = values.indices.filter { index in attempts.allSatisfy { $0[index] == nil } }
        return (rows, origins, misfits.isEmpty ? [values.count - 1] : misfits)
      }
    }
    return (rows, origins, [])
  }

  /// Whether `a + b·y`, as a frame computes it, is within half the
  /// tolerance of the reference for every `y` in [y0, y1].
  ///
  /// The bound (the piece's, plus the frame's rounding of `x − origin`,
  /// `b·y` and the sum) is linear in |y| on either side of 0, and the
  /// allowance `max(1, |a + b·y|)` is linear between the points where
  /// `|a + b·y|` is 1, so checking those points, 0 and the ends suffices.
  static func withinTolerance(_ piece: AffinePiece, y0: Double, y1: Double) -> Bool {
    // Point by point, without building a list: set-up checks every piece,
    // some of them 80 times over (see ``Screened``).
    func passes(_ y: Double) -> Bool {
      // The frame rounds x − origin, b·y and the sum: u·(|a| + 3|b·y|).
      let bound =
        (piece.error(at: y) + AffinePiece.unit * (abs(piece.a) + 3 * abs(piece.b * y)))
        * AffinePiece.slack
      let allowance = tolerance / 2 * max(1, abs(piece.value(at: y)))
      return bound.isFinite && bound <= allowance
    }
    func passesInside(_ y: Double) -> Bool { !(y > y0 && y < y1) || passes(y) }
    guard passes(y0), passes(y1) else { return false }
    if y0 < 0, y1 > 0, !passes(0) { return false }
    guard piece.b != 0 else { return true }
    return passesInside((-1 - piece.a) / piece.b) && passesInside((1 - piece.a) / piece.b)
  }

  /// The union of two sorted breakpoint lists.
  static func merge(_ left: [Double], _ right: [Double]) -> [Double] {
    var result: [Double] = []
    result.reserveCapacity(left.count + right.count)
    var (i, j) = (0, 0)
    while i < left.count || j < right.count {
      let next: Double
      if j == right.count || i < left.count && left[i] <= right[j] {
        next = left[i]
        i += 1
      } else {
        next = right[j]
        j += 1
      }
      if result.last != next { result.append(next) }
    }
    return result
  }
}

/// A tabulated value's pieces after the tolerance check: where a piece's
/// bound exceeds the tolerance far from its origin (rounding that grows
/// with the source value, as in `abs(x − 30) + min(x, 95)`, whose
/// reference value wanders from a constant by `u·|x|`), the piece is cut
/// where it stops passing and the rest is left to the frame code (nil).
struct Screened {
  /// Offsets within which every value a table takes must be from the
  /// table: a value that would leave a part of (−2¹⁶, 2¹⁶) to the frame
  /// code is not tabulated at all.
  static let coveredRange = 0x1p16

  var source: Int32
  var breaks: [Double] = []
  var pieces: [AffinePiece?] = []
  /// Where each piece is expressed from (kept when a piece is cut short).
  var origins: [Double] = []

  func start(_ piece: Int) -> Double { piece == 0 ? -PiecewiseLinear.domain : breaks[piece - 1] }
  func end(_ piece: Int) -> Double {
    piece == breaks.count ? PiecewiseLinear.domain : breaks[piece]
  }

  /// Whether [lo, hi) may be left to the frame code.
  static func mayFallBack(_ lo: Double, _ hi: Double) -> Bool {
    hi <= -coveredRange || lo >= coveredRange
  }

  init?(_ value: PiecewiseLinear) {
    source = value.source
    let value = Self.simplified(value)
    for index in value.pieces.indices {
      let (lo, hi) = (value.start(index), value.end(index))
      let origin = PiecewiseLinear.origin(lo, hi)
      let piece = value.pieces[index]
      func passes(_ from: Double, _ to: Double) -> Bool {
        FrameTables.withinTolerance(piece, y0: from - origin, y1: to - origin)
      }
      if passes(lo, hi) {
        append(piece, origin, lo, hi)
        continue
      }
      // The longest part around the origin that passes.
      var (inside, outside) = (0.0, max(origin - lo, hi - origin))
      for _ in 0..<80 {
        let middle = (inside + outside) / 2
        if passes(max(lo, origin - middle), min(hi, origin + middle)) {
          inside = middle
        } else {
          outside = middle
        }
      }
      // A little short of the limit: moving the origin to a segment's end
      // later adds a little to the bound.
      inside *= 0.99
      let (from, to) = (max(lo, origin - inside), min(hi, origin + inside))
      append(nil, 0, lo, from)
      append(piece, origin, from, to)
      append(nil, 0, to, hi)
    }
    for index in pieces.indices where pieces[index] == nil {
      guard Self.mayFallBack(start(index), end(index)) else { return nil }
    }
  }

  /// `value` with neighbouring pieces of the same line merged where the
  /// merged piece is still within the tolerance: the cuts that kept bounds
  /// tight for decisions (around a clamp's corner, say) cost a segment each
  /// at run time, and an output needs no bound tighter than its tolerance.
  static func simplified(_ value: PiecewiseLinear) -> PiecewiseLinear {
    var breaks: [Double] = []
    var pieces = [value.pieces[0]]
    var start = -PiecewiseLinear.domain
    for index in 1..<value.pieces.count {
      let (lo, hi) = (value.start(index), value.end(index))
      let last = pieces[pieces.count - 1]
      let piece = value.pieces[index]
      let merged = PiecewiseLinear.origin(start, hi)
      let left = last.rebased(from: PiecewiseLinear.origin(start, lo), to: merged)
      let right = piece.rebased(from: PiecewiseLinear.origin(lo, hi), to: merged)
      let gap = abs(left.a - right.a)
      let union = AffinePiece(
        a: left.a, b: left.b, e0: max(left.e0, right.e0 + gap) * AffinePiece.slack,
        e1: max(left.e1, right.e1))
      if left.b == right.b, gap <= FrameTables.tolerance / 64 * max(1, abs(right.a)),
        FrameTables.withinTolerance(union, y0: start - merged, y1: hi - merged)
      {
        pieces[pieces.count - 1] = union
      } else {
        breaks.append(lo)
        pieces.append(piece)
        start = lo
      }
    }
    return PiecewiseLinear(source: value.source, breaks: breaks, pieces: pieces)
  }

  private mutating func append(
    _ piece: AffinePiece?, _ origin: Double, _ lo: Double, _ hi: Double
  ) {
    guard lo < hi else { return }
    if !pieces.isEmpty {
      if piece == nil, pieces.last! == nil { return }
      breaks.append(lo)
    }
    pieces.append(piece)
    origins.append(origin)
  }
}

/// A group of tabulated outputs of one source, as the frame reads it.
struct TableGroup {
  /// The slot holding the source value.
  var source: Int
  /// Where the group's breakpoints and its segments' origins start: for a
  /// searched group its interior breakpoints, otherwise all its bounds
  /// (−domain, the segments' starts, domain), each padded with +∞.
  var breakStart: Int
  var segments: Int
  /// For a searched group, the count of (padded) interior breakpoints it
  /// lays out; otherwise the binary search's first step (half the padded count).
  var search: Int
  /// Where its rows start: a row per segment, `a` of every output, then `b`.
  var rowStart: Int
  var width: Int
  /// Where its outputs' places are listed in ``FrameProgram/targets``.
  var targetStart: Int
  /// The first output's place when they are consecutive, else -1.
  var contiguous: Int
  /// Where its cache is in the evaluator's buffer, or -1 for a searched group.
  var cache: Int
  /// Whether a segment is left to the frame code (NaN coefficients).
  var hasFallback: Bool
}
