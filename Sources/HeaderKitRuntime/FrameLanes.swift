/// Tabulated outputs that are alone in a group of many segments (a track of
/// hundreds of keyframes, say), taken out of ``FrameTables``' groups and
/// laid out so that a frame's cost per output hardly depends on how many
/// segments it has: a frame applies the breakpoints the source crossed
/// since the last frame, then streams every lane's current piece (see
/// ``LaneSweep``). A jump reads a snapshot instead of searching each lane.
///
/// Each segment is a 24-byte piece `(origin, a, b)`, laid out per source in
/// the order a scroll enters them (its start is its crossing's position,
/// not stored twice: a long scroll streams these bytes). Values are
/// computed exactly as the groups compute them, `a + b·(x − origin)`, so
/// taking a group out as a lane changes no output.
///
/// Set-up: O(*n* log *n*) in the lanes' segments; memory about 24 bytes per
/// segment for its piece, 16 for its crossing and 8 for snapshots (and,
/// per source, 10 crossings and 8 pieces of sentinels and spares).
struct FrameLanes {
  /// Doubles per segment's record while the lanes are laid out: its start,
  /// its piece's origin, `a` and `b`.
  static let recordStride = 4
  /// Doubles per segment's piece as a frame reads it: origin, `a` and `b`.
  static let pieceStride = 3
  /// Groups of up to this many segments stay groups: their search counts
  /// breakpoints without branches (see ``FrameTables/maxSearchedSegments``).
  static let minSegments = FrameTables.maxSearchedSegments + 1

  /// The groups that are not lanes, with their data compacted.
  var groups: [TableGroup] = []
  var breaks: [Double] = []
  var origins: [Double] = []
  var coefficients: [Double] = []
  var targets: [Int] = []
  /// The lanes and their records: ``recordStride`` doubles per segment
  /// until laid out, then ``pieceStride``.
  var lanes: [Lane] = []
  var records: [Double] = []
  /// The lanes by source, each source's crossings in order, and snapshots
  /// of its lanes' records.
  var sweeps: [LaneSweep] = []
  var events: [LaneEvent] = []
  var snapshots: [Int32] = []
  /// Doubles of evaluator state the lanes take (see ``LaneSweep``).
  var stateSize = 0

  /// Splits `tables`' groups into lanes and groups. The lanes' state
  /// (``stateSize`` doubles) starts at `cacheBase`, and the groups' caches
  /// follow it.
  /// - Complexity: O(*n*) in the tables' size.
  init(_ tables: FrameTables, cacheBase: Int) {
    for (index, group) in tables.groups.enumerated() {
      // A group's breakpoints run to the next group's (or the end).
      let breakEnd =
        index + 1 < tables.groups.count ? tables.groups[index + 1].breakStart : tables.breaks.count
      if Self.isLane(group), let lane = lane(group, tables) {
        lanes.append(lane)
        continue
      }
      var kept = group
      kept.breakStart = breaks.count
      kept.rowStart = coefficients.count
      kept.targetStart = targets.count
      breaks += tables.breaks[group.breakStart..<breakEnd]
      origins += tables.origins[group.breakStart..<breakEnd]
      coefficients +=
        tables.coefficients[
          group.rowStart..<group.rowStart + 2 * group.width * group.segments]
      targets += tables.targets[group.targetStart..<group.targetStart + group.width]
      groups.append(kept)
    }
    sweep()
    for index in groups.indices where groups[index].cache >= 0 {
      groups[index].cache = cacheBase + stateSize + FrameTables.cacheStride * index
    }
  }

  /// How many crossings ahead a scroll reads a record early.
  static let readAhead = 8

  /// Crossings between snapshots, at least (a few lanes would otherwise
  /// take a snapshot every other crossing).
  static let minSnapshotEvery = 16

  /// Orders the lanes by source and lists, per source, every lane's
  /// breakpoints in order, with snapshots (see ``LaneSweep``); lays out
  /// the lanes' state.
  private mutating func sweep() {
    lanes.sort { ($0.source, $0.index) < ($1.source, $1.index) }
    for index in lanes.indices { lanes[index].index = Int32(index) }
    // The records again, per source: every lane's first, then the one each
    // crossing enters, in the crossings' order (so a scroll reads them in
    // order, and a crossing's record is found from its index).
    var laid: [Double] = []
    var start = 0
    while start < lanes.count {
      var end = start
      while end < lanes.count && lanes[end].source == lanes[start].source { end += 1 }
      var crossings: [(position: Double, lane: Int, record: Int)] = []
      for lane in start..<end {
        let first = Int(lanes[lane].records)
        for segment in 1..<Int(lanes[lane].segments) {
          let record = first + Self.recordStride * segment
          crossings.append((records[record], lane, record))
        }
      }
      crossings.sort { $0.position < $1.position }
      let base = laid.count
      let count = end - start
      var current: [Int32] = []
      for lane in start..<end {
        let first = Int(lanes[lane].records)
        laid += records[first + 1..<first + Self.recordStride]
        current.append(Int32(laid.count - Self.pieceStride))
        lanes[lane].records = current.last!
      }
      // Every lane's record after each `every` crossings: a jump starts
      // from the snapshot below it and applies the rest.
      let every = Swift.max(Self.minSnapshotEvery, count / 2)
      let snapshotStart = snapshots.count
      // Sentinels around the crossings (see ``LaneEvent``): a scroll's walk
      // stops at them, and reads ahead into them, without a bounds check.
      let below = LaneEvent(position: -.infinity, lane: 0, previous: Int32(base))
      events += repeatElement(below, count: Self.readAhead + 1)
      for (index, crossing) in crossings.enumerated() {
        if index % every == 0 { snapshots += current }
        events.append(
          LaneEvent(
            position: crossing.position, lane: Int32(crossing.lane),
            previous: current[crossing.lane - start]))
        laid += records[crossing.record + 1..<crossing.record + Self.recordStride]
        current[crossing.lane - start] = Int32(laid.count - Self.pieceStride)
      }
      if crossings.count % every == 0 { snapshots += current }
      events.append(LaneEvent(position: .infinity, lane: 0, previous: Int32(base)))
      // Pieces a scroll reads ahead past the last crossing's: copies of it.
      let last = Array(laid[(laid.count - Self.pieceStride)...])
      for _ in 0..<Self.readAhead { laid += last }
      let outputs = lanes[start..<end].map { Int($0.output) }
      let consecutive = outputs.indices.allSatisfy { outputs[$0] == outputs[0] + $0 }
      sweeps.append(
        LaneSweep(
          source: Int(lanes[start].source), laneStart: start, laneCount: count,
          eventStart: events.count - 1 - crossings.count, eventCount: crossings.count,
          state: sweeps.count, output: consecutive ? outputs[0] : -1, records: base,
          snapshotStart: snapshotStart, snapshotEvery: every))
      start = end
    }
    records = laid
    // And a place for the bits of the records read ahead.
    stateSize = sweeps.count + 3 * lanes.count + 1
  }

