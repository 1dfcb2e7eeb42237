import Foundation
import PackagePlugin

/// `headerkit generate SPEC --freeze-params` for each spec of the target it
/// is applied to: the frozen twins of the headers HeaderKitPlugin generates
/// (it writes settable params only), which the benchmark measures. Each type
/// keeps `headerkit generate`'s default name (TikiHomeHeader); its module
/// tells it apart from the settable one.
@main
struct FrozenHeadersPlugin: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let module = target.sourceModule else { return [] }
    let tool = try context.tool(named: "headerkit").url
    let specs = module.sourceFiles.map(\.url).filter { $0.pathExtension == "yaml" }
    return specs.map { spec in
      let output = context.pluginWorkDirectoryURL.appendingPathComponent(
        spec.deletingPathExtension().lastPathComponent + ".swift")
      return .buildCommand(
        displayName: "Generating the frozen header of \(spec.lastPathComponent)",
        executable: tool,
        arguments: ["generate", spec.path, "--freeze-params", "-o", output.path],
        inputFiles: [spec], outputFiles: [output])
    }
  }
}
