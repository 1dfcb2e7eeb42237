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

      Params are fixed in the code: give --param to generate for other values.
      Generate again whenever the spec changes.

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

  @OptionGroup var paramOptions: ParamOptions

  @OptionGroup var color: ColorOptions

  func validate() throws {
    if let typeName {
      let valid =
        typeName.first.map { $0.isLetter || $0 == "_" } == true
        && typeName.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
      guard valid else {
        throw ValidationError("--type-name: '\(typeName)' is not a Swift type name")
      }
      guard !SwiftGenerator.reservedTypeNames.contains(typeName) else {
        throw ValidationError(
          "--type-name: '\(typeName)' would hide a type the generated code uses")
      }
    }
  }

  func execute() throws {
    let loaded = try GraphSource.load(spec, diagnostics: color.diagnostics)
    let evaluator = try paramOptions.evaluator(for: loaded)
    let generator = SwiftGenerator(evaluator: evaluator, typeName: typeName)
    let source = generator.source(
      origin: spec == StandardInput.argument
        ? StandardInput.name : (spec as NSString).lastPathComponent)
    guard let output else {
      var standardOutput = StandardOutput()
      standardOutput.write(source)
      try standardOutput.finish()
      return
    }
    try OutputFile.write(source, to: output, inputs: [spec])
  }
}
