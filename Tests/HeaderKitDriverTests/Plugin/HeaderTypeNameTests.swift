import HeaderKit
import HeaderKitTestSupport
import Testing

/// The plugin's naming rule (Plugins/HeaderKitPlugin/HeaderTypeName.swift,
/// compiled here through a symbolic link: the plugin cannot be imported).
@Suite struct HeaderTypeNameTests {
  @Test(arguments: [
    ("spotify-album.yaml", "SpotifyAlbumHeader"),
    ("ProfileHeader.yaml", "ProfileHeader"),
    ("twitter.header.yaml", "TwitterHeader"),
    ("tiki_home.yml", "TikiHomeHeader"),
    ("my header v2.yaml", "MyHeaderV2Header"),
    ("header.yaml", "Header"),
    ("3d-card.yaml", "Spec3dCardHeader"),
    ("-.yaml", "SpecHeader"),
    ("café.yaml", "CafHeader"),
    ("generated.yaml", "SpecGeneratedHeader"),
    ("scroll-driven.yaml", "SpecScrollDrivenHeader"),
  ])
  func typeName(file: String, expected: String) {
    #expect(HeaderTypeName.typeName(forFile: file) == expected)
  }

  @Test(arguments: [
    ("a.yaml", true), ("A.YML", true), ("tiki-home.header.yaml", true),
    ("tiki-home.test.yaml", false), ("tiki-home.trace.yaml", false),
    ("tiki-home.timeline.txt", false), ("graph.json", false), ("yaml", false),
  ])
  func specFiles(file: String, isSpec: Bool) {
    #expect(HeaderTypeName.isSpec(fileName: file) == isSpec)
  }

  /// No file becomes a type the generated code uses, and the plugin's own
  /// list is the generator's names that end in `Header` (plus the protocol
  /// generated headers refine).
  @Test func reservedNamesStayFree() {
    let reserved = SwiftGenerator.reservedTypeNames
    for name in reserved.union(HeaderTypeName.reserved) {
      let type = HeaderTypeName.typeName(forFile: "\(name).yaml")
      #expect(!reserved.contains(type) && !HeaderTypeName.reserved.contains(type), "\(name)")
    }
    #expect(
      HeaderTypeName.reserved
        == reserved.filter { $0.hasSuffix("Header") }.union(["ScrollDrivenHeader"]))
  }

  /// For the bundled specs, whose files are named as the specs are, the
  /// plugin names each type as `headerkit generate` does by default.
  @Test func bundledSpecsKeepTheGeneratorsNames() throws {
    for url in try Fixtures.allSpecs() {
      let spec = try #require(try SpecLoader.load(path: url.path).spec)
      #expect(
        HeaderTypeName.typeName(forFile: url.lastPathComponent)
          == SwiftGenerator.typeName(forSpec: spec.name.value))
    }
  }

  /// The files named after a spec: its sidecar (either YAML extension), its
  /// golden timeline and its compiled tests, from its name without the last
  /// extension.
  @Test func filesNamedAfterASpec() {
    #expect(HeaderTypeName.baseName(ofFile: "tiki-home.yaml") == "tiki-home")
    #expect(HeaderTypeName.baseName(ofFile: "twitter.header.yml") == "twitter.header")
    #expect(HeaderTypeName.sidecars(forSpec: "fade.yml") == ["fade.test.yaml", "fade.test.yml"])
    #expect(HeaderTypeName.golden(forSpec: "tiki-home.yaml") == "tiki-home.timeline.txt")
    #expect(HeaderTypeName.testsFile(forSpec: "tiki-home.yaml") == "tiki-home.tests.json")
  }

  /// Traces, which the plugin makes inputs of the compiled tests beside them,
  /// are the YAML files with `.trace.` in their names; specs and sidecars are not.
  @Test func tracesAreTheTraceYAMLFiles() {
    let traces = [
      "tiki-home.trace.yaml", "Swipe.Trace.YML", "a.trace.b.yaml", "tiki-home.yaml",
      "tiki-home.test.yaml", "tiki-home.trace.txt", "trace.yaml",
    ].filter(HeaderTypeName.isTrace(fileName:))
    #expect(traces == ["tiki-home.trace.yaml", "Swipe.Trace.YML", "a.trace.b.yaml"])
  }
}
