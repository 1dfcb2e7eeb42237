/// A frame's lanes (see ``FrameLanes`` and ``LaneSweep``).
extension FrameProgram {
  /// Puts every lane in its first segment, with no crossing passed: what
  /// a source below every breakpoint gives (the first frame then searches).
  func installLanes(slots: UnsafeMutablePointer<Double>) {
    let state = slots + laneStateBase
    for sweep in laneSweeps { state[sweep.state] = Double(bitPattern: 0) }
    for index in lanes.indices {
      setPiece(Int(lanes[index].records), lane: index, state: state + laneSweeps.count)
    }
  }

  /// Copies the piece of the record at `record` into lane `lane`'s state.
  @inline(__always)
  func setPiece(_ record: Int, lane: Int, state: UnsafeMutablePointer<Double>) {
    let count = lanes.count
    let piece = UnsafePointer(laneRecords.baseAddress.unsafelyUnwrapped) + record
    state[lane] = piece[1]
    state[count &+ lane] = piece[2]
    state[2 &* count &+ lane] = piece[3]
  }

  /// Writes every lane's output; false when a source is outside the domain.
  /// - Complexity: O(*n* + *c*) for *n* lanes and the *c* crossings the
  ///   sources passed, or O(*n* log₈ *k*) for a source that passed more
  ///   crossings than it has lanes.
  @inline(__always)
  func runLanes(slots: UnsafeMutablePointer<Double>) -> Bool {
    let state = slots + laneStateBase
    let pieces = state + laneSweeps.count
    let count = lanes.count
    var sweep = UnsafePointer(laneSweeps.baseAddress.unsafelyUnwrapped)
    let end = sweep + laneSweeps.count
    while sweep < end {
      let x = slots[sweep.pointee.source]
      guard abs(x) < PiecewiseLinear.domain else { return false }
      if !cross(sweep, to: x, state: state) { refresh(sweep, at: x, state: state) }
      // Every lane's piece is current: stream through them.
      var lane = sweep.pointee.laneStart
      let last = lane &+ sweep.pointee.laneCount
      let output = sweep.pointee.output
      if output >= 0 {
        // Consecutive outputs: two at a time.
        let xs = SIMD2(repeating: x)
        let out = slots + (output &- lane)
        while lane &+ 1 < last {
          let origin = UnsafeRawPointer(pieces + lane).loadUnaligned(as: SIMD2<Double>.self)
          let a = UnsafeRawPointer(pieces + (count &+ lane)).loadUnaligned(as: SIMD2<Double>.self)
          let b = UnsafeRawPointer(pieces + (2 &* count &+ lane)).loadUnaligned(
            as: SIMD2<Double>.self)
          UnsafeMutableRawPointer(out + lane).storeBytes(
            of: a + b * (xs - origin), as: SIMD2<Double>.self)
          lane &+= 2
        }
        if lane < last {
          out[lane] = pieces[count &+ lane] + pieces[2 &* count &+ lane] * (x - pieces[lane])
        }
      } else {
        let lanes = UnsafePointer(self.lanes.baseAddress.unsafelyUnwrapped)
        while lane < last {
          slots[Int(truncatingIfNeeded: lanes[lane].output)] =
            pieces[count &+ lane] + pieces[2 &* count &+ lane] * (x - pieces[lane])
          lane &+= 1
        }
      }
      sweep += 1
    }
    return true
  }

  /// Applies the crossings between the source's last value and `x`, if
  /// there are at most as many as the sweep has lanes; false (with none
  /// applied) otherwise.
  @inline(__always)
  func cross(_ sweep: UnsafePointer<LaneSweep>, to x: Double, state: UnsafeMutablePointer<Double>)
    -> Bool
  {
    let events = UnsafePointer(laneEvents.baseAddress.unsafelyUnwrapped) + sweep.pointee.eventStart
    let count = sweep.pointee.eventCount
    let pieces = state + laneSweeps.count
    var passed = Int(truncatingIfNeeded: state[sweep.pointee.state].bitPattern)
    // More crossings than lanes to pass (the one that many ahead is passed
    // too): a search costs less. One look instead of a walk that stops.
    let budget = sweep.pointee.laneCount
    if passed &+ budget < count && events[passed &+ budget].position <= x { return false }
    if passed &- budget > 0 && events[passed &- budget &- 1].position > x { return false }
    // Up: crossings at or below x enter their segment; down: those above
    // it leave theirs for the one before.
    while passed < count && events[passed].position <= x {
      setPiece(Int(events[passed].record), lane: Int(events[passed].lane), state: pieces)
      passed &+= 1
    }
    while passed > 0 && events[passed &- 1].position > x {
      let event = events[passed &- 1]
      setPiece(
        Int(event.record) &- FrameLanes.recordStride, lane: Int(event.lane), state: pieces)
      passed &-= 1
    }
    state[sweep.pointee.state] = Double(bitPattern: UInt64(truncatingIfNeeded: passed))
    return true
  }

  /// Finds every lane's segment at `x` by its tree (a chunk of lanes side
  /// by side, level by level, so that their cache misses overlap), and the
  /// crossings at or below `x` by binary search.
  @inline(never)
  func refresh(_ sweep: UnsafePointer<LaneSweep>, at x: Double, state: UnsafeMutablePointer<Double>)
  {
    let pieces = state + laneSweeps.count
    let segments = pieces + 3 &* lanes.count
    let trees = UnsafePointer(laneTrees.baseAddress.unsafelyUnwrapped)
    let levelStride = MemoryLayout<SIMD8<Int32>>.stride
    var start = sweep.pointee.laneStart
    let last = start &+ sweep.pointee.laneCount
    while start < last {
      let size = Swift.min(FrameLanes.chunk, last &- start)
      let levels = UnsafeRawPointer(laneLevels.baseAddress.unsafelyUnwrapped + start)
      for index in 0..<size { segments[index] = Double(bitPattern: 0) }
      for level in 0..<laneLevelCount {
        for index in 0..<size {
          let offset = levels.load(
            fromByteOffset: levelStride &* index &+ 4 &* level, as: Int32.self)
          let block = Int(truncatingIfNeeded: segments[index].bitPattern)
          let keys = UnsafeRawPointer(trees + (Int(truncatingIfNeeded: offset) &+ 8 &* block))
          let found = 8 &* block &+ LaneTree.count(keys, atOrBelow: x) &- 1
          segments[index] = Double(bitPattern: UInt64(truncatingIfNeeded: found))
        }
      }
      for index in 0..<size {
        let segment = Int(truncatingIfNeeded: segments[index].bitPattern)
        let record = Int(lanes[start &+ index].records) &+ FrameLanes.recordStride &* segment
        setPiece(record, lane: start &+ index, state: pieces)
      }
      start &+= size
    }
    // The crossings at or below x: the first above it, by halving.
    let events = UnsafePointer(laneEvents.baseAddress.unsafelyUnwrapped) + sweep.pointee.eventStart
    var low = 0
    var size = sweep.pointee.eventCount
    while size > 0 {
      let half = size &>> 1
      let below = events[low &+ half].position <= x
      low = below ? low &+ half &+ 1 : low
      size = below ? size &- half &- 1 : half
    }
    state[sweep.pointee.state] = Double(bitPattern: UInt64(truncatingIfNeeded: low))
  }
}
