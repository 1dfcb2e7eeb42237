import ArgumentParser
import HeaderKit
import HeaderKitDiagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes every file a command writes (`-o` of compile, generate, plot,
/// filmstrip and preview; `test --record`'s golden timelines).
///
/// The text goes to a temporary file beside the target, which is then renamed
/// into place: an interrupted or failed write (a full disk, a file-size limit)
/// leaves the old file as it was, and a symbolic link at the target is
/// replaced, never written through. A target that is a file the command
/// has read (``FilesRead``: the same device and inode, whatever the path) is
/// refused. Failures print `headerkit: cannot write PATH: reason` and exit 1.
enum OutputFile {
  /// The path that names standard output: `-o -`.
  static let standardOutput = "-"

  /// Writes `text` to `path`, unless `path` is a file the command has
  /// read; `-` is standard output.
  static func write(_ text: String, to path: String) throws {
    if path == standardOutput {
      var standardOutput = StandardOutput()
      standardOutput.write(text)
      try standardOutput.finish()
      return
    }
    if let problem = problem(writing: path) ?? replace(path, with: text) {
      Terminal.writeError("headerkit: cannot write \(VisibleText.escaped(path)): \(problem)\n")
      throw ExitCode.failure
    }
  }

  /// Why `path` must not be written, before anything is.
  private static func problem(writing path: String) -> String? {
    guard !path.isEmpty else { return "the path is empty" }
    guard !path.utf8.contains(0) else { return "a file name cannot hold a NUL character" }
    var target = stat()
    guard stat(path, &target) == 0 else { return nil }
    switch target.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return "it is a directory"
    // Renaming over a FIFO or a device would replace it (as root, /dev/null too).
    default: return "it is not a regular file"
    }
    guard let input = FilesRead.path(sameFileAs: path) else { return nil }
    return input == path
      ? "it is the input file; write the output to another file"
      : "it is '\(VisibleText.escaped(input))', a file this command reads"
  }

  /// Writes a temporary file beside `path` and renames it over `path`;
  /// nil on success, else the reason.
  private static func replace(_ path: String, with text: String) -> String? {
    // A file-size limit must fail the write, not kill the process halfway.
    signal(SIGXFSZ, SIG_IGN)
    let slash = path.lastIndex(of: "/")
    let folder = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var template = Array("\(folder).\(stem(of: name)).headerkit-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard descriptor >= 0 else { return reason(errno) }
    let temporary = String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure = fill(descriptor, with: text, mode: mode(replacing: path))
    if close(descriptor) != 0, failure == nil { failure = reason(errno) }
    if failure == nil, rename(temporary, path) != 0 { failure = reason(errno) }
    if failure != nil { unlink(temporary) }
    return failure
  }

  /// The start of `name` that names its temporary file: whole scalars, at
  /// most 64 bytes of UTF-8, so that the temporary name (18 bytes more) stays
  /// within the 255 bytes a file name may have whatever the target's name.
  /// 64 characters were up to 256 bytes (emoji), or any number with
  /// combining marks: a 245-byte name could not be written.
  private static func stem(of name: String) -> String {
    var stem = ""
    var bytes = 0
    for scalar in name.unicodeScalars {
      bytes += UTF8.width(scalar)
      guard bytes <= 64 else { break }
      stem.unicodeScalars.append(scalar)
    }
    return stem
  }

  /// Writes all of `text`, sets the mode and flushes it to disk; nil on success.
  private static func fill(_ descriptor: Int32, with text: String, mode: mode_t) -> String? {
    var text = text
    let failure = text.withUTF8 { bytes -> String? in
      var offset = 0
      while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0, errno == EINTR { continue }
        guard written > 0 else { return reason(written < 0 ? errno : EIO) }
        offset += written
      }
      return nil
    }
    if let failure { return failure }
    guard fchmod(descriptor, mode) == 0, fsync(descriptor) == 0 else { return reason(errno) }
    return nil
  }

  /// The mode of the file being replaced, or the usual one for a new file
  /// (0666 less the umask), rather than `mkstemp`'s private 0600.
  private static func mode(replacing path: String) -> mode_t {
    var existing = stat()
    if stat(path, &existing) == 0, (existing.st_mode & S_IFMT) == S_IFREG {
      return existing.st_mode & 0o7777
    }
    let mask = umask(0)
    umask(mask)
    return 0o666 & ~mask
  }

  private static func reason(_ code: Int32) -> String {
    errorText(code)
  }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif
