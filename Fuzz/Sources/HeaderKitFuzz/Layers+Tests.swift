import Foundation
import HeaderKit
import HeaderKitRuntime
import HeaderKitTesting

extension Layers {
  // MARK: Compiled tests

  /// Compiled tests (`headerkit compile --tests`) read by HeaderKitTesting:
  /// the bytes as they are (first byte even), or a seed spec's compiled
  /// tests with edits to their numbers and names (odd: byte 1 picks the
  /// seed, byte 2 how many edits of three bytes follow, ``GraphMutator``).
  /// Each is refused with a `SpecTestsError` or loads; one that loads runs
  /// every case and the golden timeline on its graph without trapping,
  /// within the work `headerkit test` may do.
  static func tests(_ bytes: [UInt8]) {
    let json: [UInt8]
    if bytes[0] % 2 == 0 {
      json = Array(bytes.dropFirst())
    } else {
      guard bytes.count >= 3, !Seeds.testsMutators.isEmpty else { return }
      var mutator = Seeds.testsMutators[Int(bytes[1]) % Seeds.testsMutators.count]
      let edits = bytes.dropFirst(3).prefix(3 * (Int(bytes[2]) % 9))
      json = mutator.apply(edits: Array(edits))
    }
    if Artifact.enabled { Artifact.show(String(decoding: json, as: UTF8.self)) }
    let tests: SpecTests
    do {
      tests = try SpecTests(json: Data(json))
    } catch {
      // Every refusal says what is wrong in words.
      if error.description.isEmpty { Exercise.fail("a refusal without a reason: \(error)") }
      return
    }
    let header = HeaderEvaluator(graph: tests.graph)
    _ = tests.failures(of: header)
    _ = tests.goldenFailure(of: header)
  }
}

extension Seeds {
  /// The compiled tests of each seed spec that has cases (its `tests:`,
  /// its sidecar and traces in `Specs/`), written as `compile --tests` writes them.
  static let compiledTests: [[UInt8]] = specs.compactMap { seed in
    let path = root.appendingPathComponent(seed.name).path
    guard let bytes = FileManager.default.contents(atPath: path).map(Array.init),
      let compiled = SpecLoader.load(bytes: bytes, path: path).compiled
    else { return nil }
    let suite = SpecTestSuite.load(specPath: path, specBytes: bytes)
    guard !suite.cases.isEmpty else { return nil }
    let goldenPath = SpecTestSuite.goldenPath(forSpec: path)
    let golden = FileManager.default.contents(atPath: goldenPath).map {
      ((goldenPath as NSString).lastPathComponent, String(decoding: $0, as: UTF8.self))
    }
    let name = (path as NSString).lastPathComponent
    guard
      case .success(let text) = CompiledTests.text(
        compiled, spec: name, cases: suite.cases, golden: golden)
    else { return nil }
    return Array(text.utf8)
  }

  /// A mutator of each seed's compiled tests, split into tokens once.
  static let testsMutators: [GraphMutator] = compiledTests.map { GraphMutator(json: $0) }
}
