import Foundation

extension CompiledGraph: Codable {
  private enum CodingKeys: String, CodingKey {
    case formatVersion, headerkitVersion, name, inputs, params, slotCount, constants, setupCode
    case frameCode, tracks, keyframeSources, keyframeCode, states, stateCode, transitions, outputs
    case targets
  }

  /// Decodes a graph and checks it as ``init(json:)`` does; throws only ``GraphError``s.
  ///
  /// The decoder's values are written out as JSON and read as
  /// ``init(json:)`` reads a file, so every way in reads one layout with
  /// one reader: unknown, repeated and missing keys, kinds and limits alike.
  public init(from decoder: any Decoder) throws {
    var text: [UInt8] = []
    try Self.write(decoder, into: &text, depth: 0)
    let maxBytes = GraphLimit.jsonBytes.limit
    guard text.count <= maxBytes else {
      throw GraphError.limitExceeded(.jsonBytes, found: text.count, limit: maxBytes)
    }
    try self.init(jsonBytes: text)
  }

  /// Encodes the graph's layout (what ``jsonData()`` writes).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(formatVersion, forKey: .formatVersion)
    try container.encode(headerkitVersion, forKey: .headerkitVersion)
    try container.encode(name, forKey: .name)
    try container.encode(inputs, forKey: .inputs)
    try container.encode(params, forKey: .params)
    try container.encode(slotCount, forKey: .slotCount)
    try container.encode(constants, forKey: .constants)
    try container.encode(setupCode, forKey: .setupCode)
    try container.encode(frameCode, forKey: .frameCode)
    try container.encode(tracks, forKey: .tracks)
    try container.encode(keyframeSources, forKey: .keyframeSources)
    try container.encode(keyframeCode, forKey: .keyframeCode)
    try container.encode(states, forKey: .states)
    try container.encode(stateCode, forKey: .stateCode)
    if !transitions.isEmpty { try container.encode(transitions, forKey: .transitions) }
    try container.encode(outputs, forKey: .outputs)
    try container.encode(targets, forKey: .targets)
  }

  /// Loads a graph written by `headerkit compile` (or ``jsonData()``), checking
  /// it so that evaluating it cannot trap and setting it up stays bounded.
  public init(json: Data) throws(GraphError) {
    let maxBytes = GraphLimit.jsonBytes.limit
    guard json.count <= maxBytes else {
      throw .limitExceeded(.jsonBytes, found: json.count, limit: maxBytes)
    }
    try self.init(jsonBytes: Array(json))
  }

  /// The graph as pretty-printed JSON with sorted keys.
  public func jsonData() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // Encoding plain structs of numbers and strings cannot fail.
    return (try? encoder.encode(self)) ?? Data()
  }
}

extension CompiledGraph.Param.Storage: Encodable {
  private enum CodingKeys: String, CodingKey { case scalar, list }

  package func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .scalar(let slot): try container.encode(slot, forKey: .scalar)
    case .list(let index): try container.encode(index, forKey: .list)
    }
  }
}

/// Easings are written as their spec spelling, e.g. `"easeInOut"`.
extension Easing: Codable {
  /// Reads a spec spelling; others are a `DecodingError`.
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let easing = Easing(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "unknown easing '\(text)'"))
    }
    self = easing
  }

  /// Writes the spec spelling.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

extension CompiledGraph {
  /// Writes the value `decoder` holds as JSON: keys in sorted order, numbers
  /// as they read back bit for bit.
  private static func write(_ decoder: any Decoder, into text: inout [UInt8], depth: Int)
    throws(GraphError)
  {
    func path() -> String {
      decoder.codingPath.reduce(into: "") { path, key in
        if let index = key.intValue {
          path += "[\(index)]"
        } else {
          path += (path.isEmpty ? "" : ".") + key.stringValue
        }
      }
    }
    guard depth < GraphJSONReader.maxDepth else {
      throw .malformed("nested deeper than \(GraphJSONReader.maxDepth) levels at \(path())")
    }
    if let object = try? decoder.container(keyedBy: AnyKey.self) {
      text.append(UInt8(ascii: "{"))
      for (index, key) in object.allKeys.sorted(by: { $0.stringValue < $1.stringValue })
        .enumerated()
      {
        if index > 0 { text.append(UInt8(ascii: ",")) }
        writeString(key.stringValue, into: &text)
        text.append(UInt8(ascii: ":"))
        guard let inner = try? object.superDecoder(forKey: key) else {
          throw .malformed("no value for '\(key.stringValue)' at \(path())")
        }
        try write(inner, into: &text, depth: depth + 1)
      }
      text.append(UInt8(ascii: "}"))
    } else if var array = try? decoder.unkeyedContainer() {
      text.append(UInt8(ascii: "["))
      while !array.isAtEnd {
        if array.currentIndex > 0 { text.append(UInt8(ascii: ",")) }
        guard let inner = try? array.superDecoder() else {
          throw .malformed("no element \(array.currentIndex) at \(path())")
        }
        try write(inner, into: &text, depth: depth + 1)
      }
      text.append(UInt8(ascii: "]"))
    } else if let value = try? decoder.singleValueContainer() {
      if value.decodeNil() {
        text += "null".utf8
      } else if let number = try? value.decode(Double.self) {
        // Whole numbers as integers, for the layout's integers; -0 keeps its
        // sign; a non-finite number as one too large, which reads as infinite
        // and is refused with the part it is in.
        let written =
          !number.isFinite
          ? (number < 0 ? "-1e999" : "1e999")
          : number == number.rounded() && abs(number) < 1e15
            ? (number == 0 && number.sign == .minus ? "-0" : String(Int(number))) : "\(number)"
        text += written.utf8
      } else if let string = try? value.decode(String.self) {
        writeString(string, into: &text)
      } else if let bool = try? value.decode(Bool.self) {
        text += (bool ? "true" : "false").utf8
      } else {
        throw .malformed("a value that JSON cannot hold at \(path())")
      }
    } else {
      throw .malformed("a value that JSON cannot hold at \(path())")
    }
  }

  private static func writeString(_ string: String, into text: inout [UInt8]) {
    text.append(UInt8(ascii: "\""))
    for byte in string.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): text += [UInt8(ascii: "\\"), byte]
      case ..<0x20: text += "\\u00\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16))".utf8
      default: text.append(byte)
      }
    }
    text.append(UInt8(ascii: "\""))
  }

  /// Any key of a keyed container.
  private struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
