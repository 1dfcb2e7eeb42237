import ArgumentParser
import Foundation
import HeaderKit

struct Compile: Subcommand {
  static let configuration = CommandConfiguration(
    abstract: "Compile a spec into a graph (JSON) that the runtime loads without libyaml.",
    discussion: """
      The graph holds flat arrays of slots, instructions and keyframe sources;
      HeaderKitRuntime's CompiledGraph(json:) loads it and evaluates it exactly as
      the spec evaluates. 'headerkit eval' accepts the graph in place of the spec.

      Example:
        headerkit compile Specs/twitter-profile.yaml -o twitter-profile.json
      """)

  @Argument(help: "The spec to compile; - reads standard input.", completion: .specOrGraph)
  var spec: String

  @Option(
    name: .shortAndLong, help: "Where to write the graph (default: standard output).",
    completion: .file(extensions: ["json"]))
  var output: String?

  @OptionGroup var color: ColorOptions

  func execute() throws {
    let loaded = try GraphSource.load(spec, diagnostics: color.diagnostics)
    // The one JSON style of every output, not JSONEncoder's sorted keys.
    let text = try JSONValue(encoding: loaded.graph).text()
    guard let output else {
      var standardOutput = StandardOutput()
      standardOutput.write(text + "\n")
      try standardOutput.finish()
      return
    }
    try OutputFile.write(text, to: output, inputs: [spec])
  }
}
