/// A value that is a piecewise-linear function of one source slot (an
/// input's value or a state's presented value) over the tabulated domain
/// [−``domain``, ``domain``): pieces on half-open intervals, as the runtime's
/// segments are, each an ``AffinePiece`` relative to its interval's origin.
struct PiecewiseLinear {
  /// Source values outside [−domain, domain) are evaluated by the frame code
  /// instead of the tables: 2⁴⁰ points is far beyond any scroll offset, and
  /// bounding the domain bounds every piece's magnitude and error.
  static let domain = 0x1p40
  /// The most pieces a value may have before it counts as opaque.
  static let maxPieces = 4096

  /// The slot whose value the function is of.
  var source: Int32
  /// Interior breakpoints, strictly increasing, inside (−domain, domain).
  var breaks: [Double]
  /// One more than `breaks`: piece `i` covers [start(i), end(i)).
  var pieces: [AffinePiece]

  /// The source value itself.
  static func identity(_ source: Int32) -> PiecewiseLinear {
    PiecewiseLinear(
      source: source, breaks: [], pieces: [.identity(origin: origin(-domain, domain))])
  }

  /// A number the reference computes exactly, as a value of `source`.
  static func constant(_ value: Double, source: Int32) -> PiecewiseLinear {
    PiecewiseLinear(source: source, breaks: [], pieces: [.constant(value)])
  }

  func start(_ piece: Int) -> Double { piece == 0 ? -Self.domain : breaks[piece - 1] }
  func end(_ piece: Int) -> Double { piece == breaks.count ? Self.domain : breaks[piece] }

  /// Where pieces on [lo, hi) are expressed from: 0 if the interval holds
  /// it, else its end nearest to 0. So `|y|` grows with `|x|`, as rounding
  /// does, and a piece's origin stays put when it is cut short at its far end.
  static func origin(_ lo: Double, _ hi: Double) -> Double {
    lo > 0 ? lo : (hi <= 0 ? hi : 0)
  }

  /// The largest |x − origin| on [lo, hi), rounded up.
  static func span(_ lo: Double, _ hi: Double) -> Double {
    let origin = origin(lo, hi)
    return max(abs(lo - origin), abs(hi - origin)) * (1 + 4 * AffinePiece.unit)
  }

  /// Whether every piece is an exact constant.
  var isStep: Bool { pieces.allSatisfy(\.isExactConstant) }

  /// Whether no piece can overflow or leave the tolerance machinery: every
  /// coefficient, bound and value on its interval stays below 1e300.
  var isTame: Bool {
    pieces.indices.allSatisfy { index in
      let piece = pieces[index]
      let size = piece.magnitude(span: Self.span(start(index), end(index)))
      return size.isFinite && size < 1e300
    }
  }
}

/// Pieces being assembled from left to right into a ``PiecewiseLinear``.
struct PieceBuilder {
  var breaks: [Double] = []
  var pieces: [AffinePiece] = []
  /// Where the first and the last piece start.
  private(set) var firstStart = -PiecewiseLinear.domain
  private var lastStart = -PiecewiseLinear.domain
  private(set) var failed = false

  /// Appends `piece` on [lo, hi) (expressed relative to `origin(lo, hi)`),
  /// merging it into the last piece when both are the same line (to within
  /// rounding, which joins the bound).
  mutating func append(_ piece: AffinePiece, from lo: Double, to hi: Double) {
    guard lo < hi else { return }
    guard let last = pieces.last else {
      pieces.append(piece)
      lastStart = lo
      firstStart = lo
      return
    }
    let lastOrigin = PiecewiseLinear.origin(lastStart, lo)
    let newOrigin = PiecewiseLinear.origin(lo, hi)
    if last.b == piece.b {
      let moved = last.rebased(from: lastOrigin, to: newOrigin)
      let gap = abs(moved.a - piece.a)
      let merged = PiecewiseLinear.origin(lastStart, hi)
      let left = last.rebased(from: lastOrigin, to: merged)
      let right = piece.rebased(from: newOrigin, to: merged)
      let union = AffinePiece(
        a: left.a, b: left.b, e0: max(left.e0, right.e0 + gap) * AffinePiece.slack,
        e1: max(left.e1, right.e1))
      // The same line, and one bound that is not much looser than either
      // part's own: one piece over both intervals, from the merged origin.
      // (A part whose bound is much tighter, such as the exact stretch
      // next to a clamp's corner, keeps its own piece.)
      let tight = [(left, lastStart, lo), (right, lo, hi)].allSatisfy { part, from, to in
        [from - merged, to - merged].allSatisfy { y in
          union.error(at: y) <= 2 * part.error(at: y)
        }
      }
      if gap == 0 && union.e0 == 0 && union.e1 == 0 || gap <= Self.mergeGap(piece) && tight {
        pieces[pieces.count - 1] = union
        return
      }
    }
    breaks.append(lo)
    pieces.append(piece)
    lastStart = lo
    if pieces.count > PiecewiseLinear.maxPieces { failed = true }
  }

  /// The pieces with their intervals, the last one ending at `end`.
  func triples(end: Double) -> [(lo: Double, hi: Double, piece: AffinePiece)] {
    let starts = [firstStart] + breaks
    return pieces.indices.map {
      (starts[$0], $0 + 1 < starts.count ? starts[$0 + 1] : end, pieces[$0])
    }
  }

  /// Lets the last piece, which ends at `x`, cover the float `x` whose
  /// reference value is `value`, if its line passes that close (the gap
  /// joins its bound); false otherwise.
  mutating func absorb(_ value: Double, at x: Double) -> Bool {
    guard let last = pieces.last else { return false }
    let origin = PiecewiseLinear.origin(lastStart, x.nextUp)
    let line = last.rebased(from: PiecewiseLinear.origin(lastStart, x), to: origin)
    guard let gap = Self.gap(line, value, at: x - origin) else { return false }
    pieces[pieces.count - 1] = line
    pieces[pieces.count - 1].e0 = max(line.e0, gap)
    return true
  }

