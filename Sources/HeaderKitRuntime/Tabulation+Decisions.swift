/// What tabulation knows of the sign of `r1 − r2`, the difference of two
/// reference values, on an interval of the source.
enum DecisionSign: Equatable {
  case negative, zero, positive
  /// Within the rounding of the threshold: only a probe can tell.
  case unknown

  /// −1, 0 or 1, as a comparison's operand for ``ScalarOps``.
  var number: Double {
    switch self {
    case .negative: -1
    case .zero, .unknown: 0
    case .positive: 1
    }
  }
}

/// The sign of a decision over the domain: run `i` covers [starts[i], starts[i + 1]).
struct SignRuns {
  var starts: [Double] = []
  var signs: [DecisionSign] = []

  mutating func append(_ sign: DecisionSign, from lo: Double, to hi: Double) {
    guard lo < hi else { return }
    if signs.last == sign { return }
    starts.append(lo)
    signs.append(sign)
  }

  func end(_ run: Int) -> Double {
    run + 1 < starts.count ? starts[run + 1] : PiecewiseLinear.domain
  }
}

extension Tabulator {
  /// The sign of `r1 − r2` for reference values within the bounds of `p`
  /// and `q` (and `slop` more, for thresholds the reference only reaches
  /// through further rounding), wherever the bounds decide it; `unknown` in
  /// windows around crossings, small enough to probe float by float.
  func signRuns(_ p: PiecewiseLinear, _ q: PiecewiseLinear, slop: Double = 0) -> SignRuns? {
    var runs = SignRuns()
    for interval in PiecewiseLinear.refine([p, q]) {
      let (lo, hi) = (interval.lo, interval.hi)
      let origin = PiecewiseLinear.origin(lo, hi)
      let (left, right) = (interval.pieces[0], interval.pieces[1])
      if left.isExactConstant, right.isExactConstant {
        let difference = left.a - right.a
        if slop == 0 || abs(difference) > 4 * slop {
          runs.append(
            difference < 0 ? .negative : (difference > 0 ? .positive : .zero), from: lo, to: hi)
        } else {
          runs.append(.unknown, from: lo, to: hi)
        }
        continue
      }
      if slop == 0, let threshold = exactCrossing(left, right, origin: origin) {
        // The source itself against a number: the sign switches exactly there.
        let below: DecisionSign = threshold.rising ? .negative : .positive
        let above: DecisionSign = threshold.rising ? .positive : .negative
        let at = threshold.x
        runs.append(below, from: lo, to: min(hi, at))
        if at >= lo, at < hi { runs.append(.zero, from: at, to: min(hi, at.nextUp)) }
        runs.append(above, from: max(lo, at.nextUp), to: hi)
        continue
      }
      let sign0 = certainSign(left, right, at: lo - origin, slop: slop)
      let sign1 = certainSign(left, right, at: hi - origin, slop: slop)
      if sign0 == sign1, sign0 != .unknown {
        runs.append(sign0, from: lo, to: hi)
        continue
      }
      guard let window = window(left, right, lo: lo, hi: hi, origin: origin, slop: slop) else {
        runs.append(.unknown, from: lo, to: hi)
        continue
      }
      runs.append(window.left, from: lo, to: window.from)
      runs.append(.unknown, from: window.from, to: window.to)
      runs.append(window.right, from: window.to, to: hi)
    }
    return runs
  }

  /// Where `p − q` changes sign exactly, when one of them is exactly the
  /// source and the other an exact number.
  private func exactCrossing(_ p: AffinePiece, _ q: AffinePiece, origin: Double) -> (
    x: Double, rising: Bool
  )? {
    if p.isExactIdentity(origin: origin), q.isExactConstant { return (q.a, true) }
    if q.isExactIdentity(origin: origin), p.isExactConstant { return (p.a, false) }
    return nil
  }

  /// The sign of `r1 − r2` at `y` if the bounds decide it.
  private func certainSign(_ p: AffinePiece, _ q: AffinePiece, at y: Double, slop: Double)
    -> DecisionSign
  {
    let difference = p.value(at: y) - q.value(at: y)
    let bound =
      p.error(at: y) + q.error(at: y) + slop + AffinePiece.differenceError(p, q, at: y)
    if difference > bound { return .positive }
    if difference < -bound { return .negative }
    return .unknown
  }

