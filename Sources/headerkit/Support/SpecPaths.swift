import ArgumentParser
import Foundation
import HeaderKitDiagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Expands command-line paths for `validate` and `test`: files (and `-`,
/// standard input) as given, directories searched recursively for `*.yaml`
/// and `*.yml` specs (test sidecars and traces excluded). A FIFO or device
/// named like a spec is kept, and refused unopened when it is read.
///
/// A test file or trace named on the command line, as a shell glob such as
/// `Specs/*.yaml` names them, is skipped rather than read as a spec; and
/// each spec is kept once, however many times it is named (a glob and its
/// folder, `./a.yaml` and `a.yaml`, a symbolic link and its target).
enum SpecPaths {
  /// A file named on the command line that is not a spec.
  struct Skipped: Encodable {
    /// The path as given.
    var path: String
    var kind: Sidecar
  }

  /// The files beside a spec that are not specs, known by their names.
  enum Sidecar: String, Encodable {
    /// `NAME.test.yaml`: test cases, which `headerkit test` runs with their spec.
    case test
    /// `NAME.trace.yaml`: a scripted scroll, for `--trace`.
    case trace

    /// What the file is, in words.
    var description: String {
      switch self {
      case .test: "a test file, not a spec"
      case .trace: "a trace, not a spec"
      }
    }

    /// What reads it instead.
    var hint: String {
      switch self {
      case .test: "'headerkit test' runs it with its spec"
      case .trace: "'headerkit simulate SPEC --trace FILE' runs it"
      }
    }
  }

  /// The specs to read, in order, and the files skipped.
  struct Expansion {
    var specs: [String] = []
    var skipped: [Skipped] = []
  }

  static func expand(_ paths: [String]) throws -> Expansion {
    var expansion = Expansion()
    var seen = Set<String>()
    func add(_ spec: String) {
      let identity = realPath(spec) ?? spec
      if spec == StandardInput.argument || seen.insert(identity).inserted {
        expansion.specs.append(spec)
      }
    }
    for path in paths {
      if path == StandardInput.argument {
        add(path)
        continue
      }
      var isDirectory: ObjCBool = false
      guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw ValidationError("no such file or directory: \(path)")
      }
      guard isDirectory.boolValue else {
        if let kind = sidecar(path) {
          expansion.skipped.append(Skipped(path: path, kind: kind))
        } else {
          add(path)
        }
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
      for name in found.sorted() { add(prefix + name) }
    }
    return expansion
  }

  /// Spec files end in .yaml or .yml; `NAME.test.yaml` and `NAME.trace.yaml` are
  /// sidecars, not specs.
  static func isSpecName(_ name: String) -> Bool {
    let lowered = name.lowercased()
    guard lowered.hasSuffix(".yaml") || lowered.hasSuffix(".yml") else { return false }
    return sidecar(name) == nil
  }

  /// What the YAML file at `path` is when it is not a spec, by its name:
  /// a test file `NAME.test.yaml` or a trace `NAME.trace.yaml`.
  static func sidecar(_ path: String) -> Sidecar? {
    let name = (path.split(separator: "/").last.map(String.init) ?? path).lowercased()
    guard name.hasSuffix(".yaml") || name.hasSuffix(".yml") else { return nil }
    if name.contains(".test.") { return .test }
    if name.contains(".trace.") { return .trace }
    return nil
  }

  /// Refuses a test file or trace given where one spec is read.
  static func refuseSidecar(_ path: String) throws {
    guard let kind = sidecar(path) else { return }
    throw refusal(Skipped(path: path, kind: kind))
  }

  /// The usage error when no spec is left to read. A test file or trace
  /// named alone is refused as the one-spec commands refuse it; otherwise
  /// the message names the folders that hold no spec and the files skipped.
  static func noSpecs(in paths: [String], _ expansion: Expansion) -> ValidationError {
    let skipped = expansion.skipped
    let searched = paths.filter { path in !skipped.contains { $0.path == path } }
    if searched.isEmpty, skipped.count == 1 { return refusal(skipped[0]) }
    var message =
      searched.isEmpty ? "no specs named" : "no specs (*.yaml, *.yml) found in \(listed(searched))"
    if !skipped.isEmpty {
      message += "; test files and traces are not specs: \(listed(skipped.map(\.path)))"
    }
    return ValidationError(message)
  }

  /// Paths for a message, escaped, separated by commas.
  private static func listed(_ paths: [String]) -> String {
    paths.map { VisibleText.escaped($0) }.joined(separator: ", ")
  }

  /// What a test file or trace is and what reads it instead.
  private static func refusal(_ file: Skipped) -> ValidationError {
    ValidationError(
      "'\(VisibleText.escaped(file.path))' is \(file.kind.description); \(file.kind.hint)")
  }

  /// Prints the files skipped as notes on standard error.
  static func note(_ skipped: [Skipped]) {
    for file in skipped {
      Terminal.writeError(
        "headerkit: note: skipped \(VisibleText.escaped(file.path)) (\(file.kind.description))\n")
    }
  }

  /// The absolute path with every symbolic link resolved, or nil.
  private static func realPath(_ path: String) -> String? {
    guard !path.utf8.contains(0), let resolved = realpath(path, nil) else { return nil }
    defer { free(resolved) }
    return String(cString: resolved)
  }
}
