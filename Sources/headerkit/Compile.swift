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

  @Argument(help: "The spec to compile.")
  var spec: String

  @Option(name: .shortAndLong, help: "Where to write the graph (default: standard output).")
  var output: String?

  func execute() throws {
    let loaded = try GraphSource.load(spec)
    let data = loaded.graph.jsonData()
    guard let output else {
      print(String(decoding: data, as: UTF8.self))
      return
    }
    do {
      try data.write(to: URL(fileURLWithPath: output))
    } catch {
      throw ValidationError("cannot write '\(output)': \(error.localizedDescription)")
    }
  }
}
