import Foundation
import PackagePlugin

/// Turns every spec of the target it is applied to into Swift at build time
/// and, on a test target, compiles the tests of the specs of the targets it
/// depends on (``BuildPlan`` says which).
///
/// One `headerkit-build generate SPEC -o TYPE.swift --type-name TYPE` per
/// spec, into the plugin's work directory, compiled with the target: the
/// plugin's own tool, which writes what `headerkit generate` writes and links
/// the compiler alone (not the CLI). A spec with an error fails the build
/// with `headerkit`'s diagnostics,
/// `path/file.yaml:line:col: error: message [code]`, which Xcode shows at the
/// line. Each command reads one spec and writes one file, so editing a spec
/// regenerates only its own header.
///
/// On a test target, each spec of a target it depends on whose sidecar
/// `NAME.test.yaml` is beside it gets `headerkit-build compile --tests SPEC
/// -o NAME.tests.json` (what `headerkit compile --tests` writes), a resource of the test target that `HeaderKitTesting`'s
/// `SpecTests` reads: the app's own spec, sidecar, golden timeline and traces,
/// so a sidecar's error fails the test target's build, not the app's, and
/// nothing of them reaches the app's bundle.
@main
struct HeaderKitPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    let tested =
      module.kind == .test
      ? module.dependencies.flatMap { dependency -> [String] in
        guard case .target(let target) = dependency, let tested = target.sourceModule else {
          return []
        }
        return tested.sourceFiles.map(\.url.path)
      } : []
    return try Self.commands(
      for: BuildPlan(files: module.sourceFiles.map(\.url.path), testedFiles: tested),
      tool: try context.tool(named: "headerkit-build").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }

  /// The build commands of a plan: the one place that spells out the tool's
  /// arguments (`headerkit`'s, which `headerkit-build` takes).
  /// - Throws: ``PluginError`` after reporting each of the plan's problems
  ///   at its file.
  static func commands(for plan: BuildPlan, tool: URL, workDirectory: URL) throws -> [Command] {
    guard plan.problems.isEmpty else {
      for problem in plan.problems {
        // SwiftPM prints the message alone, Xcode shows it at the file.
        Diagnostics.error(problem.description, file: problem.file, line: nil)
      }
      throw PluginError.refused(plan.problems.count)
    }
    let generations = plan.generations.map { step in
      let output = workDirectory.appendingPathComponent(step.output)
      return Command.buildCommand(
        displayName: "HeaderKit: generating \(step.type) from \(BuildPlan.name(step.spec))",
        executable: tool,
        arguments: ["generate", step.spec, "-o", output.path, "--type-name", step.type],
        inputFiles: step.inputs.map { URL(fileURLWithPath: $0) },
        outputFiles: [output])
    }
    let compilations = plan.testCompilations.map { step in
      let output = workDirectory.appendingPathComponent(step.output)
      return Command.buildCommand(
        displayName: "HeaderKit: compiling the tests of \(BuildPlan.name(step.spec))",
        executable: tool,
        arguments: ["compile", "--tests", step.spec, "-o", output.path],
        inputFiles: step.inputs.map { URL(fileURLWithPath: $0) },
        outputFiles: [output])
    }
    return generations + compilations
  }
}

/// Why the plugin cannot plan a target's build.
enum PluginError: Error, CustomStringConvertible {
  /// The plan's problems, already reported at their files.
  case refused(Int)

  var description: String {
    switch self {
    case .refused(let count):
      // SwiftPM prints it after "error: ".
      "HeaderKit cannot build \(count == 1 ? "a spec" : "\(count) specs") of this target (above)"
    }
  }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension HeaderKitPlugin: XcodeBuildToolPlugin {
  /// The same for a target of an Xcode project, with one difference: Xcode
  /// gives a plugin no target's dependencies (SwiftPM's PackagePlugin passes
  /// XcodeProjectPlugin its targets without them, so `XcodeTarget.dependencies`
  /// is empty), so a test target holds the test files of the specs it tests
  /// itself, and finds their specs among the project's targets. A test file
  /// that is a member of the target of its spec is copied into that target's
  /// bundle, which a warning says.
  func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
    let files = target.inputFiles.map(\.url.path)
    let specs = context.xcodeProject.targets.flatMap { $0.inputFiles.map(\.url.path) }
      .filter { HeaderTypeName.isSpec(fileName: BuildPlan.name($0)) }
    let plan = BuildPlan(files: files, testedFiles: files + specs)
    let resources = Set(target.inputFiles.filter { $0.type == .resource }.map(\.url.path))
    for generation in plan.generations {
      for file in generation.inputs.dropFirst() where resources.contains(file) {
        Diagnostics.warning(
          "\(file): Xcode copies this file into the bundle of \(target.displayName); make it a "
            + "member of the test target instead, which compiles the tests of "
            + BuildPlan.name(generation.spec),
          file: file, line: nil)
      }
    }
    return try Self.commands(
      for: plan, tool: try context.tool(named: "headerkit-build").url,
      workDirectory: context.pluginWorkDirectoryURL)
  }
}
#endif
