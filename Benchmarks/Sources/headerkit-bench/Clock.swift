#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A monotonic clock in nanoseconds, read with one `clock_gettime` call.
enum Clock {
  /// Nanoseconds since an arbitrary, fixed point.
  @inline(__always)
  static func now() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
  }

  /// Seconds elapsed since `start` (a value of ``now()``).
  static func seconds(since start: UInt64) -> Double {
    Double(now() - start) / 1e9
  }
}