  /// Whether `group` becomes a lane: one output, a remembered segment (a
  /// cache), more than ``minSegments`` segments, and none left to the frame code.
  static func isLane(_ group: TableGroup) -> Bool {
    group.cache >= 0 && group.width == 1 && !group.hasFallback && group.segments >= minSegments
  }

  /// `group` (a lane, see ``isLane(_:)``) laid out as one, or nil when its
  /// data would be beyond 32-bit offsets.
  private mutating func lane(_ group: TableGroup, _ tables: FrameTables) -> Lane? {
    let segments = group.segments
    guard records.count + Self.recordStride * (segments + 1) < Int(Int32.max) else { return nil }
    // Not searched: every bound, −domain first and domain last.
    let first = group.breakStart
    let recordStart = records.count
    for segment in 0..<segments {
      let row = group.rowStart + 2 * segment
      records.append(tables.breaks[first + segment])
      records.append(tables.origins[first + segment])
      records.append(tables.coefficients[row])
      records.append(tables.coefficients[row + 1])
    }
    return Lane(
      source: Int32(group.source), output: Int32(tables.targets[group.targetStart]),
      records: Int32(recordStart), index: Int32(lanes.count), segments: Int32(segments))
  }
}

/// A lane as the frame reads it.
struct Lane {
  /// The slots of its source and its output.
  var source: Int32
  var output: Int32
  /// Where its first segment's piece starts in ``FrameProgram/laneRecords``.
  var records: Int32
  /// Its index among the lanes (ordered by source), and its segments.
  var index: Int32
  var segments: Int32
}

/// The lanes of one source, and every breakpoint of theirs in order: the
/// frame keeps each lane's current piece in the evaluator's buffer and, as
/// the source moves, applies only the crossings it passed (a scroll
/// crosses a few per frame), so that the value of every lane is a
/// streaming `a + b·(x − origin)`. A source that passed more crossings
/// than it has lanes (a jump) finds how many it passed by binary search,
/// takes every lane's record from the snapshot taken at the last multiple
/// of `snapshotEvery` crossings below (a sequential read, and one record
/// per lane whose cache misses all overlap), and applies the rest: about
/// two record reads per lane, however many segments each lane has.
///
/// The evaluator's state for the lanes: per sweep, how many of its
/// crossings are at or below the source's last value (as the bits of a
/// `Double`); then every lane's current origin, then every `a`, then every
/// `b`; then one double the frame writes what it read ahead into.
struct LaneSweep {
  var source: Int
  var laneStart: Int
  var laneCount: Int
  var eventStart: Int
  var eventCount: Int
  /// Its index: where its crossing count is in the lanes' state.
  var state: Int
  /// Its first lane's output slot when its lanes' outputs are consecutive, else -1.
  var output: Int
  /// Where its pieces start: its lanes' first ones, then one per crossing.
  var records: Int
  /// Where its snapshots start in ``FrameProgram/laneSnapshots``, and how
  /// many crossings apart they are: snapshot `j` holds, for each of its
  /// lanes in order, the record it is in once crossings `0..<j·every` are
  /// passed.
  var snapshotStart: Int
  var snapshotEvery: Int
}

/// A lane's breakpoint: at `position`, the lane enters a segment (going
/// up: crossing `k` of its sweep enters the record `k` after its sweep's
/// lanes' first records) or leaves it for the one before (going down: the
/// record at `previous`).
///
/// A sweep's crossings sit between sentinels: ``FrameLanes/readAhead`` + 1
/// at −∞ before them and one at +∞ after, whose `previous` is a record of
/// the sweep; its pieces are followed by ``FrameLanes/readAhead`` spare
/// ones. So a scroll's walk stops without counting, and reads ahead without
/// clamping.
struct LaneEvent {
  var position: Double
  var lane: Int32
  var previous: Int32
}
