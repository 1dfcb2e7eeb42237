import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every file this process has read, by device and inode: what a command
/// that writes a file checks its output against, so that no output is a
/// file the command reads — the spec, a sidecar, a trace, a golden
/// timeline, a graph, or standard input when it is a file — by whatever
/// path names it (a symbolic link, a hard link, `..`).
///
/// Files are recorded where they are read (`RegularFile`, the one way
/// HeaderKit reads a file, and standard input), not listed by each command,
/// so a command cannot forget one.
public enum FilesRead {
  private struct Identity: Hashable {
    var device, inode: UInt64
  }

  /// The files read, each with the path it was read by (the first, when
  /// one was read by several).
  private final class Registry: @unchecked Sendable {
    private let lock = NSLock()
    private var paths: [Identity: String] = [:]

    // lock() and unlock(), not withLock (macOS 14).
    func record(_ identity: Identity, as path: String) {
      lock.lock()
      defer { lock.unlock() }
      if paths[identity] == nil { paths[identity] = path }
    }

    func path(of identity: Identity) -> String? {
      lock.lock()
      defer { lock.unlock() }
      return paths[identity]
    }
  }

  private static let registry = Registry()

  /// Records the file open as `descriptor`, shown as `path`, when it is a
  /// regular file (a pipe or a terminal is no file an output could be).
  public static func record(descriptor: Int32, shownAs path: String) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return }
    record(info, shownAs: path)
  }

  /// Records the file `info` describes, shown as `path`, when it is a regular file.
  static func record(_ info: stat, shownAs path: String) {
    guard info.st_mode & S_IFMT == S_IFREG else { return }
    registry.record(identity(info), as: path)
  }

  /// The path a file this process read was read by, when `path` names the
  /// same file (its device and inode, through any symbolic links); nil
  /// when it names none of them, or nothing.
  public static func path(sameFileAs path: String) -> String? {
    var info = stat()
    guard !path.utf8.contains(0), stat(path, &info) == 0 else { return nil }
    return registry.path(of: identity(info))
  }

  private static func identity(_ info: stat) -> Identity {
    Identity(device: UInt64(truncatingIfNeeded: info.st_dev), inode: UInt64(info.st_ino))
  }
}
