import ArgumentParser
import HeaderKit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `-` in place of a spec or a trace: standard input, read to its end once,
/// and never more than a file of its kind may hold.
enum StandardInput {
  /// The argument that names standard input.
  static let argument = "-"
  /// How diagnostics and reports name it.
  static let name = "<stdin>"

  /// The most bytes of a spec or trace read from it: the 1 MiB a spec or
  /// trace file may hold.
  static let maxBytes = 1 << 20

  /// Refuses a command that names standard input more than once: it can
  /// be read only once.
  static func refuseSecondUse(_ arguments: [String?]) throws {
    let uses = arguments.filter { $0 == argument }.count
    guard uses > 1 else { return }
    throw ValidationError(
      "'-' (standard input) is named \(uses) times, but standard input can be read only once; give the others as files"
    )
  }

  /// Appends to `bytes` what standard input holds, until its end or until
  /// `bytes` holds `limit + 1` bytes (enough to tell that it is too large).
  /// - Throws: a usage error when standard input cannot be read.
  static func read(into bytes: inout [UInt8], limit: Int) throws {
    // Standard input redirected from a file is a file the command reads.
    FilesRead.record(descriptor: STDIN_FILENO, shownAs: name)
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while bytes.count <= limit {
      let wanted = min(chunk.count, limit + 1 - bytes.count)
      let count = chunk.withUnsafeMutableBytes { systemRead(STDIN_FILENO, $0.baseAddress!, wanted) }
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        throw ValidationError("cannot read standard input: \(errorText(errno))")
      }
      if count == 0 { return }
      bytes += chunk[..<count]
    }
  }

  /// Standard input, at most `limit + 1` bytes.
  static func read(limit: Int = maxBytes) throws -> [UInt8] {
    var bytes: [UInt8] = []
    try read(into: &bytes, limit: limit)
    return bytes
  }
}

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif
