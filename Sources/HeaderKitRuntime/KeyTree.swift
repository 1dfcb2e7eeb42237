/// A static B+ tree over sorted keys (long frame-code tracks' positions,
/// see ``FrameProgram/longTrackValue(_:at:cache:)``), eight to a block: level 0 is the keys
/// (padded with +∞ to a whole block), each level above holds the first key
/// of every block of the level below, up to a single block. Finding the
/// last key at or below `x` counts, level by level from the top, the keys
/// of one block at or below `x`: the count picks the block below.
struct KeyTree {
  static let fanout = 8
  static let maxLevels = 6
  /// Segments a tree of ``maxLevels`` levels holds.
  static let maxSegments = 1 << (3 * maxLevels)

  /// The levels, top first, laid out one after the other.
  var keys: [Double] = []
  /// Where each level starts, counting from the buffer's start (`at`).
  var offsets: [Int] = []

  /// A tree over `starts` (sorted, the first at most any searched `x`),
  /// to be placed at offset `at` (a multiple of 8) of the trees' buffer.
  /// - Complexity: O(*n*) time and about 8/7·*n* doubles.
  init(starts: [Double], at base: Int) {
    precondition(!starts.isEmpty && starts.count <= Self.maxSegments)
    var levels: [[Double]] = []
    var level = starts
    while true {
      let padded = (level.count + Self.fanout - 1) / Self.fanout * Self.fanout
      level += Array(repeating: .infinity, count: padded - level.count)
      levels.append(level)
      if level.count == Self.fanout { break }
      level = stride(from: 0, to: level.count, by: Self.fanout).map { level[$0] }
    }
    for level in levels.reversed() {
      offsets.append(base + keys.count)
      keys += level
    }
  }

  /// ``offsets`` in a vector, with (in lane 7) how many levels.
  var packedOffsets: SIMD8<Int32> {
    var packed = SIMD8<Int32>(repeating: 0)
    for (index, offset) in offsets.enumerated() { packed[index] = Int32(offset) }
    packed[7] = Int32(offsets.count)
    return packed
  }

  /// The index of the last of the tree's keys at or below `x` (the first
  /// key must be at or below it), for a tree of `levels` levels whose
  /// levels start at `offsets` of `keys` (a buffer aligned to 64 bytes, so
  /// a block is a cache line).
  /// - Complexity: O(log₈ *n*): one block read per level.
  @inline(__always)
  static func search(
    _ keys: UnsafePointer<Double>, offsets: SIMD8<Int32>, levels: Int, _ x: Double
  ) -> Int {
    var index = 0
    var level = 0
    while level < levels {
      let block = keys + (Int(truncatingIfNeeded: offsets[level]) &+ 8 &* index)
      index = 8 &* index &+ FrameProgram.count(block, 8, atOrBelow: x) &- 1
      level &+= 1
    }
    return index
  }
}
