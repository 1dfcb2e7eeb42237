/// A frame that is one searched group of consecutive outputs with no
/// residual code and no segment left to the frame code: every seed spec's.
///
/// Its data is unpacked from the group so that a frame reads no group
/// record. The segment is the count of breakpoints at or below `x`, two at
/// a time and without a branch on `x`, so that a jumping scroll mispredicts
/// nothing. Both loops, over breakpoints and over outputs, are unrolled for
/// the common counts, behind a jump on a count that is the same for every
/// frame of a program (twitter-profile's frame: 141 instructions looped,
/// 116 unrolled; 6% less time). Remembering the last segment, as large
/// groups do, saved the count while a scroll stayed in a segment but cost a
/// jumping scroll more than it saved: measured, not kept.
struct SimpleFrame {
  /// ``PiecewiseLinear/domain``.
  static let domain = PiecewiseLinear.domain

  var source: Int
  /// The interior breakpoints (padded with +∞ to at least one pair) and
  /// how many pairs of them there are.
  var bounds: UnsafePointer<Double>
  var boundPairs: Int
  /// The rows (per segment its origin, every output's `a`, then every `b`),
  /// a row's size in bytes, and the distance from an `a` to its `b`.
  var rows: UnsafePointer<Double>
  var rowBytes: Int
  var bOffset: Int
  /// The outputs' place, how many pairs of them, and whether one is left.
  var out: Int
  var outputPairs: Int
  var odd: Bool

  /// The group's data, if the frame is that simple: copies of its
  /// breakpoints and rows, which live as long as the program
  /// (``deallocate()`` frees them).
  init?(
    hasResidual: Bool, groups: UnsafeMutableBufferPointer<TableGroup>,
    breaks: UnsafeMutableBufferPointer<Double>, origins: UnsafeMutableBufferPointer<Double>,
    coefficients: UnsafeMutableBufferPointer<Double>
  ) {
    guard !hasResidual, groups.count == 1, let group = groups.first, group.cache < 0,
      !group.hasFallback, group.contiguous >= 0
    else { return nil }
    source = group.source
    var interior = Array(breaks[group.breakStart..<group.breakStart + group.search])
    // At least one pair to count (+∞ never counts): no check for none.
    if interior.isEmpty { interior = [.infinity, .infinity] }
    boundPairs = interior.count / 2
    bounds = UnsafePointer(UnsafeMutableBufferPointer.copy(interior).baseAddress!)
    let width = group.width
    var rows: [Double] = []
    for segment in 0..<group.segments {
      let row = group.rowStart + 2 * width * segment
      rows.append(origins[group.breakStart + segment])
      rows += coefficients[row..<row + 2 * width]
    }
    self.rows = UnsafePointer(UnsafeMutableBufferPointer.copy(rows).baseAddress!)
    rowBytes = 8 * (1 + 2 * width)
    bOffset = 8 * width
    out = group.contiguous
    outputPairs = width / 2
    odd = width % 2 == 1
  }

  /// Frees the rows and breakpoints.
  func deallocate() {
    UnsafeMutablePointer(mutating: rows).deallocate()
    UnsafeMutablePointer(mutating: bounds).deallocate()
  }

  /// Writes every output for the source at `x`; false when `x` is outside
  /// the domain (the frame code then runs instead).
  /// - Complexity: O(breakpoints + outputs).
  @inline(__always)
  func run(_ x: Double, slots: UnsafeMutablePointer<Double>) -> Bool {
    guard abs(x) < Self.domain else { return false }
    run(inDomain: x, slots: slots)
    return true
  }

  /// ``run(_:slots:)`` for an `x` already known to be within the domain.
  @inline(__always)
  func run(inDomain x: Double, slots: UnsafeMutablePointer<Double>) {
    let row = UnsafeRawPointer(rows) + rowOffset(of: x)
    let y = x - row.load(as: Double.self)
    writeOutputs(row + 8, y, into: UnsafeMutableRawPointer(slots + out))
  }

  /// The byte offset of `x`'s row: a row on for each breakpoint at or
  /// below `x` (masking the row size, which is shorter than multiplying
  /// the count by it).
  @inline(__always)
  private func rowOffset(of x: Double) -> Int {
    let xs = SIMD2(repeating: x)
    let step = SIMD2(repeating: Int64(rowBytes))
    let pairs = UnsafeRawPointer(bounds)
    let offset: SIMD2<Int64>
    // A count the compiler knows unrolls into a straight line.
    switch boundPairs {
    case 1: offset = Self.rowSteps(pairs, 1, xs, step)
    case 2: offset = Self.rowSteps(pairs, 2, xs, step)
    case 3: offset = Self.rowSteps(pairs, 3, xs, step)
    case 4: offset = Self.rowSteps(pairs, 4, xs, step)
    default: offset = Self.rowSteps(pairs, boundPairs, xs, step)
    }
    return Int(truncatingIfNeeded: offset[0] &+ offset[1])
  }

  /// `step` in each lane per breakpoint of the first `count` pairs at or below `x`.
  @inline(__always)
  private static func rowSteps(
    _ pairs: UnsafeRawPointer, _ count: Int, _ xs: SIMD2<Double>, _ step: SIMD2<Int64>
  ) -> SIMD2<Int64> {
    var offset = SIMD2<Int64>.zero
    for index in 0..<count {
      let pair = pairs.loadUnaligned(fromByteOffset: 16 &* index, as: SIMD2<Double>.self)
      // A true lane is all ones.
      offset &+= unsafeBitCast(pair .<= xs, to: SIMD2<Int64>.self) & step
    }
    return offset
  }

  /// `out[i] = a[i] + b[i]·y` for every output, two at a time.
  @inline(__always)
  private func writeOutputs(_ a: UnsafeRawPointer, _ y: Double, into out: UnsafeMutableRawPointer) {
    let ys = SIMD2(repeating: y)
    let b = a + bOffset
    switch outputPairs {
    case 1: Self.writePairs(1, a, b, ys, out)
    case 2: Self.writePairs(2, a, b, ys, out)
    case 3: Self.writePairs(3, a, b, ys, out)
    case 4: Self.writePairs(4, a, b, ys, out)
    case 5: Self.writePairs(5, a, b, ys, out)
    case 6: Self.writePairs(6, a, b, ys, out)
    default: Self.writePairs(outputPairs, a, b, ys, out)
    }
    if odd {
      let last = 16 &* outputPairs
      out.storeBytes(
        of: a.load(fromByteOffset: last, as: Double.self)
          + b.load(fromByteOffset: last, as: Double.self) * y,
        toByteOffset: last, as: Double.self)
    }
  }

  @inline(__always)
  private static func writePairs(
    _ count: Int, _ a: UnsafeRawPointer, _ b: UnsafeRawPointer, _ ys: SIMD2<Double>,
    _ out: UnsafeMutableRawPointer
  ) {
    for index in 0..<count {
      let offset = 16 &* index
      out.storeBytes(
        of: a.loadUnaligned(fromByteOffset: offset, as: SIMD2<Double>.self)
          + b.loadUnaligned(fromByteOffset: offset, as: SIMD2<Double>.self) * ys,
        toByteOffset: offset, as: SIMD2<Double>.self)
    }
  }
}
