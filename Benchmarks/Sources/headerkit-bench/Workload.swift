/// Something to measure: a number of operations (frames, events) with an
/// optional untimed preparation before each timed run.
protocol Workload {
  /// Untimed work before each run, such as putting a header half open.
  mutating func prepare()
  /// Performs `count` operations and returns a checksum of their results.
  mutating func run(_ count: Int) -> Double
}

extension Workload {
  mutating func prepare() {}
}

/// Offsets a workload cycles through, one per frame.
struct OffsetCycle {
  let offsets: [Double]
  private var position = 0

  init(_ offsets: [Double]) {
    precondition(!offsets.isEmpty)
    self.offsets = offsets
  }

  /// The next offset, wrapping around at the end.
  @inline(__always)
  mutating func next() -> Double {
    let offset = offsets[position]
    position += 1
    if position == offsets.count { position = 0 }
    return offset
  }

  /// A scroll back and forth over `range` in `steps` frames each way.
  static func sweep(_ range: ClosedRange<Double>, steps: Int) -> OffsetCycle {
    let width = range.upperBound - range.lowerBound
    let forward = (0...steps).map { range.lowerBound + width * Double($0) / Double(steps) }
    return OffsetCycle(forward + forward.reversed().dropFirst().dropLast())
  }

  /// Uniformly random offsets in `range`, the same on every run.
  static func jumps(_ range: ClosedRange<Double>, count: Int, seed: UInt64 = 0x5EED) -> OffsetCycle
  {
    var generator = SplitMix64(seed: seed)
    return OffsetCycle(
      (0..<count).map { _ in Double.random(in: range, using: &generator) })
  }
}

/// A small, fast, seedable generator (SplitMix64), so runs are reproducible.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
