/// The hot loop: running lowered code over the evaluator's slots.
extension FrameProgram {
  /// Puts the groups' caches in a state no source value hits, and writes
  /// the outputs that are numbers: after set-up.
  func install(slots: UnsafeMutablePointer<Double>) {
    for track in 0..<tracks.count {
      TrackCache.reset(slots + cursorBase + TrackCache.stride * track, first: tracks[track].first)
    }
    for group in groups where group.cache >= 0 {
      let cache = slots + group.cache
      cache[0] = .infinity
      cache[1] = -.infinity
      cache[2] = 0
      cache[3] = Double(bitPattern: 0)
    }
    installLanes(slots: slots)
    for constant in constants { slots[constant.to] = constant.value }
  }

  /// Runs state `index`'s guard code as written: its guards and position.
  @inline(__always)
  func runGuardCode(of index: Int, slots: UnsafeMutablePointer<Double>) {
    let machine = states.baseAddress.unsafelyUnwrapped + index
    runState(start: machine.pointee.guardStart, count: machine.pointee.guardCount, slots: slots)
  }

  /// Runs the guard code at `start..<start + count` (indices of the graph's state code).
  @usableFromInline
  func runState(start: Int, count: Int, slots: UnsafeMutablePointer<Double>) {
    // A state's whole guard code runs lowered further; any other range one to one.
    let span = start < guardLookup.count ? Int(guardLookup[start]) : -1
    if span >= 0, guardSpans[span].originalCount == count {
      let lowered = guardSpans[span]
      run(
        UnsafeBufferPointer(rebasing: guards[lowered.start..<lowered.start + lowered.count]),
        slots: slots)
    } else {
      run(UnsafeBufferPointer(rebasing: state[start..<start + count]), slots: slots)
    }
  }

