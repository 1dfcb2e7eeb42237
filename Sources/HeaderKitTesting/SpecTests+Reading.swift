import HeaderKitRuntime

// The layout of compiled tests, read with the runtime's JSON reader: in
// time linear in the text, without recursion, every key known (an unknown,
// repeated or missing key is refused with its key path, as in a graph) and
// every value of its kind; the graph inside is read and checked in place.

extension SpecTests {
  /// What compiled tests hold, read from their JSON.
  struct Contents {
    var spec: String
    var graph: CompiledGraph
    var cases: [Case]
    var golden: Golden?
  }

  private enum Key: String, GraphKeys {
    case formatVersion, headerkitVersion, spec, graph, cases, golden
    var isOptional: Bool { self == .headerkitVersion || self == .golden }
  }

  /// Reads compiled tests' JSON.
  /// - Throws: ``SpecTestsError/notCompiledTests(_:)`` for text that is not
  ///   JSON or not compiled tests, ``SpecTestsError/unsupportedFormat(found:)``,
  ///   ``SpecTestsError/invalidGraph(_:)``, ``SpecTestsError/malformed(at:_:)``
  ///   for a value of another kind or a key the layout lacks or has not.
  static func parse(_ bytes: [UInt8]) throws(SpecTestsError) -> Contents {
    try checkVersion(bytes)
    var graphError: GraphError?
    var (spec, graph, cases, golden): (String, CompiledGraph?, [Case], Golden?) = ("", nil, [], nil)
    do throws(GraphError) {
      var reader = try GraphJSONReader(bytes)
      try reader.readObject { (key: Key, reader) throws(GraphError) in
        switch key {
        case .formatVersion: _ = try reader.readInteger()
        case .headerkitVersion: _ = try reader.readString()
        case .spec: spec = try reader.readString()
        case .graph:
          do throws(GraphError) {
            graph = try CompiledGraph.read(&reader)
          } catch {
            graphError = error
            throw error
          }
        case .cases: cases = try reader.readList(Case.read)
        case .golden: golden = reader.readNull() ? nil : try Golden.read(&reader)
        }
      }
      try reader.finish()
    } catch {
      if let graphError { throw .invalidGraph(graphError) }
      throw SpecTestsError(error)
    }
    // A required key: read, or refused as missing above.
    guard let graph else { throw .malformed(at: Key.graph.rawValue, "the key is missing") }
    return Contents(spec: spec, graph: graph, cases: cases, golden: golden)
  }

  /// Refuses what is not compiled tests of this format, before reading
  /// them: JSON that is not an object, an object without `cases` (a
  /// compiled graph has a format version too), another format version.
  private static func checkVersion(_ bytes: [UInt8]) throws(SpecTestsError) {
    var keys: Set<String> = []
    var version: Int?
    do throws(GraphError) {
      var reader = try GraphJSONReader(bytes)
      try reader.beginObject()
      while let key = try reader.nextKey() {
        keys.insert(key)
        if key == Key.formatVersion.rawValue, version == nil {
          do throws(GraphError) {
            version = try reader.readInteger()
          } catch {
            throw error.inside(key: key)
          }
        } else {
          try reader.skipValue()
        }
      }
    } catch {
      guard case .wrongType("", _, let found) = error else {
        throw .notCompiledTests(error.description)
      }
      throw .notCompiledTests("it is \(found), not an object")
    }
    guard keys.contains(Key.cases.rawValue) else {
      throw .notCompiledTests(
        "it has no 'cases' (a compiled graph is 'headerkit compile' without --tests)")
    }
    guard let version else { throw .notCompiledTests("it has no 'formatVersion'") }
    guard version == formatVersion else { throw .unsupportedFormat(found: version) }
  }
}

extension SpecTestsError {
  /// What the reader refused, as compiled tests name it.
  init(_ error: GraphError) {
    switch error {
    case .wrongType(let path, let expected, let found):
      self = .malformed(at: path, "it is \(found), not \(expected)")
    case .missingKey(let path): self = .malformed(at: path, "the key is missing")
    case .duplicateKey(let path): self = .malformed(at: path, "the key is given twice")
    case .unknownKey(let path): self = .malformed(at: path, "compiled tests have no such key")
    case .invalidValue(let path, let value):
      self = .malformed(at: path, "'\(value)' is not a value compiled tests have there")
    case .wrongCount(let path, let found, let expected):
      self = .malformed(at: path, "it has \(found) elements, not \(expected)")
    default: self = .notCompiledTests(error.description)
    }
  }
}

extension GraphJSONReader {
  /// Reads an array, each element with `read`; an error is located at its element.
  mutating func readList<Element>(
    _ read: (inout GraphJSONReader) throws(GraphError) -> Element
  ) throws(GraphError) -> [Element] {
    try beginArray()
    var elements: [Element] = []
    while try nextElement() {
      do throws(GraphError) {
        elements.append(try read(&self))
      } catch {
        throw error.inside(index: elements.count)
      }
    }
    return elements
  }

