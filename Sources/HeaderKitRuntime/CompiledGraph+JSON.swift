import Foundation

extension CompiledGraph: Codable {
  private enum CodingKeys: String, CodingKey, CaseIterable {
    case formatVersion, headerkitVersion, name, inputs, params, slotCount, constants, setupCode
    case frameCode, tracks, keyframeSources, keyframeCode, states, stateCode, transitions, outputs
    case targets
  }

  /// Decodes a graph and checks it as ``init(json:)`` does; throws only ``GraphError``s.
  public init(from decoder: any Decoder) throws {
    do {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      let format = try container.decode(Int.self, forKey: .formatVersion)
      // Another layout may not decode: say so rather than what is missing.
      guard format == Self.currentFormatVersion else { throw GraphError.unsupportedFormat(format) }
      try Self.refuseUnknownKeys(decoder, known: CodingKeys.allCases)
      func decode<T: Decodable>(_ key: CodingKeys) throws -> T {
        try container.decode(T.self, forKey: key)
      }
      // Instructions through nested containers: a decoder per instruction
      // (as `[Instruction]` decodes) would take most of the load time.
      func code(_ key: CodingKeys) throws -> [Instruction] {
        var list = try container.nestedUnkeyedContainer(forKey: key)
        var code: [Instruction] = []
        code.reserveCapacity(list.count ?? 0)
        while !list.isAtEnd {
          var fields = try list.nestedUnkeyedContainer()
          code.append(try Instruction(from: &fields))
        }
        return code
      }
      try self.init(
        name: decode(.name), inputs: decode(.inputs), params: decode(.params),
        slotCount: decode(.slotCount), constants: decode(.constants), setupCode: code(.setupCode),
        frameCode: code(.frameCode), tracks: decode(.tracks),
        keyframeSources: decode(.keyframeSources), keyframeCode: code(.keyframeCode),
        states: decode(.states), stateCode: code(.stateCode),
        // Optional: format 2 gained transitions; a graph without any omits the key.
        transitions: container.decodeIfPresent([Transition].self, forKey: .transitions) ?? [],
        outputs: decode(.outputs),
        // Graphs written before anchors existed have every target at the centre.
        targets: container.decodeIfPresent([Target].self, forKey: .targets),
        formatVersion: format, headerkitVersion: decode(.headerkitVersion))
    } catch let error as GraphError {
      throw error
    } catch {
      throw GraphError.malformed("\(error)")
    }
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
    do {
      self = try JSONDecoder().decode(CompiledGraph.self, from: json)
    } catch let error as GraphError {
      throw error
    } catch {
      throw .malformed("\(error)")
    }
  }

  /// The graph as pretty-printed JSON with sorted keys.
  public func jsonData() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // Encoding plain structs of numbers and strings cannot fail.
    return (try? encoder.encode(self)) ?? Data()
  }
}

extension CompiledGraph.Param.Storage: Codable {
  private enum CodingKeys: String, CodingKey { case scalar, list }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let slot = try container.decodeIfPresent(Int32.self, forKey: .scalar) {
      self = .scalar(slot: slot)
    } else {
      self = .list(index: try container.decode(Int32.self, forKey: .list))
    }
  }

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
