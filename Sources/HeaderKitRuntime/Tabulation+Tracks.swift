/// Tracks under tabulation: which segment applies is a decision on the
/// driver against each keyframe position; a linear segment or an `extend`
/// extrapolation is continuous in the driver, a `hold` or `steps(n)`
/// segment a step function whose switches are decided (and probed) too.
extension Tabulator {
  /// Segments per track up to which decisions on a varying driver are made;
  /// a track over the source itself has a direct construction for any count.
  static let maxDecidedKeyframes = 64

  func track(_ instruction: Instruction, at index: Int) -> Symbol {
    let trackIndex = Int(instruction.a)
    let span = keyframes.tracks[trackIndex]
    let fallback = symbols[Int(instruction.dst)]
    if span.count == 0 { return fallback }
    guard span.count <= Self.maxTrackKeyframes else { return .opaque }
    let driverSlot = graph.tracks[trackIndex].driverSlot
    let positions = keyframes.positions
    switch symbols[Int(driverSlot)] {
    case .opaque:
      return .opaque
    case .constant(let x):
      if x < positions[span.first] && span.before == .none
        || x >= positions[span.last] && span.after == .none
      {
        return fallback
      }
      let value = probe.value(of: index, source: driverSlot, at: x)
      return value.isFinite ? .constant(value) : .opaque
    case .linear(let driver):
      let usesFallback = span.before == .none || span.after == .none
      var base: PiecewiseLinear?
      if usesFallback {
        guard let values = Self.linear([.linear(driver), fallback]) else { return .opaque }
        base = values[1]
      }
      let segments = span.first..<span.last
      let kinds = segments.filter { positions[$0] < positions[$0 + 1] }.map {
        keyframes.curves[$0]
      }
      let tabulable = kinds.allSatisfy {
        $0.kind != .cubic && ($0.kind != .steps || $0.steps <= Double(Self.maxSteps))
      }
      guard tabulable else { return .opaque }
      let result: PiecewiseLinear?
      if driver.breaks.isEmpty,
        driver.pieces[0].isExactIdentity(
          origin: PiecewiseLinear.origin(-PiecewiseLinear.domain, PiecewiseLinear.domain)),
        kinds.allSatisfy({ $0.kind == .linear })
      {
        result = trackOverSource(span, driver: driver, fallback: base)
      } else {
        guard span.count <= Self.maxDecidedKeyframes else { return .opaque }
        result = decidedTrack(span, driver: driver, fallback: base, at: index)
      }
      guard let result else { return .opaque }
      if result.breaks.isEmpty, result.pieces[0].isExactConstant {
        return .constant(result.pieces[0].a)
      }
      return .linear(result)
    }
  }

  /// A linear track whose driver is the source itself: the reference's
  /// segment choice compares the source with each position exactly, so the
  /// pieces are the segments.
  private func trackOverSource(
    _ span: TrackSpan, driver: PiecewiseLinear, fallback: PiecewiseLinear?
  ) -> PiecewiseLinear? {
    let positions = keyframes.positions
    let domain = PiecewiseLinear.domain
    var builder = PieceBuilder()
    func region(_ lo: Double, _ hi: Double, _ value: (_ lo: Double, _ hi: Double) -> Bool) -> Bool {
      let (lo, hi) = (max(lo, -domain), min(hi, domain))
      return lo >= hi || value(lo, hi)
    }
    let ok =
      region(-domain, positions[span.first]) {
        extrapolated(span, after: false, driver: driver, fallback: fallback, $0, $1, &builder)
      }
      && (span.first..<span.last).allSatisfy { (segment: Int) -> Bool in
        positions[segment] >= positions[segment + 1]
          || region(positions[segment], positions[segment + 1]) {
            interpolated(segment, driver: driver, $0, $1, &builder)
          }
      }
      && region(positions[span.last], domain) {
        extrapolated(span, after: true, driver: driver, fallback: fallback, $0, $1, &builder)
      }
    guard ok else { return nil }
    return builder.build(source: driver.source)?.tamed
  }

