/// Why a compiled graph was refused: by ``CompiledGraph/init(json:)``, by
/// decoding one, or by ``HeaderEvaluator/setParam(_:to:)-(_,[Double])`` when
/// a list would make set-up too costly. docs/limits.md lists every limit.
public enum GraphError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A `Decoder`'s value that JSON cannot hold (a date, data, a non-finite
  /// number) or nested too deep, at this key path; or the decoder's own error.
  case malformed(String)
  /// The bytes are not JSON (RFC 8259, UTF-8 without a byte order mark):
  /// the problem at this byte offset.
  case invalidJSON(offset: Int, JSONProblem)
  /// The value at a key path (such as `states[0].snap.durationSlot`) is of
  /// another kind than the layout's.
  case wrongType(at: String, expected: ValueKind, found: ValueKind)
  /// An object at a key path lacks a key the layout requires (the path ends with it).
  case missingKey(String)
  /// An object has a key twice (the path ends with it).
  case duplicateKey(String)
  /// A string at a key path is none of the values the layout allows there
  /// (an opcode, an easing, an axis, a mode, a rule, a form), or a sweep's
  /// bounds are reversed.
  case invalidValue(at: String, value: String)
  /// An array or object at a key path has another number of elements than
  /// the layout's (an instruction five, an anchor or a sweep two, a
  /// param's storage one key).
  case wrongCount(at: String, found: Int, expected: Int)
  /// Element `element` of `part` — an input, param, state or transition,
  /// which share one namespace as in a spec, or an output's `target.property`
  /// — has the name of an element before it.
  case duplicateName(GraphPart, element: Int, name: String)
  /// The graph was written in another layout than ``CompiledGraph/currentFormatVersion``.
  case unsupportedFormat(Int)
  /// The graph needs more of something than any evaluator may use.
  case limitExceeded(GraphLimit, found: Int, limit: Int)
  /// An element of `part` (its index there) refers to a slot past the graph's slot count.
  case slotOutOfRange(GraphPart, element: Int, slot: Int)
  /// An element of `part` refers past the end of a list, the tracks, the
  /// inputs, the keyframe sources or its code.
  case indexOutOfRange(GraphPart, element: Int, index: Int)
  /// A constant, a param's default, a sweep bound or an anchor is NaN or infinite.
  case nonFinite(GraphPart, element: Int)
  /// An instruction where it may not be: a track outside frame and state
  /// code, or a write to a slot that only events (inputs', states') or
  /// set-up (what events read, such as a state's bounds) write.
  case misplacedInstruction(GraphPart, element: Int)
  /// A param whose storage and defaults disagree: a number without exactly
  /// one default, or a list whose index is not the next list's.
  case invalidParam(element: Int)
  /// The graph's targets are not each target of its outputs once, in order
  /// of its first output: entry `element` of ``CompiledGraph/targets`` is
  /// another target, or missing.
  case invalidTarget(element: Int)
  /// A key this runtime does not read, at any level, as its key path (such
  /// as `states[0].snap.bounce`): a graph is refused rather than evaluated
  /// without what the key says. Every key the layout gains raises
  /// ``CompiledGraph/currentFormatVersion``.
  case unknownKey(String)
  /// The graph's name (its spec's) is empty.
  case emptyName
  /// The name of element `element` of `part` — an input, param, state,
  /// transition, or an output's target — breaks ``NameRule`` (the rule of
  /// names in a spec), for the reason given.
  case invalidName(GraphPart, element: Int, name: String, NameProblem)
  /// Output `element` sets a property no target has (see
  /// ``CompiledGraph/Output/isKnown(property:)``).
  case unknownProperty(element: Int, property: String)

  /// What is wrong, in a sentence.
  public var description: String {
    switch self {
    case .malformed(let reason): "not a compiled HeaderKit graph: \(reason)"
    case .invalidJSON(let offset, let problem): "not JSON: at byte \(offset), \(problem)"
    case .wrongType(let path, let expected, let found):
      "\(Self.place(path)) is \(found), not \(expected)"
    case .missingKey(let path): "the key \(Self.shortened(path)) is missing"
    case .duplicateKey(let path): "the key \(Self.shortened(path)) is given twice"
    case .invalidValue(let path, let value):
      "\(Self.place(path)) is '\(Self.shortened(value))', which this runtime does not read there"
    case .wrongCount(let path, let found, let expected):
      "\(Self.place(path)) has \(found) elements, not \(expected)"
    case .duplicateName(let part, let element, let name):
      part == .output
        ? "output \(element) sets '\(Self.shortened(name))', as an output before it does"
        : "\(part.rawValue) \(element) is named '\(Self.shortened(name))', as an input, param, state or transition before it is"
    case .unsupportedFormat(let found):
      "graph format \(found) is not supported (this runtime reads \(CompiledGraph.currentFormatVersion))"
    case .limitExceeded(let limit, let found, let maximum):
      "\(found) \(limit.description), more than the \(maximum) allowed"
    case .slotOutOfRange(let part, let element, let slot):
      "\(part.rawValue) \(element) refers to slot \(slot), out of range"
    case .indexOutOfRange(let part, let element, let index):
      "\(part.rawValue) \(element) refers to index \(index), out of range"
    case .nonFinite(let part, let element): "\(part.rawValue) \(element) has a non-finite number"
    case .misplacedInstruction(let part, let element):
      "\(part.rawValue) \(element) is a track or writes a slot that only events or set-up write"
    case .invalidParam(let element): "param \(element) has a storage its defaults do not fit"
    case .invalidTarget(let element):
      "target \(element) is not the next target of the outputs (each once, in order of its first output)"
    case .unknownKey(let key):
      "unknown key '\(Self.shortened(key))': this runtime reads graph format \(CompiledGraph.currentFormatVersion) and knows each of its keys"
    case .emptyName: "the graph's name is empty"
    case .invalidName(let part, let element, let name, let problem):
      "\(part == .output ? "the target of output" : part.rawValue) \(element) is named '\(Self.shortened(name))', which is not a valid name: \(problem)"
    case .unknownProperty(let element, let property):
      "output \(element) sets an unknown property '\(Self.shortened(property))'; properties are \(Self.propertyList)"
    }
  }
}

