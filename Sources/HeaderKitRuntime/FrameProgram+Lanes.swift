/// A frame's lanes (see ``FrameLanes`` and ``LaneSweep``).
extension FrameProgram {
  /// Puts every lane in its first segment, with no crossing passed: what
  /// a source below every breakpoint gives (the first frame then reads a snapshot).
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
    state[lane] = piece[0]
    state[count &+ lane] = piece[1]
    state[2 &* count &+ lane] = piece[2]
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
    // too): a snapshot costs less. One look instead of a walk that stops.
    let budget = sweep.pointee.laneCount
    if passed &+ budget < count && events[passed &+ budget].position <= x { return false }
    if passed &- budget > 0 && events[passed &- budget &- 1].position > x { return false }
    // Up: crossings at or below x enter their segment; down: those above
    // it leave theirs for the one before.
    let entered = sweep.pointee.records &+ FrameLanes.pieceStride &* sweep.pointee.laneCount
    let records = UnsafePointer(laneRecords.baseAddress.unsafelyUnwrapped)
    // Reads of the records a few crossings ahead, kept (or the compiler
    // drops them) in bits combined without a dependency chain worth the
    // name: they start those cache misses early, as a prefetch would.
    var ahead: UInt64 = 0
    let reach = FrameLanes.readAhead
    // The sentinels (+∞ after the crossings, −∞ before) end each walk, and
    // the spares around them keep the reads ahead in bounds.
    while events[passed].position <= x {
      ahead |= records[entered &+ FrameLanes.pieceStride &* (passed &+ reach)].bitPattern
      setPiece(
        entered &+ FrameLanes.pieceStride &* passed, lane: Int(events[passed].lane),
        state: pieces)
      passed &+= 1
    }
    while events[passed &- 1].position > x {
      ahead |= records[Int(events[passed &- 1 &- reach].previous)].bitPattern
      let event = events[passed &- 1]
      setPiece(Int(event.previous), lane: Int(event.lane), state: pieces)
      passed &-= 1
    }
    state[laneSweeps.count &+ 3 &* lanes.count] = Double(bitPattern: ahead)
    state[sweep.pointee.state] = Double(bitPattern: UInt64(truncatingIfNeeded: passed))
    return true
  }

  /// Sets every lane's piece at `x` from the nearest snapshot below it
  /// and the crossings after that one (found by binary search).
  /// - Complexity: O(*n* + log *c*) for *n* lanes and *c* crossings.
  @inline(never)
  func refresh(_ sweep: UnsafePointer<LaneSweep>, at x: Double, state: UnsafeMutablePointer<Double>)
  {
    let pieces = state + laneSweeps.count
    // The crossings at or below x: the first above it, by halving.
    let events = UnsafePointer(laneEvents.baseAddress.unsafelyUnwrapped) + sweep.pointee.eventStart
    var passed = 0
    var size = sweep.pointee.eventCount
    while size > 0 {
      let half = size &>> 1
      let below = events[passed &+ half].position <= x
      passed = below ? passed &+ half &+ 1 : passed
      size = below ? size &- half &- 1 : half
    }
    let every = sweep.pointee.snapshotEvery
    let count = sweep.pointee.laneCount
    let first = sweep.pointee.laneStart
    let snapshot = (passed / every) &* every
    // Independent reads, one per lane: their misses overlap.
    let records =
      UnsafePointer(laneSnapshots.baseAddress.unsafelyUnwrapped)
      + (sweep.pointee.snapshotStart &+ (passed / every) &* count)
    for lane in 0..<count { setPiece(Int(records[lane]), lane: first &+ lane, state: pieces) }
    let entered = sweep.pointee.records &+ FrameLanes.pieceStride &* count
    for index in snapshot..<passed {
      setPiece(
        entered &+ FrameLanes.pieceStride &* index, lane: Int(events[index].lane), state: pieces)
    }
    state[sweep.pointee.state] = Double(bitPattern: UInt64(truncatingIfNeeded: passed))
  }
}
