import Foundation
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// The graph's JSON reader: numbers read bit for bit as `JSONDecoder`
/// reads them, text that is not JSON refused at its byte, and the layout
/// closed at every level (unknown, repeated, missing keys, wrong kinds)
/// every way a graph is loaded, with the key path.
@Suite struct GraphJSONTests {
  /// A graph whose constants hold `numbers`, written as given.
  static func graphText(constants numbers: [String]) -> String {
    let constants = numbers.map { "{\"slot\": 0, \"value\": \($0)}" }.joined(separator: ",")
    return """
      {"formatVersion": 4, "headerkitVersion": "0.1.0", "name": "n", "inputs": [], "params": [],
       "slotCount": 1, "constants": [\(constants)], "setupCode": [], "frameCode": [],
       "tracks": [], "keyframeSources": [], "keyframeCode": [], "states": [], "stateCode": [],
       "outputs": []}
      """
  }

  /// Each number text read by the graph's reader and by `JSONDecoder`, bit for bit.
  static func expectSameBits(_ texts: [String], _ what: String) throws {
    let graph = try CompiledGraph(json: Data(graphText(constants: texts).utf8))
    let decoded = try JSONDecoder().decode(
      [Double].self, from: Data("[\(texts.joined(separator: ","))]".utf8))
    for (index, text) in texts.enumerated() {
      #expect(
        graph.constants[index].value.bitPattern == decoded[index].bitPattern,
        "\(what): \(text) read as \(graph.constants[index].value), JSONDecoder \(decoded[index])")
    }
  }

  /// How the compiler writes a number (JSONValue.format): whole numbers
  /// below 1e15 as integers, others in Swift's shortest round-trip form.
  static func compilerText(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }

  @Test func everyFixtureNumberReadsAsJSONDecoderReadsIt() throws {
    let number = try Regex(#"-?\d+(\.\d+)?([eE][+-]?\d+)?"#)
    for name in GraphFixtures.names + ["compact-title", "material-collapsing-toolbar"] {
      let text = String(decoding: try GraphFixtures.data(name), as: UTF8.self)
      // Numbers outside strings: the fixtures' strings hold no digits but in names.
      let texts = text.matches(of: number).map { String(text[$0.range]) }
      #expect(texts.count > 20, "\(name)")
      try Self.expectSameBits(texts, name)
    }
  }

  @Test func edgeNumbersReadAsJSONDecoderReadsThem() throws {
    try Self.expectSameBits(
      [
        "-0", "-0.0", "0", "0.0", "5e-324", "4.9406564584124654e-324", "2.2250738585072014e-308",
        "2.225073858507201e-308", "1.7976931348623157e+308", "1.7976931348623157e308", "1e308",
        "-1e308", "0.1", "0.2", "0.30000000000000004", "123456789012345678", "9007199254740993",
        "1E2", "1e+2", "7.0", "1.5e-7", "-2.5E-3", "0.1000000000000000055511151231257827",
        "2.4703282292062328e-324",
      ], "edge numbers")
  }

  @Test func aSeededSampleReadsAsJSONDecoderReadsIt() throws {
    let seed: UInt64 = 2_416
    var random = SplitMix64(seed: seed)
    var texts: [String] = []
    while texts.count < 5_000 {
      let value = Double(bitPattern: random.next())
      guard value.isFinite else { continue }
      texts.append(Self.compilerText(value))
      // Whole numbers and short decimals too, as specs write them.
      let small = Double(Int64(bitPattern: random.next()) % 2_000_000) / 8
      texts.append(Self.compilerText(small))
      texts.append(Self.compilerText(small / 10))
    }
    try Self.expectSameBits(texts, "seed \(seed)")
  }

  /// Expects `text` refused with `expected` by `init(json:)`.
  static func expectRefused(
    _ text: String, _ expected: GraphError,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    #expect(throws: expected, sourceLocation: sourceLocation) {
      try CompiledGraph(json: Data(text.utf8))
    }
  }

  /// tiki-home's JSON with `original` replaced by `replacement` (once).
  static func tiki(_ original: String, _ replacement: String) throws -> String {
    let text = String(decoding: try GraphFixtures.data("tiki-home"), as: UTF8.self)
    let range = try #require(text.range(of: original), "\(original)")
    return text.replacingCharacters(in: range, with: replacement)
  }

  @Test func textThatIsNotJSON() throws {
    let text = String(decoding: try GraphFixtures.data("tiki-home"), as: UTF8.self)
    // The byte offset of slotCount's value, 35.
    let value =
      text.utf8.distance(
        from: text.startIndex, to: try #require(text.range(of: "\"slotCount\": 35")).upperBound) - 2
    Self.expectRefused("\u{FEFF}" + text, .invalidJSON(offset: 0, .byteOrderMark))
    Self.expectRefused(text + "\n x", .invalidJSON(offset: text.utf8.count + 2, .trailingText))
    Self.expectRefused(text + "{}", .invalidJSON(offset: text.utf8.count, .trailingText))
    Self.expectRefused(
      try Self.tiki("\"slotCount\": 35", "\"slotCount\": NaN"),
      .invalidJSON(offset: value, .unexpectedByte(UInt8(ascii: "N"))))
    Self.expectRefused(
      try Self.tiki("\"slotCount\": 35", "\"slotCount\": -Infinity"),
      .invalidJSON(offset: value + 1, .invalidNumber))
    for (number, problem, at) in [
      ("01", GraphError.JSONProblem.invalidNumber, 1), ("1.", .invalidNumber, 2),
      ("1e", .invalidNumber, 2), ("-", .invalidNumber, 1), ("+1", .unexpectedByte(0x2B), 0),
      (".5", .unexpectedByte(0x2E), 0), ("'35'", .unexpectedByte(0x27), 0),
      (String(repeating: "1", count: 101), .numberTooLong, 0),
    ] {
      Self.expectRefused(
        try Self.tiki("\"slotCount\": 35", "\"slotCount\": \(number)"),
        .invalidJSON(offset: value + at, problem))
    }
    Self.expectRefused(
      try Self.tiki("\"slotCount\": 35", "\"slotCount\": 35,,"),
      .invalidJSON(offset: value + 3, .unexpectedByte(UInt8(ascii: ","))))
    Self.expectRefused(
      try Self.tiki("[\"sub\", 15, 1, 2, 0]", "[\"sub\", 15, 1, 2, 0,]"),
      .invalidJSON(
        offset: text.utf8.distance(
          from: text.startIndex,
          to: try #require(text.range(of: "[\"sub\", 15, 1, 2, 0]")).upperBound),
        .unexpectedByte(UInt8(ascii: "]"))))
    Self.expectRefused(
      try Self.tiki("\"slotCount\": 35", "// slots\n\"slotCount\": 35"),
      .invalidJSON(offset: value - 13, .unexpectedByte(UInt8(ascii: "/"))))
    Self.expectRefused(
      try Self.tiki("\"slotCount\": 35", "\"slotCount\": 1e-400"),
      .invalidJSON(offset: value, .numberOutOfRange))
  }

  /// Every prefix of a graph is refused as text that ends early, or that
  /// is no graph; none crashes.
  @Test func truncatedGraphs() throws {
    let data = try GraphFixtures.data("fade-top-view")
    for count in 0..<data.count - 1 {
      #expect(throws: GraphError.self) { try CompiledGraph(json: data.prefix(count)) }
    }
    #expect(throws: GraphError.invalidJSON(offset: 0, .unexpectedEnd)) {
      try CompiledGraph(json: Data())
    }
  }

  @Test func stringsAndTheirEscapes() throws {
    let name = "\"name\": \"height\""
    // Escapes decode to what they stand for: a name the rule then checks.
    let graph = try CompiledGraph(
      json: Data(try Self.tiki(name, #""name": "\u0068e\u0069ght""#).utf8))
    #expect(graph.states[0].name == "height")
    for (written, meant) in [
      (#"h\u00e9ight"#, "h\u{E9}ight"), (#"\ud83d\ude00"#, "😀"),
      (#"a\"b\\c\/d\n\t"#, "a\"b\\c/d\n\t"),
    ] {
      Self.expectRefused(
        try Self.tiki(name, "\"name\": \"\(written)\""),
        .invalidName(.state, element: 0, name: meant, .characters))
    }
    for (written, problem) in [
      (#"\ud800"#, GraphError.JSONProblem.loneSurrogate), (#"\udc00x"#, .loneSurrogate),
      (#"\ud800\u0041"#, .loneSurrogate), (#"\x"#, .invalidEscape), (#"\u12"#, .invalidEscape),
      ("a\u{1}b", .controlCharacter),
    ] {
      #expect {
        try CompiledGraph(json: Data(try Self.tiki(name, "\"name\": \"\(written)\"").utf8))
      } throws: { error in
        guard case .invalidJSON(_, let found) = error as? GraphError else { return false }
        return found == problem
      }
    }
    // Bytes that are not UTF-8 in a name.
    var bytes = Array(try Self.tiki(name, "\"name\": \"h?ight\"").utf8)
    bytes[bytes.firstIndex(of: UInt8(ascii: "?"))!] = 0xFF
    #expect {
      try CompiledGraph(json: Data(bytes))
    } throws: { error in
      guard case .invalidJSON(_, .invalidUTF8) = error as? GraphError else { return false }
      return true
    }
  }

  /// Nesting past the limit is refused where the reader skips a value
  /// (here an instruction's sixth element), without recursion.
  @Test func deepNesting() throws {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    let text = try Self.tiki("[\"sub\", 15, 1, 2, 0]", "[\"sub\", 15, 1, 2, 0, \(deep)]")
    #expect {
      try CompiledGraph(json: Data(text.utf8))
    } throws: { error in
      guard case .invalidJSON(_, .tooDeep) = error as? GraphError else { return false }
      return true
    }
    // Where the layout wants an object, an array is the wrong kind at once.
    Self.expectRefused(
      try Self.tiki("\"inputs\": [", "\"inputs\": [\(deep), "),
      .wrongType(at: "inputs[0]", expected: .object, found: .array))
  }

  @Test func aDuplicateKeyIsRefused() throws {
    Self.expectRefused(
      try Self.tiki("\"slotCount\": 35", "\"slotCount\": 35, \"slotCount\": 35"),
      .duplicateKey("slotCount"))
    Self.expectRefused(
      try Self.tiki("\"modelSlot\": 9", "\"modelSlot\": 9, \"modelSlot\": 9"),
      .duplicateKey("states[0].modelSlot"))
  }

  /// A huge exponent is an infinite number, refused where the graph is
  /// checked with the part it is in — as a property list's infinity is.
  @Test func hugeNumbersAreNonFinite() throws {
    Self.expectRefused(
      try Self.tiki("\"value\": -60", "\"value\": -1e400"), .nonFinite(.constant, element: 2))
    Self.expectRefused(
      try Self.tiki("\"defaultValues\": [88]", "\"defaultValues\": [1e99999999]"),
      .nonFinite(.param, element: 0))
    Self.expectRefused(
      try Self.tiki("\"slotCount\": 35", "\"slotCount\": 1e400"),
      .wrongType(at: "slotCount", expected: .integer, found: .number))
  }

  // MARK: The layout, every way in

  /// Every object of a graph, with its key path.
  static func objects(in value: Any, at path: String = "") -> [(path: String, keys: [String])] {
    switch value {
    case let object as [String: Any]:
      return [(path, object.keys.sorted())]
        + object.keys.sorted().flatMap {
          objects(in: object[$0]!, at: path.isEmpty ? $0 : "\(path).\($0)")
        }
    case let array as [Any]:
      return array.indices.flatMap { objects(in: array[$0], at: "\(path)[\($0)]") }
    default:
      return []
    }
  }

  /// `json` with `edit` applied to the object at `path`.
  static func editing(_ json: Any, at path: String, _ edit: (inout [String: Any]) -> Void) -> Any {
    var steps: [Substring] = []
    var rest = path[...]
    while !rest.isEmpty {
      if rest.first == "[" {
        let end = rest.firstIndex(of: "]")!
        steps.append(rest[...end])
        rest = rest[rest.index(after: end)...]
      } else {
        if rest.first == "." { rest = rest.dropFirst() }
        let end = rest.firstIndex { $0 == "." || $0 == "[" } ?? rest.endIndex
        steps.append(rest[..<end])
        rest = rest[end...]
      }
    }
    func apply(_ value: Any, _ steps: ArraySlice<Substring>) -> Any {
      guard let step = steps.first else {
        var object = value as! [String: Any]
        edit(&object)
        return object
      }
      if step.first == "[" {
        var array = value as! [Any]
        let index = Int(step.dropFirst().dropLast())!
        array[index] = apply(array[index], steps.dropFirst())
        return array
      }
      var object = value as! [String: Any]
      object[String(step)] = apply(object[String(step)]!, steps.dropFirst())
      return object
    }
    return apply(json, steps[...])
  }

  static let layoutFixtures = ["tiki-home", "material-collapsing-toolbar", "exit-until-collapsed"]

  /// A key the layout does not have, in any object at any depth (inputs,
  /// params and their storage, states, handoffs, snaps, springs, limits,
  /// transitions, tracks, keyframe sources, outputs, targets), is refused
  /// with its key path.
  @Test(arguments: layoutFixtures)
  func anUnknownKeyAnywhereIsRefused(name: String) throws {
    let object = try GraphFixtures.object(name)
    let places = Self.objects(in: object)
    #expect(places.count > 15)
    for place in places {
      let edited = Self.editing(object, at: place.path) { $0["bogus"] = 1 }
      HostileGraphTests.expectRefused(
        edited as! [String: Any],
        .unknownKey(place.path.isEmpty ? "bogus" : "\(place.path).bogus"))
    }
  }

  /// Keys every object of its kind must have; the others may be left out.
  static let optionalKeys: Set<String> = [
    "sweep", "snap", "limits", "spring", "flingSlot", "decelerationSlot", "transitions",
    "targets", "scalar", "list",
  ]

  @Test(arguments: layoutFixtures)
  func aMissingKeyAnywhereIsRefused(name: String) throws {
    let object = try GraphFixtures.object(name)
    for place in Self.objects(in: object) {
      for key in place.keys where !Self.optionalKeys.contains(key) {
        let edited = Self.editing(object, at: place.path) { $0[key] = nil }
        HostileGraphTests.expectRefused(
          edited as! [String: Any], .missingKey(place.path.isEmpty ? key : "\(place.path).\(key)"))
      }
    }
  }

  @Test func valuesOfAnotherKindOrForm() throws {
    let object = try GraphFixtures.object("tiki-home")
    func edited(_ path: String, _ edit: (inout [String: Any]) -> Void) -> [String: Any] {
      Self.editing(object, at: path, edit) as! [String: Any]
    }
    for (edit, expected) in [
      (
        edited("") { $0["slotCount"] = "35" },
        GraphError.wrongType(at: "slotCount", expected: .integer, found: .string)
      ),
      (
        edited("states[0]") { $0["input"] = 0.5 },
        .wrongType(at: "states[0].input", expected: .integer, found: .number)
      ),
      (
        edited("states[0]") { $0["input"] = 3_000_000_000 },
        .wrongType(at: "states[0].input", expected: .integer, found: .number)
      ),
      (edited("") { $0["name"] = 7 }, .wrongType(at: "name", expected: .string, found: .number)),
      (
        edited("states[0].snap") { $0["movesInput"] = "no" },
        .wrongType(at: "states[0].snap.movesInput", expected: .boolean, found: .string)
      ),
      (
        edited("params[0]") { $0["defaultValues"] = ["88"] },
        .wrongType(at: "params[0].defaultValues[0]", expected: .number, found: .string)
      ),
      (
        edited("") { $0["inputs"] = [:] as [String: Any] },
        .wrongType(at: "inputs", expected: .array, found: .object)
      ),
      (
        edited("inputs[0]") { $0["axis"] = "diagonal" },
        .invalidValue(at: "inputs[0].axis", value: "diagonal")
      ),
      (
        edited("inputs[0]") { $0["sweep"] = [400, -60] },
        .invalidValue(at: "inputs[0].sweep", value: "[400.0, -60.0]")
      ),
      (
        edited("inputs[0]") { $0["sweep"] = [400] },
        .wrongCount(at: "inputs[0].sweep", found: 1, expected: 2)
      ),
      (
        edited("states[0].snap") { $0["easing"] = "bouncy" },
        .invalidValue(at: "states[0].snap.easing", value: "bouncy")
      ),
      (
        edited("states[0].handoff") { $0["down"] = "grab" },
        .invalidValue(at: "states[0].handoff.down", value: "grab")
      ),
      (
        edited("params[0]") { $0["storage"] = ["scalar": 1, "list": 0] },
        .wrongCount(at: "params[0].storage", found: 2, expected: 1)
      ),
      (
        edited("params[0]") { $0["storage"] = [:] as [String: Any] },
        .wrongCount(at: "params[0].storage", found: 0, expected: 1)
      ),
      (
        edited("") { $0["frameCode"] = [["bogus", 1, 0, 0, 0]] },
        .invalidValue(at: "frameCode[0][0]", value: "bogus")
      ),
      (
        edited("") { $0["frameCode"] = [["sub", 1, 0, 0]] },
        .wrongCount(at: "frameCode[0]", found: 4, expected: 5)
      ),
      (
        edited("") { $0["frameCode"] = [["sub", 1, 0, 0, 0, 0]] },
        .wrongCount(at: "frameCode[0]", found: 6, expected: 5)
      ),
      (
        edited("targets[1]") { $0["anchor"] = [0.5, 0.5, 0.5] },
        .wrongCount(at: "targets[1].anchor", found: 3, expected: 2)
      ),
    ] {
      HostileGraphTests.expectRefused(edit, expected)
    }
    // A whole number written with a fraction is an integer, as JSONDecoder reads it.
    let graph = try CompiledGraph(
      json: Data(try Self.tiki("\"slotCount\": 35", "\"slotCount\": 35.0e0").utf8))
    #expect(graph.slotCount == 35)
  }

  /// An array past the limit of what it holds is counted, not kept.
  @Test func anArrayPastItsLimit() throws {
    let limit = GraphLimit.listElements.limit
    let values = Array(repeating: "0", count: limit + 5).joined(separator: ",")
    Self.expectRefused(
      try Self.tiki("\"defaultValues\": [88]", "\"defaultValues\": [\(values)]"),
      .limitExceeded(.listElements, found: limit + 5, limit: limit))
  }

  /// Inputs, params, states and transitions share one namespace, as in a
  /// spec; an output's `target.property` is set once.
  @Test func duplicateNamesAreRefused() throws {
    let object = try GraphFixtures.object("material-collapsing-toolbar")
    func named(_ key: String, _ element: Int) -> String {
      (object[key] as! [[String: Any]])[element]["name"] as! String
    }
    let input = named("inputs", 0)
    for (key, part) in [
      ("params", GraphPart.param), ("states", .state), ("transitions", .transition),
    ] {
      let last = (object[key] as! [Any]).count - 1
      HostileGraphTests.expectRefused(
        GraphNameTests.renamed(object, key, element: last, to: input),
        .duplicateName(part, element: last, name: input))
    }
    var inputs = object["inputs"] as! [[String: Any]]
    inputs.append(inputs[0])
    var twoInputs = object
    twoInputs["inputs"] = inputs
    HostileGraphTests.expectRefused(twoInputs, .duplicateName(.input, element: 1, name: input))
    var outputs = object["outputs"] as! [[String: Any]]
    outputs.append(outputs[0])
    var twoOutputs = object
    twoOutputs["outputs"] = outputs
    let key = "\(outputs[0]["target"]!).\(outputs[0]["property"]!)"
    HostileGraphTests.expectRefused(
      twoOutputs, .duplicateName(.output, element: outputs.count - 1, name: key))
  }

  /// The graph's schema is closed wherever the reader is: every object it
  /// describes lists its keys and allows no other.
  @Test func theSchemaIsClosed() throws {
    let url = Fixtures.root.appendingPathComponent("schemas/headerkit-graph.schema.json")
    let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    var open: [String] = []
    func walk(_ value: Any, _ path: String) {
      if let object = value as? [String: Any] {
        if object["properties"] != nil, object["additionalProperties"] as? Bool != false {
          open.append(path)
        }
        for (key, inner) in object { walk(inner, "\(path)/\(key)") }
      } else if let array = value as? [Any] {
        for (index, inner) in array.enumerated() { walk(inner, "\(path)/\(index)") }
      }
    }
    walk(schema, "#")
    #expect(open.isEmpty, "open objects: \(open.sorted())")
  }
}