  /// The interpreter loop (not inlined, so that the frame path around it,
  /// with only tables to evaluate, stays small enough to inline).
  @inline(never)
  func run(
    _ code: UnsafeBufferPointer<LoweredInstruction>, slots: UnsafeMutablePointer<Double>
  ) {
    for instruction in code {
      let a = Int(instruction.a)
      let b = Int(instruction.b)
      let c = Int(instruction.c)
      var result: Double
      // One case per opcode, each with its `ScalarOps` arithmetic inlined.
      switch instruction.op {
      case .copy: result = ScalarOps.apply(.copy, slots[a], 0, 0)
      case .neg: result = ScalarOps.apply(.neg, slots[a], 0, 0)
      case .abs: result = ScalarOps.apply(.abs, slots[a], 0, 0)
      case .floor: result = ScalarOps.apply(.floor, slots[a], 0, 0)
      case .ceil: result = ScalarOps.apply(.ceil, slots[a], 0, 0)
      case .round: result = ScalarOps.apply(.round, slots[a], 0, 0)
      case .sqrt: result = ScalarOps.apply(.sqrt, slots[a], 0, 0)
      case .not: result = ScalarOps.apply(.not, slots[a], 0, 0)
      case .finite: result = ScalarOps.apply(.finite, slots[a], 0, 0)
      case .add: result = ScalarOps.apply(.add, slots[a], slots[b], 0)
      case .sub: result = ScalarOps.apply(.sub, slots[a], slots[b], 0)
      case .mul: result = ScalarOps.apply(.mul, slots[a], slots[b], 0)
      case .div: result = ScalarOps.apply(.div, slots[a], slots[b], 0)
      case .mod: result = ScalarOps.apply(.mod, slots[a], slots[b], 0)
      case .min: result = ScalarOps.apply(.min, slots[a], slots[b], 0)
      case .max: result = ScalarOps.apply(.max, slots[a], slots[b], 0)
      case .lt: result = ScalarOps.apply(.lt, slots[a], slots[b], 0)
      case .le: result = ScalarOps.apply(.le, slots[a], slots[b], 0)
      case .gt: result = ScalarOps.apply(.gt, slots[a], slots[b], 0)
      case .ge: result = ScalarOps.apply(.ge, slots[a], slots[b], 0)
      case .eq: result = ScalarOps.apply(.eq, slots[a], slots[b], 0)
      case .ne: result = ScalarOps.apply(.ne, slots[a], slots[b], 0)
      case .and: result = ScalarOps.apply(.and, slots[a], slots[b], 0)
      case .or: result = ScalarOps.apply(.or, slots[a], slots[b], 0)
      case .clamp: result = ScalarOps.apply(.clamp, slots[a], slots[b], slots[c])
      case .select: result = ScalarOps.apply(.select, slots[a], slots[b], slots[c])
      case .lerp: result = ScalarOps.apply(.lerp, slots[a], slots[b], slots[c])
      case .progress: result = ScalarOps.apply(.progress, slots[a], slots[b], slots[c])
      case .listCount: result = Double(listCounts[a])
      case .listSum: result = sum(list: a, prefix: listCounts[a])
      case .listSumPrefix:
        result = sum(list: a, prefix: ScalarOps.index(slots[b], count: listCounts[a] + 1))
      case .listItem:
        let count = listCounts[a]
        result =
          count == 0 ? 0 : listValues[listStarts[a] + ScalarOps.index(slots[b], count: count)]
      case .trackLinearClamped:
        // Without branches (a jumping scroll would mispredict them): the
        // segment's value is computed for every x and discarded outside it.
        let track = linearTracks[a]
        let x = slots[c]
        let t = (x - track.p0) / (track.p1 - track.p0)
        let inside = ScalarOps.interpolate(track.v0, track.v1, ScalarOps.clamp(t, 0, 1))
        let upper = x >= track.p1 ? track.v1 : inside
        result = x < track.p0 ? track.v0 : upper
      case .trackLinear:
        if let value = linearTrackValue(a, at: slots[c]) {
          result = value
        } else if b >= 0 {
          result = slots[b]
        } else if instruction.finite {
          result = slots[Int(instruction.dst)]
        } else {
          continue
        }
      case .track:
        let x = slots[c]
        let cache = slots + cursorBase + TrackCache.stride * a
        let hit = (cache[TrackCache.start] <= x ? 1 : 0) & (x < cache[TrackCache.end] ? 1 : 0)
        if hit != 0, cache[TrackCache.startValue].isNaN {
          result = longTrackValue(a, at: x, cache: cache)
        } else if hit != 0 {
          // Within the linear segment the last frame used: what
          // `interpolate` computes, from the evaluator's copy of it.
          let from = cache[TrackCache.start]
          let t = (x - from) / (cache[TrackCache.end] - from)
          let value = cache[TrackCache.startValue]
          result = ScalarOps.interpolate(
            value, cache[TrackCache.endValue], ScalarOps.clamp(t, 0, 1))
        } else if let value = trackValue(a, at: x, cache: cache) {
          result = value
        } else if b >= 0 {
          result = slots[b]
        } else if instruction.finite {
          result = slots[Int(instruction.dst)]
        } else {
          continue
        }
      }
      // Without a branch: `raw` is `dst` unless a temporary is kept as well.
      slots[Int(instruction.raw)] = result
      // Rarely taken: only a non-finite result of an instruction that must be finite.
      if instruction.finite, !result.isFinite { result = ScalarOps.finite(result) }
      slots[Int(instruction.dst)] = result
    }
  }

  @inline(__always)
  private func sum(list: Int, prefix: Int) -> Double {
    let start = listStarts[list]
    var total = 0.0
    for index in start..<start + Swift.min(prefix, listCounts[list]) {
      total += listValues[index]
    }
    return total
  }

  /// A two-keyframe linear track's value: what ``trackValue(_:at:cursor:)``
  /// computes for it, with its keyframes at hand.
  @inline(__always)
  private func linearTrackValue(_ index: Int, at x: Double) -> Double? {
    let track = linearTracks[index]
    if x < track.p0 {
      switch track.before {
      case .none: return nil
      case .clamp: return track.v0
      case .extend:
        let width = track.p1 - track.p0
        guard width != 0 else { return track.v0 }
        return ScalarOps.finite(track.v0 + (track.v1 - track.v0) / width * (x - track.p0))
      }
    }
    if x >= track.p1 {
      switch track.after {
      case .none: return nil
      case .clamp: return track.v1
      case .extend:
        let width = track.p0 - track.p1
        guard width != 0 else { return track.v1 }
        return ScalarOps.finite(track.v1 + (track.v0 - track.v1) / width * (x - track.p1))
      }
    }
    let t = (x - track.p0) / (track.p1 - track.p0)
    return ScalarOps.interpolate(track.v0, track.v1, ScalarOps.clamp(t, 0, 1))
  }

