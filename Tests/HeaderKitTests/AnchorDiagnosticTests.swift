import HeaderKit
import HeaderKitDiagnostics
import Testing

/// `anchor: [x, y]` belongs to an element target: decoded there, carried into
/// the compiled graph, refused elsewhere with a located diagnostic.
@Suite struct AnchorDiagnosticTests {
  private func load(_ target: String) -> LoadedSpec {
    let yaml = """
      version: 1
      name: anchors
      inputs:
        scroll: {}
      targets:
        card:
          scale: 1 + scroll / 100
      \(target)
      """
    return SpecLoader.load(bytes: Array(yaml.utf8), path: "anchors.yaml")
  }

  @Test func anElementsAnchorReachesTheGraph() throws {
    let loaded = load("    anchor: [0.25, 1]")
    #expect(loaded.diagnostics.isEmpty)
    let graph = try #require(loaded.compiled?.graph)
    #expect(graph.targets.map(\.name) == ["card"])
    #expect(graph.targets.map(\.anchorX) == [0.25])
    #expect(graph.targets.map(\.anchorY) == [1])
  }

  @Test func withoutAnAnchorTheCentre() throws {
    let graph = try #require(load("").compiled?.graph)
    #expect(graph.targets.map(\.anchorX) == [0.5])
    #expect(graph.targets.map(\.anchorY) == [0.5])
  }

  @Test func anAnchorUnderPreviewSaysWhereItGoes() {
    let found = load("    preview: { frame: [0, 0, 10, 10], anchor: [0, 0] }").diagnostics
    #expect(found.count == 1)
    #expect(found.first?.code == .unknownKey)
    #expect(
      found.first?.message
        == "unknown key 'anchor' in 'preview'; an anchor is part of the spec: write 'anchor: [x, y]' in the target, beside its properties"
    )
    #expect(found.first?.location == SourceLocation(line: 8, column: 39))
  }

  @Test func anAnchorIsTwoNumbers() {
    let found = load("    anchor: [0.5]").diagnostics
    #expect(found.map(\.code) == [.wrongType])
    #expect(found.first?.location.line == 8)
  }

  @Test func aConstraintHasNoAnchor() {
    let loaded = SpecLoader.load(
      bytes: Array(
        """
        version: 1
        name: anchors
        inputs:
          scroll: {}
        targets:
          height:
            kind: constraint
            constant: scroll
            anchor: [0, 0]
        """.utf8), path: "anchors.yaml")
    #expect(loaded.diagnostics.map(\.code) == [.unknownProperty])
    #expect(loaded.diagnostics.first?.location == SourceLocation(line: 9, column: 5))
  }
}