  /// Numbers, `[1, 2.5]`.
  mutating func readDoubles() throws(GraphError) -> [Double] {
    try readList { reader throws(GraphError) in try reader.readDouble() }
  }

  /// Integers, `[0, 2]`.
  mutating func readIntegers() throws(GraphError) -> [Int] {
    try readList { reader throws(GraphError) in try reader.readInteger() }
  }

  /// Strings, `["time", "offset"]`.
  mutating func readStrings() throws(GraphError) -> [String] {
    try readList { reader throws(GraphError) in try reader.readString() }
  }

  /// Events, `[["drag", 10], ["end"]]`.
  mutating func readEvents() throws(GraphError) -> [SpecTests.Event] {
    try readList(SpecTests.Event.read)
  }
}

extension SpecTests.Event {
  /// Reads `["drag", 10]`, `["scroll", 40]`, `["end"]`, `["end", -1200]`
  /// (with a velocity) or `["wait", 0.2]`.
  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    try reader.beginArray()
    var kind = ""
    var numbers: [Double] = []
    var count = 0
    while try reader.nextElement() {
      do throws(GraphError) {
        if count == 0 {
          kind = try reader.readString()
        } else {
          numbers.append(try reader.readDouble())
        }
      } catch {
        throw error.inside(index: count)
      }
      count += 1
    }
    let takes = ["drag": 1, "scroll": 1, "wait": 1, "end": numbers.isEmpty ? 0 : 1][kind]
    guard let takes else {
      if count == 0 { throw .wrongCount(at: "", found: 0, expected: 1) }
      throw .invalidValue(at: "[0]", value: kind)
    }
    guard numbers.count == takes else {
      throw .wrongCount(at: "", found: count, expected: takes + 1)
    }
    switch kind {
    case "drag": return .drag(numbers[0])
    case "scroll": return .scroll(numbers[0])
    case "wait": return .wait(numbers[0])
    default: return numbers.first.map(Self.endWithVelocity) ?? .end
    }
  }
}

extension SpecTests.ParamValue {
  private enum Key: String, GraphKeys { case param, values }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var value = Self(param: 0, values: [])
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .param: value.param = try reader.readInteger()
      case .values: value.values = try reader.readDoubles()
      }
    }
    return value
  }
}

extension SpecTests.InputValue {
  private enum Key: String, GraphKeys { case input, raw }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var value = Self(input: 0, raw: 0)
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .input: value.input = try reader.readInteger()
      case .raw: value.raw = try reader.readDouble()
      }
    }
    return value
  }
}

/// What drives a case or a golden section: an input, and offsets or events
/// with the input of each (each key optional: which are given is checked
/// with the graph).
private struct Drive {
  var input = 0
  var offsets: [Double]?
  var events: [SpecTests.Event]?
  var eventInputs: [Int]?

  /// Reads an optional member: null is the same as leaving it out.
  static func optional<Value>(
    _ reader: inout GraphJSONReader, _ read: (inout GraphJSONReader) throws(GraphError) -> Value
  ) throws(GraphError) -> Value? {
    reader.readNull() ? nil : try read(&reader)
  }
}

extension SpecTests.Case {
  private enum Key: String, GraphKeys {
    case name, file, line, column, input, offsets, events, eventInputs, params, inputs, tolerance
    case expect, bounds, monotonic, continuous
    var isOptional: Bool { [.offsets, .events, .eventInputs].contains(self) }
  }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var (name, file, line, column) = ("", "", 0, 0)
    var drive = Drive()
    var (params, inputs): ([SpecTests.ParamValue], [SpecTests.InputValue]) = ([], [])
    var tolerance = 0.0
    var expect: [SpecTests.Expectation] = []
    var bounds: [SpecTests.Bounds] = []
    var monotonic: [SpecTests.Monotonic] = []
    var continuous: [SpecTests.Continuous] = []
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .name: name = try reader.readString()
      case .file: file = try reader.readString()
      case .line: line = try reader.readInteger()
      case .column: column = try reader.readInteger()
      case .input: drive.input = try reader.readInteger()
      case .offsets:
        drive.offsets = try Drive.optional(&reader) { r throws(GraphError) in try r.readDoubles() }
      case .events:
        drive.events = try Drive.optional(&reader) { r throws(GraphError) in try r.readEvents() }
      case .eventInputs:
        drive.eventInputs = try Drive.optional(&reader) { r throws(GraphError) in
          try r.readIntegers()
        }
      case .params: params = try reader.readList(SpecTests.ParamValue.read)
      case .inputs: inputs = try reader.readList(SpecTests.InputValue.read)
      case .tolerance: tolerance = try reader.readDouble()
      case .expect: expect = try reader.readList(SpecTests.Expectation.read)
      case .bounds: bounds = try reader.readList(SpecTests.Bounds.read)
      case .monotonic: monotonic = try reader.readList(SpecTests.Monotonic.read)
      case .continuous: continuous = try reader.readList(SpecTests.Continuous.read)
      }
    }
    return Self(
      name: name, input: drive.input, offsets: drive.offsets, events: drive.events,
      eventInputs: drive.eventInputs, params: params, inputs: inputs, tolerance: tolerance,
      expect: expect, bounds: bounds, monotonic: monotonic, continuous: continuous, file: file,
      line: line, column: column)
  }
}

