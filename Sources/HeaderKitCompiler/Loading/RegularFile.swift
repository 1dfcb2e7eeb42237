#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

#if canImport(Glibc)
private let systemRead = Glibc.read
#elseif canImport(Darwin)
private let systemRead = Darwin.read
#endif

/// Reading a file that must be a regular file: FIFOs, devices, sockets and
/// directories are refused before they are opened, so a name such as
/// `/dev/stdin` or a FIFO called `spec.yaml` cannot hang or flood a command.
/// Every file read is recorded in ``FilesRead``, which outputs are checked against.
enum RegularFile {
  /// Reads at most `limit + 1` bytes of `path`, enough to tell that a file is
  /// too large without reading all of a huge one.
  /// - Parameters:
  ///   - shownAs: the path errors name.
  ///   - followingSymlinks: false refuses a symbolic link as the last component.
  static func read(_ path: String, shownAs: String, limit: Int, followingSymlinks: Bool = true)
    throws(FileReadError) -> [UInt8]
  {
    func failure(_ reason: String) -> FileReadError { FileReadError(path: shownAs, reason: reason) }
    guard !path.utf8.contains(0) else { throw failure("a file name cannot hold a NUL character") }
    var info = stat()
    let found = followingSymlinks ? stat(path, &info) : lstat(path, &info)
    guard found == 0 else { throw failure(reason(errno: errno)) }
    if let kind = kindProblem(info.st_mode) { throw failure(kind) }
    let flags = O_RDONLY | O_NONBLOCK | O_CLOEXEC | (followingSymlinks ? 0 : O_NOFOLLOW)
    let descriptor = open(path, flags)
    guard descriptor >= 0 else { throw failure(reason(errno: errno)) }
    defer { close(descriptor) }
    // The name may have been replaced between the check and the open.
    guard fstat(descriptor, &info) == 0 else { throw failure(reason(errno: errno)) }
    if let kind = kindProblem(info.st_mode) { throw failure(kind) }
    FilesRead.record(info, shownAs: shownAs)
    var bytes = [UInt8](repeating: 0, count: max(0, limit) + 1)
    var count = 0
    while count < bytes.count {
      let read = bytes.withUnsafeMutableBytes { buffer in
        systemRead(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if read < 0, errno == EINTR { continue }
      guard read >= 0 else { throw failure(reason(errno: errno)) }
      if read == 0 { break }
      count += read
    }
    bytes.removeSubrange(count...)
    return bytes
  }

  /// Whether an entry exists at `path`, of any kind, without following a
  /// symbolic link (a dangling link exists).
  static func exists(_ path: String) -> Bool {
    var info = stat()
    return !path.utf8.contains(0) && lstat(path, &info) == 0
  }

  /// Why a file of this mode cannot be read, or nil for a regular file.
  static func kindProblem(_ mode: mode_t) -> String? {
    switch mode & S_IFMT {
    case S_IFREG: nil
    case S_IFDIR: "it is a directory"
    case S_IFIFO: "it is a FIFO, not a regular file"
    case S_IFCHR, S_IFBLK: "it is a device, not a regular file"
    case S_IFSOCK: "it is a socket, not a regular file"
    case S_IFLNK: "it is a symbolic link"
    default: "it is not a regular file"
    }
  }

  /// A short reason for a failed call, in words.
  static func reason(errno code: Int32) -> String {
    switch code {
    case ENOENT, ENOTDIR: "no such file"
    case EACCES, EPERM: "permission denied"
    case ELOOP: "too many symbolic links"
    default: String(cString: strerror(code)).lowercased()
    }
  }
}
