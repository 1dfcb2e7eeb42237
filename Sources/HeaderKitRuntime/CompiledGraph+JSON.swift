import Foundation

/// A graph is written as JSON by ``CompiledGraph/jsonData()`` (through
/// `Encodable`) and read by ``CompiledGraph/init(json:)``, its one way in
/// (HeaderKitTesting reads the graph inside compiled tests with the same
/// reader): `Decodable` is not offered, since every decoder's values would
/// have to be read as that JSON anyway.
extension CompiledGraph: Encodable {
  private enum CodingKeys: String, CodingKey {
    case formatVersion, headerkitVersion, name, inputs, params, slotCount, constants, setupCode
    case frameCode, tracks, keyframeSources, keyframeCode, states, stateCode, transitions, outputs
    case targets, signals, clocks
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
    if !signals.isEmpty { try container.encode(signals, forKey: .signals) }
    if !clocks.isEmpty { try container.encode(clocks, forKey: .clocks) }
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
