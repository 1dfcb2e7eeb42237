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
    do {
      return try read(bytes)
    } catch {
      // Other JSON, or another format, is named as such, not by what of its
      // layout this one lacks.
      try checkVersion(bytes)
      throw error
    }
  }

  /// Reads the text in one pass, stopping at a format version not this one's.
  private static func read(_ bytes: [UInt8]) throws(SpecTestsError) -> Contents {
    var graphError: GraphError?
    var (spec, graph, cases, golden): (String, CompiledGraph?, [Case], Golden?) = ("", nil, [], nil)
    do throws(GraphError) {
      var reader = try GraphJSONReader(bytes)
      try reader.readObject { (key: Key, reader) throws(GraphError) in
        switch key {
        case .formatVersion:
          let found = try reader.readInteger()
          guard found == formatVersion else { throw .unsupportedFormat(found) }
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

  /// Refuses what is not compiled tests of this format: JSON that is not an
  /// object, an object without `cases` (a compiled graph has a format
  /// version too), another format version. Read only when reading failed.
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

  /// Numbers, `[1, 2.5]`: read without a closure per element, as most of a
  /// large file is (offsets, golden rows), in a debug build too.
  mutating func readDoubles() throws(GraphError) -> [Double] {
    try beginArray()
    var values: [Double] = []
    while try nextElement() {
      do throws(GraphError) {
        values.append(try readDouble())
      } catch {
        throw error.inside(index: values.count)
      }
    }
    return values
  }

  /// Integers, `[0, 2]`, as ``readDoubles()`` reads numbers.
  mutating func readIntegers() throws(GraphError) -> [Int] {
    try beginArray()
    var values: [Int] = []
    while try nextElement() {
      do throws(GraphError) {
        values.append(try readInteger())
      } catch {
        throw error.inside(index: values.count)
      }
    }
    return values
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
