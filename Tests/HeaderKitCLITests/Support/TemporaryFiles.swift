import Foundation
import HeaderKitTestSupport

/// A temporary directory for the files one test writes; call ``remove()`` when done.
struct TemporaryFiles {
  let directory: URL

  init() throws {
    directory = try Fixtures.temporaryDirectory()
  }

  /// Writes UTF-8 `text` to `name` (which may contain subdirectories) and returns its path.
  @discardableResult
  func write(_ name: String, _ text: String) throws -> String {
    try write(name, bytes: Array(text.utf8))
  }

  /// Writes raw bytes to `name` and returns its path.
  @discardableResult
  func write(_ name: String, bytes: [UInt8]) throws -> String {
    let url = directory.appendingPathComponent(name)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(bytes).write(to: url)
    return url.path
  }

  /// The path of `name` in the directory, whether or not it exists.
  func path(_ name: String) -> String {
    directory.appendingPathComponent(name).path
  }

  func remove() {
    try? FileManager.default.removeItem(at: directory)
  }
}

/// A small valid spec: one input and one target whose alpha follows the scroll.
let minimalSpec = """
  version: 1
  name: minimal
  inputs:
    scroll: {}
  targets:
    box:
      alpha: clamp(1 - scroll / 100, 0, 1)

  """

extension CLI.Result {
  /// The lines of standard output, without the empty one after the last line break.
  var stdoutLines: [Substring] {
    stdout.split(separator: "\n", omittingEmptySubsequences: false).dropLast(
      stdout.hasSuffix("\n") ? 1 : 0)
  }

  /// The diagnostics' header lines on standard error: `path:line:col: severity: ...`.
  var diagnosticHeaders: [DiagnosticHeader] {
    stderr.split(separator: "\n").compactMap(DiagnosticHeader.init)
  }
}

/// The first line of a rendered diagnostic, taken apart.
struct DiagnosticHeader: Equatable {
  var path: String
  var line: Int
  var column: Int
  /// What follows the location, e.g. `error: unknown key 'x' [unknown-key]`.
  var rest: String

  init?(_ text: Substring) {
    let parts = text.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    guard parts.count == 4, !parts[0].isEmpty, !parts[0].hasPrefix(" "),
      let line = Int(parts[1]), let column = Int(parts[2])
    else { return nil }
    path = String(parts[0])
    self.line = line
    self.column = column
    rest = parts[3].hasPrefix(" ") ? String(parts[3].dropFirst()) : String(parts[3])
  }
}
