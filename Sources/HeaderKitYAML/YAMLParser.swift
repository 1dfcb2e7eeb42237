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
  /// How many bytes of scalar text all aliases together may repeat, counting
  /// each alias as all the text of the node it refers to: an alias of one
  /// long string is one node, but its text reaches every output it lands in.
  public var maxAliasBytes: Int = 1 << 20

  public init() {}

  public static let `default` = YAMLLimits()
}

/// What parsing produced: a document when the YAML could be read, and every
/// diagnostic found on the way.
public struct YAMLParseResult: Sendable {
  public var document: YAMLDocument?
  public var diagnostics: [Diagnostic]

  /// A result as given; other layers' tests use it to stand in for a parse.
  public init(document: YAMLDocument?, diagnostics: [Diagnostic]) {
    self.document = document
    self.diagnostics = diagnostics
  }
}

/// Reads YAML with the system libyaml.
public enum YAMLParser {
  /// Parses one YAML document from UTF-8 bytes.
  ///
  /// The result holds a document whenever one could be built, even if
  /// diagnostics report problems in it (duplicate keys, unsupported tags,
  /// YAML 1.1 booleans); after an encoding, syntax or limit error, an
  /// unresolvable alias, an empty file or a second document, it holds only
  /// diagnostics.
  public static func parse(_ bytes: [UInt8], limits: YAMLLimits = .default) -> YAMLParseResult {
    switch InputChecks.check(bytes, limits: limits) {
    case .problem(let diagnostic):
      return YAMLParseResult(document: nil, diagnostics: [diagnostic])
    case .content(let content):
      let reader = LibYAMLEventReader(bytes: content)
      var composer = DocumentComposer(limits: limits, source: YAMLSource(content))
      return composer.compose(reader)
    }
  }

  /// Parses one YAML document from a string.
  public static func parse(_ text: String, limits: YAMLLimits = .default) -> YAMLParseResult {
    parse(Array(text.utf8), limits: limits)
  }
}
