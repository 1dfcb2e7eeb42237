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
  /// - Throws: ``SpecTestsError`` when it is not that JSON, or another version of it.
  public init(json: Data) throws(SpecTestsError) {
    let file: File
    do {
      file = try JSONDecoder().decode(File.self, from: json)
    } catch let error as SpecTestsError {
      throw error
    } catch {
      throw SpecTestsError(description: "not the JSON of 'headerkit compile --tests': \(error)")
    }
    (spec, graph, cases, golden) = (file.spec, file.graph, file.cases, file.golden)
  }

  /// Reads the JSON from a file.
  public init(contentsOf url: URL) throws(SpecTestsError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw SpecTestsError(description: "cannot read '\(url.path)': \(error.localizedDescription)")
    }
    try self.init(json: data)
  }

  /// Reads `name.json` (or `name` with its extension) from a bundle's
  /// resources, e.g. `bundle: .module`.
  public init(resource name: String, bundle: Bundle, subdirectory: String? = nil)
    throws(SpecTestsError)
  {
    let url =
      bundle.url(forResource: name, withExtension: "json", subdirectory: subdirectory)
      ?? bundle.url(forResource: name, withExtension: nil, subdirectory: subdirectory)
    guard let url else {
      throw SpecTestsError(
        description:
          "no resource '\(name).json' in \(bundle.bundlePath); add it to the test target's resources"
      )
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
      let version = try container.decode(Int.self, forKey: .formatVersion)
      guard version == SpecTests.formatVersion else {
        throw SpecTestsError(
          description:
            "format version \(version) of 'headerkit compile --tests'; this HeaderKitTesting reads version \(SpecTests.formatVersion): compile the tests again with the same HeaderKit"
        )
      }
      spec = try container.decode(String.self, forKey: .spec)
      graph = try container.decode(CompiledGraph.self, forKey: .graph)
      cases = try container.decode([Case].self, forKey: .cases)
      golden = try container.decodeIfPresent(Golden.self, forKey: .golden)
    }
  }
}

/// Compiled tests that could not be read.
public struct SpecTestsError: Error, CustomStringConvertible, Sendable {
  /// What is wrong, in a sentence.
  public var description: String
}
