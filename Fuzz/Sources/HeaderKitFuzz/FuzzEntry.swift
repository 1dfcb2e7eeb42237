import Foundation

/// What one fuzz input is, chosen by its first byte.
///
/// Raw modes hand the rest of the bytes to one reader as they are; the
/// structure-aware modes decode them into edits of a valid seed, so that most
/// inputs get past the YAML layer and reach the compiler and the evaluator.
enum FuzzMode: UInt8, CaseIterable {
  /// The bytes are a spec: read → parse → validate → compile → evaluate.
  case rawSpec = 0
  /// A seed spec (byte 1) with edits decoded from the remaining bytes.
  case mutatedSpec = 1
  /// The bytes are a trace, simulated on every seed graph that loads.
  case rawTrace = 2
  /// The bytes are a compiled graph's JSON, loaded and evaluated.
  case rawGraph = 3
  /// A seed's compiled graph (byte 1) with numbers and names in its JSON edited.
  case mutatedGraph = 4
  /// The bytes are command-line text: a param override, an expression, an easing.
  case text = 5

  init(byte: UInt8) {
    self = FuzzMode(rawValue: byte % UInt8(FuzzMode.allCases.count))!
  }
}

/// libFuzzer's entry point: runs one input and traps on any broken promise.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
  guard let data, size > 0 else { return 0 }
  let bytes = Array(UnsafeBufferPointer(start: data, count: size))
  let body = Array(bytes.dropFirst())
  switch FuzzMode(byte: bytes[0]) {
  case .rawSpec:
    Exercise.spec(body)
  case .mutatedSpec:
    guard let first = body.first, !Seeds.specs.isEmpty else { return 0 }
    let seed = Seeds.specs[Int(first) % Seeds.specs.count]
    var mutator = SpecMutator(seed: seed.text)
    let text = mutator.apply(edits: Array(body.dropFirst()))
    Artifact.show(text)
    Exercise.spec(Array(text.utf8))
  case .rawTrace:
    Exercise.trace(body)
  case .rawGraph:
    Exercise.graphJSON(body)
  case .mutatedGraph:
    guard let first = body.first, !Seeds.graphs.isEmpty else { return 0 }
    let seed = Seeds.graphs[Int(first) % Seeds.graphs.count]
    let json = GraphMutator.apply(edits: Array(body.dropFirst()), to: seed)
    Artifact.show(String(decoding: json, as: UTF8.self))
    Exercise.mutatedGraph(json)
  case .text:
    Exercise.text(String(decoding: body, as: UTF8.self))
  }
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
