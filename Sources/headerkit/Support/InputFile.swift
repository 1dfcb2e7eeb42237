import ArgumentParser
import HeaderKit

/// The bytes of a spec or trace named on the command line: a file, or
/// standard input for `-`.
struct InputFile {
  /// The name diagnostics and reports give it: the path as given, or `<stdin>`.
  var path: String
  var bytes: [UInt8]
  /// Whether it came from standard input, and so has no folder: nothing a
  /// spec from there names (a sidecar, a trace, a golden timeline) is read.
  var isStandardInput: Bool

  /// Reads the file `argument` names, at most one byte past `limit` (by
  /// default a spec's 1 MiB, which the parser reports when passed).
  /// - Throws: a usage error when it cannot be read.
  static func read(_ argument: String, limit: Int = StandardInput.maxBytes) throws -> InputFile {
    if argument == StandardInput.argument {
      return InputFile(
        path: StandardInput.name, bytes: try StandardInput.read(), isStandardInput: true)
    }
    do {
      return InputFile(
        path: argument, bytes: try SpecLoader.readFile(argument, limit: limit),
        isStandardInput: false)
    } catch {
      throw ValidationError(error.description)
    }
  }

  /// The file as a spec: parsed, validated and compiled.
  func loadSpec() -> LoadedSpec {
    SpecLoader.load(bytes: bytes, path: path)
  }
}
