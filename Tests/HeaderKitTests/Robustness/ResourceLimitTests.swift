import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import Testing

/// Every documented limit (docs/limits.md) is enforced with a located
/// diagnostic just past it, and input at the limit is accepted.
@Suite struct ResourceLimitTests {
  static func load(_ text: String) -> LoadedSpec {
    SpecLoader.load(bytes: Array(text.utf8), path: "limits.yaml")
  }

  /// The diagnostics with `code`, as (line, column).
  static func locations(_ loaded: LoadedSpec, _ code: DiagnosticCode) -> [[Int]] {
    loaded.diagnostics.filter { $0.code == code }.map { [$0.location.line, $0.location.column] }
  }

  static let head = "version: 1\nname: limits\ninputs:\n  scroll: {}\n"

  @Test func fileSize() {
    let valid = Self.head + "targets: {}\n"
    let padding = (1 << 20) - valid.utf8.count
    // "#" and padding - 1 more characters make exactly 1 MiB.
    let atLimit = valid + "#" + String(repeating: "x", count: padding - 1)
    #expect(atLimit.utf8.count == 1 << 20)
    #expect(Self.load(atLimit).isValid)
    let over = Self.load(atLimit + "x")
    #expect(Self.locations(over, .fileTooLarge) == [[1, 1]])
  }