  /// A window [from, to) around the crossing of `p` and `q` outside which
  /// the sign is certain on [lo, hi), with the signs on either side; nil
  /// when none is found (the lines are too close to parallel).
  private func window(
    _ p: AffinePiece, _ q: AffinePiece, lo: Double, hi: Double, origin: Double, slop: Double
  ) -> (from: Double, to: Double, left: DecisionSign, right: DecisionSign)? {
    let slope = p.b - q.b
    guard slope != 0 else { return nil }
    let crossing = min(max(origin - (p.a - q.a) / slope, lo), hi)
    let y = crossing - origin
    let spread =
      p.error(at: y) + q.error(at: y) + slop + AffinePiece.differenceError(p, q, at: y)
    var half = 4 * spread / abs(slope) + 8 * crossing.ulp
    for _ in 0..<64 {
      let from = max(lo, (crossing - half).nextDown)
      let to = min(hi, (crossing + half).nextUp)
      var left = DecisionSign.unknown
      var right = DecisionSign.unknown
      var found = true
      if from > lo {
        left = certainSign(p, q, at: lo - origin, slop: slop)
        found = left != .unknown && certainSign(p, q, at: from - origin, slop: slop) == left
      }
      if found, to < hi {
        right = certainSign(p, q, at: hi - origin, slop: slop)
        found = right != .unknown && certainSign(p, q, at: to - origin, slop: slop) == right
      }
      if found { return (from, to, left, right) }
      if from == lo, to == hi { return nil }
      half *= 4
    }
    return nil
  }

  /// The value of instruction `index` on each interval where `decisions`
  /// are all certain, from `branch` (given their signs), and float by float
  /// from the reference where one is not. A probed value on the line of the
  /// interval before or after (a switch between two branches that meet) is
  /// taken into that line, so a window becomes a single switch.
  /// - Parameter branch: appends the pieces on [lo, hi) and returns true, or
  ///   returns false when the value there is not piecewise linear.
  func resolve(
    _ index: Int, source: Int32, decisions: [SignRuns],
    branch: (_ signs: [DecisionSign], _ lo: Double, _ hi: Double, inout PieceBuilder) -> Bool
  ) -> PiecewiseLinear? {
    enum Part {
      case pieces([(lo: Double, hi: Double, piece: AffinePiece)])
      case probes([(x: Double, value: Double)])
    }
    var parts: [Part] = []
    var cursors = Array(repeating: 0, count: decisions.count)
    var lo = -PiecewiseLinear.domain
    var probed = 0
    while lo < PiecewiseLinear.domain {
      var hi = PiecewiseLinear.domain
      for (decision, runs) in decisions.enumerated() { hi = min(hi, runs.end(cursors[decision])) }
      let signs = decisions.indices.map { decisions[$0].signs[cursors[$0]] }
      if signs.contains(.unknown) {
        // Every float of the window, as the reference computes it.
        guard hi - lo <= Double(Self.maxWindowFloats) * max(abs(lo), abs(hi)).ulp else {
          return nil
        }
        var points: [(x: Double, value: Double)] = []
        var x = lo
        while x < hi {
          probed += 1
          guard probed <= Self.maxInstructionProbes, probe.count < Self.maxProbes else {
            return nil
          }
          let value = probe.value(of: index, source: source, at: x)
          guard value.isFinite, abs(value) < 1e300 else { return nil }
          points.append((x, value))
          x = x.nextUp
        }
        parts.append(.probes(points))
      } else {
        var builder = PieceBuilder()
        guard branch(signs, lo, hi, &builder), !builder.failed else { return nil }
        parts.append(.pieces(builder.triples(end: hi)))
      }
      for (decision, runs) in decisions.enumerated() where runs.end(cursors[decision]) == hi {
        cursors[decision] += 1
      }
      lo = hi
    }
    var builder = PieceBuilder()
    // By index: a window may extend the next part before it is read.
    for number in parts.indices {
      switch parts[number] {
      case .pieces(let pieces):
        for piece in pieces { builder.append(piece.piece, from: piece.lo, to: piece.hi) }
      case .probes(let points):
        var first = 0
        while first < points.count, builder.absorb(points[first].value, at: points[first].x) {
          first += 1
        }
        var last = points.count
        if number + 1 < parts.count, case .pieces(var next) = parts[number + 1],
          let following = next.first
        {
          // Extend the next interval's first piece backwards over the values on its line.
          var gap = 0.0
          let origin = PiecewiseLinear.origin(following.lo, following.hi)
          while last > first,
            let distance = PieceBuilder.gap(
              following.piece, points[last - 1].value, at: points[last - 1].x - origin)
          {
            gap = max(gap, distance)
            last -= 1
          }
          if last < points.count {
            let start = points[last].x
            var line = following.piece.rebased(
              from: origin, to: PiecewiseLinear.origin(start, following.hi))
            line.e0 = max(line.e0, gap)
            next[0] = (start, following.hi, line)
            parts[number + 1] = .pieces(next)
          }
        }
        for point in points[first..<last] {
          builder.append(.constant(point.value), from: point.x, to: point.x.nextUp)
        }
      }
      if builder.failed { return nil }
    }
    return builder.build(source: source)?.tamed
  }
}
