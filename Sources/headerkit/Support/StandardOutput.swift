import ArgumentParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output for text written piece by piece (the rows of a long
/// sweep), in 64 KiB writes; a failed write ends the command with exit 1.
struct StandardOutput {
  private var buffer: [UInt8] = []
  private var failure: Int32?

  init() {
    buffer.reserveCapacity(Self.chunk)
  }

  private static let chunk = 1 << 16

  mutating func write(_ text: String) {
    buffer += text.utf8
    if buffer.count >= Self.chunk { flush() }
  }

  /// Writes what is buffered; a write that failed (a full disk, a closed
  /// pipe) prints `headerkit: cannot write standard output: reason`.
  mutating func finish() throws {
    flush()
    guard let failure else { return }
    Terminal.writeError("headerkit: cannot write standard output: \(errorText(failure))\n")
    throw ExitCode.failure
  }

  private mutating func flush() {
    defer { buffer.removeAll(keepingCapacity: true) }
    guard failure == nil else { return }
    var offset = 0
    while offset < buffer.count {
      let written = buffer.withUnsafeBytes {
        systemWrite(STDOUT_FILENO, $0.baseAddress! + offset, $0.count - offset)
      }
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        failure = written < 0 ? errno : EIO
        return
      }
      offset += written
    }
  }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
