import HeaderKitDiagnostics
import HeaderKitYAML

/// What decoding a list of test cases produced.
package struct DecodedTestCases: Sendable {
  /// The cases that could be read.
  package var cases: [TestCase] = []
  /// Cases (or whole files) that could not be read; each counts as failed.
  package var malformed = 0
  /// Every problem found, located in the file read.
  package var diagnostics: [Diagnostic] = []
}

/// Reads test cases — a spec's `tests:` or a sidecar `NAME.test.yaml` —
/// reporting every malformed one with its location, as specs are reported.
package enum TestCaseDecoder {
  /// The keys of a sidecar file.
  package static let sidecarKeys = ["tests"]
  /// The keys of one case.
  package static let caseKeys = [
    "name", "input", "inputs", "params", "tolerance", "at", "trace", "sweep", "expect", "bounds",
    "monotonic", "continuous", "maxJump",
  ]
  static let sweepKeys = ["from", "to", "step"]

  /// Decodes a sidecar: a mapping whose `tests` key lists the cases.
  package static func decodeSidecar(bytes: [UInt8], path: String) -> DecodedTestCases {
    let parsed = YAMLParser.parse(bytes)
    guard let document = parsed.document else {
      return DecodedTestCases(
        cases: [], malformed: 1, diagnostics: parsed.diagnostics(ifEmpty: .emptyTestDocument()))
    }
    var reader = YAMLReader(document: document)
    reader.diagnostics = parsed.diagnostics
    guard let entries = reader.mapping(document.root, "the top level of a test file") else {
      return DecodedTestCases(cases: [], malformed: 1, diagnostics: reader.diagnostics)
    }
    reader.checkKeys(entries, allowed: sidecarKeys, in: "a test file")
    guard
      let entry = reader.required(
        entries, "tests", in: "a test file", at: reader.range(document.root))
    else {
      return DecodedTestCases(cases: [], malformed: 1, diagnostics: reader.diagnostics)
    }
    var decoding = TestCaseDecoding(reader: reader, file: path)
    return decoding.decodeList(entry.value)
  }

  /// Decodes the `tests:` key of a spec, if it has one; the spec's own
  /// problems are left to ``SpecLoader``.
  package static func decodeSpecTests(bytes: [UInt8], path: String) -> DecodedTestCases {
    let parsed = YAMLParser.parse(bytes)
    guard let document = parsed.document, document[document.root].kind == .mapping else {
      return DecodedTestCases()
    }
    guard
      let pair = document.pairs(of: document.root).first(where: { document[$0.key].text == "tests" }
      )
    else { return DecodedTestCases() }
    var decoding = TestCaseDecoding(reader: YAMLReader(document: document), file: path)
    return decoding.decodeList(pair.value)
  }
}

/// The state of decoding one file's cases.
struct TestCaseDecoding {
  typealias NodeID = YAMLDocument.NodeID
  typealias Entry = YAMLReader.Entry

  var reader: YAMLReader
  let file: String

  init(reader: YAMLReader, file: String) {
    self.reader = reader
    self.file = file
  }

  private var errorCount: Int { reader.diagnostics.filter { $0.severity == .error }.count }

  mutating func decodeList(_ id: NodeID) -> DecodedTestCases {
    var result = DecodedTestCases()
    guard let items = reader.sequence(id, "'tests'") else {
      result.malformed = 1
      result.diagnostics = reader.diagnostics
      return result
    }
    if items.count > TestCase.maxCases {
      reader.report(
        .limitExceeded("test cases in a file", limit: TestCase.maxCases, at: reader.range(id)))
      result.malformed = 1
      result.diagnostics = reader.diagnostics
      return result
    }
    var names: [String: SourceRange] = [:]
    for item in items {
      let errorsBefore = errorCount
      let decoded = decodeCase(item)
      if let decoded {
        if let first = names[decoded.name.value] {
          reader.report(
            .duplicateName(
              decoded.name.value, kind: "test case", firstKind: "test case", at: decoded.name.range,
              first: first))
        } else {
          names[decoded.name.value] = decoded.name.range
        }
      }
      if let decoded, errorCount == errorsBefore {
        result.cases.append(decoded)
      } else {
        result.malformed += 1
      }
    }
    result.diagnostics = reader.diagnostics
    return result
  }

  // MARK: A case

  private mutating func decodeCase(_ id: NodeID) -> TestCase? {
    guard let entries = reader.mapping(id, "a test case") else { return nil }
    reader.checkKeys(entries, allowed: TestCaseDecoder.caseKeys, in: "a test case")
    let whole = reader.range(id)
    guard let nameEntry = reader.required(entries, "name", in: "a test case", at: whole),
      let nameText = reader.string(nameEntry.value, "'name'")
    else { return nil }
    let name = Located(nameText, at: reader.range(nameEntry.value))
    if nameText.isEmpty {
      reader.report(.invalidValue("'name' must not be empty", at: name.range))
    }
    let context = "test case '\(nameText)'"

    let kindEntries = ["at", "trace", "sweep"].compactMap { reader.entry(entries, $0) }
    guard let kindEntry = kindEntries.first else {
      reader.report(.missingOneOf(["at", "trace", "sweep"], in: context, at: name.range))
      return nil
    }
    for extra in kindEntries.dropFirst() {
      reader.report(
        .invalidValue(
          "a test case runs one way: '\(kindEntry.key)' or '\(extra.key)', not both; split it into two cases",
          at: extra.keyRange))
    }
    guard let kind = decodeKind(kindEntry) else { return nil }
    var testCase = TestCase(name: name, file: file, range: whole, kind: kind)
    if let entry = reader.entry(entries, "input") {
      testCase.input = reader.reference(entry.value, "'input'")
    }
    if let entry = reader.entry(entries, "inputs") { testCase.inputs = decodeInputs(entry.value) }
    if let entry = reader.entry(entries, "params") { testCase.params = decodeParams(entry.value) }
    if let entry = reader.entry(entries, "tolerance"),
      let value = reader.number(entry.value, "'tolerance'")
    {
      if value < 0 {
        reader.report(
          .invalidValue(
            "'tolerance' must be 0 or more, found \(formatNumber(value))",
            at: reader.range(entry.value)))
      }
      testCase.tolerance = value
    }
    if case .sweep = kind {
      decodeSweepChecks(entries, into: &testCase, context: context)
    } else {
      decodeExpect(entries, into: &testCase, context: context)
    }
    return testCase
  }