  /// Any track with a piecewise-linear driver: decisions on the driver
  /// against every position (and, with `slop`, where a `hold` or `steps`
  /// segment switches), probed where rounding cannot tell.
  private func decidedTrack(
    _ span: TrackSpan, driver: PiecewiseLinear, fallback: PiecewiseLinear?, at index: Int
  ) -> PiecewiseLinear? {
    let positions = keyframes.positions
    let source = driver.source
    var distinct: [Double] = []
    for key in span.first...span.last where distinct.last != positions[key] {
      distinct.append(positions[key])
    }
    var decisions: [SignRuns] = []
    for position in distinct {
      guard let runs = signRuns(driver, .constant(position, source: source)) else { return nil }
      decisions.append(runs)
    }
    // Switches inside segments: the end of a `hold`, each step of `steps(n)`.
    var switches: [Int: Range<Int>] = [:]
    for segment in span.first..<span.last where positions[segment] < positions[segment + 1] {
      let curve = keyframes.curves[segment]
      guard curve.kind == .hold || curve.kind == .steps else { continue }
      let (from, to) = (positions[segment], positions[segment + 1])
      let width = to - from
      let steps = curve.kind == .hold ? 1 : Int(curve.steps)
      let slop = 64 * AffinePiece.unit * (abs(from) + abs(to) + abs(width))
      let first = decisions.count
      for step in 1...steps {
        let threshold = step == steps ? to : from + width * Double(step) / Double(steps)
        guard let runs = signRuns(driver, .constant(threshold, source: source), slop: slop)
        else { return nil }
        decisions.append(runs)
      }
      switches[segment] = first..<decisions.count
    }
    let keyframeCount = distinct.count
    return resolve(index, source: source, decisions: decisions) { signs, lo, hi, builder in
      if signs[0] == .negative {
        return extrapolated(
          span, after: false, driver: driver, fallback: fallback, lo, hi, &builder)
      }
      if signs[keyframeCount - 1] != .negative {
        return extrapolated(span, after: true, driver: driver, fallback: fallback, lo, hi, &builder)
      }
      // The last keyframe at the largest position the driver has reached.
      let reached = distinct[signs[0..<keyframeCount].lastIndex { $0 != .negative }!]
      var segment = span.first
      while positions[segment + 1] <= reached { segment += 1 }
      let curve = keyframes.curves[segment]
      guard let range = switches[segment] else {
        return interpolated(segment, driver: driver, lo, hi, &builder)
      }
      // Inside the segment: steps passed so far (the last switch is its end).
      let passed = signs[range.dropLast()].filter { $0 == .positive }.count
      let from = keyframes.values[segment]
      let to = keyframes.values[segment + 1]
      let eased = curve.kind == .hold ? 0 : Double(passed) / curve.steps
      builder.append(.constant(ScalarOps.interpolate(from, to, eased)), from: lo, to: hi)
      return true
    }
  }

  /// The driver's pieces on [lo, hi), each with its interval's `y` range.
  private func mapDriver(
    _ driver: PiecewiseLinear, _ lo: Double, _ hi: Double, into builder: inout PieceBuilder,
    _ transform: (AffinePiece, _ y0: Double, _ y1: Double) -> AffinePiece?
  ) -> Bool {
    var index = driver.pieceIndex(containing: lo)
    while index < driver.pieces.count, driver.start(index) < hi {
      let from = max(lo, driver.start(index))
      let to = min(hi, driver.end(index))
      let origin = PiecewiseLinear.origin(from, to)
      let piece = driver.pieces[index].rebased(
        from: PiecewiseLinear.origin(driver.start(index), driver.end(index)), to: origin)
      guard let value = transform(piece, from - origin, to - origin) else { return false }
      builder.append(value, from: from, to: to)
      index += 1
    }
    return true
  }

  /// The reference's value in linear segment `segment`:
  /// `from·(1 − t) + to·t` with `t` the clamped fraction of the segment.
  private func interpolated(
    _ segment: Int, driver: PiecewiseLinear, _ lo: Double, _ hi: Double,
    _ builder: inout PieceBuilder
  ) -> Bool {
    let start = keyframes.positions[segment]
    let width = keyframes.positions[segment + 1] - start
    let from = keyframes.values[segment]
    let to = keyframes.values[segment + 1]
    return mapDriver(driver, lo, hi, into: &builder) { piece, y0, y1 in
      let fraction = (piece - .constant(start)).divided(by: width)
      let raised = AffinePiece.extremum(
        fraction, .constant(0), maximum: true, y0: y0, y1: y1, exact: { $0 > $1 ? $0 : $1 })
      let t = AffinePiece.extremum(
        raised, .constant(1), maximum: false, y0: y0, y1: y1, exact: { $0 < $1 ? $0 : $1 })
      guard let left = (.constant(1) - t) * .constant(from), let right = t * .constant(to)
      else { return nil }
      return left + right
    }
  }

  /// The reference's value beyond the first (or last) keyframe.
  private func extrapolated(
    _ span: TrackSpan, after: Bool, driver: PiecewiseLinear, fallback: PiecewiseLinear?,
    _ lo: Double, _ hi: Double, _ builder: inout PieceBuilder
  ) -> Bool {
    let end = after ? span.last : span.first
    let neighbour = after ? span.last - 1 : span.first + 1
    let value = keyframes.values[end]
    switch after ? span.after : span.before {
    case .none:
      guard let fallback else { return false }
      fallback.restrict(to: lo, hi, into: &builder)
      return true
    case .clamp:
      builder.append(.constant(value), from: lo, to: hi)
      return true
    case .extend:
      let position = keyframes.positions[end]
      let width =
        neighbour >= span.first && neighbour <= span.last
        ? keyframes.positions[neighbour] - position : 0
      guard width != 0 else {
        builder.append(.constant(value), from: lo, to: hi)
        return true
      }
      let slope = (keyframes.values[neighbour] - value) / width
      return mapDriver(driver, lo, hi, into: &builder) { piece, _, _ in
        .constant(value) + (piece - .constant(position)).scaled(by: slope)
      }
    }
  }
}
