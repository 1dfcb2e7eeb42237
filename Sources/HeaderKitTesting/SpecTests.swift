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

  /// Reads the JSON `headerkit compile --tests` wrote.
  /// - Throws: ``SpecTestsError/notCompiledTests(_:)`` for other JSON,
  ///   ``SpecTestsError/unsupportedFormat(found:)`` for another version of
  ///   it, ``SpecTestsError/invalidGraph(_:)`` when the runtime refuses its graph.
  public init(json: Data) throws(SpecTestsError) {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: json)
    } catch let error as SpecTestsError {
      throw error
    } catch let error as GraphError {
      throw .invalidGraph(error)
    } catch {
      throw .notCompiledTests("\(error)")
    }
    (spec, graph, cases, golden) = (file.spec, file.graph, file.cases, file.golden)
  }

  /// Reads the JSON from a file.
  /// - Throws: ``SpecTestsError/unreadable(path:reason:)``, or as ``init(json:)``.
  public init(contentsOf url: URL) throws(SpecTestsError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
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

  /// The top level of the JSON.
  private struct File: Decodable {
    let spec: String
    let graph: CompiledGraph
    let cases: [Case]
    let golden: Golden?

    private enum CodingKeys: String, CodingKey { case formatVersion, spec, graph, cases, golden }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      // A compiled graph has a format version too, but no cases.
      guard container.contains(.cases) else {
        throw SpecTestsError.notCompiledTests(
          "it has no 'cases' (a compiled graph is 'headerkit compile' without --tests)")
      }
      let version = try container.decode(Int.self, forKey: .formatVersion)
      guard version == SpecTests.formatVersion else {
        throw SpecTestsError.unsupportedFormat(found: version)
      }
      spec = try container.decode(String.self, forKey: .spec)
      graph = try container.decode(CompiledGraph.self, forKey: .graph)
      cases = try container.decode([Case].self, forKey: .cases)
      golden = try container.decodeIfPresent(Golden.self, forKey: .golden)
    }
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
    }
  }
}
