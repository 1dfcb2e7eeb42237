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
///
/// It is the runtime's so that `headerkit test`, `headerkit compile --tests`
/// and HeaderKitTesting hold a spec's test cases to one rule (``testWork``,
/// ``caseSetupCost(of:settingParams:)``).
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

  /// The work the test cases and golden timeline of one spec may do
  /// together: about 3 s of a release build (docs/limits.md). `headerkit
  /// test` runs them within it, `compile --tests` compiles only cases that
  /// fit in it, and HeaderKitTesting refuses compiled tests that pass it.
  public static let testWork = 1_000_000_000

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

  /// The work of a test case's (or a golden timeline section's) set-up,
  /// from an evaluator of `graph` with its default params: an evaluation
  /// that puts the header at rest and, for each param it sets in order, a
  /// set-up of the graph (``setupCost(of:listLengths:)``) with the lists as
  /// long as they are then.
  /// - Parameters:
  ///   - graph: The graph the case runs.
  ///   - params: Each param set: its index in `graph.params`, and
  ///     the length of the list it is given (nil for a number). An index
  ///     the graph lacks is skipped; a list given to a number param, or a
  ///     number to a list param, leaves the lengths as they were.
  public static func caseSetupCost(
    of graph: CompiledGraph, settingParams params: some Sequence<(index: Int, listLength: Int?)>
  ) -> Int {
    var lengths = graph.defaultListLengths
    var work = cost(of: graph)
    for (index, listLength) in params where graph.params.indices.contains(index) {
      if case .list(let list) = graph.params[index].storage, let listLength,
        lengths.indices.contains(Int(list))
      {
        lengths[Int(list)] = listLength
      }
      let (sum, overflow) = work.addingReportingOverflow(setupCost(of: graph, listLengths: lengths))
      work = overflow ? .max : sum
    }
    return work
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

extension CompiledGraph {
  /// Each list param's default length, in list order (a graph numbers its
  /// lists in the order of its params).
  package var defaultListLengths: [Int] {
    params.compactMap { param in
      guard case .list = param.storage else { return nil }
      return param.defaultValues.count
    }
  }
}
