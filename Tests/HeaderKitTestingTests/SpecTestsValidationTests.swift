import Foundation
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

@testable import HeaderKitTesting

/// Compiled tests are checked whole when they are read (issue 33): every
/// index, count, kind and number a check relies on, and the work the checks
/// would do; a file that fails is refused with a `SpecTestsError` naming
/// where, so no check of a loaded file can trap.
@Suite struct SpecTestsValidationTests {
  /// The compiled tests of the two-inputs fixture: offsets, a sweep, a
  /// trace file and an inline trace, over two inputs, and a golden timeline
  /// of two sweep and two trace sections.
  static let twoInputsText: String = {
    let result = try! CLI.run(["compile", "--tests", "Tests/Fixtures/testing/two-inputs.yaml"])
    precondition(result.status == 0, result.stderr)
    return result.stdout
  }()

  /// The fixture's JSON as objects, to edit.
  static var twoInputs: [String: Any] {
    try! JSONSerialization.jsonObject(with: Data(twoInputsText.utf8)) as! [String: Any]
  }

  /// The fixture's JSON after `edit`.
  static func edited(_ edit: (inout [String: Any]) -> Void) -> Data {
    var object = twoInputs
    edit(&object)
    return try! JSONSerialization.data(withJSONObject: object)
  }

  /// Changes the value at `path` (keys and indices) of `object`.
  static func set(_ object: inout [String: Any], _ path: [Any], _ value: Any?) {
    func change(_ node: Any, _ rest: ArraySlice<Any>) -> Any? {
      guard let step = rest.first else { return value }
      if let key = step as? String, var dictionary = node as? [String: Any] {
        dictionary[key] = change(dictionary[key] as Any, rest.dropFirst())
        return dictionary
      }
      if let index = step as? Int, var array = node as? [Any] {
        if let new = change(array[index], rest.dropFirst()) {
          array[index] = new
        } else {
          array.remove(at: index)
        }
        return array
      }
      preconditionFailure("no \(step) in the fixture")
    }
    object = change(object, path[...]) as! [String: Any]
  }

  /// The fixture with one value changed (nil removes it).
  static func with(_ path: [Any], _ value: Any?) -> Data {
    edited { set(&$0, path, value) }
  }

  /// The fixture with several values changed.
  static func with(_ changes: [([Any], Any?)]) -> Data {
    edited { object in
      for (path, value) in changes { set(&object, path, value) }
    }
  }

  static func refusal(_ json: Data) -> SpecTestsError? {
    do {
      _ = try SpecTests(json: json)
      return nil
    } catch {
      return error
    }
  }

  @Test func theFixtureLoads() throws {
    let tests = try SpecTests(json: Self.edited { _ in })
    #expect(tests.cases.count == 4)
    #expect(tests.golden?.sections.count == 4)
  }

