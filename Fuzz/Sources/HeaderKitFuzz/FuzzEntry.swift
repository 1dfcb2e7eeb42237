import Foundation

/// The layer a fuzz run exercises, named by `HEADERKIT_FUZZ_TARGET` (default
/// `pipeline`): each reads its own kind of input and runs only its layer, so
/// that the fast layers run thousands of inputs a second.
enum FuzzTarget: String, CaseIterable {
  /// YAML bytes through HeaderKitYAML's parser.
  case yaml
  /// A spec (raw, or a seed with edits) read and decoded, not compiled.
  case spec
  /// Expression text parsed, and compiled and evaluated in a one-line spec.
  case expression
  /// A spec (raw, or a seed with edits) compiled, and its graph round-tripped.
  case compiler
  /// A graph (JSON, an edited seed's, or a generated shape) loaded and driven by events.
  case runtime
  /// A graph (as for `runtime`) written as Swift by `headerkit generate`'s generator.
  case generator
  /// A spec (as for `compiler`) through one output: eval or simulate text,
  /// lint, plot, filmstrip, preview or the test runner.
  case outputs
  /// Compiled tests (raw, or a seed's with edits) read by HeaderKitTesting,
  /// and run on their graph when they load.
  case tests
  /// The whole pipeline, with an input mode chosen by the first byte (``PipelineMode``).
  case pipeline

  /// The target this process runs.
  static let current: FuzzTarget = {
    let name = ProcessInfo.processInfo.environment["HEADERKIT_FUZZ_TARGET"] ?? "pipeline"
    guard let target = FuzzTarget(rawValue: name) else {
      let names = allCases.map(\.rawValue).joined(separator: ", ")
      fatalError("HEADERKIT_FUZZ_TARGET=\(name) is not one of \(names)")
    }
    return target
  }()

  /// Runs one input through this target's layer.
  func run(_ bytes: [UInt8]) {
    switch self {
    case .yaml: Layers.yaml(bytes)
    case .spec: Layers.spec(bytes)
    case .expression: Layers.expression(bytes)
    case .compiler: Layers.compiler(bytes)
    case .runtime: Layers.runtime(bytes)
    case .generator: Layers.generator(bytes)
    case .outputs: Layers.outputs(bytes)
    case .tests: Layers.tests(bytes)
    case .pipeline: Pipeline.run(bytes)
    }
  }
}

/// libFuzzer's entry point: runs one input and traps on any broken promise.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  FuzzTarget.current.run(Array(UnsafeBufferPointer(start: data, count: size)))
  return 0
}

/// Shows what a structure-aware input decoded to, when reproducing a crash
/// with `HEADERKIT_FUZZ_SHOW=1 headerkit-fuzz CRASH-FILE`.
enum Artifact {
  static let enabled = ProcessInfo.processInfo.environment["HEADERKIT_FUZZ_SHOW"] != nil

  static func show(_ text: String) {
    guard enabled else { return }
    FileHandle.standardError.write(Data("---- decoded input ----\n\(text)\n---- end ----\n".utf8))
  }
}