  /// Track `index`'s value at driver value `x`, or nil beyond an end with
  /// extrapolation `none` (and for a track without keyframes). Segments are
  /// half-open, so the last keyframe's position belongs to `after`. Within
  /// the span it remembers the segment in `cache` (see ``TrackCache``).
  @inline(__always)
  private func trackValue(_ index: Int, at x: Double, cache: UnsafeMutablePointer<Double>)
    -> Double?
  {
    let track = tracks[index]
    if track.count == 0 { return nil }
    if x < track.start {
      return extrapolate(x, track.before, end: track.first, neighbour: track.first + 1, track)
    }
    if x >= track.end {
      return extrapolate(x, track.after, end: track.last, neighbour: track.last - 1, track)
    }
    // Here first ≤ segment < last and positions[segment] ≤ x < positions[segment + 1].
    if isLongTrack(index) {
      enterSpanMode(track, cache: cache)
      return longTrackValue(index, at: x, cache: cache)
    }
    let segment = locate(x, first: track.first, last: track.last, cache: cache)
    let from = keys[segment]
    let to = keys[segment + 1]
    if track.isLinear || kinds[segment] == .linear {
      cache[TrackCache.start] = from.position
      cache[TrackCache.end] = to.position
      cache[TrackCache.startValue] = from.value
      cache[TrackCache.endValue] = to.value
    } else {
      TrackCache.invalidate(cache)
    }
    return interpolate(x, from, to, segment, track)
  }

  /// The value within a segment.
  @inline(__always)
  private func interpolate(
    _ x: Double, _ from: KeyPoint, _ to: KeyPoint, _ segment: Int, _ track: TrackSpan
  ) -> Double {
    let t = (x - from.position) / (to.position - from.position)
    // Linear segments inline what `EasingCurve.apply` does for them.
    let eased =
      track.isLinear || kinds[segment] == .linear
      ? ScalarOps.clamp(t, 0, 1) : curves[segment].apply(t)
    return ScalarOps.interpolate(from.value, to.value, eased)
  }

  /// The segment containing `x`: the remembered one or a neighbour when the
  /// scroll moved a little, otherwise found by binary search. Every path
  /// finds the same segment; remembering it only saves the search.
  @inline(__always)
  private func locate(_ x: Double, first: Int, last: Int, cache: UnsafeMutablePointer<Double>)
    -> Int
  {
    if last - first == 1 { return first }
    // The remembered segment or a neighbour, chosen without branches (a
    // jumping scroll would mispredict them), then checked with one.
    let remembered = TrackCache.segment(cache)
    let up = positions[remembered + 1] <= x ? 1 : 0
    let down = positions[remembered] > x ? 1 : 0
    let candidate = remembered + up - down
    let starts = positions[candidate] <= x ? 1 : 0
    let ends = x < positions[candidate + 1] ? 1 : 0
    if starts & ends != 0 {
      TrackCache.setSegment(cache, candidate)
      return candidate
    }
    // Largest segment start ≤ x; duplicates resolve to the last of them.
    // (Halving the candidates without a branch on the comparison.)
    var low = first
    var count = last - first
    while count > 1 {
      let half = count / 2
      low = positions[low + half] <= x ? low + half : low
      count -= half
    }
    TrackCache.setSegment(cache, low)
    return low
  }

  /// The value beyond an end keyframe, or nil where the track does not apply.
  ///
  /// `extend` continues the straight line through the end keyframe and its
  /// neighbour; with no neighbour, or a zero-width end segment, it is flat.
  @inline(__always)
  private func extrapolate(
    _ x: Double, _ mode: CompiledGraph.Extrapolation, end: Int, neighbour: Int, _ track: TrackSpan
  ) -> Double? {
    switch mode {
    case .none:
      return nil
    case .clamp:
      return keys[end].value
    case .extend:
      guard neighbour >= track.first, neighbour <= track.last else { return keys[end].value }
      let width = keys[neighbour].position - keys[end].position
      guard width != 0 else { return keys[end].value }
      let slope = (keys[neighbour].value - keys[end].value) / width
      return ScalarOps.finite(keys[end].value + slope * (x - keys[end].position))
    }
  }
}
