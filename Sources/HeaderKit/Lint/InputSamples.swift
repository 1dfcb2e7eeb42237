@_spi(Generated) import HeaderKitRuntime

/// Where one input's outputs are sampled: a fine grid plus the keyframe and
/// range boundaries the input drives, so that each place where two segments
/// or ranges meet has a sample on it. The values are not kept: ``evaluate(_:_:)``
/// hands them over sample by sample.
struct InputSamples {
  /// Where a boundary sample comes from, for locating what happens there.
  struct Boundary {
    var raw: Double
    /// The graph track and keyframe that put a boundary here, if any.
    var track: Int?
    var keyframe: LintContext.Keyframe?
  }

  let input: Int
  /// Sorted raw offsets.
  let offsets: [Double]
  /// Every boundary, sorted by position (also those not sampled).
  let boundaries: [Boundary]

  /// How many grid steps cover the span.
  static let gridSteps = 512
  /// The most boundaries sampled per input; past that, boundaries evenly
  /// spread over the sorted ones are kept (the grid still covers the span).
  static let maxBoundaries = 4_096

  init(_ context: LintContext, input: Int) {
    self.input = input
    let span = context.span(input)
    let inset = context.inset(input)
    var boundaries: [Boundary] = []
    for track in context.tracks(drivenBy: input) {
      for keyframe in context.keyframes[track] where span.contains(keyframe.position - inset) {
        boundaries.append(
          Boundary(raw: keyframe.position - inset, track: track, keyframe: keyframe))
      }
    }
    // Ranges read by name: their progress is clamped at both ends.
    let valueSlot = context.graph.inputs[input].valueSlot
    for instruction in context.graph.frameCode
    where instruction.op == .progress && instruction.a == valueSlot {
      for slot in [instruction.b, instruction.c] {
        let raw = context.base.slotValue(Int(slot)) - inset
        if span.contains(raw) { boundaries.append(Boundary(raw: raw)) }
      }
    }
    // Sorted by position, for finding those near a jump; coincident ones keep their order.
    self.boundaries = boundaries.enumerated().sorted {
      ($0.element.raw, $0.offset) < ($1.element.raw, $1.offset)
    }.map(\.element)
    var sampled = Array(Set(boundaries.map(\.raw))).sorted()
    if sampled.count > Self.maxBoundaries {
      let stride = Double(sampled.count - 1) / Double(Self.maxBoundaries - 1)
      sampled = (0..<Self.maxBoundaries).map { sampled[Int((Double($0) * stride).rounded())] }
    }
    let width = span.upperBound - span.lowerBound
    var offsets = (0...Self.gridSteps).map {
      span.lowerBound + width * Double($0) / Double(Self.gridSteps)
    }
    offsets += sampled
    offsets.sort()
    var unique: [Double] = []
    for offset in offsets where unique.last.map({ offset > $0 }) ?? true { unique.append(offset) }
    self.offsets = unique
  }

  /// Evaluates every sample in order and hands its index and values to
  /// `body`; one sample's values are alive at a time.
  func evaluate(_ context: LintContext, _ body: (Int, [Double]) -> Void) {
    var evaluator = context.base
    for (index, offset) in offsets.enumerated() {
      evaluator.setInput(input, raw: offset)
      body(index, evaluator.allValues)
    }
  }

  /// The boundaries from `low` to `high`, in order.
  func boundaries(from low: Double, to high: Double) -> ArraySlice<Boundary> {
    var (start, end) = (0, boundaries.count)
    while start < end {
      let middle = (start + end) / 2
      if boundaries[middle].raw < low { start = middle + 1 } else { end = middle }
    }
    var stop = start
    while stop < boundaries.count, boundaries[stop].raw <= high { stop += 1 }
    return boundaries[start..<stop]
  }

  /// The input's value in the spec's units at a raw offset, finite as the
  /// evaluator stores it.
  func position(_ raw: Double, _ context: LintContext) -> Double {
    ScalarOps.finite(raw + context.inset(input))
  }
}
