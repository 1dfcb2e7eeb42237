/// A frame: storing an input, the residual code, then the tables.
extension FrameProgram {
  /// Stores a raw offset into input `index` and evaluates the frame: what
  /// ``HeaderEvaluator/setInput(_:raw:)`` calls, one call per frame.
  @usableFromInline
  func frame(input index: Int, raw: Double, slots: UnsafeMutablePointer<Double>) {
    let input = inputs.baseAddress.unsafelyUnwrapped + index
    let sum = raw + slots[input.pointee.inset]
    // The common case in one comparison: a simple frame of this input's
    // value, within the tables' domain. A sum of magnitude below it makes
    // the offset finite too (an infinite or NaN one would make it so), so
    // neither needs `finite`.
    if input.pointee.drivesSimpleFrame, abs(sum) < SimpleFrame.domain {
      slots[input.pointee.raw] = raw
      slots[input.pointee.value] = sum
      simple.unsafelyUnwrapped.run(inDomain: sum, slots: slots)
      return
    }
    store(input: index, raw: raw, slots: slots)
    runFrameSimpleInline(slots: slots)
  }

  /// Evaluates a frame after its slots are stored (by a frame or an event):
  /// a simple frame here, any other in a call.
  @inline(__always)
  func runFrameSimpleInline(slots: UnsafeMutablePointer<Double>) {
    if let simple, simple.run(slots[simple.source], slots: slots) { return }
    runFrameOutOfLine(slots: slots)
  }

  /// ``runFrame(slots:)`` in a call, so that the simple frame's path around
  /// it stays small.
  @inline(never)
  func runFrameOutOfLine(slots: UnsafeMutablePointer<Double>) {
    runFrame(slots: slots)
  }

  /// Stores a raw offset into input `index` (finite) and its value, the
  /// offset plus the inset (finite too).
  @inline(__always)
  func store(input index: Int, raw: Double, slots: UnsafeMutablePointer<Double>) {
    let input = inputs[index]
    let raw = ScalarOps.finite(raw)
    slots[input.raw] = raw
    slots[input.value] = ScalarOps.finite(raw + slots[input.inset])
  }

  /// Evaluates a frame: the residual code for the untabulated outputs, then
  /// the tables; every output lands in the output area.
  /// - Complexity: O(*n*) in the residual instructions and the outputs, plus
  ///   O(log *k*) for a group or track whose source jumped across its *k*
  ///   segments (O(1) when it moved a little).
  @inline(__always)
  func runFrame(slots: UnsafeMutablePointer<Double>) {
    if let simple {
      if !simple.run(slots[simple.source], slots: slots) { runWhole(slots: slots) }
      return
    }
    if hasResidual { runResidual(slots: slots) }
    if !runTables(slots: slots) { runWhole(slots: slots) }
  }

  /// Writes the tabulated outputs; false when a source is outside the
  /// domain or in a segment left to the frame code.
  @inline(__always)
  func runTables(slots: UnsafeMutablePointer<Double>) -> Bool {
    // Every buffer has an address (see `copy`): no checks per frame.
    var group = UnsafePointer(groups.baseAddress.unsafelyUnwrapped)
    let end = group + groups.count
    let coefficients = UnsafePointer(self.coefficients.baseAddress.unsafelyUnwrapped)
    let breaks = UnsafePointer(self.breaks.baseAddress.unsafelyUnwrapped)
    let origins = UnsafePointer(self.origins.baseAddress.unsafelyUnwrapped)
    while group < end {
      // Fields one by one: copying the whole record costs more than the work.
      let x = slots[group.pointee.source]
      guard abs(x) < PiecewiseLinear.domain else { return false }
      let start = group.pointee.breakStart
      let segment: Int
      let origin: Double
      let cache = group.pointee.cache
      if cache < 0 {
        segment = Self.count(breaks + start, group.pointee.search, atOrBelow: x)
        origin = origins[start &+ segment]
      } else {
        let remembered = slots + cache
        if remembered[0] <= x, x < remembered[1] {
          segment = Int(truncatingIfNeeded: remembered[3].bitPattern)
        } else {
          segment = locate(x, in: group, cache: remembered)
        }
        origin = remembered[2]
      }
      let width = group.pointee.width
      let a = coefficients + (group.pointee.rowStart &+ 2 &* width &* segment)
      // A segment left to the frame code, far from where its tables are exact.
      if group.pointee.hasFallback, a[0].isNaN { return false }
      let y = x - origin
      let contiguous = group.pointee.contiguous
      if contiguous >= 0 {
        Self.evaluate(width, a, y, into: slots + contiguous)
      } else {
        let destinations = targets.baseAddress.unsafelyUnwrapped + group.pointee.targetStart
        for index in 0..<width { slots[destinations[index]] = a[index] + a[width &+ index] * y }
      }
      group += 1
    }
    return runLanes(slots: slots)
  }