extension GraphError {
  /// Text from the graph as a message shows it: at most
  /// ``NameRule/maxLength`` characters and an ellipsis (so a megabyte of
  /// name makes a short message).
  static func shortened(_ text: String) -> String {
    let scalars = text.unicodeScalars
    guard scalars.count > NameRule.maxLength else { return text }
    return String(String.UnicodeScalarView(scalars.prefix(NameRule.maxLength))) + "…"
  }

  /// A key path as a message shows it; the empty path is the whole graph.
  static func place(_ path: String) -> String { path.isEmpty ? "the graph" : shortened(path) }

  /// The properties an output may set, for a message.
  static let propertyList =
    (HeaderTarget.viewProperties + ["constant"]
    + HeaderTarget.colorProperties.map { "\($0).r/g/b/a" }).joined(separator: ", ")
    + " and custom.NAME"
}

extension GraphError {
  /// Why bytes are not JSON, for ``GraphError/invalidJSON(offset:_:)``.
  public enum JSONProblem: Hashable, Sendable, CustomStringConvertible {
    /// The text ends inside a value.
    case unexpectedEnd
    /// A byte where JSON has none such (`NaN`, `Infinity`, a quote `'`, …).
    case unexpectedByte(UInt8)
    /// The text starts with a UTF-8 byte order mark.
    case byteOrderMark
    /// More than white space follows the graph.
    case trailingText
    /// A number not in JSON's form: `01`, `1.`, `.5`, `+1`, `-`.
    case invalidNumber
    /// A number that is not zero but too small for a `Double`: it rounds
    /// to 0 (one too large reads as infinite, refused as ``GraphError/nonFinite(_:element:)``).
    case numberOutOfRange
    /// A number of more than 100 characters.
    case numberTooLong
    /// A backslash not followed by one of JSON's escapes.
    case invalidEscape
    /// A `\u` escape of half a surrogate pair without its other half.
    case loneSurrogate
    /// A control character (below U+0020) written into a string unescaped.
    case controlCharacter
    /// A string that is not UTF-8.
    case invalidUTF8
    /// Arrays and objects nested deeper than 32 levels.
    case tooDeep

    /// The problem, in words.
    public var description: String {
      switch self {
      case .unexpectedEnd: "the text ends early"
      case .unexpectedByte(let byte):
        (0x21..<0x7F).contains(byte)
          ? "unexpected '\(Character(Unicode.Scalar(byte)))'"
          : "unexpected byte 0x\(String(byte, radix: 16, uppercase: true))"
      case .byteOrderMark: "a byte order mark (a graph is UTF-8 without one)"
      case .trailingText: "text after the graph"
      case .invalidNumber: "a number not written as JSON writes numbers"
      case .numberOutOfRange: "a number too small for a Double, not zero but rounding to it"
      case .numberTooLong:
        "a number of more than \(GraphJSONReader.maxNumberLength) characters"
      case .invalidEscape: "an escape that JSON does not have"
      case .loneSurrogate: "a \\u escape of half a surrogate pair"
      case .controlCharacter: "a control character in a string (it must be escaped)"
      case .invalidUTF8: "a string that is not UTF-8"
      case .tooDeep: "arrays and objects nested deeper than \(GraphJSONReader.maxDepth) levels"
      }
    }
  }

