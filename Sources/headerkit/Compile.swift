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

      With --tests it writes the spec's test cases (its own and its sidecar
      NAME.test.yaml's) and its golden timeline instead, with the graph, for
      HeaderKitTesting: an app's test target checks generated headers against
      them without libyaml. A case that names what the spec lacks, or a golden
      timeline whose shape no longer fits the spec, fails with diagnostics; so
      does a case past the work 'headerkit test' may do for one spec, or one
      that would take the file past the 32 MiB HeaderKitTesting reads.

      Examples:
        headerkit compile Specs/twitter-profile.yaml -o twitter-profile.json
        headerkit compile --tests Specs/twitter-profile.yaml \\
          -o twitter-profile.tests.json
      """)

  @Argument(help: "The spec to compile; - reads standard input.", completion: .specOrGraph)
  var spec: String

  @Option(
    name: .shortAndLong, help: "Where to write the graph (default: standard output).",
    completion: .file(extensions: ["json"]))
  var output: String?

  @Flag(
    help:
      "Write the spec's test cases and golden timeline, with the graph, for HeaderKitTesting (schemas/headerkit-compiled-tests.schema.json)."
  )
  var tests = false

  @OptionGroup var color: ColorOptions

  func validate() throws {
    if tests, GraphSource.isGraphPath(spec) {
      throw ValidationError(
        "--tests compiles a spec's test cases and golden timeline; '\(spec)' is a compiled graph (.json), which has none: give its spec"
      )
    }
    if tests, spec == StandardInput.argument {
      throw ValidationError(
        "--tests reads the spec's sidecar and golden timeline from its folder; a spec from standard input ('-') has none"
      )
    }
  }

  func execute() throws {
    if tests {
      return try write(CompiledTestsFile.text(spec: spec, diagnostics: color.diagnostics))
    }
    let loaded = try GraphSource.load(spec, diagnostics: color.diagnostics)
    // The one JSON style of every output, not JSONEncoder's sorted keys.
    try write(try JSONValue(encoding: loaded.graph).text(signedZeros: true))
  }

  private func write(_ text: String) throws {
    guard let output else {
      var standardOutput = StandardOutput()
      standardOutput.write(text + "\n")
      try standardOutput.finish()
      return
    }
    try OutputFile.write(text, to: output)
  }
}
