import HeaderKitDiagnostics
import HeaderKitRuntime

/// Where a ``GraphError`` is in the graph's JSON: found after the runtime
/// refused the graph, from the key path or the part and element the error
/// names, so that loading a graph pays nothing for it.
package enum GraphErrorLocation {
  /// The text of what `error` is about in `bytes` (the JSON the runtime
  /// refused with it): a value (an array or object by its opening bracket),
  /// or a key where the error is about the key. Where the text has no such
  /// value, the nearest value around it (a missing key's object); nil
  /// where the error is about no part of the text (such as too many bytes).
  package static func range(of error: GraphError, in bytes: [UInt8]) -> SourceRange? {
    byteRange(of: error, in: JSONPlaces(bytes: bytes)).map { sourceRange($0, in: bytes) }
  }

  private static func byteRange(of error: GraphError, in text: JSONPlaces) -> Range<Int>? {
    switch error {
    case .invalidJSON(let offset, _): return offset..<offset
    case .malformed: return nil
    case .wrongType(let path, _, _), .invalidValue(let path, _), .wrongCount(let path, _, _),
      .missingKey(let path):
      return text.place(at: path).map(text.head)
    case .duplicateKey(let path):
      return text.key(at: path, occurrence: 2) ?? text.place(at: path).map(text.head)
    case .unknownKey(let path): return text.key(at: path) ?? text.place(at: path).map(text.head)
    case .unsupportedFormat: return member("formatVersion", in: text).map(text.head)
    case .emptyName: return member("name", in: text).map(text.head)
    case .limitExceeded(let limit, _, _): return key(of: limit, in: text)
    case .slotOutOfRange(let part, let element, let slot):
      // A slot operand, or a member whose key names a slot (`rawSlot`,
      // `targetSlots`, a param's `scalar`): not a list or count of equal value.
      return number(in: text, part, element) { value, key in
        value == Double(slot)
          && (key == nil || key == "scalar" || key?.lowercased().contains("slot") == true)
      }
    case .indexOutOfRange(let part, let element, let index):
      // What refers to a list or track: an instruction's `a`, a keyframe
      // source's `list`, a state's `input`; else the element.
      let referrer: String? =
        switch part {
        case .setupCode, .frameCode, .keyframeCode, .stateCode: "[2]"
        case .keyframeSource: ".list"
        case .state: ".input"
        default: nil
        }
      guard let referrer, let place = text.place(at: path(part, element) + referrer),
        let number = text.firstNumber(
          in: text.head(of: place), where: { value, _ in value == Double(index) })
      else { return elementRange(in: text, part, element) }
      return number
    case .nonFinite(let part, let element):
      return number(in: text, part, element) { value, _ in !value.isFinite }
    case .misplacedInstruction(let part, let element): return elementRange(in: text, part, element)
    case .duplicateName(let part, let element, _):
      // Outputs are told apart by target and property together.
      return part == .output
        ? elementRange(in: text, part, element) : memberOfElement(in: text, part, element, "name")
    case .invalidName(let part, let element, _, _):
      return memberOfElement(in: text, part, element, part == .output ? "target" : "name")
    case .invalidParam(let element): return elementRange(in: text, .param, element)
    case .invalidTarget(let element): return elementRange(in: text, .target, element)
    case .unknownProperty(let element, _):
      return memberOfElement(in: text, .output, element, "property")
    }
  }

  /// The key path of element `element` of `part`, such as `frameCode[3]`.
  private static func path(_ part: GraphPart, _ element: Int) -> String {
    let key =
      switch part {
      case .setupCode: "setupCode"
      case .frameCode: "frameCode"
      case .keyframeCode: "keyframeCode"
      case .stateCode: "stateCode"
      case .input: "inputs"
      case .param: "params"
      case .constant: "constants"
      case .track: "tracks"
      case .output: "outputs"
      case .state: "states"
      case .transition: "transitions"
      case .signal: "signals"
      case .clock: "clocks"
      case .target: "targets"
      case .keyframeSource: "keyframeSources"
      }
    return "\(key)[\(element)]"
  }

  /// The element, or the nearest value around it the text has.
  private static func elementRange(in text: JSONPlaces, _ part: GraphPart, _ element: Int)
    -> Range<Int>?
  {
    text.place(at: path(part, element)).map(text.head)
  }

  /// A member of the element, or the element.
  private static func memberOfElement(
    in text: JSONPlaces, _ part: GraphPart, _ element: Int, _ key: String
  ) -> Range<Int>? {
    text.place(at: "\(path(part, element)).\(key)").map(text.head)
  }

  /// The first number in the element that `matches` takes, or the element.
  private static func number(
    in text: JSONPlaces, _ part: GraphPart, _ element: Int,
    where matches: (Double, String?) -> Bool
  ) -> Range<Int>? {
    guard let place = text.place(at: path(part, element)) else { return nil }
    return text.firstNumber(in: text.extent(of: place), where: matches) ?? text.head(of: place)
  }

  /// A top-level member.
  private static func member(_ key: String, in text: JSONPlaces) -> JSONPlaces.Place? {
    text.root.flatMap { text.member(key, of: $0.value) }
  }

  /// The key of the top-level array that counts toward `limit`, the
  /// longest where several do, or the slot count or the name; nil for the
  /// file's size.
  private static func key(of limit: GraphLimit, in text: JSONPlaces) -> Range<Int>? {
    let keys: [String] =
      switch limit {
      case .slots: ["slotCount"]
      case .instructions: ["setupCode", "frameCode", "keyframeCode", "stateCode"]
      case .tracks: ["tracks"]
      case .keyframeSources, .builtKeyframes, .setupWork, .easings: ["keyframeSources"]
      case .states: ["states", "transitions"]
      case .snapTargets: ["states"]
      case .guardWork: ["stateCode"]
      case .inputs: ["inputs"]
      case .params, .listElements: ["params"]
      case .constants: ["constants"]
      case .outputs: ["outputs", "targets"]
      case .nameLength: ["name"]
      case .jsonBytes: []
      }
    let places = keys.compactMap { member($0, in: text) }
    guard let place = places.max(by: { text.count(of: $0.value) < text.count(of: $1.value) })
    else { return nil }
    // A count is its number, a name its text; an array, its key (its `[`
    // may end a long line).
    return limit == .slots || limit == .nameLength ? text.head(of: place) : place.key
  }

  /// `range` of `bytes` as lines and columns: empty unless it is on one line.
  private static func sourceRange(_ range: Range<Int>, in bytes: [UInt8]) -> SourceRange {
    let start = SourceText.location(ofByteOffset: range.lowerBound, in: bytes)
    let text = bytes[range.clamped(to: bytes.indices)]
    guard !text.contains(UInt8(ascii: "\n")), !text.contains(UInt8(ascii: "\r")) else {
      return SourceRange(at: start)
    }
    // Columns count scalars: every byte but UTF-8's continuation bytes.
    let length = text.count { $0 & 0xC0 != 0x80 }
    return SourceRange(line: start.line, column: start.column, length: length)
  }
}