  /// Issue 33's reproducer: a golden row with fewer columns than values was
  /// read, then `goldenFailure(of:)` read past the columns and trapped.
  @Test func aGoldenRowWithFewerColumnsThanValuesIsRefused() {
    let json = Self.with(["golden", "sections", 2, "rows", 0, "columns"], [22, 35, 50, 68, 84])
    #expect(
      Self.refusal(json)
        == .malformed(
          at: "golden.sections[2].rows[0].columns", "5 columns for 6 values (one per value)"))
  }

  /// Each thing a check relies on, broken, and the refusal that names it.
  static let refusals: [(edit: Data, error: SpecTestsError)] = [
    (
      with(["cases", 0, "input"], 2),
      .malformed(at: "cases[0].input", "the graph has no input 2")
    ),
    (
      with(["cases", 0, "input"], -1),
      .malformed(at: "cases[0].input", "the graph has no input -1")
    ),
    (
      with(["cases", 0, "events"], [["end"], ["end"], ["end"]]),
      .malformed(
        at: "cases[0]", "it needs either 'offsets' or 'events' (with 'eventInputs'), not both")
    ),
    (
      with(["cases", 0, "offsets"], nil),
      .malformed(
        at: "cases[0]", "it needs either 'offsets' or 'events' (with 'eventInputs'), not both")
    ),
    (
      with(["cases", 0, "eventInputs"], [0, 0, 0]),
      .malformed(at: "cases[0].eventInputs", "offsets have no event inputs")
    ),
    (
      with(["cases", 2, "eventInputs", 5], nil),
      .malformed(at: "cases[2].eventInputs", "5 event inputs for 6 events (one per event)")
    ),
    (
      with(["cases", 2, "eventInputs", 1], 7),
      .malformed(at: "cases[2].eventInputs[1]", "the graph has no input 7")
    ),
    (
      with(["cases", 0, "params"], [["param": 2, "values": [1]]]),
      .malformed(at: "cases[0].params[0].param", "the graph has no param 2")
    ),
    (
      with(["cases", 0, "params"], [["param": 0, "values": [1, 2]]]),
      .malformed(
        at: "cases[0].params[0].values", "param 'pageWidth' is a number, not 2 numbers")
    ),
    (
      with(["cases", 0, "inputs", 0, "input"], 5),
      .malformed(at: "cases[0].inputs[0].input", "the graph has no input 5")
    ),
    (
      with(["cases", 0, "expect", 0, "key"], "dots.scale"),
      .malformed(
        at: "cases[0].expect[0]", "'dots.scale' is not an output of the graph (nor 'offset')")
    ),
    (
      with(["cases", 0, "expect", 0, "values", 2], nil),
      .malformed(
        at: "cases[0].expect[0].values",
        "2 values for 3 frames (one per frame, null where none is checked)")
    ),
    (
      with([
        (["cases", 0, "expect", 0, "values", 0, "line"], 0),
        (["cases", 0, "expect", 0, "values", 0, "column"], 5),
      ]),
      .malformed(
        at: "cases[0].expect[0].values[0]",
        "line 0, column 5: lines and columns are 1 or more")
    ),
    (
      with(["cases", 0, "tolerance"], -1),
      .malformed(at: "cases[0].tolerance", "-1.0 is negative")
    ),
    (
      with([(["cases", 0, "line"], 4), (["cases", 0, "column"], 0)]),
      .malformed(at: "cases[0]", "line 4, column 0: lines and columns are 1 or more")
    ),
    (
      with(["cases", 1, "bounds", 0, "low"], 40),
      .malformed(at: "cases[1].bounds[0]", "low is above high")
    ),
    (
      with(["cases", 1, "monotonic", 0, "direction"], "sideways"),
      .malformed(
        at: "cases[1].monotonic[0].direction", "'sideways' is not increasing or decreasing")
    ),
    (
      with(["cases", 1, "continuous", 0, "maxJump"], -0.5),
      .malformed(at: "cases[1].continuous[0].maxJump", "-0.5 is negative")
    ),
    (
      with(
        ["cases", 2, "bounds"],
        [["key": "dots.alpha", "low": 0, "high": 1, "line": 1, "column": 1]]),
      .malformed(
        at: "cases[2]", "a trace has no bounds, monotonic or continuous checks (a sweep's)")
    ),
    (
      with(["cases", 2, "events", 0], ["jump", 3]),
      .malformed(
        at: "cases[2].events[0][0]", "'jump' is not a value compiled tests have there")
    ),
    (
      with(["cases", 2, "events", 0], ["drag", 3, 4]),
      .malformed(at: "cases[2].events[0]", "it has 3 elements, not 2")
    ),
    (
      with(["cases", 2, "events", 0], ["drag"]),
      .malformed(at: "cases[2].events[0]", "it has 1 elements, not 2")
    ),
    (
      with(["cases", 2, "events", 0], ["wait", -0.25]),
      .malformed(at: "cases[2].events[0]", "-0.25 is negative")
    ),
    (
      with(["cases", 0, "name"], 7),
      .malformed(at: "cases[0].name", "it is a number, not a string")
    ),
    (
      with(["cases", 0, "offset"], [1]),
      .malformed(at: "cases[0].offset", "compiled tests have no such key")
    ),
    (
      with(["cases", 0, "tolerance"], nil),
      .malformed(at: "cases[0].tolerance", "the key is missing")
    ),
    (
      with(["golden", "tolerance"], -1),
      .malformed(at: "golden.tolerance", "-1.0 is negative")
    ),
    (
      with(["golden", "sections", 0, "rows", 50], nil),
      .malformed(at: "golden.sections[0].rows", "50 rows for 51 frames (one per frame)")
    ),
    (
      with(["golden", "sections", 2, "rows", 0, "values"], [0, 50, -50, -50, 0.75]),
      .malformed(
        at: "golden.sections[2].rows[0].values", "5 values for 6 keys (one per key)")
    ),
    (
      with(["golden", "sections", 2, "rows", 0, "columns", 0], 0),
      .malformed(at: "golden.sections[2].rows[0].columns", "a column is 1 or more")
    ),
    (
      with(["golden", "sections", 2, "keys", 2], "bar.height"),
      .malformed(
        at: "golden.sections[2].keys[2]",
        "'bar.height' is not an output of the graph (nor 'offset')")
    ),
    (
      with(["golden", "sections", 3, "eventInputs"], [0]),
      .malformed(
        at: "golden.sections[3].eventInputs", "1 event inputs for 4 events (one per event)")
    ),
    (
      with(["golden", "sections", 0, "input"], 3),
      .malformed(at: "golden.sections[0].input", "the graph has no input 3")
    ),
  ]

  @Test(arguments: refusals.indices)
  func eachBrokenPartIsRefusedWhereItIs(_ index: Int) {
    let (json, error) = Self.refusals[index]
    #expect(Self.refusal(json) == error)
  }

  /// What JSON cannot say in the form of this file: a number too large
  /// for a `Double`, a key given twice, text that is not JSON.
  @Test func textThatBreaksTheLayoutIsRefused() throws {
    // compile writes each case's keys in order: the first tolerance is case 0's.
    let text = Self.twoInputsText
    let tolerance = try #require(text.range(of: #""tolerance": 0,"#))
    let infinite = text.replacingCharacters(in: tolerance, with: #""tolerance": 1e999,"#)
    #expect(
      Self.refusal(Data(infinite.utf8))
        == .malformed(at: "cases[0].tolerance", "inf is not a finite number"))
    let twice = text.replacingCharacters(
      in: tolerance, with: #""tolerance": 0, "tolerance": 0,"#)
    #expect(
      Self.refusal(Data(twice.utf8))
        == .malformed(at: "cases[0].tolerance", "the key is given twice"))
    let cut = Data(text.utf8.prefix(text.utf8.count / 2))
    guard case .notCompiledTests(let reason) = Self.refusal(cut) else {
      Issue.record("text cut short is \(String(describing: Self.refusal(cut)))")
      return
    }
    #expect(reason.hasPrefix("not JSON: at byte "))
  }

  /// More than 32 MiB is refused before a byte of it is parsed (or, from
  /// a file, read: it is mapped).
  @Test func moreThanTheMostCompileWritesIsRefused() throws {
    let limit = 32 << 20
    #expect(SpecTests.maxBytes == limit)
    let padded = Data(repeating: UInt8(ascii: " "), count: limit + 1)
    #expect(Self.refusal(padded) == .tooLarge(bytes: limit + 1, limit: limit))
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("large.tests.json")
    try padded.write(to: file)
    #expect(throws: SpecTestsError.tooLarge(bytes: limit + 1, limit: limit)) {
      try SpecTests(contentsOf: file)
    }
    do {
      _ = try SpecTests(contentsOf: folder)
      Issue.record("a folder was read")
    } catch {
      guard case .unreadable(let path, _) = error else {
        Issue.record("a folder is \(error)")
        return
      }
      #expect(path == folder.path)
    }
  }

  /// A case costs its rest frame and its frames, 64 units each here (the
  /// spec's frame is small): two cases of three offsets cost 2 × 4 × 64 =
  /// 512 units, and the golden timeline's sweep of its one input 64 for each
  /// of its rows.
  @Test func theBudgetIsTheTestRunners() throws {
    let folder = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let spec = folder.appendingPathComponent("slide.yaml")
    try """
    version: 1
    name: slide
    inputs:
      scroll: { bounds: [0, 100] }
    targets:
      header: { translateY: -scroll }

    """.write(to: spec, atomically: true, encoding: .utf8)
    try """
    tests:
      - { name: c0, at: [0, 10, 20], expect: { header.translateY: [0, -10, -20] } }
      - { name: c1, at: [0, 10, 20], expect: { header.translateY: [0, -10, -20] } }

    """.write(
      to: folder.appendingPathComponent("slide.test.yaml"), atomically: true, encoding: .utf8)
    #expect(try CLI.run(["test", "--record", spec.path]).status == 0)
    let compiled = try CLI.run(["compile", "--tests", spec.path])
    try #require(compiled.status == 0, "\(compiled.stderr)")
    let tests = try SpecTests(json: Data(compiled.stdout.utf8))
    let rows = try #require(tests.golden?.sections.first?.rows.count)
    #expect(tests.golden?.sections.count == 1)
    let work = 512 + 64 * rows
    let check = { (work: Int) throws(SpecTestsError) in
      try SpecTests.checkBudget(
        cases: tests.cases, golden: tests.golden, graph: tests.graph, work: work)
    }
    try check(work)
    #expect(
      throws: SpecTestsError.overBudget(at: "section 1 of slide.timeline.txt", work: work - 1)
    ) {
      try check(work - 1)
    }
    // c1's three offsets are not paid for; its rest frame is.
    #expect(throws: SpecTestsError.overBudget(at: "case 'c1' (slide.test.yaml:3:13)", work: 511)) {
      try check(511)
    }
    #expect(throws: SpecTestsError.overBudget(at: "case 'c1' (slide.test.yaml:3:13)", work: 319)) {
      try check(319)
    }
    #expect(throws: SpecTestsError.overBudget(at: "case 'c0' (slide.test.yaml:2:13)", work: 255)) {
      try check(255)
    }
  }

  /// 10,000 targets with `alpha: scroll`: an evaluation costs at least its
  /// 10,000 outputs, so 100,000 offsets cost more than the 1,000,000,000
  /// units `headerkit test` spends on one spec. `compile --tests` refuses
  /// such a case; a file written by hand with it is refused on load.
  @Test func aFileOverTheBudgetIsRefused() throws {
    var lines = ["version: 1", "name: many", "inputs:", "  scroll: {}", "targets:"]
    for index in 0..<10_000 { lines.append("  t\(index): {alpha: scroll}") }
    let graph = try CLI.run(["compile", "-"], stdin: lines.joined(separator: "\n") + "\n")
    try #require(graph.status == 0, "\(graph.stderr)")
    let offsets = Array(repeating: "0", count: 100_000).joined(separator: ",")
    let json = """
      {"formatVersion": 2, "spec": "many.yaml", "graph": \(graph.stdout), "cases": [
        {"name": "wide", "file": "many.test.yaml", "line": 2, "column": 11, "input": 0,
         "offsets": [\(offsets)], "params": [], "inputs": [], "tolerance": 0, "expect": [],
         "bounds": [], "monotonic": [], "continuous": []}], "golden": null}
      """
    #expect(
      Self.refusal(Data(json.utf8))
        == .overBudget(at: "case 'wide' (many.test.yaml:2:11)", work: 1_000_000_000))
    let fewer = json.replacingOccurrences(of: "[\(offsets)]", with: "[0, 1, 2]")
    #expect(Self.refusal(Data(fewer.utf8)) == nil)
  }

  /// A case changed after it was read (its fields are variables) fails
  /// with a message rather than trapping: the checks look up every index.
  @Test func aChangedCaseFailsWithoutTrapping() throws {
    let tests = try SpecTests(json: Self.edited { _ in })
    let header = HeaderEvaluator(graph: tests.graph)
    var trace = tests.cases[2]
    trace.eventInputs?.removeLast()
    #expect(
      tests.failures(of: trace, on: header)
        == [
          "\(trace.place): \(trace.name): the compiled tests give 5 event inputs for 6 events"
        ])
    var offsets = tests.cases[0]
    offsets.input = 9
    #expect(
      tests.failures(of: offsets, on: header)
        == ["\(offsets.place): \(offsets.name): input 9 is not one of the spec's"])
    offsets = tests.cases[0]
    offsets.expect[0].values.removeAll()
    offsets.expect[1].key = "nothing.alpha"
    #expect(
      tests.failures(of: offsets, on: header)
        == ["\(offsets.place): \(offsets.name): the header has no output 'nothing.alpha'"])
  }
}
