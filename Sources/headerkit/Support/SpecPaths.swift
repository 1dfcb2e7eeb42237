import ArgumentParser
import Foundation

/// Expands command-line paths: files (and `-`, standard input) as given, directories searched
/// recursively for `*.yaml` and `*.yml` specs (test sidecars and traces
/// excluded). A FIFO or device named like a spec is kept, and refused
/// unopened when it is read.
enum SpecPaths {
  static func expand(_ paths: [String]) throws -> [String] {
    var files: [String] = []
    for path in paths {
      if path == StandardInput.argument {
        files.append(path)
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ValidationError("no such file or directory: \(path)")
      }
      guard isDirectory.boolValue else {
        files.append(path)
        continue
      }
      guard let enumerator = FileManager.default.enumerator(atPath: path) else {
        throw ValidationError("cannot read directory: \(path)")
      }
      let prefix = path.hasSuffix("/") ? path : path + "/"
      // A folder named like a spec is searched, not read; any other entry
      // that is not a regular file is refused when it is read.
      let found = enumerator.compactMap { $0 as? String }.filter(isSpecName).filter {
        var isFolder: ObjCBool = false
        return !FileManager.default.fileExists(atPath: prefix + $0, isDirectory: &isFolder)
          || !isFolder.boolValue
      }
      files += found.sorted().map { prefix + $0 }
    }
    return files
  }

  /// Spec files end in .yaml or .yml; `NAME.test.yaml` and `NAME.trace.yaml` are
  /// sidecars, not specs.
  static func isSpecName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    guard lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") else { return false }
    return !lowered.contains(".test.") && !lowered.contains(".trace.")
  }
}
