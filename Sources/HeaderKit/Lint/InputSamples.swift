import HeaderKitRuntime

/// Every output sampled across one input's span: a fine grid plus every
/// keyframe and range boundary the input drives, so that each place where two
/// segments or ranges meet has a sample on it.
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
  /// `values[sample][output]`.
  let values: [[Double]]
  let boundaries: [Boundary]

  /// How many grid steps cover the span.
  static let gridSteps = 512

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
    self.boundaries = boundaries
    let width = span.upperBound - span.lowerBound
    var offsets = (0...Self.gridSteps).map {
      span.lowerBound + width * Double($0) / Double(Self.gridSteps)
    }
    offsets += boundaries.map(\.raw)
    offsets.sort()
    var unique: [Double] = []
    for offset in offsets where unique.last.map({ offset > $0 }) ?? true { unique.append(offset) }
    self.offsets = unique
    var evaluator = context.base
    values = unique.map { offset in
      evaluator.setInput(input, raw: offset)
      return evaluator.allValues
    }
  }

  /// The input's value in the spec's units at a raw offset.
  func position(_ raw: Double, _ context: LintContext) -> Double { raw + context.inset(input) }
}
