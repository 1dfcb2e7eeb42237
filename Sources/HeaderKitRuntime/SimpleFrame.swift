/// A frame that is one searched group of consecutive outputs with no
/// residual code and no segment left to the frame code: every seed spec's.
///
/// Its data is unpacked from the group so that a frame reads no group
/// record. The segment is the count of breakpoints at or below `x`, two at
/// a time and without a branch on `x`, so that a jumping scroll mispredicts
/// nothing. (Remembering the last segment, as large groups do, saves the
/// count while a scroll stays in a segment but costs a jumping scroll more
/// than it saves; unrolling both loops for small counts saves instructions
/// but no measurable time. Both were measured, neither kept.)
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
    let row = UnsafeRawPointer(rows) + rowOffset(of: x)
    let y = x - row.load(as: Double.self)
    writeOutputs(row + 8, y, into: UnsafeMutableRawPointer(slots + out))
    return true
  }

  /// The byte offset of `x`'s row: a row on for each breakpoint at or
  /// below `x` (masking the row size, which is shorter than multiplying the
  /// count by it).
  @inline(__always)
  private func rowOffset(of x: Double) -> Int {
    let xs = SIMD2(repeating: x)
    let step = SIMD2(repeating: Int64(rowBytes))
    var offset = SIMD2<Int64>.zero
    var pair = UnsafeRawPointer(bounds)
    let end = pair + 16 &* boundPairs
    repeat {
      let below = pair.loadUnaligned(as: SIMD2<Double>.self) .<= xs
      // A true lane is all ones.
      offset &+= unsafeBitCast(below, to: SIMD2<Int64>.self) & step
      pair += 16
    } while pair < end
    return Int(truncatingIfNeeded: offset[0] &+ offset[1])
  }

  /// `out[i] = a[i] + b[i]·y` for every output, two at a time.
  @inline(__always)
  private func writeOutputs(_ a: UnsafeRawPointer, _ y: Double, into out: UnsafeMutableRawPointer) {
    let ys = SIMD2(repeating: y)
    let b = a + bOffset
    var offset = 0
    let end = 16 &* outputPairs
    while offset < end {
      out.storeBytes(
        of: a.loadUnaligned(fromByteOffset: offset, as: SIMD2<Double>.self)
          + b.loadUnaligned(fromByteOffset: offset, as: SIMD2<Double>.self) * ys,
        toByteOffset: offset, as: SIMD2<Double>.self)
      offset &+= 16
    }
    if odd {
      out.storeBytes(
        of: a.load(fromByteOffset: end, as: Double.self)
          + b.load(fromByteOffset: end, as: Double.self) * y,
        toByteOffset: end, as: Double.self)
    }
  }
}