extension SpecTests.Expectation {
  private enum Key: String, GraphKeys { case key, values }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var value = Self(key: "", values: [])
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .key: value.key = try reader.readString()
      case .values:
        value.values = try reader.readList { reader throws(GraphError) in
          reader.readNull() ? nil : try SpecTests.Expected.read(&reader)
        }
      }
    }
    return value
  }
}

extension SpecTests.Expected {
  private enum Key: String, GraphKeys { case value, line, column }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var (value, line, column) = (0.0, 0, 0)
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .value: value = try reader.readDouble()
      case .line: line = try reader.readInteger()
      case .column: column = try reader.readInteger()
      }
    }
    return Self(value: value, line: line, column: column)
  }
}

extension SpecTests.Bounds {
  private enum Key: String, GraphKeys { case key, low, high, line, column }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var (name, low, high, line, column) = ("", 0.0, 0.0, 0, 0)
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .key: name = try reader.readString()
      case .low: low = try reader.readDouble()
      case .high: high = try reader.readDouble()
      case .line: line = try reader.readInteger()
      case .column: column = try reader.readInteger()
      }
    }
    return Self(key: name, low: low, high: high, line: line, column: column)
  }
}

extension SpecTests.Monotonic {
  private enum Key: String, GraphKeys { case key, direction, line, column }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var (name, direction, line, column) = ("", "", 0, 0)
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .key: name = try reader.readString()
      case .direction: direction = try reader.readString()
      case .line: line = try reader.readInteger()
      case .column: column = try reader.readInteger()
      }
    }
    return Self(key: name, direction: direction, line: line, column: column)
  }
}

extension SpecTests.Continuous {
  private enum Key: String, GraphKeys { case key, maxJump, line, column }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var (name, maxJump, line, column) = ("", 0.0, 0, 0)
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .key: name = try reader.readString()
      case .maxJump: maxJump = try reader.readDouble()
      case .line: line = try reader.readInteger()
      case .column: column = try reader.readInteger()
      }
    }
    return Self(key: name, maxJump: maxJump, line: line, column: column)
  }
}

extension SpecTests.Golden {
  private enum Key: String, GraphKeys { case file, tolerance, sections }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var value = Self(file: "", tolerance: 0, sections: [])
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .file: value.file = try reader.readString()
      case .tolerance: value.tolerance = try reader.readDouble()
      case .sections: value.sections = try reader.readList(SpecTests.Section.read)
      }
    }
    return value
  }
}

extension SpecTests.Section {
  private enum Key: String, GraphKeys {
    case input, params, inputs, offsets, events, eventInputs, keys, rows
    var isOptional: Bool { [.offsets, .events, .eventInputs].contains(self) }
  }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var drive = Drive()
    var (params, inputs): ([SpecTests.ParamValue], [SpecTests.InputValue]) = ([], [])
    var keys: [String] = []
    var rows: [SpecTests.Row] = []
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .input: drive.input = try reader.readInteger()
      case .params: params = try reader.readList(SpecTests.ParamValue.read)
      case .inputs: inputs = try reader.readList(SpecTests.InputValue.read)
      case .offsets:
        drive.offsets = try Drive.optional(&reader) { r throws(GraphError) in try r.readDoubles() }
      case .events:
        drive.events = try Drive.optional(&reader) { r throws(GraphError) in try r.readEvents() }
      case .eventInputs:
        drive.eventInputs = try Drive.optional(&reader) { r throws(GraphError) in
          try r.readIntegers()
        }
      case .keys: keys = try reader.readStrings()
      case .rows: rows = try reader.readList(SpecTests.Row.read)
      }
    }
    return Self(
      input: drive.input, params: params, inputs: inputs, offsets: drive.offsets,
      events: drive.events, eventInputs: drive.eventInputs, keys: keys, rows: rows)
  }
}

extension SpecTests.Row {
  private enum Key: String, GraphKeys { case line, values, columns }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var value = Self(line: 0, values: [], columns: [])
    try reader.readObject { (key: Key, reader) throws(GraphError) in
      switch key {
      case .line: value.line = try reader.readInteger()
      case .values: value.values = try reader.readDoubles()
      case .columns: value.columns = try reader.readIntegers()
      }
    }
    return value
  }
}
