/// What setting a list param costs a header's set-up: generated code with
/// settable params checks a new list here before keeping it, as
/// ``HeaderEvaluator/setParam(_:to:)-(_,[Double])`` checks it with the graph.
///
/// Each keyframe is built once, or once per element of one list, so the
/// keyframes built and the set-up instructions run grow linearly with each
/// list's length: a fixed part plus so much per element.
@_spi(Generated)
public struct ListParamCost: Sendable, Hashable {
  /// Keyframes built and set-up instructions run whatever the lists hold.
  public let keyframes, work: Int
  /// Keyframes and instructions added by each element of each list, by list index.
  public let keyframesPerElement, workPerElement: [Int]

  /// A cost with these parts.
  public init(keyframes: Int, work: Int, keyframesPerElement: [Int], workPerElement: [Int]) {
    (self.keyframes, self.work) = (keyframes, work)
    (self.keyframesPerElement, self.workPerElement) = (keyframesPerElement, workPerElement)
  }

  /// What lists cost `graph`'s set-up: its set-up code, and each keyframe
  /// source once per track that runs it — once, or per element of its list
  /// — counting one keyframe and its code plus one instruction. Sources out
  /// of every track's range count nothing, a list past the graph's lists
  /// counts once. Saturates at `Int.max`.
  /// - Complexity: O(keyframe sources + tracks): how many tracks run each
  ///   source comes from their ranges' ends, not from a walk over each.
  package init(_ graph: CompiledGraph) {
    let sources = graph.keyframeSources
    var starts = [Int](repeating: 0, count: sources.count + 1)
    for track in graph.tracks {
      let first = Int(track.firstSource)
      let end = first + Int(track.sourceCount)
      guard first >= 0, first <= end, end <= sources.count else { continue }
      starts[first] += 1
      starts[end] -= 1
    }
    let lists = graph.params.filter(\.isList).count
    var (keyframes, work) = (0, graph.setupCode.count)
    var perElement = (
      keyframes: [Int](repeating: 0, count: lists), work: [Int](repeating: 0, count: lists)
    )
    var runs = 0
    for (index, source) in sources.enumerated() {
      runs += starts[index]
      let code = Self.multiply(runs, Int(source.codeCount) + 1)
      let list = Int(source.list)
      if list >= 0, list < lists {
        perElement.keyframes[list] = Self.add(perElement.keyframes[list], runs)
        perElement.work[list] = Self.add(perElement.work[list], code)
      } else {
        keyframes = Self.add(keyframes, runs)
        work = Self.add(work, code)
      }
    }
    self.init(
      keyframes: keyframes, work: work, keyframesPerElement: perElement.keyframes,
      workPerElement: perElement.work)
  }

  /// The keyframes built and set-up instructions run for lists of these
  /// lengths (in list order; a missing length counts 0), saturating at `Int.max`.
  public func cost(listLengths lengths: [Int]) -> (keyframes: Int, work: Int) {
    var (keyframes, work) = (self.keyframes, self.work)
    for (list, length) in lengths.enumerated() where list < keyframesPerElement.count {
      keyframes = Self.add(keyframes, Self.multiply(keyframesPerElement[list], length))
      work = Self.add(work, Self.multiply(workPerElement[list], length))
    }
    return (keyframes, work)
  }

  /// Throws what the evaluator throws for lists of these lengths (in list
  /// order): ``GraphError/limitExceeded(_:found:limit:)`` for too many list
  /// elements, keyframes built or set-up instructions, checked in that order.
  public func check(listLengths lengths: [Int]) throws(GraphError) {
    let (keyframes, work) = cost(listLengths: lengths)
    for (limit, count) in [
      (GraphLimit.listElements, lengths.reduce(0, Self.add)), (.builtKeyframes, keyframes),
      (.setupWork, work),
    ] where count > limit.limit {
      throw .limitExceeded(limit, found: count, limit: limit.limit)
    }
  }

  private static func add(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? .max : sum
  }

  private static func multiply(_ a: Int, _ b: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? .max : product
  }
}
