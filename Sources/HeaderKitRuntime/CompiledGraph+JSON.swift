import Foundation

extension CompiledGraph.Input.Axis: Codable {}
extension CompiledGraph.Extrapolation: Codable {}
extension CompiledGraph.Snap.Rule: Codable {}
extension CompiledGraph.Handoff.Mode: Codable {}
extension Opcode: Codable {}

extension CompiledGraph.Param.Storage: Codable {
  private enum CodingKeys: String, CodingKey { case scalar, list }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    if let slot = try container.decodeIfPresent(Int32.self, forKey: .scalar) {
      self = .scalar(slot: slot)
    } else {
      self = .list(index: try container.decode(Int32.self, forKey: .list))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .scalar(let slot): try container.encode(slot, forKey: .scalar)
    case .list(let index): try container.encode(index, forKey: .list)
    }
  }
}

/// Instructions are written compactly, as `["max", dst, a, b, c]`.
extension Instruction: Codable {
  public init(from decoder: any Decoder) throws {
    var container = try decoder.unkeyedContainer()
    op = try container.decode(Opcode.self)
    dst = try container.decode(Int32.self)
    a = try container.decode(Int32.self)
    b = try container.decode(Int32.self)
    c = try container.decode(Int32.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.unkeyedContainer()
    try container.encode(op)
    try container.encode(dst)
    try container.encode(a)
    try container.encode(b)
    try container.encode(c)
  }
}

/// Easings are written as their spec spelling, e.g. `"easeInOut"`.
extension Easing: Codable {
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let easing = Easing(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "unknown easing '\(text)'"))
    }
    self = easing
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}

/// Why a compiled graph could not be loaded.
public struct GraphLoadError: Error, CustomStringConvertible, Sendable {
  public var description: String
}

extension CompiledGraph {
  /// Loads a graph written by `headerkit compile` (or ``jsonData()``), checking
  /// that every index in it is in range, so that evaluating it cannot trap.
  public init(json: Data) throws(GraphLoadError) {
    let graph: CompiledGraph
    do {
      graph = try JSONDecoder().decode(CompiledGraph.self, from: json)
    } catch {
      throw GraphLoadError(description: "not a compiled HeaderKit graph: \(error)")
    }
    try graph.validate()
    self = graph
  }

  /// The graph as pretty-printed JSON with sorted keys.
  public func jsonData() -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    // Encoding plain structs of numbers and strings cannot fail.
    return (try? encoder.encode(self)) ?? Data()
  }
}
