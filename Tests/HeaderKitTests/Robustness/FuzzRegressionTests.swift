import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// Inputs the fuzzer found (Tests/Fixtures/fuzz-regressions, see its README),
/// run through the pipeline with the fuzzer's checks, and their specific bugs.
@Suite struct FuzzRegressionTests {
  static let directory = Fixtures.fixture("fuzz-regressions")

  static func files(_ suffix: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(suffix) }.sorted()
  }

  static var specs: [String] { files(".yaml").filter { !$0.hasSuffix(".trace.yaml") } }

  static func bytes(_ name: String) throws -> [UInt8] {
    try Fixtures.bytes(directory.appendingPathComponent(name))
  }

  @Test func everyInputIsKept() {
    #expect(Self.files(".fuzz").count >= 3)
    #expect(Self.specs.count + Self.files(".trace.yaml").count + Self.files(".json").count >= 3)
  }

  @Test(arguments: specs)
  func specsPassThePipeline(_ name: String) throws {
    let bytes = try Self.bytes(name)
    let loaded = SpecLoader.load(bytes: bytes, path: name)
    // Every diagnostic points into the file.
    for diagnostic in loaded.diagnostics {
      let start = diagnostic.location
      let line = try #require(loaded.source.line(start.line), "\(diagnostic.code) at \(start)")
      #expect(
        start.column >= 1 && start.column <= line.unicodeScalars.count + 1,
        "\(diagnostic.code) at \(start)")
    }
    guard let graph = loaded.compiled?.graph else {
      #expect(loaded.diagnostics.hasErrors)
      return
    }
    #expect(try CompiledGraph(json: graph.jsonData()) == graph)
    var header = HeaderEvaluator(graph: graph)
    for offset in [-Double.greatestFiniteMagnitude, -1e308, -200, 0, 37, 1e308] {
      header.setInput(0, raw: offset)
      let finite = header.allValues.allSatisfy { $0.isFinite }
      #expect(finite, "at \(offset)")
    }
    for event: Trace.Event in [
      .drag(10), .end, .wait(1e308), .wait(1e308), .drag(-1e308), .end, .wait(0.1),
    ] {
      header.apply(event, input: 0)
      let finite = header.allValues.allSatisfy { $0.isFinite } && header.time.isFinite
      #expect(finite, "after \(event)")
    }
  }

  @Test(arguments: files(".trace.yaml"))
  func tracesSimulateFinitely(_ name: String) throws {
    let decoded = TraceDecoder.decode(bytes: try Self.bytes(name))
    let trace = try #require(decoded.trace, "\(decoded.diagnostics.map(\.message))")
    let specName = name.replacingOccurrences(of: ".trace.yaml", with: ".yaml")
    let graph = try #require(
      SpecLoader.load(bytes: try Self.bytes(specName), path: specName).compiled?.graph)
    var header = HeaderEvaluator(graph: graph)
    let series = header.simulate(trace, input: 0)
    for frame in series.frames {
      let finite = frame.values.allSatisfy { $0.isFinite } && frame.offset.isFinite
      #expect(finite && (frame.time ?? 0).isFinite)
    }
  }

  @Test(arguments: files(".json"))
  func graphsThatLoadEvaluateFinitely(_ name: String) throws {
    guard let graph = try? CompiledGraph(json: Data(try Self.bytes(name))) else { return }
    var header = HeaderEvaluator(graph: graph)
    // `headerkit generate` writes source for any graph that loads.
    #expect(SwiftGenerator(evaluator: header).source(origin: name).contains("GeneratedHeader"))
    for input in graph.inputs.indices {
      for event: Trace.Event in [.scroll(-1e308), .drag(10), .end, .wait(1e308), .scroll(1e308)] {
        header.apply(event, input: input)
        let finite = header.allValues.allSatisfy { $0.isFinite } && header.rawInput(input).isFinite
        #expect(finite, "after \(event)")
      }
    }
  }

  /// Regression (`generate-unused-operand.fuzz`): a loaded graph whose
  /// `finite` instruction has a huge unused `b` made the generator's range
  /// analysis read it as a slot (index out of range). The graph loads: an
  /// opcode's unused operands may hold anything.
  @Test func generatedCodeIgnoresUnusedOperandsOfAFinite() throws {
    let graph = try CompiledGraph(json: Data(try Self.bytes("generate-unused-operand.json")))
    let finite = try #require(graph.frameCode.first { $0.op == .finite && $0.b < 0 })
    #expect(finite.b == Int32.min)
    let source = SwiftGenerator(evaluator: HeaderEvaluator(graph: graph)).source(origin: "a")
    #expect(source.contains("struct ExitUntilCollapsedHeader: GeneratedHeader"))
  }

  /// Regression: a loaded graph whose frame code overwrites an input's raw
  /// slot (with 1.8e308 · 1.8e308) made `rawInput` infinite. Such a graph no
  /// longer loads: only events write an input's slots.
  @Test func codeThatOverwritesAnInputDoesNotLoad() throws {
    var parts = GraphParts(
      try SpecHarness.graph(SpecHarness.spec(targets: "  a: { alpha: scroll }\n")))
    let big = parts.constant(.greatestFiniteMagnitude)
    parts.frameCode.append(Instruction(.mul, Int(parts.inputs[0].rawSlot), big, big))
    let element = parts.frameCode.count - 1
    #expect(throws: GraphError.misplacedInstruction(.frameCode, element: element)) {
      try parts.build()
    }
  }

  /// Regression (`track-operands.fuzz`): validation checks only the operands
  /// an operation reads as slots, so a loaded graph's track instruction may
  /// carry any numbers in its unused `b` and `c`; tabulation read them as
  /// slots and went out of range.
  /// A graph with one track, and the same graph with numbers beyond the
  /// slots in the track instruction's unused operands (it still validates).
  static func graphWithWildTrackOperands() throws -> (
    graph: CompiledGraph, mutated: CompiledGraph
  ) {
    let graph = try SpecHarness.graph(
      SpecHarness.spec(
        targets:
          "  a: { alpha: { over: scroll, keyframes: [{ at: 0, value: 0 }, { at: 10, value: 1 }] } }\n"
      ))
    var parts = GraphParts(graph)
    let track = try #require(parts.frameCode.firstIndex { $0.op == .track })
    parts.frameCode[track].b = Int32.max
    parts.frameCode[track].c = -5
    return (graph, try parts.build())
  }

  @Test func unusedOperandsOfATrackAreNotSlots() throws {
    let (graph, mutated) = try Self.graphWithWildTrackOperands()
    var expected = HeaderEvaluator(graph: graph)
    var header = HeaderEvaluator(graph: mutated)
    for offset in [-5.0, 0, 2.5, 10, 20] {
      expected.setInput(0, raw: offset)
      header.setInput(0, raw: offset)
      // Halfway through 0...10, alpha is 0.5 (±1e-12).
      #expect(header.allValues == expected.allValues, "at \(offset)")
    }
    header.setInput(0, raw: 5)
    #expect(abs(header.value(at: 0) - 0.5) <= 1e-12)
  }

  /// `headerkit generate` reads only the operands an opcode uses.
  @Test func generatedCodeIgnoresUnusedOperandsOfATrack() throws {
    let (graph, mutated) = try Self.graphWithWildTrackOperands()
    let expected = SwiftGenerator(evaluator: HeaderEvaluator(graph: graph)).source(origin: "a")
    let source = SwiftGenerator(evaluator: HeaderEvaluator(graph: mutated)).source(origin: "a")
    #expect(source == expected)
  }

  @Test func aNulAfterLoneCarriageReturnsIsOnItsLine() throws {
    // Line 1 ends at the lone CR; the NUL follows `-- "` on line 2.
    let loaded = SpecLoader.load(
      bytes: try Self.bytes("nul-after-cr.yaml"), path: "nul-after-cr.yaml")
    #expect(loaded.diagnostics.map(\.code) == [.controlCharacter])
    #expect(loaded.diagnostics.first?.location == SourceLocation(line: 2, column: 5))
  }

  @Test func anOverflowingSweepStaysFinite() throws {
    let loaded = SpecLoader.load(
      bytes: try Self.bytes("infinite-sweep.yaml"), path: "infinite-sweep.yaml")
    let sweep = try #require(loaded.compiled?.graph.inputs.first?.sweep)
    #expect(sweep.lowerBound.isFinite && sweep.upperBound.isFinite)
    #expect(sweep.upperBound == .greatestFiniteMagnitude)
  }

  @Test func aGraphWithANonFiniteSweepDoesNotLoad() throws {
    var parts = GraphParts(
      try SpecHarness.graph(SpecHarness.spec(targets: "  a: { alpha: scroll }\n")))
    let input = parts.inputs[0]
    parts.inputs[0] = .init(
      name: input.name, axis: input.axis, rawSlot: input.rawSlot, valueSlot: input.valueSlot,
      insetSlot: input.insetSlot, initialSlot: input.initialSlot,
      sweep: -Double.infinity...Double.infinity)
    #expect(throws: GraphError.nonFinite(.input, element: 0)) { try parts.build() }
  }

  // MARK: Shapes of the runtime target

  /// A graph of `tracks` tracks that all read the one `each` keyframe source
  /// of a spec's track, over a list of `length` elements (0, 1, 2, …), as the
  /// fuzzer's `GraphShape` builds them; and the length of the source's code.
  static func sharedSourceGraph(tracks: Int, length: Int) throws -> (GraphParts, code: Int) {
    let graph = try SpecHarness.graph(
      SpecHarness.spec(
        params: "  xs: [0]\n",
        targets: """
            a:
              translateY:
                over: scroll
                keyframes:
                  - { each: xs, at: index * 2 + 1, value: item * 3 - 1 }

          """))
    var parts = GraphParts(graph)
    #expect(parts.tracks.count == 1 && parts.keyframeSources.count == 1)
    let track = try #require(parts.frameCode.first { $0.op == .track })
    parts.tracks = Array(repeating: parts.tracks[0], count: tracks)
    parts.frameCode += (1..<tracks).map { Instruction(.track, Int(track.dst), $0) }
    parts.params[0] = .init(
      name: "xs", storage: .list(index: 0), defaultValues: (0..<length).map(Double.init))
    return (parts, Int(parts.keyframeSources[0].codeCount))
  }

  /// Tracks sharing a source build its keyframes once each: 500 tracks
  /// over a list of 1,000 build 500,000 keyframes (within the limit of
  /// 524,288) and run the source's code for each, plus one instruction per
  /// keyframe — past the 2,097,152 set-up instructions allowed.
  @Test func tracksSharingAnEachSourceMultiplyItsSetUpWork() throws {
    let (parts, code) = try Self.sharedSourceGraph(tracks: 500, length: 1_000)
    // index * 2 + 1 and item * 3 - 1: at least four instructions.
    #expect(code >= 4)
    let work = parts.setupCode.count + 500 * 1_000 * (code + 1)
    #expect(throws: GraphError.limitExceeded(.setupWork, found: work, limit: 2_097_152)) {
      try parts.build()
    }
  }

  /// A tenth of that loads, and every track reads the list: at scroll
  /// 2k + 1 the keyframe of element k, whose value is 3k − 1.
  @Test func tracksSharingAnEachSourceWithinTheLimitsEvaluate() throws {
    let (parts, _) = try Self.sharedSourceGraph(tracks: 100, length: 1_000)
    var header = HeaderEvaluator(graph: try parts.build())
    for k in [0, 5, 999] {
      header.setInput(0, raw: Double(2 * k + 1))
      #expect(abs(header.value(at: 0) - Double(3 * k - 1)) <= 1e-9, "at element \(k)")
    }
    // Halfway between elements 5 and 6 (scroll 12), linearly between 14 and 17.
    header.setInput(0, raw: 12)
    #expect(abs(header.value(at: 0) - 15.5) <= 1e-9)
  }
}