  /// How many of the `count` (even) breakpoints at `bounds` are at or below
  /// `x`: the segment index. Two at a time and without branches on `x`, so
  /// that a jumping scroll mispredicts nothing and the comparisons overlap.
  @inline(__always)
  static func count(_ bounds: UnsafePointer<Double>, _ count: Int, atOrBelow x: Double) -> Int {
    let xs = SIMD2(repeating: x)
    var below = SIMD2<Int64>.zero
    var index = 0
    while index < count {
      let pair = UnsafeRawPointer(bounds + index).loadUnaligned(as: SIMD2<Double>.self)
      // A true lane is all ones: −1.
      below &+= unsafeBitCast(pair .<= xs, to: SIMD2<Int64>.self)
      index &+= 2
    }
    return Int(truncatingIfNeeded: 0 &- (below[0] &+ below[1]))
  }

  /// `out[i] = a[i] + b[i]·y` for `i < count`, with `b` the `count` values
  /// after `a`; two at a time.
  @inline(__always)
  static func evaluate(
    _ count: Int, _ a: UnsafePointer<Double>, _ y: Double, into out: UnsafeMutablePointer<Double>
  ) {
    let ys = SIMD2(repeating: y)
    var a = UnsafeRawPointer(a)
    var out = UnsafeMutableRawPointer(out)
    let pairs = UnsafeRawPointer(a) + 16 &* (count &>> 1)
    let stride = 8 &* count
    while a < pairs {
      let pairA = a.loadUnaligned(as: SIMD2<Double>.self)
      let pairB = (a + stride).loadUnaligned(as: SIMD2<Double>.self)
      out.storeBytes(of: pairA + pairB * ys, as: SIMD2<Double>.self)
      a += 16
      out += 16
    }
    if count & 1 != 0 {
      out.storeBytes(
        of: a.load(as: Double.self) + (a + stride).load(as: Double.self) * y, as: Double.self)
    }
  }

  /// The segment of a large group containing `x` (in the domain): the
  /// remembered one's neighbour, or by binary search; remembered in `cache`.
  func locate(_ x: Double, in group: UnsafePointer<TableGroup>, cache: UnsafeMutablePointer<Double>)
    -> Int
  {
    let start = group.pointee.breakStart
    let bounds = breaks.baseAddress.unsafelyUnwrapped + start
    let remembered = Int(truncatingIfNeeded: cache[3].bitPattern)
    let up = bounds[remembered &+ 1] <= x ? 1 : 0
    let down = bounds[remembered] > x ? 1 : 0
    var low = remembered &+ up &- down
    if !(bounds[low] <= x && x < bounds[low &+ 1]) {
      low = Self.search(bounds, firstStep: group.pointee.search, x)
    }
    cache[0] = bounds[low]
    cache[1] = bounds[low &+ 1]
    cache[2] = origins[start &+ low]
    cache[3] = Double(bitPattern: UInt64(truncatingIfNeeded: low))
    return low
  }

  /// The largest index `i` with `bounds[i] ≤ x`, for bounds padded with +∞
  /// to twice `firstStep` (a power of two up to 2¹²). Unrolled, so that each
  /// step is a conditional move, not a branch on `x`; which steps run
  /// depends only on the group.
  @inline(__always)
  static func search(_ bounds: UnsafePointer<Double>, firstStep: Int, _ x: Double) -> Int {
    var low = 0
    // Written out (a local function capturing `low` would box it in
    // unoptimised builds).
    if firstStep >= 4096 { low = bounds[low &+ 4096] <= x ? low &+ 4096 : low }
    if firstStep >= 2048 { low = bounds[low &+ 2048] <= x ? low &+ 2048 : low }
    if firstStep >= 1024 { low = bounds[low &+ 1024] <= x ? low &+ 1024 : low }
    if firstStep >= 512 { low = bounds[low &+ 512] <= x ? low &+ 512 : low }
    if firstStep >= 256 { low = bounds[low &+ 256] <= x ? low &+ 256 : low }
    if firstStep >= 128 { low = bounds[low &+ 128] <= x ? low &+ 128 : low }
    if firstStep >= 64 { low = bounds[low &+ 64] <= x ? low &+ 64 : low }
    if firstStep >= 32 { low = bounds[low &+ 32] <= x ? low &+ 32 : low }
    if firstStep >= 16 { low = bounds[low &+ 16] <= x ? low &+ 16 : low }
    if firstStep >= 8 { low = bounds[low &+ 8] <= x ? low &+ 8 : low }
    if firstStep >= 4 { low = bounds[low &+ 4] <= x ? low &+ 4 : low }
    if firstStep >= 2 { low = bounds[low &+ 2] <= x ? low &+ 2 : low }
    if firstStep >= 1 { low = bounds[low &+ 1] <= x ? low &+ 1 : low }
    return low
  }

  /// Runs the residual code and gathers the outputs it computes.
  func runResidual(slots: UnsafeMutablePointer<Double>) {
    if residual.count > 0 { run(UnsafeBufferPointer(residual), slots: slots) }
    for gather in gathers { slots[gather.to] = ScalarOps.finite(slots[gather.from]) }
  }

  /// Runs the whole lowered frame code, which leaves every slot as the
  /// graph's code does, and gathers every output: for tools, and for frames
  /// whose source is outside the tables' domain.
  func runWhole(slots: UnsafeMutablePointer<Double>) {
    run(UnsafeBufferPointer(frame), slots: slots)
    for gather in allGathers { slots[gather.to] = ScalarOps.finite(slots[gather.from]) }
  }
}
