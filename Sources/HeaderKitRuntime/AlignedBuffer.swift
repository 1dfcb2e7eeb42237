#if canImport(Glibc)
import Glibc
#endif

extension UnsafeMutableBufferPointer where Element == Double {
  /// Buffers from this size on are laid on huge pages where the system
  /// offers them: a jump reads a few random lines of a large table (lanes'
  /// records, key trees), and with 4 KiB pages most of those reads also
  /// miss the TLB.
  static let hugePageBytes = 2 << 20

  /// A new buffer holding `elements` at a 64-byte boundary (a cache line),
  /// with room for at least one element.
  static func aligned(_ elements: [Double]) -> UnsafeMutableBufferPointer<Double> {
    let bytes = 8 * Swift.max(1, elements.count)
    let huge = bytes >= hugePageBytes
    let raw = UnsafeMutableRawPointer.allocate(
      byteCount: huge ? (bytes + hugePageBytes - 1) / hugePageBytes * hugePageBytes : bytes,
      alignment: huge ? hugePageBytes : 64)
    #if canImport(Glibc)
    // Before the first write, which places the pages. Only advice: a
    // system without huge pages ignores it.
    if huge {
      _ = madvise(raw, (bytes + hugePageBytes - 1) / hugePageBytes * hugePageBytes, MADV_HUGEPAGE)
    }
    #endif
    let start = raw.bindMemory(to: Double.self, capacity: Swift.max(1, elements.count))
    _ = UnsafeMutableBufferPointer(start: start, count: elements.count).initialize(from: elements)
    return UnsafeMutableBufferPointer(start: start, count: elements.count)
  }
}
