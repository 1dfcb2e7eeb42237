/// The inner loop of evaluation: runs instructions over raw buffers.
///
/// Built on the stack for one pass, it holds unsafe views of the evaluator's
/// arrays so the loop does no bounds, uniqueness or exclusivity checks and
/// never allocates. The graph was validated on load, so every index is in range.
struct Interpreter {
  let slots: UnsafeMutableBufferPointer<Double>
  let listValues: UnsafeBufferPointer<Double>
  let listStarts: UnsafeBufferPointer<Int>
  let listCounts: UnsafeBufferPointer<Int>
  let tracks: UnsafeBufferPointer<CompiledGraph.Track>
  let keyPositions: UnsafeBufferPointer<Double>
  let keyValues: UnsafeBufferPointer<Double>
  let keyCurves: UnsafeBufferPointer<EasingCurve>
  let trackFirstKey: UnsafeBufferPointer<Int>
  let trackKeyCount: UnsafeBufferPointer<Int>
  let trackCursors: UnsafeMutableBufferPointer<Int>

  /// Runs `code` in order.
  /// - Complexity: O(*n*) in the instructions, plus O(log *k*) for a track
  ///   whose driver jumped across its *k* keyframes (O(1) when it moved a little).
  @inline(__always)
  func run(_ code: UnsafeBufferPointer<Instruction>) {
    for instruction in code {
      execute(instruction)
    }
  }

  @inline(__always)
  func execute(_ i: Instruction) {
    let dst = Int(i.dst)
    let a = Int(i.a)
    let b = Int(i.b)
    let c = Int(i.c)
    switch i.op {
    case .listCount: slots[dst] = Double(listCounts[a])
    case .listSum: slots[dst] = sum(list: a, prefix: listCounts[a])
    case .listSumPrefix:
      slots[dst] = sum(list: a, prefix: ScalarOps.index(slots[b], count: listCounts[a] + 1))
    case .listItem:
      let count = listCounts[a]
      slots[dst] =
        count == 0 ? 0 : listValues[listStarts[a] + ScalarOps.index(slots[b], count: count)]
    case .track: evaluateTrack(a, into: dst)
    default: slots[dst] = ScalarOps.apply(i.op, slots[a], slots[b], slots[c])
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

  /// Interpolates track `index` at its driver's value and writes `dst`,
  /// unless the driver is outside the track on a side with extrapolation `none`.
  @inline(__always)
  private func evaluateTrack(_ index: Int, into dst: Int) {
    let track = tracks[index]
    let count = trackKeyCount[index]
    if count == 0 { return }
    let first = trackFirstKey[index]
    let last = first + count - 1
    let x = slots[Int(track.driverSlot)]

    if x < keyPositions[first] {
      guard
        let value = extrapolate(
          x, track.before, end: first, neighbour: first + 1, first: first, last: last)
      else { return }
      slots[dst] = value
      return
    }
    // Segments are half-open, so the last keyframe's position already belongs
    // to `after` (as a CSS animation's end belongs to its after phase).
    if x >= keyPositions[last] {
      guard
        let value = extrapolate(
          x, track.after, end: last, neighbour: last - 1, first: first, last: last)
      else { return }
      slots[dst] = value
      return
    }
    // Here first ≤ segment < last and keyPositions[segment] ≤ x < keyPositions[segment + 1].
    let segment = locate(x, track: index, first: first, last: last)
    let start = keyPositions[segment]
    let t = (x - start) / (keyPositions[segment + 1] - start)
    let eased = keyCurves[segment].apply(t)
    slots[dst] = ScalarOps.interpolate(keyValues[segment], keyValues[segment + 1], eased)
  }

  /// The segment containing `x`: the remembered one or a neighbour when the
  /// scroll moved a little, otherwise a binary search.
  @inline(__always)
  private func locate(_ x: Double, track: Int, first: Int, last: Int) -> Int {
    let cursor = first + trackCursors[track]
    if cursor < last {
      if keyPositions[cursor] <= x {
        if x < keyPositions[cursor + 1] { return cursor }
        if cursor + 2 <= last, x < keyPositions[cursor + 2] {
          trackCursors[track] = cursor + 1 - first
          return cursor + 1
        }
      } else if cursor > first, keyPositions[cursor - 1] <= x {
        trackCursors[track] = cursor - 1 - first
        return cursor - 1
      }
    }
    // Largest segment start ≤ x; duplicates resolve to the last of them.
    var low = first
    var high = last
    while high - low > 1 {
      let middle = (low + high) / 2
      if keyPositions[middle] <= x { low = middle } else { high = middle }
    }
    trackCursors[track] = low - first
    return low
  }

  /// The value beyond an end keyframe, or nil where the track does not apply.
  ///
  /// `extend` continues the straight line through the end keyframe and its
  /// neighbour; with no neighbour, or a zero-width end segment, it is flat.
  @inline(__always)
  private func extrapolate(
    _ x: Double, _ mode: CompiledGraph.Extrapolation, end: Int, neighbour: Int,
    first: Int, last: Int
  ) -> Double? {
    switch mode {
    case .none:
      return nil
    case .clamp:
      return keyValues[end]
    case .extend:
      guard neighbour >= first, neighbour <= last else { return keyValues[end] }
      let width = keyPositions[neighbour] - keyPositions[end]
      guard width != 0 else { return keyValues[end] }
      let slope = (keyValues[neighbour] - keyValues[end]) / width
      return ScalarOps.finite(keyValues[end] + slope * (x - keyPositions[end]))
    }
  }
}
