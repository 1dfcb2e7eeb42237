import Foundation
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// A graph records each target's anchor: loaded, checked and given to
/// bindings as ``HeaderTarget``s; graphs written before anchors existed load
/// with every target at the centre.
@Suite struct TargetAnchorTests {
  @Test func twitterAnchorsLoadFromJSON() throws {
    let graph = try GraphFixtures.graph("twitter-profile")
    #expect(graph.targets.map(\.name) == ["header", "avatar", "headerLabel", "headerBlur"])
    #expect(graph.targets[0] == CompiledGraph.Target(name: "header", anchorX: 0.5, anchorY: 0))
    #expect(graph.targets[1] == CompiledGraph.Target(name: "avatar", anchorX: 0.5, anchorY: 1))
    let header = graph.headerTargets[0]
    #expect(header.anchorY == 0 && header.scaleX != nil && header.alpha == nil)
    // Written back and read again, unchanged.
    #expect(try CompiledGraph(json: graph.jsonData()) == graph)
  }

  @Test func graphsWithoutTargetsAreCentred() throws {
    var object = try GraphFixtures.object("twitter-profile")
    object["targets"] = nil
    let graph = try CompiledGraph(json: JSONSerialization.data(withJSONObject: object))
    #expect(graph.targets.map(\.name) == ["header", "avatar", "headerLabel", "headerBlur"])
    #expect(graph.targets.allSatisfy { $0.anchorX == 0.5 && $0.anchorY == 0.5 })
  }

  static func withTargets(_ targets: [[String: Any]]) throws -> [String: Any] {
    var object = try GraphFixtures.object("tiki-home")
    object["targets"] = targets
    return object
  }

  @Test func targetsMustBeTheOutputsTargetsInOrder() throws {
    let centre: [Double] = [0.5, 0.5]
    let names = ["headerHeight", "logo", "searchTrailing"]
    func targets(_ names: [String]) -> [[String: Any]] {
      names.map { ["name": $0, "anchor": centre] }
    }
    HostileGraphTests.expectRefused(
      try Self.withTargets(targets(["logo", "headerHeight", "searchTrailing"])),
      .invalidTarget(element: 0))
    HostileGraphTests.expectRefused(
      try Self.withTargets(targets(Array(names.prefix(2)))), .invalidTarget(element: 2))
    HostileGraphTests.expectRefused(
      try Self.withTargets(targets(names + ["extra"])), .invalidTarget(element: 3))
    HostileGraphTests.expectRefused(
      try Self.withTargets(targets(names + ["logo"])), .invalidTarget(element: 3))
  }

  @Test func anchorsAreTwoFiniteNumbers() throws {
    var targets: [[String: Any]] = [
      ["name": "headerHeight", "anchor": [0.5, 0.5]], ["name": "logo", "anchor": [0.5, 0.5]],
      ["name": "searchTrailing", "anchor": [0.5, 0.5]],
    ]
    // A number beyond the doubles reads as infinite, and is refused.
    targets[1]["anchor"] = [0.5, 0.123456789]
    let text = String(
      decoding: try JSONSerialization.data(withJSONObject: try Self.withTargets(targets)),
      as: UTF8.self)
    let infinite = Data(text.replacingOccurrences(of: "0.123456789", with: "1e999").utf8)
    #expect(throws: GraphError.nonFinite(.target, element: 1)) {
      try CompiledGraph(json: infinite)
    }
    targets[1]["anchor"] = [0.5]
    let short = try JSONSerialization.data(withJSONObject: try Self.withTargets(targets))
    #expect(throws: GraphError.self) { try CompiledGraph(json: short) }
    targets[1]["anchor"] = [0.5, 0.5, 0.5]
    let long = try JSONSerialization.data(withJSONObject: try Self.withTargets(targets))
    #expect(throws: GraphError.self) { try CompiledGraph(json: long) }
  }

  /// The table of a header's targets groups outputs by target in order of
  /// first output; properties no view has are not applied, and a property
  /// given twice keeps its first output.
  @Test func targetTable() {
    let targets = HeaderTarget.targets(
      outputs: [
        ("a", "alpha"), ("b", "constant"), ("a", "scaleX"), ("a", "width"), ("a", "alpha"),
      ], anchors: ["a": (x: 0, y: 1)])
    #expect(targets.map(\.name) == ["a", "b"])
    #expect(targets[0].alpha == 0 && targets[0].scaleX == 2 && targets[0].setsTransform)
    #expect(targets[0].anchorX == 0 && targets[0].anchorY == 1)
    #expect(targets[1].constant == 1 && targets[1].isConstraint && !targets[1].setsViewProperties)
    #expect(targets[1].anchorX == 0.5)
  }

  /// A target from two lists is the target from their pairs: a custom
  /// number or a property given twice keeps its first output, a colour
  /// needs all four channels, elements past the shorter list are ignored.
  /// 10,000 custom numbers are read in one pass (each was compared with all
  /// before it).
  @Test func aTargetFromTwoLists() {
    let properties = [
      "alpha", "custom.x", "alpha", "custom.x", "tintColor.r", "tintColor.g", "tintColor.b",
      "tintColor.a", "textColor.r", "width", "custom.y", "translateY",
    ]
    let outputs = Array(0..<properties.count - 1)
    let lists = HeaderTarget(name: "t", properties: properties, outputs: outputs)
    let pairs = HeaderTarget(
      name: "t", outputs: zip(properties, outputs).map { (property: $0, index: $1) })
    #expect(lists == pairs)
    #expect(lists.alpha == 0 && lists.translateY == nil)
    #expect(
      lists.custom == [CustomOutput(name: "x", output: 1), CustomOutput(name: "y", output: 10)])
    #expect(lists.tintColor == ColorOutputs(red: 4, green: 5, blue: 6, alpha: 7))
    #expect(lists.textColor == nil)

    let many = (0..<10_000).map { "custom.c\($0)" }
    let wide = HeaderTarget(name: "w", properties: many, outputs: Array(0..<10_000))
    #expect(wide.custom.count == 10_000 && wide.custom.last?.output == 9_999)
  }
}
