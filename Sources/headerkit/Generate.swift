import ArgumentParser
import Foundation
import HeaderKit

struct Generate: Subcommand {
  static let configuration = CommandConfiguration(
    abstract: "Generate Swift source for a header: its frame and events as plain code.",
    discussion: """
      The generated struct has the evaluator's API (scroll, drag, endScrolling,
      advance, value(at:), a property per output) and computes exactly what the
      spec computes, bit for bit, without interpreting the graph: the way to
      evaluate a header at hand-written speed. It imports HeaderKitRuntime.

      Params stay settable: the header starts with the spec's defaults (or the
      values --param gives) and takes new ones with setParam(_:to:), re-running
      its set-up. --freeze-params writes every value that follows from the params
      as a constant instead (no setParam). Generate again whenever the spec changes.

      Example:
        headerkit generate Specs/tiki-home.yaml -o Sources/App/TikiHomeHeader.swift
      """)

  @Argument(
    help: "The spec (or compiled graph) to generate code for; - reads standard input.",
    completion: .specOrGraph)
  var spec: String

  @Option(
    name: .shortAndLong, help: "Where to write the source (default: standard output).",
    completion: .file(extensions: ["swift"]))
  var output: String?

  @Option(help: "The struct's name (default: the spec's name in UpperCamelCase + 'Header').")
  var typeName: String?

  @Flag(
    help:
      "Fix the params in the code: every value that follows from them becomes a constant, and the header has no setParam."
  )
  var freezeParams = false

  @OptionGroup var paramOptions: ParamOptions

  @OptionGroup var color: ColorOptions

  func validate() throws {
    if let typeName, let problem = SwiftGenerator.typeNameProblem(typeName) {
      throw ValidationError("--type-name: \(problem)")
    }
  }

  func execute() throws {
    let loaded = try GraphSource.load(spec, diagnostics: color.diagnostics)
    let evaluator = try paramOptions.evaluator(for: loaded)
    let generator = SwiftGenerator(
      evaluator: evaluator, typeName: typeName, freezeParams: freezeParams)
    let source = generator.source(
      origin: spec == StandardInput.argument
        ? StandardInput.name : (spec as NSString).lastPathComponent)
    guard let output else {
      var standardOutput = StandardOutput()
      standardOutput.write(source)
      try standardOutput.finish()
      return
    }
    try OutputFile.write(source, to: output)
  }
}
