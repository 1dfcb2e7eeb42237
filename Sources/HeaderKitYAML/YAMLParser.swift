public import HeaderKitDiagnostics

/// Bounds on what ``YAMLParser`` accepts, each reported as a located error.
public struct YAMLLimits: Sendable {
  /// The largest input, in bytes.
  public var maxBytes: Int = 1 << 20
  /// The deepest nesting of collections.
  public var maxDepth: Int = 64
  /// How many nodes all aliases together may stand for, counting each alias
  /// as the full size of the node it refers to.
  public var maxAliasNodes: Int = 10_000

  public init() {}

  public static let `default` = YAMLLimits()
}

/// What parsing produced: a document when the YAML could be read, and every
/// diagnostic found on the way.
public struct YAMLParseResult: Sendable {
  public var document: YAMLDocument?
  public var diagnostics: [Diagnostic]
}

/// Reads YAML with the system libyaml.
public enum YAMLParser {
  /// Parses one YAML document from UTF-8 bytes.
  public static func parse(_ bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLParseResult {
    YAMLParseResult(document: nil, diagnostics: [])  // implemented by the YAML layer work
  }

  /// Parses one YAML document from a string.
  public static func parse(_ text: String, limits: YAMLLimits = .default) -> YAMLParseResult {
    parse(Array(text.utf8), limits: limits)
  }
}
