import Foundation
import HeaderKitRuntime
import Testing

/// A loaded graph's names follow the rule of names in a spec (``NameRule``),
/// its outputs set known properties, its top-level keys are the ones this
/// runtime reads, and its snap targets are within the one limit — every way
/// a graph can be loaded (``HostileGraphTests/load(_:)``), with a typed error.
@Suite struct GraphNameTests {
  /// Names a hand-edited graph could hold, and why each breaks the rule
  /// (worked out from the rule: ASCII letters, digits and `_`, not a digit
  /// first, at most 64 characters, not a function's or `each`'s name).
  static let hostileNames: [(String, NameProblem)] = [
    ("", .characters),
    ("1x", .characters),
    ("scroll driven", .characters),
    ("=HYPERLINK(\"http://x\")", .characters),
    ("a,b", .characters),
    ("a\nb", .characters),
    ("\u{1B}[2Jok", .characters),
    ("</script>", .characters),
    ("x.alpha", .characters),
    ("caf\u{E9}", .characters),
    ("\u{FF21}", .characters),  // a fullwidth A: a letter, but not ASCII
    (String(repeating: "a", count: 65), .tooLong),
    (String(repeating: "b", count: 100_000) + " ", .tooLong),
    ("min", .builtinFunction),
    ("progress", .builtinFunction),
    ("index", .reservedForEach),
    ("item", .reservedForEach),
  ]

  /// Sets the name of element `element` of the array at `key` (for an
  /// output, its target's name).
  static func renamed(
    _ object: [String: Any], _ key: String, element: Int, to name: String
  ) -> [String: Any] {
    var object = object
    var elements = object[key] as! [[String: Any]]
    elements[element][key == "outputs" ? "target" : "name"] = name
    object[key] = elements
    return object
  }

  @Test(arguments: [
    ("inputs", GraphPart.input), ("params", .param), ("states", .state),
    ("transitions", .transition), ("outputs", .output),
  ])
  func hostileNamesAreRefused(key: String, part: GraphPart) throws {
    let object = try GraphFixtures.object("material-collapsing-toolbar")
    // The last element, so that the ones before it are checked and pass.
    let element = (object[key] as! [Any]).count - 1
    for (name, problem) in Self.hostileNames {
      HostileGraphTests.expectRefused(
        Self.renamed(object, key, element: element, to: name),
        .invalidName(part, element: element, name: name, problem))
    }
  }

  /// Names that look odd but follow the rule load: the JavaScript and
  /// Swift outputs escape them (not this layer's concern).
  @Test func namesWithinTheRuleLoad() throws {
    let object = try GraphFixtures.object("material-collapsing-toolbar")
    for name in ["__proto__", "constructor", "_", "Self", "x_", String(repeating: "z", count: 64)] {
      for result in HostileGraphTests.load(Self.renamed(object, "inputs", element: 0, to: name)) {
        #expect(throws: Never.self, "\(name)") { try result.get() }
      }
    }
  }

  @Test func anEmptyGraphNameIsRefused() throws {
    var object = try GraphFixtures.object("fade-top-view")
    object["name"] = ""
    HostileGraphTests.expectRefused(object, .emptyName)
    // The graph's name is the spec's: text, not an identifier.
    object["name"] = "scroll driven \u{1B}"
    for result in HostileGraphTests.load(object) {
      #expect(throws: Never.self) { try result.get() }
    }
  }

  /// The graph's name is held to the spec's limit: 200 Unicode scalars.
  @Test func aLongGraphNameIsRefused() throws {
    var object = try GraphFixtures.object("fade-top-view")
    object["name"] = String(repeating: "\u{1F600}", count: 200)
    for result in HostileGraphTests.load(object) {
      #expect(throws: Never.self) { try result.get() }
    }
    object["name"] = String(repeating: "\u{1F600}", count: 201)
    HostileGraphTests.expectRefused(object, .limitExceeded(.nameLength, found: 201, limit: 200))
  }

  @Test(arguments: [
    "opacity", "alpha ", "backgroundColor", "backgroundColor.x", "custom.", "custom.1x",
    "custom.min", "custom.a.b", "custom.\u{1B}",
  ])
  func unknownPropertiesAreRefused(property: String) throws {
    var object = try GraphFixtures.object("fade-top-view")
    var outputs = object["outputs"] as! [[String: Any]]
    outputs[outputs.count - 1]["property"] = property
    object["outputs"] = outputs
    HostileGraphTests.expectRefused(
      object, .unknownProperty(element: outputs.count - 1, property: property))
  }

  @Test func knownPropertiesLoad() throws {
    var object = try GraphFixtures.object("fade-top-view")
    for property in ["constant", "shadowColor.a", "custom.statusBarStyle", "blurRadius"] {
      var outputs = object["outputs"] as! [[String: Any]]
      outputs[outputs.count - 1]["property"] = property
      object["outputs"] = outputs
      for result in HostileGraphTests.load(object) {
        #expect(throws: Never.self, "\(property)") { try result.get() }
      }
    }
  }

  /// A key this runtime does not read is refused, not skipped: a runtime
  /// that skipped `transitions` would evaluate a graph without them.
  @Test func unknownTopLevelKeysAreRefused() throws {
    var object = try GraphFixtures.object("fade-top-view")
    object["springs"] = [["name": "s"]]
    HostileGraphTests.expectRefused(object, .unknownKey("springs"))
    // Of several, the first in sorted order, whatever the file's order.
    object["aardvark"] = 1
    HostileGraphTests.expectRefused(object, .unknownKey("aardvark"))
    // A key that differs only in case is another key.
    object = try GraphFixtures.object("fade-top-view")
    object["Outputs"] = object["outputs"]
    HostileGraphTests.expectRefused(object, .unknownKey("Outputs"))
  }

  /// Every key this runtime writes, it reads: a written graph loads back.
  @Test(
    arguments: GraphFixtures.names + [
      "material-collapsing-toolbar", "quick-return-bars", "swipe-to-refresh", "bottom-sheet",
    ])
  func writtenGraphsLoadBack(name: String) throws {
    let graph = try GraphFixtures.graph(name)
    #expect(try CompiledGraph(json: graph.jsonData()) == graph)
  }

  /// The one snap-target limit (a spec's too): 1,000 all states together.
  @Test func aGraphHasAtMost1000SnapTargets() throws {
    var object = try GraphFixtures.object("tiki-home")
    var states = object["states"] as! [[String: Any]]
    var snap = states[0]["snap"] as! [String: Any]
    let slot = (snap["targetSlots"] as! [Int])[0]
    snap["targetSlots"] = Array(repeating: slot, count: 1_000)
    states[0]["snap"] = snap
    object["states"] = states
    for result in HostileGraphTests.load(object) {
      #expect(throws: Never.self) { try result.get() }
    }
    snap["targetSlots"] = Array(repeating: slot, count: 1_001)
    states[0]["snap"] = snap
    object["states"] = states
    HostileGraphTests.expectRefused(
      object, .limitExceeded(.snapTargets, found: 1_001, limit: 1_000))
    #expect(GraphLimit.snapTargets.limit == 1_000)
  }

  /// Messages quote at most 64 characters of a name, whatever its length.
  @Test func messagesShortenLongNames() {
    let name = String(repeating: "n", count: 100_000)
    let error = GraphError.invalidName(.input, element: 0, name: name, .tooLong)
    #expect(
      error.description
        == "input 0 is named '\(String(repeating: "n", count: 64))…', which is not a valid name: names are at most 64 characters long"
    )
  }
}
