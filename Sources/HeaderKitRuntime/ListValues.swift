/// A list param's elements, and the sums of their prefixes (`prefixSums[k]`
/// adds the first k elements, in order): what the list opcodes read.
@_spi(Generated)
public struct ListValues: Hashable, Sendable {
  /// The elements.
  public let elements: [Double]
  /// 0, then the sums of the first 1, 2, … elements, added in order.
  public let prefixSums: [Double]

  /// The list of `elements`, its prefix sums added here.
  public init(_ elements: [Double]) {
    var sums = [0.0]
    sums.reserveCapacity(elements.count + 1)
    for element in elements { sums.append(sums[sums.count - 1] + element) }
    (self.elements, prefixSums) = (elements, sums)
  }
}
