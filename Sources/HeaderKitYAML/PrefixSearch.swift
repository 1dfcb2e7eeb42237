extension RandomAccessCollection where Index == Int {
  /// How many elements from the start satisfy `isInPrefix`, which must hold
  /// for a prefix of the collection and for nothing after it.
  /// - Complexity: O(log *n*), a binary search.
  func prefixCount(where isInPrefix: (Element) -> Bool) -> Int {
    var low = startIndex
    var high = endIndex
    while low < high {
      let middle = low + (high - low) / 2
      if isInPrefix(self[middle]) { low = middle + 1 } else { high = middle }
    }
    return low - startIndex
  }
}