  private mutating func decodeKind(_ entry: Entry) -> TestCase.Kind? {
    switch entry.key {
    case "at":
      return decodeOffsets(entry.value).map { .offsets($0) }
    case "trace":
      let node = reader.document[entry.value]
      if node.kind == .scalar {
        guard let path = reader.string(entry.value, "'trace'") else { return nil }
        return .traceFile(Located(path, at: node.range))
      }
      return TraceDecoder.decode(entry.value, reader: &reader, context: "a test case's trace")
        .map { .trace($0, file: nil) }
    default:
      return decodeSweep(entry.value).map { .sweep($0) }
    }
  }

  /// `at: 40` or `at: [-40, 0, 40]`.
  private mutating func decodeOffsets(_ id: NodeID) -> [Located<Double>]? {
    let node = reader.document[id]
    if node.kind == .scalar {
      return reader.number(id, "'at'").map { [Located($0, at: node.range)] }
    }
    guard let items = reader.sequence(id, "'at'") else { return nil }
    guard !items.isEmpty else {
      reader.report(.invalidValue("'at' needs at least one offset", at: node.range))
      return nil
    }
    if items.count > TestCase.maxOffsets {
      reader.report(.limitExceeded("offsets in 'at'", limit: TestCase.maxOffsets, at: node.range))
      return nil
    }
    var offsets: [Located<Double>] = []
    for item in items {
      guard let value = reader.number(item, "each offset in 'at'") else { return nil }
      offsets.append(Located(value, at: reader.range(item)))
    }
    return offsets
  }

  private mutating func decodeSweep(_ id: NodeID) -> TestCase.SweepRange? {
    guard let entries = reader.mapping(id, "'sweep'") else { return nil }
    reader.checkKeys(entries, allowed: TestCaseDecoder.sweepKeys, in: "'sweep'")
    var sweep = TestCase.SweepRange()
    sweep.from = reader.entry(entries, "from").flatMap { reader.number($0.value, "'from'") }
    sweep.to = reader.entry(entries, "to").flatMap { reader.number($0.value, "'to'") }
    if let entry = reader.entry(entries, "step"), let step = reader.number(entry.value, "'step'") {
      guard step > 0 else {
        reader.report(
          .invalidValue(
            "'step' must be more than 0, found \(formatNumber(step))", at: reader.range(entry.value)
          ))
        return nil
      }
      sweep.step = step
    }
    if let from = sweep.from, let to = sweep.to, from > to {
      reader.report(
        .invalidValue(
          "'from' (\(formatNumber(from))) must not be above 'to' (\(formatNumber(to)))",
          at: reader.range(id)))
      return nil
    }
    if let from = sweep.from, let to = sweep.to, let step = sweep.step,
      TestRunner.sweepOffsetCount(from: from, to: to, step: step) > Double(TestCase.maxOffsets)
    {
      reader.report(
        .limitExceeded("offsets in a sweep", limit: TestCase.maxOffsets, at: reader.range(id)))
      return nil
    }
    return sweep
  }

  /// `inputs: { gallery: 750 }`: raw offsets of other inputs.
  private mutating func decodeInputs(_ id: NodeID) -> [InputOffset] {
    guard let entries = reader.mapping(id, "'inputs'") else { return [] }
    return entries.compactMap { entry in
      reader.number(entry.value, "the offset of input '\(entry.key)'").map {
        InputOffset(
          name: Located(entry.key, at: entry.keyRange),
          raw: Located($0, at: reader.range(entry.value)))
      }
    }
  }

  /// `params: { headerStop: 60, tabWidths: [64, 88] }`.
  private mutating func decodeParams(_ id: NodeID) -> [Located<ParamOverride>] {
    guard let entries = reader.mapping(id, "'params'") else { return [] }
    var overrides: [Located<ParamOverride>] = []
    for entry in entries {
      let what = "param '\(entry.key)'"
      if reader.document[entry.value].kind == .sequence {
        if let values = reader.numbers(entry.value, what) {
          overrides.append(
            Located(ParamOverride(name: entry.key, list: values), at: entry.keyRange))
        }
      } else if let value = reader.number(entry.value, what) {
        overrides.append(Located(ParamOverride(name: entry.key, value: value), at: entry.keyRange))
      }
    }
    return overrides
  }
}

extension TestCase {
  /// How many values a per-frame list needs, when known before running.
  var frameCount: Int? {
    switch kind {
    case .offsets(let offsets): offsets.count
    case .trace(let trace, _): trace.events.count
    case .traceFile, .sweep: nil
    }
  }

  /// "offset" or "event", for messages about per-frame lists.
  var frameWord: String {
    switch kind {
    case .offsets: "offset in 'at'"
    case .trace, .traceFile: "event of the trace"
    case .sweep: "offset of the sweep"
    }
  }

  /// "'at' offsets", for messages about keys that do not fit the case.
  var kindWord: String {
    switch kind {
    case .offsets: "'at' offsets"
    case .trace, .traceFile: "a 'trace'"
    case .sweep: "a 'sweep'"
    }
  }
}
