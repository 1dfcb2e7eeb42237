/// Why a compiled graph was refused: by ``CompiledGraph/init(json:)``, by
/// decoding one, or by ``HeaderEvaluator/setParam(_:to:)-(_,[Double])`` when
/// a list would make set-up too costly. docs/limits.md lists every limit.
public enum GraphError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data is not a compiled graph's JSON; the decoder's reason.
  case malformed(String)
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
  /// A top-level key this runtime does not read (the first in sorted
  /// order): a graph is refused rather than evaluated without what the key
  /// says. Every key the layout gains raises ``CompiledGraph/currentFormatVersion``.
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

  /// The properties an output may set, for a message.
  static let propertyList =
    (HeaderTarget.viewProperties + ["constant"]
    + HeaderTarget.colorProperties.map { "\($0).r/g/b/a" }).joined(separator: ", ")
    + " and custom.NAME"
}

/// A part of a compiled graph, for ``GraphError``.
public enum GraphPart: String, Hashable, Sendable {
  /// An instruction of one of the four code arrays.
  case setupCode = "set-up code instruction", frameCode = "frame code instruction"
  /// An instruction of keyframe code, or of states' guard code.
  case keyframeCode = "keyframe code instruction", stateCode = "state code instruction"
  /// An element of ``CompiledGraph/inputs``, `params`, its constants,
  /// `tracks`, `outputs`, `states`, `transitions` or `targets`.
  case input, param, constant, track, output, state, transition, target
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
  /// Elements of the graph's arrays (`states` counts transitions too).
  case tracks, keyframeSources, states, inputs, params, constants, outputs
  /// Snap targets of every state together: an `end` weighs each, so
  /// 100,000 ends (a trace's most events) look at most 10⁸ times. The spec
  /// decoder holds a spec to the same limit.
  case snapTargets
  /// Different easings of keyframes and snaps.
  case easings
  /// Bytes of JSON that ``CompiledGraph/init(json:)`` reads.
  case jsonBytes

  /// The most a graph may have (for ``slots``, less in a small graph: 65,536
  /// and 4 per element). docs/limits.md lists each with its reason.
  public var limit: Int {
    switch self {
    case .slots, .instructions, .listElements, .builtKeyframes, .keyframeSources, .outputs,
      .guardWork, .constants, .params:
      1 << 20
    case .setupWork: 1 << 22
    case .tracks, .states, .inputs: 1 << 16
    case .snapTargets: 1_000
    case .easings: 1 << 12
    case .jsonBytes: 32 << 20
    }
  }

  /// What is counted, in words.
  public var description: String {
    switch self {
    case .listElements: "list elements"
    case .builtKeyframes: "keyframes built"
    case .setupWork: "set-up instructions to run"
    case .guardWork: "guard instructions of states and transitions"
    case .keyframeSources: "keyframe sources"
    case .snapTargets: "snap targets"
    case .jsonBytes: "bytes of JSON"
    default: rawValue
    }
  }
}