  /// How far a line is from `value` at `y` (bounded, with the line's
  /// evaluation), when that is well within the tolerance; nil otherwise.
  static func gap(_ line: AffinePiece, _ value: Double, at y: Double) -> Double? {
    if line.isExactConstant { return line.a == value ? 0 : nil }
    let gap =
      (abs(line.value(at: y) - value) + 3 * AffinePiece.unit * (abs(line.a) + abs(line.b * y)))
      * AffinePiece.slack + 2 * AffinePiece.underflow
    return gap <= mergeGap(.constant(value)) ? gap : nil
  }

  /// How far apart two lines (or a value and a line) may be to be taken as
  /// one: far below the tolerance, so merging costs little of it.
  private static func mergeGap(_ piece: AffinePiece) -> Double {
    FrameTables.tolerance / 64 * max(1, abs(piece.a))
  }

  /// The value, or nil when it has too many pieces.
  func build(source: Int32) -> PiecewiseLinear? {
    guard !failed, !pieces.isEmpty else { return nil }
    return PiecewiseLinear(source: source, breaks: breaks, pieces: pieces)
  }
}

extension PiecewiseLinear {
  /// The pieces of several values of the same source on their common
  /// refinement: for each interval, its bounds and every value's piece
  /// rebased to the interval's origin.
  static func refine(_ values: [PiecewiseLinear]) -> [(
    lo: Double, hi: Double, pieces: [AffinePiece]
  )] {
    var cursors = Array(repeating: 0, count: values.count)
    var result: [(lo: Double, hi: Double, pieces: [AffinePiece])] = []
    var lo = -domain
    while lo < domain {
      var hi = domain
      for (index, value) in values.enumerated() { hi = min(hi, value.end(cursors[index])) }
      let origin = origin(lo, hi)
      let pieces = values.indices.map { index -> AffinePiece in
        let value = values[index]
        let piece = cursors[index]
        return value.pieces[piece].rebased(
          from: Self.origin(value.start(piece), value.end(piece)), to: origin)
      }
      result.append((lo, hi, pieces))
      for (index, value) in values.enumerated() where value.end(cursors[index]) == hi {
        cursors[index] += 1
      }
      lo = hi
    }
    return result
  }

  /// This value's pieces on [lo, hi), clipped and rebased, into `builder`.
  func restrict(to lo: Double, _ hi: Double, into builder: inout PieceBuilder) {
    var index = pieceIndex(containing: lo)
    while index < pieces.count, start(index) < hi {
      let from = max(lo, start(index))
      let to = min(hi, end(index))
      builder.append(
        pieces[index].rebased(
          from: Self.origin(start(index), end(index)), to: Self.origin(from, to)),
        from: from, to: to)
      index += 1
    }
  }

  /// The piece whose interval contains `x` (in the domain).
  func pieceIndex(containing x: Double) -> Int {
    var low = 0
    var high = breaks.count
    while low < high {
      let middle = (low + high) / 2
      if breaks[middle] <= x { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// Applies `operation` piece by piece on the common refinement of `values`
  /// (nil from `operation`, or too many pieces, gives nil).
  static func combine(
    _ values: [PiecewiseLinear], _ operation: ([AffinePiece]) -> AffinePiece?
  ) -> PiecewiseLinear? {
    guard let source = values.first?.source else { return nil }
    var builder = PieceBuilder()
    for interval in refine(values) {
      guard let piece = operation(interval.pieces) else { return nil }
      builder.append(piece, from: interval.lo, to: interval.hi)
    }
    return builder.build(source: source)?.tamed
  }

  /// The reference's `max` or `min` of two values: on each interval where
  /// their lines cross, the interval is split at the crossing first.
  static func extremum(
    _ p: PiecewiseLinear, _ q: PiecewiseLinear, maximum: Bool,
    exact: @escaping (Double, Double) -> Double
  ) -> PiecewiseLinear? {
    var builder = PieceBuilder()
    for interval in refine([p, q]) {
      let (lo, hi) = (interval.lo, interval.hi)
      let origin = origin(lo, hi)
      let (left, right) = (interval.pieces[0], interval.pieces[1])
      var cuts = [lo]
      let slope = left.b - right.b
      if slope != 0, !(left.isExactConstant && right.isExactConstant) {
        // At the crossing, and where the bounds stop overlapping on either
        // side: beyond that, the reference picks one operand exactly.
        let crossing = origin + -(left.a - right.a) / slope
        let y = crossing - origin
        let overlap =
          left.error(at: y) + right.error(at: y) + AffinePiece.differenceError(left, right, at: y)
        let half = 4 * overlap / abs(slope) + 4 * crossing.ulp
        for cut in [crossing - half, crossing, crossing + half] where cut > cuts.last! && cut < hi {
          cuts.append(cut)
        }
      }
      cuts.append(hi)
      for index in 0..<cuts.count - 1 {
        let (from, to) = (cuts[index], cuts[index + 1])
        let subOrigin = Self.origin(from, to)
        let piece = AffinePiece.extremum(
          left.rebased(from: origin, to: subOrigin), right.rebased(from: origin, to: subOrigin),
          maximum: maximum, y0: from - subOrigin, y1: to - subOrigin, exact: exact)
        builder.append(piece, from: from, to: to)
      }
    }
    return builder.build(source: p.source)?.tamed
  }

  /// Self, or nil when a piece could overflow.
  var tamed: PiecewiseLinear? { isTame ? self : nil }
}
