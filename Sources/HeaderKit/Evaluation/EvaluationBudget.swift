public import HeaderKitRuntime

/// Evaluation work a command may still do, spent evaluation by evaluation,
/// so that its time stays bounded whatever the spec.
///
/// Work is counted in frame instructions: one evaluation of a graph costs
/// its frame code and its outputs, 16 more per track (a track searches
/// its keyframes and eases), and at least 64 for the work around it (moving
/// the input, reading the values). A unit is about 3 ns of a release build.
public struct EvaluationBudget: Sendable {
  /// The work the budget started with.
  public let work: Int
  /// The work left.
  public private(set) var remaining: Int

  /// A budget of `work` units; a negative amount is none.
  public init(work: Int) {
    self.work = work
    remaining = max(0, work)
  }

  /// The work one evaluation of `graph` costs.
  public static func cost(of graph: CompiledGraph) -> Int {
    max(64, graph.frameCode.count + graph.outputs.count + 16 * graph.tracks.count)
  }

  /// How many evaluations of `graph` the budget has left.
  public func evaluations(of graph: CompiledGraph) -> Int {
    remaining / Self.cost(of: graph)
  }

  /// Spends `count` evaluations of `graph`; false, spending nothing, when
  /// fewer are left.
  public mutating func spend(_ count: Int, of graph: CompiledGraph) -> Bool {
    let cost = count.multipliedReportingOverflow(by: Self.cost(of: graph))
    guard count >= 0, !cost.overflow, cost.partialValue <= remaining else { return false }
    remaining -= cost.partialValue
    return true
  }
}
