import HeaderKitRuntime

/// What lint keeps of an input's samples as they stream past: each alpha's
/// farthest excursion from [0, 1], and the intervals where an output changes
/// by more than its jump threshold, to be narrowed by ``Discontinuities``.
///
/// Intervals are kept for at most `limit` in all, the first properties'
/// first: narrowing spends at least one evaluation on each, so more than the
/// budget's evaluations could never be examined.
struct SampleScan {
  /// An interval between sample `sample` and the next where an output changes.
  struct Candidate {
    var sample: Int32
    var before: Double
    var after: Double
  }

  /// Per output, its changing intervals in sample order.
  private(set) var candidates: [[Candidate]]
  /// Outputs from this one on lost intervals to the limit.
  private(set) var cutoff: Int
  /// Per output, the alpha furthest outside [0, 1]: how far, at which sample, the value.
  private(set) var alphaWorst: [(excess: Double, sample: Int, value: Double)?]
  private let thresholds: [Double]
  private let isAlpha: [Bool]
  private let limit: Int
  private var total = 0
  private var previous: [Double] = []

  init(_ graph: CompiledGraph, limit: Int) {
    thresholds = graph.outputs.map { Discontinuities.threshold($0.property) }
    isAlpha = graph.outputs.map { $0.property == "alpha" }
    candidates = Array(repeating: [], count: graph.outputs.count)
    alphaWorst = Array(repeating: nil, count: graph.outputs.count)
    cutoff = graph.outputs.count
    self.limit = max(1, limit)
  }

  /// Takes in the values of sample `index` (samples come in order).
  mutating func add(_ index: Int, _ values: [Double]) {
    for output in values.indices where isAlpha[output] {
      let excess = max(-values[output], values[output] - 1)
      if excess > 1e-9, excess > alphaWorst[output]?.excess ?? 0 {
        alphaWorst[output] = (excess, index, values[output])
      }
    }
    if !previous.isEmpty {
      for output in 0..<cutoff where abs(values[output] - previous[output]) > thresholds[output] {
        keep(
          output,
          Candidate(sample: Int32(index - 1), before: previous[output], after: values[output]))
      }
    }
    previous = values
  }

  /// Keeps a candidate; past the limit, drops the last properties' ones.
  private mutating func keep(_ output: Int, _ candidate: Candidate) {
    guard output < cutoff else { return }
    candidates[output].append(candidate)
    total += 1
    while total > limit, let last = (0..<cutoff).last(where: { !candidates[$0].isEmpty }) {
      total -= candidates[last].count
      candidates[last] = []
      cutoff = last
    }
  }
}
