/// What an evaluator remembers of each track between frames, in
/// ``TrackCache/stride`` slots after the graph's: the segment the track used
/// last (as the bits of a `Double`), and, when that segment is linear, a copy
/// of its two keyframes. A scroll that stays in the segment reads only this.
enum TrackCache {
  static let stride = 5
  static let start = 0
  static let end = 1
  static let startValue = 2
  static let endValue = 3
  static let segmentIndex = 4

  /// A cache that no driver value hits, remembering segment `first`.
  static func reset(_ cache: UnsafeMutablePointer<Double>, first: Int) {
    invalidate(cache)
    cache[startValue] = 0
    cache[endValue] = 0
    setSegment(cache, first)
  }

  /// Makes the next frame search: no `x` satisfies `start ≤ x < end`.
  @inline(__always)
  static func invalidate(_ cache: UnsafeMutablePointer<Double>) {
    cache[start] = .infinity
    cache[end] = -.infinity
  }

  @inline(__always)
  static func segment(_ cache: UnsafeMutablePointer<Double>) -> Int {
    Int(truncatingIfNeeded: cache[segmentIndex].bitPattern)
  }

  @inline(__always)
  static func setSegment(_ cache: UnsafeMutablePointer<Double>, _ segment: Int) {
    cache[segmentIndex] = Double(bitPattern: UInt64(truncatingIfNeeded: segment))
  }
}
