import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Generated Swift compiles whatever the names: headers for hostile spec
/// names and graphs whose outputs are named like generated members or like
/// each other are type-checked with `swiftc` against the built runtime,
/// with settable and with frozen params, and must draw no warning either.
@Suite(
  .enabled(
    if: SwiftCompiler.path != nil, "swiftc is not on PATH: generated code is not type-checked"))
struct GeneratedSwiftCompilesTests {
  /// A spec with a state, a snap, a list param and two inputs, whose outputs
  /// the graph below renames.
  static let spec = """
    version: 1
    name: NAME
    inputs:
      scroll: { bounds: [0, 300] }
      pager: { axis: horizontal }
    params:
      top: 40
      widths: [10, 20]
    states:
      h:
        input: scroll
        initial: 88
        min: 44
        max: 88
        snap: { to: [44, 88], duration: 0.2 }
    targets:
      a: { alpha: h / 88, translateX: "widths[pager / 100]" }
      b:
        alpha: scroll / top
        translateY:
          over: scroll
          keyframes:
            - { at: 0, value: 0 }
            - { at: top, value: 1 }
      c: { alpha: 1, translateX: 2, translateY: 3, scaleX: 4, scaleY: 5, rotation: 6, zPosition: 7 }
      d: { alpha: count(widths) }
    """

  /// Output names of issue 19 and others like generated members: `snap.Targets0`
  /// (a snap's targets), `x.alpha2` / `x.alpha` / `x_.alpha`, API names.
  static let hostileOutputs: [(target: String, property: String)] = [
    ("snap", "Targets0"), ("x", "alpha2"), ("x", "alpha"), ("x_", "alpha"), ("start", "Snap0"),
    ("set", "Up"), ("list", "PrefixSums0"), ("for", "eachValue"), ("Self", ""), ("s", "7"),
    ("snap", "Easing0"), ("track", "0"), ("is", "AnyStateAnimating"), ("default", ""),
  ]

  /// A property a graph may have for `property`: itself when it is a
  /// target's property, else a custom number (a graph's outputs set known
  /// properties, `CompiledGraph.Output.isKnown(property:)`) — so `Targets0`
  /// is `custom.Targets0`, and one that is no name is `custom.n7`.
  static func loadable(_ property: String) -> String {
    if CompiledGraph.Output.isKnown(property: property) { return property }
    return "custom." + (NameRule.problem(with: property) == nil ? property : "n" + property)
  }

  /// The spec's graph with its outputs renamed (and its targets with them).
  static func hostileGraph() throws -> CompiledGraph {
    let graph = try SpecEvaluation.graph(text: spec.replacingOccurrences(of: "NAME", with: "x"))
    var object = try JSONSerialization.jsonObject(with: graph.jsonData()) as! [String: Any]
    var outputs = object["outputs"] as! [[String: Any]]
    for index in outputs.indices {
      let name = hostileOutputs[index % hostileOutputs.count]
      outputs[index]["target"] = name.target + (index < hostileOutputs.count ? "" : "\(index)")
      outputs[index]["property"] = Self.loadable(name.property)
    }
    object["outputs"] = outputs
    object["targets"] = nil
    return try CompiledGraph(json: JSONSerialization.data(withJSONObject: object))
  }

  @Test func hostileNamesTypeCheck() throws {
    var sources: [(name: String, text: String)] = []
    func add(_ graph: CompiledGraph, typeName: String? = nil) {
      for frozen in [false, true] {
        let generator = SwiftGenerator(
          evaluator: HeaderEvaluator(graph: graph),
          typeName: typeName.map { frozen ? "Frozen" + $0 : $0 }
            ?? (frozen ? "Frozen" : "") + SwiftGenerator.typeName(forSpec: graph.name),
          freezeParams: frozen)
        sources.append((generator.typeName, generator.source(origin: "hostile \"names\".yaml")))
      }
    }
    // Spec names that would make keywords or runtime names.
    for name in ["scroll driven", "generated", "view transform", "3d", "self", "class"] {
      add(
        try SpecEvaluation.graph(
          text: Self.spec.replacingOccurrences(of: "NAME", with: "'\(name)'")))
    }
    add(try Self.hostileGraph(), typeName: "HostileOutputs")
    // Outputs named like the generated members of a stateless spec.
    add(
      try SpecEvaluation.graph(
        text: "version: 1\nname: plain\ninputs: { scroll: {} }\ntargets: { s: { alpha: scroll } }"))
    #expect(Set(sources.map(\.name)).count == sources.count)
    #expect(sources.contains { $0.name == "SpecScrollDrivenHeader" })
    try SwiftCompiler.typeCheck(sources)
  }

  /// `--type-name` refuses keywords and names the generated code uses.
  @Test(arguments: ["Void", "Self", "Any", "class", "init", "ScrollDrivenHeader", "Int"])
  func typeNamesAreRefused(_ name: String) throws {
    let result = try CLI.run([
      "generate", "Specs/fade-top-view.yaml", "--type-name", name,
    ])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--type-name: '\(name)'"), "\(result.stderr)")
  }
}

/// The Swift compiler the tests found, and a type-check against the built runtime.
enum SwiftCompiler {
  /// `swiftc` on PATH, if any.
  static let path: URL? = {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    return folders.map { URL(fileURLWithPath: String($0)).appendingPathComponent("swiftc") }
      .first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }()

  /// Where SwiftPM put the built HeaderKitRuntime module: beside the test
  /// binary, in `Modules` (Swift 6) or the folder itself.
  static func runtimeModules() throws -> URL {
    let candidates = [CLI.buildDirectory.appendingPathComponent("Modules"), CLI.buildDirectory]
    return try #require(
      candidates.first {
        FileManager.default.fileExists(
          atPath: $0.appendingPathComponent("HeaderKitRuntime.swiftmodule").path)
      }, "no HeaderKitRuntime.swiftmodule beside \(CLI.buildDirectory.path)")
  }

  /// Type-checks the files as one module; records the compiler's output on
  /// an error or a warning.
  static func typeCheck(_ sources: [(name: String, text: String)]) throws {
    let compiler = try #require(path)
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [String] = []
    for source in sources {
      let file = directory.appendingPathComponent("\(source.name).swift")
      try source.text.write(to: file, atomically: true, encoding: .utf8)
      files.append(file.path)
    }
    let result = try CLI.runProgram(
      compiler,
      [
        "-typecheck", "-parse-as-library", "-swift-version", "6", "-module-name", "Check",
        "-I", try runtimeModules().path,
      ] + files)
    #expect(result.status == 0, "swiftc failed:\n\(result.stderr)")
    #expect(!result.stderr.contains("warning:"), "swiftc warned:\n\(result.stderr)")
  }
}