  /// The spec's name (a title, a file name, a Swift type's name) has at
  /// most 200 Unicode scalars: "é" written as e and a combining accent is two.
  @Test func specNameLength() {
    func spec(_ name: String) -> String {
      "version: 1\nname: \"\(name)\"\ninputs:\n  scroll: {}\ntargets: {}\n"
    }
    #expect(Self.load(spec(String(repeating: "n", count: 200))).isValid)
    #expect(Self.load(spec(String(repeating: "e\u{301}", count: 100))).isValid)
    let over = Self.load(spec(String(repeating: "e\u{301}", count: 100) + "n"))
    #expect(Self.locations(over, .limitExceeded) == [[2, 7]])
    #expect(
      over.diagnostics.map(\.message) == [
        "more than 200 characters in 'name'; HeaderKit allows at most 200"
      ])
  }

  @Test func nestingDepth() {
    // The top mapping is level 1: 63 '[' reach level 64, a 64th '[' level 65.
    let at = Self.load(
      "x: " + String(repeating: "[", count: 63) + String(repeating: "]", count: 63))
    #expect(Self.locations(at, .nestingTooDeep).isEmpty)
    let over = Self.load(
      "x: " + String(repeating: "[", count: 64) + String(repeating: "]", count: 64))
    #expect(Self.locations(over, .nestingTooDeep) == [[1, 67]])
  }

  @Test func aliasExpansion() {
    // Each *x stands for one node; the list holds `count` of them.
    func spec(_ count: Int) -> String {
      Self.head + "params:\n  a: &x 1\n  l: ["
        + Array(repeating: "*x", count: count).joined(separator: ", ")
        + "]\ntargets: {}\n"
    }
    #expect(Self.load(spec(10_000)).isValid)
    // Line 7 is "  l: [*x, *x, ...": the 10,001st alias starts at 7 + 4 × 10,000.
    #expect(Self.locations(Self.load(spec(10_001)), .aliasExpansion) == [[7, 40_007]])
  }

  @Test func termsOfOneExpression() {
    // n ones joined by '+' are 2n - 1 terms: 500 make 999, 501 make 1001.
    func spec(_ ones: Int) -> String {
      Self.head + "targets:\n  a: { alpha: "
        + Array(repeating: "1", count: ones).joined(separator: "+") + " }\n"
    }
    #expect(Self.load(spec(500)).isValid)
    #expect(Self.locations(Self.load(spec(501)), .expressionTooComplex) == [[6, 15]])
  }

  @Test func nestingOfOneExpression() {
    func spec(_ depth: Int) -> String {
      Self.head + "targets:\n  a: { alpha: " + String(repeating: "(", count: depth) + "1"
        + String(repeating: ")", count: depth) + " }\n"
    }
    #expect(Self.load(spec(64)).isValid)
    // The 65th '(' is at column 15 + 64; the error points at what follows it.
    #expect(Self.locations(Self.load(spec(65)), .expressionTooComplex) == [[6, 80]])
  }

  @Test func keyframesPerTrack() {
    func spec(_ count: Int) -> String {
      Self.head + "targets:\n  a:\n    alpha:\n      over: scroll\n      keyframes:\n"
        + (0..<count).map { "        - { at: \($0), value: 0 }\n" }.joined()
    }
    #expect(Self.load(spec(10_000)).isValid)
    // The list starts on line 10 with its first item's '-' at column 9.
    #expect(Self.locations(Self.load(spec(10_001)), .limitExceeded) == [[10, 9]])
  }

  @Test func listParamLength() {
    func spec(_ count: Int) -> String {
      Self.head + "params:\n  l: [" + Array(repeating: "1", count: count).joined(separator: ", ")
        + "]\ntargets: {}\n"
    }
    #expect(Self.load(spec(10_000)).isValid)
    #expect(Self.locations(Self.load(spec(10_001)), .limitExceeded) == [[6, 6]])
  }

  @Test func listParamOverrideLength() throws {
    var header = try SpecHarness.evaluator(
      Self.head + "params:\n  l: [1]\ntargets:\n  a: { alpha: sum(l) }\n")
    let override = ParamOverride(name: "l", list: Array(repeating: 1, count: 10_001))
    #expect(throws: ParamError.self) { try override.apply(to: &header) }
  }

  @Test func targetsPerSpec() {
    func spec(_ count: Int) -> String {
      Self.head + "targets:\n" + (0..<count).map { "  t\($0): { alpha: 1 }\n" }.joined()
    }
    #expect(Self.load(spec(10_000)).isValid)
    // Targets start on line 6; the 10,001st is on line 6 + 10,000.
    #expect(Self.locations(Self.load(spec(10_001)), .limitExceeded) == [[10_006, 3]])
  }

  @Test func namesPerSpec() {
    // One input, then params and vars: the names of all sections count together.
    func spec(params: Int, vars: Int) -> String {
      Self.head + "params:\n" + (0..<params).map { "  p\($0): 1\n" }.joined() + "vars:\n"
        + (0..<vars).map { "  v\($0): 1\n" }.joined() + "targets: {}\n"
    }
    #expect(Self.load(spec(params: 5_000, vars: 4_999)).isValid)
    // Params take lines 6-5,005 and 'vars:' line 5,006, so var i is on line
    // 5,007 + i; the 5,000th var (i = 4,999) is the 10,001st name.
    let over = Self.load(spec(params: 5_000, vars: 5_000))
    #expect(Self.locations(over, .limitExceeded) == [[5_007 + 4_999, 3]])
  }

  @Test func expressionTermsPerSpec() {
    // An alias repeats an expression of 499 terms for the price of one YAML node.
    let expression = Array(repeating: "scroll", count: 250).joined(separator: "+")
    func spec(_ uses: Int) -> String {
      Self.head + "vars:\n  e: &e \"\(expression)\"\n"
        + (0..<uses).map { "  v\($0): *e\n" }.joined()
        + "targets: {}\n"
    }
    #expect(Self.load(spec(199)).isValid)  // 200 × 499 = 99,800 terms
    // The 201st copy passes 100,000; an alias is reported where its anchor is.
    #expect(Self.locations(Self.load(spec(201)), .limitExceeded) == [[6, 6]])
  }

  @Test func builtKeyframes() {
    // Each track repeats one keyframe over a list of 10,000 elements.
    func spec(_ tracks: Int) -> String {
      Self.head + "params:\n  l: [" + Array(repeating: "1", count: 10_000).joined(separator: ",")
        + "]\nvars:\n"
        + (0..<tracks).map {
          "  t\($0): { over: scroll, keyframes: [{ each: l, at: index, value: item }] }\n"
        }
        .joined() + "targets: {}\n"
    }
    #expect(Self.load(spec(10)).isValid)
    // The 11th track (line 8 + 10) makes 110,000 keyframes.
    #expect(Self.locations(Self.load(spec(11)), .limitExceeded) == [[18, 8]])
  }

  /// 200 tracks, each with a keyframe per element of list param `l` (`[1]`).
  static func twoHundredTracksOverAList() throws -> HeaderEvaluator {
    try SpecHarness.evaluator(
      Self.head + "params:\n  l: [1]\nvars:\n"
        + (0..<200).map {
          "  t\($0): { over: scroll, keyframes: [{ each: l, at: index, value: item }] }\n"
        }
        .joined() + "targets: {}\n")
  }

  @Test func builtKeyframesOfAnOverride() throws {
    var header = try Self.twoHundredTracksOverAList()
    // 200 tracks × 2,622 elements pass 2^19 keyframes; 2,621 do not.
    try ParamOverride(name: "l", list: Array(repeating: 1, count: 2_621)).apply(to: &header)
    let over = ParamOverride(name: "l", list: Array(repeating: 1, count: 2_622))
    #expect(throws: ParamError.self) { try over.apply(to: &header) }
  }

  /// Checking an override without setting the header up (as `validate`
  /// and `compile --tests` check a case's params) refuses what applying it
  /// refuses, in the same words: 200 tracks × 2,622 elements pass 2^19
  /// keyframes, 2,621 do not.
  @Test func builtKeyframesOfAnOverrideCheckedWithoutSetUp() throws {
    var header = try Self.twoHundredTracksOverAList()
    var lengths = ParamOverride.defaultListLengths(of: header.graph)
    #expect(lengths == [1])
    let fits = ParamOverride(name: "l", list: Array(repeating: 1, count: 2_621))
    #expect(try fits.check(against: header.graph, listLengths: &lengths) == 0)
    #expect(lengths == [2_621])
    let over = ParamOverride(name: "l", list: Array(repeating: 1, count: 2_622))
    var checked: ParamError?
    do { _ = try over.check(against: header.graph, listLengths: &lengths) } catch {
      checked = error
    }
    var applied: ParamError?
    do { try over.apply(to: &header) } catch { applied = error }
    #expect(checked?.description != nil)
    #expect(checked?.description == applied?.description)
    #expect(lengths == [2_621])
    // A name the graph does not have, alike.
    let unknown = ParamOverride(name: "m", value: 1)
    #expect(throws: ParamError.self) {
      _ = try unknown.check(against: header.graph, listLengths: &lengths)
    }
  }

  @Test func traceEvents() {
    func trace(_ count: Int) -> [UInt8] {
      Array(("events:\n" + String(repeating: "  - end\n", count: count)).utf8)
    }
    #expect(TraceDecoder.decode(bytes: trace(100_000)).trace != nil)
    let over = TraceDecoder.decode(bytes: trace(100_001))
    #expect(over.trace == nil)
    #expect(
      over.diagnostics.filter { $0.code == .limitExceeded }.map {
        [$0.location.line, $0.location.column]
      }
        == [[2, 3]])
  }

  /// "Did you mean" work is capped per spec; every unknown name is still reported.
  @Test func suggestionsAreCappedButEveryUnknownNameIsReported() {
    // 1 input, 2,000 params and 2,000 vars: each var misspells a param.
    let text =
      Self.head + "params:\n" + (0..<2_000).map { "  value\($0): 1\n" }.joined() + "vars:\n"
      + (0..<2_000).map { "  v\($0): valu\($0)\n" }.joined() + "targets: {}\n"
    let unknown = Self.load(text).diagnostics.filter { $0.code == .unknownName }
    #expect(unknown.count == 2_000)
    // Each suggestion compares the name with all 4,001 names (and 'index'
    // and 'item'): 200,000 comparisons pay for 49 of them.
    let suggested = unknown.filter { $0.message.contains("did you mean") }
    #expect(suggested.count == 200_000 / 4_003)
    #expect(unknown.first?.message == "unknown name 'valu0'; did you mean 'value0'?")
  }

  @Test func compiledGraphSize() throws {
    var tooManySlots = GraphParts(
      try SpecHarness.graph(Self.head + "targets:\n  a: { alpha: scroll }\n"))
    // A small graph may have 65,536 slots and 4 per element, no more.
    tooManySlots.slotCount = 65_536
    #expect(throws: Never.self) { try tooManySlots.build() }
    tooManySlots.slotCount = 65_536 + 4 * 20
    #expect(throws: GraphError.self) { try tooManySlots.build() }

    // Two keyframe sources repeated over one list of 2^19 + 1 elements.
    var tooManyKeyframes = GraphParts(
      try SpecHarness.graph(
        Self.head + "params:\n  l: [1]\nvars:\n  t:\n    over: scroll\n    keyframes:\n"
          + "      - { each: l, at: index, value: item }\n      - { each: l, at: index, value: item }\n"
          + "targets:\n  a: { alpha: t }\n"))
    let limit = GraphLimit.builtKeyframes.limit
    tooManyKeyframes.params[0] = .init(
      name: "l", storage: tooManyKeyframes.params[0].storage,
      defaultValues: Array(repeating: 1, count: limit / 2 + 1))
    #expect(throws: GraphError.limitExceeded(.builtKeyframes, found: limit + 2, limit: limit)) {
      try tooManyKeyframes.build()
    }
    tooManyKeyframes.params[0] = .init(
      name: "l", storage: tooManyKeyframes.params[0].storage,
      defaultValues: Array(repeating: 1, count: limit / 2))
    #expect(throws: Never.self) { try tooManyKeyframes.build() }
  }
}
