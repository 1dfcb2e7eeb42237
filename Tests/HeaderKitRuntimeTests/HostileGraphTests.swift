import Foundation
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Hostile graphs — edited as a downloaded file could be — are refused with a
/// typed ``GraphError`` every way a graph can be loaded, and every graph that
/// loads can be evaluated through the whole public API without a trap.
@Suite struct HostileGraphTests {
  /// The way in: `init(json:)` (HeaderKitTesting reads the graph inside
  /// compiled tests with the same reader).
  static func load(_ object: [String: Any]) -> [Result<CompiledGraph, GraphError>] {
    let data = try! JSONSerialization.data(withJSONObject: object)
    do {
      return [.success(try CompiledGraph(json: data))]
    } catch {
      return [.failure(error)]
    }
  }

  /// Expects every way in to refuse `object` with `expected`.
  static func expectRefused(
    _ object: [String: Any], _ expected: GraphError,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for result in load(object) {
      switch result {
      case .success: Issue.record("loaded, expected \(expected)", sourceLocation: sourceLocation)
      case .failure(let error):
        #expect(error == expected, "\(error)", sourceLocation: sourceLocation)
      }
    }
  }

  /// Issue 16's first reproducer: fade-top-view whose first frame
  /// instruction writes slot 100000 (it trapped in the evaluator's set-up).
  @Test func aFrameInstructionPastTheSlots() throws {
    var object = try GraphFixtures.object("fade-top-view")
    var code = object["frameCode"] as! [[Any]]
    code[0][1] = 100_000
    object["frameCode"] = code
    Self.expectRefused(object, .slotOutOfRange(.frameCode, element: 0, slot: 100_000))
  }

  /// The second: its `slotCount` edited to 3.
  @Test func tooFewSlots() throws {
    var object = try GraphFixtures.object("fade-top-view")
    object["slotCount"] = 3
    for result in Self.load(object) {
      guard case .failure(.slotOutOfRange(_, _, let slot)) = result else {
        Issue.record("\(result)")
        continue
      }
      #expect(slot >= 3)
    }
  }

  /// An 18 KB graph asking for 4,194,304 slots (400 MB of set-up before):
  /// a graph may have 65,536 slots, and 4 more per element.
  @Test func slotsOutOfProportionToTheGraph() throws {
    var object = try GraphFixtures.object("twitter-profile")
    object["slotCount"] = 4_194_304
    let graph = try GraphFixtures.graph("twitter-profile")
    let elements =
      graph.inputs.count + graph.params.count + graph.outputs.count + graph.states.count
      + graph.tracks.count
      + ["setupCode", "frameCode", "keyframeCode", "stateCode", "constants", "keyframeSources"]
      .map { (object[$0] as! [Any]).count }.reduce(0, +)
    Self.expectRefused(
      object, .limitExceeded(.slots, found: 4_194_304, limit: 65_536 + 4 * elements))
  }

  /// The third: 1,024 tracks sharing one `each` keyframe source whose code
  /// is 10,000 instructions long (36 s and 235 MB of set-up before): the
  /// keyframes built times their code is bounded, not each alone.
  @Test func keyframeCodeTimesKeyframesBuilt() throws {
    var object = try GraphFixtures.object("fade-top-view")
    let slots = object["slotCount"] as! Int
    object["slotCount"] = slots + 3
    // A list of 100 elements, and a source repeated over it.
    var params = object["params"] as! [[String: Any]]
    params.append([
      "name": "many", "storage": ["list": 0], "defaultValues": Array(repeating: 1.0, count: 100),
    ])
    object["params"] = params
    let code = (object["keyframeCode"] as! [[Any]]).count
    object["keyframeCode"] =
      (object["keyframeCode"] as! [[Any]])
      + Array(repeating: ["add", slots, slots, slots + 1, 0], count: 10_000)
    var sources = object["keyframeSources"] as! [[String: Any]]
    sources.append([
      "list": 0, "indexSlot": slots + 1, "itemSlot": slots + 2, "codeStart": code,
      "codeCount": 10_000, "atSlot": slots + 1, "valueSlot": slots, "easing": "linear",
    ])
    object["keyframeSources"] = sources
    var tracks = object["tracks"] as! [[String: Any]]
    for _ in 0..<1_024 {
      tracks.append([
        "driverSlot": 0, "firstSource": sources.count - 1, "sourceCount": 1, "before": "clamp",
        "after": "clamp",
      ])
    }
    object["tracks"] = tracks
    // Set-up runs its code, then each keyframe's code (one more for the keyframe).
    let setupCode = (object["setupCode"] as! [Any]).count
    let ownTracks = try GraphFixtures.graph("fade-top-view").tracks.count
    let ownWork = tracks.prefix(ownTracks).reduce(0) { total, track in
      let first = track["firstSource"] as! Int
      let count = track["sourceCount"] as! Int
      return total + sources[first..<first + count].reduce(0) { $0 + ($1["codeCount"] as! Int) + 1 }
    }
    Self.expectRefused(
      object,
      .limitExceeded(
        .setupWork, found: setupCode + ownWork + 1_024 * 100 * 10_001,
        limit: GraphLimit.setupWork.limit))
  }

  @Test func anotherLayoutIsNamedAsSuch() throws {
    var object = try GraphFixtures.object("tiki-home")
    object["formatVersion"] = 1
    object["headerkitVersion"] = nil
    Self.expectRefused(object, .unsupportedFormat(1))
  }

