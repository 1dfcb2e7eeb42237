import MallocInterposerSwift

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Counts heap allocations with the malloc interposer.
///
/// Counting works only when `libMallocInterposerSwift` was preloaded (see
/// ``Preload``); ``calibration`` proves it does by counting allocations that
/// are certainly made.
enum AllocationCounter {
  /// The allocations counted around one `malloc` and one Swift array: at
  /// least 2 when counting works, 0 when the interposer is not loaded.
  static let calibration: Int = count {
    free(malloc(24))
    Sink.consume(allocatedArray(3).reduce(0, +))
  }

  /// Whether counts mean anything in this process.
  static var isActive: Bool { calibration >= 2 }

  /// The allocations `body` makes.
  static func count(_ body: () -> Void) -> Int {
    MallocInterposerSwift.reset()
    MallocInterposerSwift.hook()
    body()
    MallocInterposerSwift.unhook()
    return MallocInterposerSwift.getStatistics().mallocCount
  }

  /// The allocations `workload` makes per operation, over `count` operations
  /// after its preparation and one operation first (which makes the buffers
  /// it shares with copies its own).
  static func perOperation<W: Workload>(_ workload: inout W, count: Int) -> Double {
    workload.prepare()
    Sink.consume(workload.run(1))
    workload.prepare()
    var checksum = 0.0
    let allocations = Self.count { checksum = workload.run(count) }
    Sink.consume(checksum)
    return Double(allocations) / Double(count)
  }

  @inline(never)
  private static func allocatedArray(_ count: Int) -> [Double] {
    Array(repeating: 1, count: count)
  }
}
