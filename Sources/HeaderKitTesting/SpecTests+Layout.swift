import HeaderKitRuntime

// How each part of compiled tests is read (SpecTests+Reading.swift reads the
// whole): an object of known keys each, its values of their kinds; what the
// values mean is checked with the graph afterwards (SpecTests+Validation.swift).

extension SpecTests.Event {
  /// Reads `["drag", 10]`, `["scroll", 40]`, `["end"]`, `["end", -1200]`
  /// (with a velocity), `["wait", 0.2]` or `["signal", 0, 1]` (signal 0 set to 1).
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
    let takes = ["drag": 1, "scroll": 1, "wait": 1, "signal": 2, "end": numbers.isEmpty ? 0 : 1][
      kind]
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
    case "signal":
      // Which signal is checked against the graph afterwards.
      guard let index = Int(exactly: numbers[0]) else {
        throw .invalidValue(at: "[1]", value: "\(numbers[0])")
      }
      return .signal(index, numbers[1])
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

  /// Reads the member `key` when it is a drive's (`input`, and `offsets`,
  /// `events` and `eventInputs`, where null is the same as leaving it
  /// out); false, reading nothing, for another key.
  mutating func read(_ key: String, _ reader: inout GraphJSONReader) throws(GraphError) -> Bool {
    switch key {
    case "input": input = try reader.readInteger()
    case "offsets": offsets = reader.readNull() ? nil : try reader.readDoubles()
    case "events": events = reader.readNull() ? nil : try reader.readEvents()
    case "eventInputs": eventInputs = reader.readNull() ? nil : try reader.readIntegers()
    default: return false
    }
    return true
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
      guard try !drive.read(key.rawValue, &reader) else { return }
      switch key {
      case .name: name = try reader.readString()
      case .file: file = try reader.readString()
      case .line: line = try reader.readInteger()
      case .column: column = try reader.readInteger()
      case .input, .offsets, .events, .eventInputs: break  // the drive's, read above
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

extension GraphJSONReader {
  /// Reads a sweep check, whose `Key`s are `key`, `line`, `column` and its
  /// own, which `read` reads; returns the three all checks have.
  mutating func readCheck<Key: GraphKeys>(
    _ keys: Key.Type, _ read: (Key, inout GraphJSONReader) throws(GraphError) -> Void
  ) throws(GraphError) -> (key: String, line: Int, column: Int) {
    var placed = (key: "", line: 0, column: 0)
    try readObject { (key: Key, reader) throws(GraphError) in
      switch key.rawValue {
      case "key": placed.key = try reader.readString()
      case "line": placed.line = try reader.readInteger()
      case "column": placed.column = try reader.readInteger()
      default: try read(key, &reader)
      }
    }
    return placed
  }
}

extension SpecTests.Bounds {
  private enum Key: String, GraphKeys { case key, low, high, line, column }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var (low, high) = (0.0, 0.0)
    let placed = try reader.readCheck(Key.self) { key, reader throws(GraphError) in
      if key == .low { low = try reader.readDouble() } else { high = try reader.readDouble() }
    }
    return Self(key: placed.key, low: low, high: high, line: placed.line, column: placed.column)
  }
}

extension SpecTests.Monotonic {
  private enum Key: String, GraphKeys { case key, direction, line, column }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var direction = ""
    let placed = try reader.readCheck(Key.self) { _, reader throws(GraphError) in
      direction = try reader.readString()
    }
    return Self(key: placed.key, direction: direction, line: placed.line, column: placed.column)
  }
}

extension SpecTests.Continuous {
  private enum Key: String, GraphKeys { case key, maxJump, line, column }

  static func read(_ reader: inout GraphJSONReader) throws(GraphError) -> Self {
    var maxJump = 0.0
    let placed = try reader.readCheck(Key.self) { _, reader throws(GraphError) in
      maxJump = try reader.readDouble()
    }
    return Self(key: placed.key, maxJump: maxJump, line: placed.line, column: placed.column)
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
      guard try !drive.read(key.rawValue, &reader) else { return }
      switch key {
      case .params: params = try reader.readList(SpecTests.ParamValue.read)
      case .inputs: inputs = try reader.readList(SpecTests.InputValue.read)
      case .input, .offsets, .events, .eventInputs: break  // the drive's, read above
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
