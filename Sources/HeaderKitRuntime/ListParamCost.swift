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

  /// Throws what the evaluator throws for lists of these lengths (in list
  /// order): ``GraphError/limitExceeded(_:found:limit:)`` for too many list
  /// elements, keyframes built or set-up instructions, checked in that order.
  public func check(listLengths lengths: [Int]) throws(GraphError) {
    var (keyframes, work) = (self.keyframes, self.work)
    for (list, length) in lengths.enumerated() {
      keyframes = Self.add(keyframes, Self.multiply(keyframesPerElement[list], length))
      work = Self.add(work, Self.multiply(workPerElement[list], length))
    }
    for (limit, count) in [
      (GraphLimit.listElements, lengths.reduce(0, Self.add)), (.builtKeyframes, keyframes),
      (.setupWork, work),
    ] where count > limit.limit {
      throw .limitExceeded(limit, found: count, limit: limit.limit)
    }
  }

  /// 0, then the sums of a list's first 1, 2, … elements, added in order
  /// (as the evaluator adds them).
  public static func prefixSums(_ values: [Double]) -> [Double] {
    var sums = [0.0]
    sums.reserveCapacity(values.count + 1)
    for value in values { sums.append(sums[sums.count - 1] + value) }
    return sums
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
