import Foundation
import PackagePlugin

/// Turns every spec in a target into Swift at build time: one
/// `headerkit generate SPEC -o TYPE.swift --type-name TYPE` per spec, into
/// the plugin's work directory, compiled with the target.
///
/// A spec with an error fails the build with `headerkit`'s diagnostics,
/// `path/file.yaml:line:col: error: message [code]`, which Xcode shows at the
/// line. Each command reads one spec and writes one file, so editing a spec
/// regenerates only its own header.
///
/// A spec whose sidecar `NAME.test.yaml` is in the target too also gets its
/// tests compiled (`headerkit compile --tests`) into `NAME.tests.json`, a
/// resource of the target that `HeaderKitTesting`'s `SpecTests` reads: put
/// the specs with their sidecars and golden timelines in a test target and
/// apply the plugin there. Every trace in the target at or below the spec's
/// folder is an input of that command too, since the plugin cannot read which
/// traces the cases name: editing one recompiles the tests (of every spec
/// beside it), and SwiftPM counts it as handled.
@main
struct HeaderKitPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let specs = target.sourceFiles.map(\.url)
    return try HeaderKitPlugin.commands(
      specs: specs, tool: try context.tool(named: "headerkit").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }

  /// One build command per spec among `files`.
  /// - Throws: when two specs would make the same type.
  static func commands(specs files: [URL], tool: URL, workDirectory: URL) throws -> [Command] {
    var specsByType: [String: URL] = [:]
    var commands: [Command] = []
    let names = Set(files.map(\.lastPathComponent))
    for spec in files where HeaderTypeName.isSpec(fileName: spec.lastPathComponent) {
      let type = HeaderTypeName.typeName(forFile: spec.lastPathComponent)
      if let other = specsByType[type] {
        throw PluginError.sameType(type, first: other.path, second: spec.path)
      }
      specsByType[type] = spec
      let output = workDirectory.appendingPathComponent("\(type).swift")
      commands.append(
        .buildCommand(
          displayName: "HeaderKit: generating \(type) from \(spec.lastPathComponent)",
          executable: tool,
          arguments: ["generate", spec.path, "-o", output.path, "--type-name", type],
          inputFiles: [spec],
          outputFiles: [output]))
      let testFiles = HeaderTypeName.testFiles(forSpec: spec.lastPathComponent, among: names)
      guard !testFiles.isEmpty else { continue }
      let folder = spec.deletingLastPathComponent()
      let tests = workDirectory.appendingPathComponent(
        HeaderTypeName.testsFile(forSpec: spec.lastPathComponent))
      let traces = files.filter {
        HeaderTypeName.isTrace(fileName: $0.lastPathComponent)
          && $0.path.hasPrefix(folder.path + "/")
      }
      commands.append(
        .buildCommand(
          displayName: "HeaderKit: compiling the tests of \(spec.lastPathComponent)",
          executable: tool,
          arguments: ["compile", "--tests", spec.path, "-o", tests.path],
          inputFiles: [spec] + testFiles.map { folder.appendingPathComponent($0) } + traces,
          outputFiles: [tests]))
    }
    return commands
  }
}

/// Why the plugin cannot plan a target's build.
enum PluginError: Error, CustomStringConvertible {
  case sameType(String, first: String, second: String)

  var description: String {
    switch self {
    case .sameType(let type, let first, let second):
      // SwiftPM prints it after "error: ".
      "\(second): this spec and \(first) both become '\(type)'; rename one"
    }
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension HeaderKitPlugin: XcodeBuildToolPlugin {
  /// The same commands for a target of an Xcode project.
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    try HeaderKitPlugin.commands(
      specs: target.inputFiles.map(\.url), tool: try context.tool(named: "headerkit").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }
}
#endif