  /// The kinds of JSON value, for ``GraphError/wrongType(at:expected:found:)``.
  public enum ValueKind: String, Hashable, Sendable, CustomStringConvertible {
    /// Kinds of JSON value.
    case object, array, string, number, boolean, null
    /// A number without a fraction, within the range of an `Int32` where
    /// the layout has one.
    case integer

    /// The kind with its article: "an object", "a number", …
    public var description: String {
      switch self {
      case .object, .array, .integer: "an \(rawValue)"
      case .null: "null"
      default: "a \(rawValue)"
      }
    }
  }

  /// The error with its key path starting at `key` (an object's key) or
  /// `index` (an array's element): errors are located as they rise out of
  /// the values that hold them, so reading pays nothing for paths.
  package func inside(key: String? = nil, index: Int? = nil) -> GraphError {
    let step = key ?? "[\(index ?? 0)]"
    func prefixed(_ path: String) -> String {
      path.isEmpty || path.hasPrefix("[") ? step + path : step + "." + path
    }
    switch self {
    case .wrongType(let path, let expected, let found):
      return .wrongType(at: prefixed(path), expected: expected, found: found)
    case .missingKey(let path): return .missingKey(prefixed(path))
    case .duplicateKey(let path): return .duplicateKey(prefixed(path))
    case .unknownKey(let path): return .unknownKey(prefixed(path))
    case .invalidValue(let path, let value): return .invalidValue(at: prefixed(path), value: value)
    case .wrongCount(let path, let found, let expected):
      return .wrongCount(at: prefixed(path), found: found, expected: expected)
    default: return self
    }
  }
}

/// A part of a compiled graph, for ``GraphError``.
public enum GraphPart: String, Hashable, Sendable {
  /// An instruction of one of the four code arrays.
  case setupCode = "set-up code instruction", frameCode = "frame code instruction"
  /// An instruction of keyframe code, or of states' guard code.
  case keyframeCode = "keyframe code instruction", stateCode = "state code instruction"
  /// An element of ``CompiledGraph/inputs``, `params`, its constants,
  /// `tracks`, `outputs`, `states`, `transitions`, `targets`, `signals` or `clocks`.
  case input, param, constant, track, output, state, transition, target, signal, clock
  /// A keyframe, or one repeated over a list.
  case keyframeSource = "keyframe source"
}

/// What a graph may not have more of: limits that keep an evaluator's set-up
/// under 100 ms and 100 MB, and every frame and event bounded.
public enum GraphLimit: String, Hashable, Sendable, CaseIterable, CustomStringConvertible {
  /// Slots: at most 1,048,576, and 65,536 + 4 per element of the graph
  /// (so a small file cannot ask for a large buffer).
  case slots
  /// Instructions of the four code arrays together.
  case instructions
  /// Elements of every list param together (defaults, or values set).
  case listElements
  /// Keyframes built, each `each` keyframe counting once per element of its list.
  case builtKeyframes
  /// Set-up instructions run: set-up code, plus each built keyframe's code.
  case setupWork
  /// Guard instructions of every state and condition instructions of every
  /// transition together (an event runs them).
  case guardWork
  /// Elements of the graph's arrays (`states` counts transitions, signals and clocks too).
  case tracks, keyframeSources, states, inputs, params, constants, outputs
  /// Snap targets of every state together: an `end` weighs each, so
  /// 100,000 ends (a trace's most events) look at most 10⁸ times. The spec
  /// decoder holds a spec to the same limit.
  case snapTargets
  /// Different easings of keyframes and snaps.
  case easings
  /// Bytes of JSON that ``CompiledGraph/init(json:)`` reads.
  case jsonBytes
  /// Unicode scalars of the graph's own name (a spec's `name`), which
  /// becomes a title, a file name and a Swift type's name.
  case nameLength

  /// The most a graph may have (for ``slots``, less in a small graph: 65,536
  /// and 4 per element). docs/limits.md lists each with its reason.
  public var limit: Int {
    switch self {
    case .slots, .instructions, .keyframeSources, .outputs, .guardWork, .constants, .params:
      1 << 20
    // What set-up builds and runs: the costliest graph sets up well under 100 ms.
    case .listElements, .builtKeyframes: 1 << 19
    case .setupWork: 1 << 21
    case .tracks, .states, .inputs: 1 << 16
    case .snapTargets: 1_000
    case .easings: 1 << 12
    case .jsonBytes: 32 << 20
    case .nameLength: 200
    }
  }

  /// What is counted, in words.
  public var description: String {
    switch self {
    case .listElements: "list elements"
    case .builtKeyframes: "keyframes built"
    case .setupWork: "set-up instructions to run"
    case .guardWork: "guard instructions of states, transitions, latches and clocks"
    case .keyframeSources: "keyframe sources"
    case .snapTargets: "snap targets"
    case .jsonBytes: "bytes of JSON"
    case .nameLength: "characters in the graph's name"
    default: rawValue
    }
  }
}
