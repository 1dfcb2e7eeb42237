// What the HeaderKit plugin builds for a target, worked out from file paths
// alone, in a file of its own because a plugin cannot import the package's
// targets: Tests/HeaderKitDriverTests compiles this same file through a
// symbolic link and tests it there.

/// The steps the HeaderKit plugin plans for one target, and the spec names it
/// refuses. Paths are absolute, with `/` between components (`URL.path`).
///
/// A target's own specs become Swift. The specs of what it tests (a test
/// target's dependencies) get their tests compiled into its resources when
/// their sidecar is there too; no Swift is generated for them, so the test
/// target checks the type its dependency generated, not a copy.
struct BuildPlan {
  /// `headerkit-build generate SPEC -o TYPE.swift --type-name TYPE` for a spec of
  /// the target.
  struct Generation: Equatable {
    let spec: String
    let type: String
    /// The spec, then the target's test files and traces that belong to it:
    /// `generate` reads only the spec, but SwiftPM counts a file as handled
    /// (no "unhandled" warning, and not a resource) only when it is an input
    /// of one of the target's own commands.
    let inputs: [String]
    var output: String { type + ".swift" }
  }

  /// `headerkit-build compile --tests SPEC -o NAME.tests.json` for a spec of what
  /// the target tests.
  struct TestCompilation: Equatable {
    let spec: String
    /// The spec, then its sidecar, its golden timeline and the traces.
    let inputs: [String]
    let output: String
  }

  /// A spec the plugin refuses: the message is about `file` and names any
  /// other file involved.
  struct Problem: Equatable, CustomStringConvertible {
    let file: String
    let message: String
    var description: String { "\(file): \(message)" }
  }

  private(set) var generations: [Generation] = []
  private(set) var testCompilations: [TestCompilation] = []
  private(set) var problems: [Problem] = []

  /// Plans a target whose own files are `files` and whose tested files (its
  /// dependencies', or in Xcode the test files it holds and the project's
  /// specs) are `testedFiles`. A spec among `testedFiles` that is not one of
  /// `files` gets its tests compiled when its sidecar is among them.
  init(files: [String], testedFiles: [String] = []) {
    // In Xcode a tested file can come twice (a member of two targets).
    var seen = Set<String>()
    let testedFiles = testedFiles.filter { seen.insert($0).inserted }
    let own = Set(files)
    for spec in files where HeaderTypeName.isSpec(fileName: Self.name(spec)) {
      generations.append(
        Generation(
          spec: spec, type: HeaderTypeName.typeName(forFile: Self.name(spec)),
          inputs: [spec] + Self.testFiles(of: spec, among: files)))
    }
    for spec in testedFiles where HeaderTypeName.isSpec(fileName: Self.name(spec)) {
      let inputs = Self.testFiles(of: spec, among: testedFiles)
      let sidecars = Set(HeaderTypeName.sidecars(forSpec: Self.name(spec)))
      guard !own.contains(spec), inputs.contains(where: { sidecars.contains(Self.name($0)) })
      else { continue }
      testCompilations.append(
        TestCompilation(
          spec: spec, inputs: [spec] + inputs,
          output: HeaderTypeName.testsFile(forSpec: Self.name(spec))))
    }
    problems = checkNames()
  }

  /// The files among `files` that a spec's tests read: its sidecar and
  /// golden timeline beside it, and every trace at or below its folder (the
  /// plugin cannot read which traces the cases name).
  static func testFiles(of spec: String, among files: [String]) -> [String] {
    let folder = Self.folder(spec)
    let beside = Set(
      HeaderTypeName.sidecars(forSpec: name(spec)) + [HeaderTypeName.golden(forSpec: name(spec))])
    return files.filter { file in
      (Self.folder(file) == folder && beside.contains(name(file)))
        || (HeaderTypeName.isTrace(fileName: name(file)) && file.hasPrefix(folder + "/"))
    }
  }

  /// Refuses names the file system or the build cannot hold, and outputs
  /// that would be one file: two specs making one type, two types or two
  /// tests files that differ only in case (one file on macOS's default,
  /// case-insensitive file system), and a spec of the target making the type
  /// of a spec it tests, which would hide that type.
  private func checkNames() -> [Problem] {
    var problems: [Problem] = []
    var byType: [String: Generation] = [:]
    var byFile: [String: Generation] = [:]
    for generation in generations {
      problems += [Self.lengthProblem(generation.spec, type: generation.type)].compactMap { $0 }
      if let other = byType[generation.type] {
        problems.append(
          Problem(
            file: generation.spec,
            message: "this spec and \(other.spec) both become '\(generation.type)'; rename one"))
      } else if let other = byFile[generation.output.lowercased()] {
        problems.append(
          Problem(
            file: generation.spec,
            message: "this spec and \(other.spec) become \(generation.output) and \(other.output), "
              + "one file on a case-insensitive file system (macOS's default); rename one"))
      }
      byType[generation.type] = byType[generation.type] ?? generation
      byFile[generation.output.lowercased()] = byFile[generation.output.lowercased()] ?? generation
    }
    var byTests: [String: TestCompilation] = [:]
    for compilation in testCompilations {
      problems += [Self.lengthProblem(compilation.spec, type: nil)].compactMap { $0 }
      if let other = byTests[compilation.output.lowercased()] {
        problems.append(
          Problem(
            file: compilation.spec,
            message: "this spec and \(other.spec) compile their tests to \(compilation.output) "
              + "and \(other.output), one file in this target's resources; rename one"))
      }
      byTests[compilation.output.lowercased()] =
        byTests[compilation.output.lowercased()] ?? compilation
      let type = HeaderTypeName.typeName(forFile: Self.name(compilation.spec))
      if let copy = byType[type] {
        problems.append(
          Problem(
            file: copy.spec,
            message: "this spec makes '\(type)', as \(compilation.spec) does, whose tests this "
              + "target compiles: this target's '\(type)' would hide that one and the tests would "
              + "check this copy; remove it"))
      }
    }
    return problems
  }

  /// Refuses a spec whose name (without its extension) or type is longer
  /// than `HeaderTypeName.maxNameLength` bytes.
  private static func lengthProblem(_ spec: String, type: String?) -> Problem? {
    let base = HeaderTypeName.baseName(ofFile: name(spec))
    let limit = HeaderTypeName.maxNameLength
    guard let long = [base, type].compactMap({ $0 }).first(where: { $0.utf8.count > limit })
    else { return nil }
    let output = type.map { $0 + ".swift" } ?? HeaderTypeName.testsFile(forSpec: name(spec))
    return Problem(
      file: spec,
      message: "\(long == base ? "its name" : "its type") '\(long)' is \(long.utf8.count) bytes "
        + "long, over the \(limit) the plugin accepts: a file name holds 255 bytes, and the build "
        + "names files after it (\(output) among them) with up to 34 more; rename it")
  }

  /// A path's last component.
  static func name(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
  }

  /// A path without its last component.
  static func folder(_ path: String) -> String {
    path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
      .joined(separator: "/")
  }
}
