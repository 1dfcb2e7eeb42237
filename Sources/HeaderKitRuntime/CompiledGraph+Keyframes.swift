extension CompiledGraph {
  /// The most keyframes an evaluator builds for one graph, each `each`
  /// keyframe counting once per element of its list: enough for any header,
  /// and few enough that set-up stays fast and small (about 80 MB at most).
  public static let maxBuiltKeyframes = 1 << 20

  /// How many keyframes an evaluator builds for its tracks when the list
  /// params have these lengths, in list order; missing lengths are the defaults.
  ///
  /// Never overflows: a count beyond `Int.max` is `Int.max`. Tracks whose
  /// sources are out of range count nothing (``validate()`` rejects them).
  /// - Complexity: O(keyframe sources + tracks + params).
  public func builtKeyframeCount(listLengths: [Int] = []) -> Int {
    var lengths = params.filter(\.isList).map(\.defaultValues.count)
    for (index, length) in listLengths.enumerated() where index < lengths.count {
      lengths[index] = length
    }
    // before[i]: the keyframes of sources 0..<i, so each track's count is a difference.
    var before = [0]
    before.reserveCapacity(keyframeSources.count + 1)
    for source in keyframeSources {
      let list = Int(source.list)
      let repeats = list >= 0 && list < lengths.count ? lengths[list] : 1
      let (sum, overflow) = before[before.count - 1].addingReportingOverflow(repeats)
      before.append(overflow ? .max : sum)
    }
    var total = 0
    for track in tracks {
      let first = Int(track.firstSource)
      let end = first + Int(track.sourceCount)
      guard first >= 0, first <= end, end < before.count else { continue }
      let (sum, overflow) = total.addingReportingOverflow(before[end] - before[first])
      if overflow || before[end] == .max { return .max }
      total = sum
    }
    return total
  }
}
