#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The folder a spec lives in: the one place the files a spec names — its
/// test sidecar, the traces its cases name, its golden timeline — are read
/// from.
///
/// A name is relative to the folder. Absolute names, `..` and symbolic links
/// that lead out of the folder are refused (``FileReadError/outsideFolder``),
/// and only regular files are read, so nothing a spec says makes HeaderKit
/// read `/proc/self/environ`, wait on `/dev/stdin` or echo a file elsewhere.
public struct SpecFolder: Sendable {
  /// The folder as the spec's path gives it, up to and including its last
  /// `/`: `Specs/` for `Specs/a.yaml`, empty for `a.yaml`.
  public let prefix: String

  /// The folder of the spec at `specPath`.
  public init(specPath: String) {
    prefix = specPath.lastIndex(of: "/").map { String(specPath[...$0]) } ?? ""
  }

  /// The folder's path: the prefix, or `.`.
  public var path: String { prefix.isEmpty ? "." : prefix }

  /// The path of `name` in the folder, as messages show it and writers use it.
  public func path(of name: String) -> String { prefix + name }

  /// Whether the folder has an entry called `name`, of any kind (a dangling
  /// link or a FIFO too: reading it then says what is wrong).
  public func contains(_ name: String) -> Bool {
    Self.nameProblem(name) == nil && RegularFile.exists(path(of: name))
  }

  /// Reads the regular file `name` names, at most `limit + 1` bytes.
  /// - Throws: ``FileReadError`` with ``FileReadError/outsideFolder`` set when
  ///   the name leads out of the folder, or without it when the file is
  ///   missing, unreadable or not a regular file.
  public func read(_ name: String, limit: Int) throws(FileReadError) -> [UInt8] {
    try read(resolved: resolve(name), name: name, limit: limit)
  }

  /// The real path of the file `name` names: absolute, every symbolic link
  /// resolved, and inside the folder.
  /// - Throws: as ``read(_:limit:)`` does.
  public func resolve(_ name: String) throws(FileReadError) -> String {
    let shown = path(of: name)
    if let problem = Self.nameProblem(name) {
      throw FileReadError(path: shown, reason: problem, outsideFolder: true)
    }
    guard let folder = Self.realPath(path) else {
      throw FileReadError(path: shown, reason: "the spec's folder cannot be read")
    }
    guard let resolved = Self.realPath(shown) else {
      throw FileReadError(path: shown, reason: RegularFile.reason(errno: errno))
    }
    guard resolved != folder else { throw FileReadError(path: shown, reason: "it is a directory") }
    guard resolved.hasPrefix(folder == "/" ? "/" : folder + "/") else {
      throw FileReadError(
        path: shown, reason: "it is a symbolic link to a file outside the spec's folder",
        outsideFolder: true)
    }
    return resolved
  }

  /// Reads a path ``resolve(_:)`` gave for `name`, refusing a symbolic link
  /// put in its place since.
  func read(resolved: String, name: String, limit: Int) throws(FileReadError) -> [UInt8] {
    try RegularFile.read(resolved, shownAs: path(of: name), limit: limit, followingSymlinks: false)
  }

  /// Why `name` cannot name a file in the folder, whatever the folder holds.
  static func nameProblem(_ name: String) -> String? {
    if name.isEmpty { return "the file name is empty" }
    if name.utf8.contains(0) { return "a file name cannot hold a NUL character" }
    if name.hasPrefix("/") {
      return "absolute paths are not allowed; name a file in the spec's folder, relative to it"
    }
    if name.split(separator: "/").contains("..") {
      return "'..' would leave the spec's folder; name a file in the spec's folder"
    }
    return nil
  }

  /// The absolute path with every symbolic link resolved, or nil (with `errno` set).
  static func realPath(_ path: String) -> String? {
    guard let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