  @Test func notAGraph() {
    for (text, expected) in [
      ("", GraphError.invalidJSON(offset: 0, .unexpectedEnd)),
      ("[]", .wrongType(at: "", expected: .object, found: .array)),
      (
        "{\"formatVersion\": \(CompiledGraph.currentFormatVersion)}",
        .missingKey("headerkitVersion")
      ),
      (
        "{\"formatVersion\": \"3\"}",
        .wrongType(at: "formatVersion", expected: .integer, found: .string)
      ),
      ("nul", .invalidJSON(offset: 0, .unexpectedByte(UInt8(ascii: "n")))),
    ] {
      #expect(throws: expected) { try CompiledGraph(json: Data(text.utf8)) }
    }
  }

  /// Code that writes what only events write (an input's offset, a state's
  /// value) or what only set-up code computes (a state's bound), and a track
  /// in set-up code.
  @Test func instructionsWhereTheyMayNotBe() throws {
    let graph = try GraphFixtures.graph("tiki-home")
    let state = (try GraphFixtures.object("tiki-home")["states"] as! [[String: Any]])[0]
    for (name, key, part, instruction) in [
      (
        "tiki-home", "frameCode", GraphPart.frameCode,
        ["copy", graph.inputs[0].rawSlot, 0, 0, 0] as [Any]
      ),
      ("tiki-home", "stateCode", .stateCode, ["copy", state["valueSlot"]!, 0, 0, 0]),
      ("tiki-home", "frameCode", .frameCode, ["copy", state["minSlot"]!, 0, 0, 0]),
      ("fade-top-view", "setupCode", .setupCode, ["track", 0, 0, 0, 0]),
    ] {
      var object = try GraphFixtures.object(name)
      var code = object[key] as! [[Any]]
      code.append(instruction)
      object[key] = code
      Self.expectRefused(object, .misplacedInstruction(part, element: code.count - 1))
    }
  }

  /// A seeded sample of graphs with numbers edited anywhere: each is refused
  /// with a typed error or loads, and one that loads runs every public call
  /// without a trap, its outputs finite.
  @Test func editedGraphsAreRefusedOrRunSafely() throws {
    let seed: UInt64 = 1_616
    var random = SplitMix64(seed: seed)
    let wild: [Int] = [-1, 0, 1, 2, 3, 7, 64, 100, 4_096, 65_535, 1 << 20, Int(Int32.max)]
    var loaded = 0
    var refused = 0
    for name in GraphFixtures.names {
      let object = try GraphFixtures.object(name)
      let places = Self.integerPlaces(in: object)
      for _ in 0..<150 {
        var edited: Any = object
        for _ in 0..<Int.random(in: 1...3, using: &random) {
          let place = places.randomElement(using: &random)!
          Self.set(wild.randomElement(using: &random)!, at: place[...], in: &edited)
        }
        let data = try JSONSerialization.data(withJSONObject: edited)
        do {
          var header = HeaderEvaluator(graph: try CompiledGraph(json: data))
          Self.exercise(&header, "seed \(seed), \(name)")
          loaded += 1
        } catch {
          refused += 1
        }
      }
    }
    #expect(loaded > 50 && refused > 50, "seed \(seed): \(loaded) loaded, \(refused) refused")
  }

  /// A key or an index into a JSON object.
  enum Step {
    case key(String)
    case index(Int)
  }

  /// The paths of every integer in a JSON object (slots, counts, indices).
  static func integerPlaces(in value: Any, at path: [Step] = []) -> [[Step]] {
    switch value {
    case let object as [String: Any]:
      return object.keys.sorted().flatMap { integerPlaces(in: object[$0]!, at: path + [.key($0)]) }
    case let array as [Any]:
      return array.indices.flatMap { integerPlaces(in: array[$0], at: path + [.index($0)]) }
    case let number as NSNumber where Double(number.int64Value) == number.doubleValue:
      return [path]
    default:
      return []
    }
  }

  /// `value` at `path` in a JSON object.
  static func set(_ value: Int, at path: ArraySlice<Step>, in json: inout Any) {
    guard let step = path.first else {
      json = value
      return
    }
    switch (step, json) {
    case (.key(let key), var object as [String: Any]):
      var inner = object[key] as Any
      set(value, at: path.dropFirst(), in: &inner)
      object[key] = inner
      json = object
    case (.index(let index), var array as [Any]):
      set(value, at: path.dropFirst(), in: &array[index])
      json = array
    default:
      break
    }
  }

  /// Every public call, at extremes, checking outputs and offsets stay finite.
  static func exercise(_ header: inout HeaderEvaluator, _ what: String) {
    let graph = header.graph
    func check(_ when: String) {
      header.forEachValue { index, value in
        #expect(value.isFinite, "\(what): output \(index) \(when)")
      }
      for input in graph.inputs.indices {
        #expect(header.rawInput(input).isFinite, "\(what): input \(input) \(when)")
      }
    }
    for input in graph.inputs.indices {
      for offset in [-1e308, -200, 0, 0.5, 37, 1e6, .nan, .infinity] {
        header.setInput(input, raw: offset)
        check("at \(offset)")
      }
      header.drag(input, by: 30)
      header.scroll(input, toRaw: -1e308)
      header.endScrolling(input)
      header.advance(by: 0.1)
      header.advance(by: .infinity)
      check("after events")
    }
    for index in graph.params.indices {
      try? header.setParam(index, to: [1e308, -5, 3])
      header.setParam(index, to: -1e308)
      check("with param \(index) set")
    }
    header.resetParams()
    header.reset()
    for track in graph.tracks.indices { _ = header.keyframes(ofTrack: track) }
    check("after reset")
  }
}
