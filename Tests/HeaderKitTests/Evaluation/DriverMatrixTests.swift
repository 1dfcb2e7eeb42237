import Foundation
import GeneratedHeaders
import HeaderKit
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

extension DriverMatrix.Case: CustomTestStringConvertible {
  public var testDescription: String { description }
}

/// Every driver kind drives every property kind (``DriverMatrix``), in the
/// evaluator, in `headerkit simulate` and in the generated Swift (settable
/// and frozen; the preview's JavaScript is JavaScriptDriverMatrixTests). A
/// track over a transition read slot 0 (the compiler gave it no driver), so
/// it never moved.
@Suite struct DriverMatrixTests {
  /// Each driver's generated headers, settable and frozen, in the order of
  /// their specs' names (scripts/generate-headers.sh writes them).
  static let generatedHeaders: [(String, any GeneratedHeader.Type, any GeneratedHeader.Type)] = [
    ("input", DriverMatrixInputHeader.self, FrozenDriverMatrixInputHeader.self),
    ("range", DriverMatrixRangeHeader.self, FrozenDriverMatrixRangeHeader.self),
    ("signal", DriverMatrixSignalHeader.self, FrozenDriverMatrixSignalHeader.self),
    ("state", DriverMatrixStateHeader.self, FrozenDriverMatrixStateHeader.self),
    ("transition", DriverMatrixTransitionHeader.self, FrozenDriverMatrixTransitionHeader.self),
    ("var", DriverMatrixVarHeader.self, FrozenDriverMatrixVarHeader.self),
  ]

  /// The outputs after each event, run by the evaluator.
  static func evaluator(_ driver: DriverMatrix.Driver) throws -> [[String: Double]] {
    let header = try SpecEvaluation.evaluator(
      SpecEvaluation.graph(path: Fixtures.root.appendingPathComponent(driver.specPath).path))
    return run(header, events: driver.events) { header.graph.outputs[$0].key }
  }

  /// The outputs after each event, run by the driver's generated header
  /// (`frozen`: the one generated with --freeze-params).
  static func generated(_ driver: DriverMatrix.Driver, frozen: Bool) throws -> [[String: Double]] {
    let entry = try #require(generatedHeaders.first { $0.0 == driver.kind })
    let type = frozen ? entry.2 : entry.1
    return run(type.init(), events: driver.events) { type.outputKeys[$0] }
  }

  /// Runs `events` on `header`, its outputs named by `key`.
  static func run(
    _ header: some ScrollDrivenHeader, events: [DriverMatrix.Event], key: (Int) -> String
  ) -> [[String: Double]] {
    var header = header
    return events.map { event in
      switch event {
      case .scroll(let raw): header.scroll(0, toRaw: raw)
      case .wait(let seconds): header.advance(by: seconds)
      case .signal(let name, let value):
        let found = header.setSignal(name, to: value)
        #expect(found)
      }
      var values: [String: Double] = [:]
      header.forEachValue { index, value in values[key(index)] = value }
      return values
    }
  }

  /// The outputs after each event, as `headerkit simulate --format json` prints them.
  static func simulate(_ driver: DriverMatrix.Driver) throws -> [[String: Double]] {
    let result = try CLI.run(
      ["simulate", driver.specPath, "--trace", driver.tracePath, "--format", "json"])
    #expect(result.status == 0, "\(result.stderr)")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let frames = try #require(object["frames"] as? [[String: Any]])
    return try frames.map { try #require($0["values"] as? [String: Double]) }
  }

  @Test(arguments: DriverMatrix.cases)
  func theEvaluator(_ cell: DriverMatrix.Case) throws {
    let problems = cell.problems(in: try Self.evaluator(cell.driver))
    #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
  }

  @Test(arguments: DriverMatrix.cases)
  func simulate(_ cell: DriverMatrix.Case) throws {
    let problems = cell.problems(in: try Self.simulate(cell.driver))
    #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
  }

  @Test(arguments: DriverMatrix.cases, [false, true])
  func generatedSwift(_ cell: DriverMatrix.Case, frozen: Bool) throws {
    let problems = cell.problems(in: try Self.generated(cell.driver, frozen: frozen))
    #expect(problems.isEmpty, "\(problems.joined(separator: "; "))")
  }

  /// Every driver has its generated headers.
  @Test func everyDriverIsGenerated() {
    #expect(Self.generatedHeaders.map(\.0) == DriverMatrix.drivers.map(\.kind).sorted())
  }

  /// Each trace file holds the events the table was worked for.
  @Test(arguments: DriverMatrix.drivers.map(\.kind))
  func theTraceIsTheTablesEvents(_ kind: String) throws {
    let driver = try #require(DriverMatrix.drivers.first { $0.kind == kind })
    let bytes = try Fixtures.bytes(Fixtures.root.appendingPathComponent(driver.tracePath))
    let trace = try #require(TraceDecoder.decode(bytes: bytes).trace)
    let events = trace.events.map { event -> DriverMatrix.Event? in
      switch event.value {
      case .scroll(let raw): .scroll(raw)
      case .wait(let seconds): .wait(seconds)
      case .signal(let name, let value): .signal(name, value)
      default: nil
      }
    }
    #expect(events == driver.events)
  }

  /// Each track names its spec's driver, so no property is left over another.
  @Test(arguments: DriverMatrix.drivers.map(\.kind))
  func everyTrackRunsOverTheDriver(_ kind: String) throws {
    let path = Fixtures.root.appendingPathComponent("Tests/Fixtures/driver-matrix/\(kind).yaml")
    let loaded = try SpecLoader.load(path: path.path)
    let compiled = try #require(loaded.compiled)
    let drivers = Set(compiled.tracks.map(\.decl.over.value))
    #expect(
      drivers.count == 1 && compiled.tracks.count == 10, "\(drivers), \(compiled.tracks.count)")
  }
}
