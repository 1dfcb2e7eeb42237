import HeaderKitRuntime

extension CompiledTests {
  /// The JSON text of compiled tests, written a case at a time so that its
  /// size is known as it grows: each case is built, measured and kept as
  /// text, so no more than one case's values are held as ``JSONValue``s.
  /// The text is what ``JSONValue/text(pretty:indent:signedZeros:)`` writes
  /// for the whole object.
  struct Output {
    /// The spec's file name, as the JSON names it.
    let spec: String
    /// The graph's JSON, indented as a member of the top level.
    let graph: String
    /// Each case's JSON, indented as an element of `cases`.
    private(set) var cases: [String] = []
    /// The golden timeline's JSON, indented as a member; `null` when there is none.
    var golden = "null"
    /// The bytes of the text without the golden timeline.
    private(set) var size: Int

    init(spec: String, graph: String) {
      self.spec = spec
      self.graph = graph
      size = 0
      size = text.utf8.count
    }

    /// The bytes a case may still take within ``CompiledTests/maxBytes``.
    var room: Int { maxBytes - size }

    /// Adds a case's JSON; false, adding nothing, when it passes ``CompiledTests/maxBytes``.
    mutating func add(case value: JSONValue) -> Bool {
      let text = value.text(indent: 2, signedZeros: true)
      // `[]` becomes `[`, a new line and indent, the case, a new line and
      // `]`; each case after the first adds a comma, a new line and indent.
      let added = text.utf8.count + (cases.isEmpty ? 8 : 6)
      guard added <= room else { return false }
      cases.append(text)
      size += added
      return true
    }

    /// The whole JSON text.
    var text: String {
      let members = [
        ("formatVersion", JSONValue.number(Double(formatVersion)).text()),
        ("headerkitVersion", JSONValue.string(HeaderKitVersion.current).text()),
        ("spec", JSONValue.string(spec).text()), ("graph", graph),
        ("cases", cases.isEmpty ? "[]" : "[\n    " + cases.joined(separator: ",\n    ") + "\n  ]"),
        ("golden", golden),
      ]
      return "{"
        + members.map { "\n  " + JSONValue.string($0.0).text() + ": " + $0.1 }.joined(
          separator: ",")
        + "\n}"
    }
  }

  /// The fewest bytes `testCase`'s JSON takes with `frames` frames, counted
  /// without building it: at least a byte per offset, 12 per event (each
  /// on a line of its own) and one per event input, and for each expected
  /// value 40 bytes where one is checked (an object on lines of its own)
  /// and 4 where none is (`null`). So a case whose JSON could not fit is
  /// refused before its values are built.
  static func leastBytes(_ testCase: TestCase, frames: Int, isTrace: Bool) -> Int {
    var bytes = frames * (isTrace ? 13 : 1)
    for expectation in testCase.expectations {
      // Which frames an expectation checks, as expectation(_:frames:_:) writes them.
      let checked =
        switch expectation.values {
        case .every: isTrace ? min(1, frames) : frames
        case .each(let list): list.prefix(frames).count { $0 != nil }
        }
      bytes += 40 * checked + 4 * (frames - checked)
    }
    return bytes
  }
}
