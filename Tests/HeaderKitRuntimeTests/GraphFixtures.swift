import Foundation
import HeaderKitRuntime
import HeaderKitTestSupport

/// The compiled graphs of the bundled specs, checked in as JSON
/// (`Tests/Fixtures/graphs`, written by scripts/generate-headers.sh): what
/// the runtime's tests load, without libyaml or the authoring code.
enum GraphFixtures {
  static let names = [
    "diff-clamp", "exit-until-collapsed", "fade-top-view", "pinterest-pager", "tiki-home",
    "twitter-profile",
  ]

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: Fixtures.fixture("graphs/\(name).json"))
  }

  static func graph(_ name: String) throws -> CompiledGraph {
    try CompiledGraph(json: data(name))
  }

  static func evaluator(_ name: String) throws -> HeaderEvaluator {
    HeaderEvaluator(graph: try graph(name))
  }

  /// The graph's JSON as dictionaries and arrays, to edit as a hostile file would.
  static func object(_ name: String) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: data(name)) as! [String: Any]
  }
}

extension HeaderEvaluator {
  /// Output `key`'s value (`target.property`); nil if there is none.
  func value(_ key: String) -> Double? { outputIndex(named: key).map { value(at: $0) } }
}
