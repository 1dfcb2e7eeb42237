public import Foundation
public import HeaderKitRuntime

/// A spec's test cases and golden timeline, compiled to JSON by
/// `headerkit compile --tests` (or the HeaderKit plugin), for checking a
/// generated header or a compiled graph in an app's test target — without
/// libyaml, which an iOS test target cannot link.
///
/// ```swift
/// import HeaderKitTesting
/// import Testing
///
/// @Test func profileHeaderKeepsItsSpec() throws {
///   let tests = try SpecTests(resource: "twitter-profile.tests", bundle: .module)
///   tests.expectSpecTests(TwitterProfileHeader())
///   tests.expectGoldenTimeline(TwitterProfileHeader())
/// }
/// ```
///
/// Each `expect…` records failures at the line that called it (an `Issue`
/// under Swift Testing, `XCTFail` under XCTest), each naming the place in the
/// spec's test file or golden timeline it comes from; it never throws.
public struct SpecTests: Sendable {
  /// The spec's file name.
  public let spec: String
  /// The spec's compiled graph: `HeaderEvaluator(graph:)` checks the spec itself.
  public let graph: CompiledGraph
  /// The cases, in the order the spec and its sidecar write them.
  public let cases: [Case]
  /// The golden timeline, nil when the spec has none.
  public let golden: Golden?

  /// The version of the JSON this reads.
  public static let formatVersion = 2

  /// The most bytes of JSON read: a compiled graph's
  /// (`GraphLimit.jsonBytes`), the most `headerkit compile --tests` writes.
  public static let maxBytes = GraphLimit.jsonBytes.limit

  /// Reads the JSON `headerkit compile --tests` wrote, and checks it whole
  /// before any check runs: its graph as the runtime checks one, every
  /// index, count and number its cases and golden timeline hold, and the
  /// work they would do (the budget of `headerkit test`).
  /// - Throws: ``SpecTestsError/tooLarge(bytes:limit:)`` past ``maxBytes``,
  ///   ``SpecTestsError/notCompiledTests(_:)`` for other JSON,
  ///   ``SpecTestsError/unsupportedFormat(found:)`` for another version of
  ///   it, ``SpecTestsError/invalidGraph(_:)`` when the runtime refuses its
  ///   graph, ``SpecTestsError/malformed(at:_:)`` for anything else that
  ///   does not fit, ``SpecTestsError/overBudget(at:work:)`` for more work
  ///   than `headerkit test` does.
  public init(json: Data) throws(SpecTestsError) {
    guard json.count <= Self.maxBytes else {
      throw .tooLarge(bytes: json.count, limit: Self.maxBytes)
    }
    let file = try Self.parse(Array(json))
    try Self.validate(cases: file.cases, golden: file.golden, graph: file.graph)
    try Self.checkBudget(cases: file.cases, golden: file.golden, graph: file.graph)
    (spec, graph, cases, golden) = (file.spec, file.graph, file.cases, file.golden)
  }

  /// Reads the JSON from a file of at most ``maxBytes``.
  /// - Throws: ``SpecTestsError/unreadable(path:reason:)``,
  ///   ``SpecTestsError/tooLarge(bytes:limit:)``, or as ``init(json:)``.
  public init(contentsOf url: URL) throws(SpecTestsError) {
    let data: Data
    do {
      // Mapped, not read: a file past the limit is refused by its size
      // without its bytes being read into memory.
      data = try Data(contentsOf: url, options: .alwaysMapped)
    } catch {
      throw .unreadable(path: url.path, reason: error.localizedDescription)
    }
    try self.init(json: data)
  }

  /// Reads `name.json` (or `name` with its extension) from a bundle's
  /// resources, e.g. `bundle: .module`.
  /// - Parameters:
  ///   - name: The resource's name, without `.json`.
  ///   - bundle: The bundle holding it: `.module` in a SwiftPM test target.
  ///   - subdirectory: The folder it is in among the resources: nil for the
  ///     file the HeaderKit plugin compiled on the test target, which is at
  ///     the top of them.
  /// - Throws: ``SpecTestsError/resourceNotFound(name:subdirectory:bundlePath:)``,
  ///   or as ``init(contentsOf:)``.
  public init(resource name: String, bundle: Bundle, subdirectory: String? = nil)
    throws(SpecTestsError)
  {
    let url =
      bundle.url(forResource: name, withExtension: "json", subdirectory: subdirectory)
      ?? bundle.url(forResource: name, withExtension: nil, subdirectory: subdirectory)
    guard let url else {
      throw .resourceNotFound(name: name, subdirectory: subdirectory, bundlePath: bundle.bundlePath)
    }
    try self.init(contentsOf: url)
  }
}

/// Why compiled tests could not be read; ``description`` says what to do.
public enum SpecTestsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// No resource `name.json` (or `name`) in the bundle at `bundlePath`, in
  /// `subdirectory` when one was given.
  case resourceNotFound(name: String, subdirectory: String?, bundlePath: String)
  /// The file at `path` could not be read, for the system's `reason`.
  case unreadable(path: String, reason: String)
  /// Not the JSON of `headerkit compile --tests`, for the decoder's reason.
  case notCompiledTests(String)
  /// That JSON in another format version than ``SpecTests/formatVersion``:
  /// compile the tests again with the HeaderKit the test target links.
  case unsupportedFormat(found: Int)
  /// The compiled graph inside was refused by the runtime, as
  /// `CompiledGraph(json:)` would refuse it.
  case invalidGraph(GraphError)
  /// More than `limit` bytes (``SpecTests/maxBytes``): more than
  /// `headerkit compile --tests` writes.
  case tooLarge(bytes: Int, limit: Int)
  /// What is at the key path `at` (`cases[2].expect[0].values`) does not
  /// fit the graph or the rest of the file, for the reason given: the file
  /// was edited, or written by another tool.
  case malformed(at: String, String)
  /// The cases and golden timeline would do more work than `headerkit test`
  /// may do for one spec (`work` frame instructions, `EvaluationBudget.testWork`),
  /// from the case or section `at` on. `compile --tests` writes no such file.
  case overBudget(at: String, work: Int)

  /// What is wrong and what to do, in a sentence.
  public var description: String {
    switch self {
    case .resourceNotFound(let name, let subdirectory, let bundlePath):
      "no resource '\(subdirectory.map { "\($0)/" } ?? "")\(name).json' in \(bundlePath); add it to the test target's resources"
        + (subdirectory == nil
          ? " (a folder copied with .copy(\"FOLDER\") is read with subdirectory: \"FOLDER\")" : "")
    case .unreadable(let path, let reason): "cannot read '\(path)': \(reason)"
    case .notCompiledTests(let reason): "not the JSON of 'headerkit compile --tests': \(reason)"
    case .unsupportedFormat(let found):
      "format version \(found) of 'headerkit compile --tests'; this HeaderKitTesting reads version \(SpecTests.formatVersion): compile the tests again with the same HeaderKit"
    case .invalidGraph(let error): "the compiled graph in these tests is refused: \(error)"
    case .tooLarge(let bytes, let limit):
      "\(bytes) bytes of compiled tests, more than the \(limit) HeaderKitTesting reads; use fewer or shorter cases, then compile the tests again"
    case .malformed(let path, let problem):
      "the compiled tests are malformed at \(path): \(problem); compile the tests again with 'headerkit compile --tests'"
    case .overBudget(let place, let work):
      "the compiled tests would do more work than 'headerkit test' does for one spec (\(work) frame instructions), from \(place) on; use fewer offsets, coarser sweeps or shorter traces, then compile the tests again"
    }
  }
}
