public import HeaderKitRuntime

/// Evaluation work a command may still do, spent evaluation by evaluation,
/// so that its time stays bounded whatever the spec.
///
/// Work is counted in frame instructions: one evaluation of a graph costs
/// its frame code and its outputs, 16 more per track (a track searches
/// its keyframes and eases), and at least 64 for the work around it (moving
/// the input, reading the values). Setting a graph up (as a param change
/// does) costs its set-up code, each built keyframe's code and
/// ``keyframeWork`` more per keyframe, and the frame evaluated after. A
/// unit is about 3 ns of a release build.
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

  /// What building a keyframe costs beyond its code: placing and storing
  /// it take about 19 ns of a release build (100,000 keyframes of no code
  /// set up 1,000 times took 1.9 s), some 6 units; 8 to be safe.
  public static let keyframeWork = 8

  /// The work of setting `graph` up with lists of these lengths (in list
  /// order): its set-up code, each built keyframe's code and
  /// ``keyframeWork`` more per keyframe, then one evaluation.
  public static func setupCost(of graph: CompiledGraph, listLengths: [Int]) -> Int {
    // The graph counts one unit per keyframe beside its code (GraphLimit.setupWork).
    let setup = graph.setupCost(listLengths: listLengths)
    let keyframes = setup.keyframes.multipliedReportingOverflow(by: keyframeWork - 1)
    let work = setup.work.addingReportingOverflow(keyframes.partialValue)
    let total = work.partialValue.addingReportingOverflow(cost(of: graph))
    return keyframes.overflow || work.overflow || total.overflow ? .max : total.partialValue
  }

  /// How many evaluations of `graph` the budget has left.
  public func evaluations(of graph: CompiledGraph) -> Int {
    remaining / Self.cost(of: graph)
  }

  /// Spends `count` evaluations of `graph`; false, spending nothing, when
  /// fewer are left.
  public mutating func spend(_ count: Int, of graph: CompiledGraph) -> Bool {
    let cost = count.multipliedReportingOverflow(by: Self.cost(of: graph))
    return count >= 0 && !cost.overflow && spend(work: cost.partialValue)
  }

  /// Spends `work` units; false, spending nothing, when fewer are left.
  public mutating func spend(work: Int) -> Bool {
    guard work >= 0, work <= remaining else { return false }
    remaining -= work
    return true
  }
}
