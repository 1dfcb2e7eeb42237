import HeaderKitDiagnostics

/// Builds a ``YAMLDocument`` from libyaml's events.
///
/// An explicit stack of open collections replaces recursion, so nesting costs
/// heap rather than call stack, and the depth limit can stop libyaml early:
/// its scanner slows down quadratically with nesting depth.
struct DocumentComposer {
  typealias NodeID = YAMLDocument.NodeID

  /// A collection whose end event has not come yet.
  private struct OpenCollection {
    var node: Int
    var isMapping: Bool
    /// The children kept so far, copied to `children` in one run at the end
    /// so that each collection's children stay contiguous.
    var items: [NodeID] = []
    /// 1 plus the expanded sizes of the children so far.
    var expandedSize = 1
    /// The expanded text of the children so far, in bytes.
    var expandedBytes = 0
    /// Mappings: whether the next child is a key.
    var expectsKey: Bool
    /// Mappings: the key waiting for its value, `nil` when the pair is dropped.
    var pendingKey: NodeID?
    /// Mappings: where each key's text first appears.
    var firstKeys: [String: SourceRange] = [:]

    init(node: Int, isMapping: Bool) {
      self.node = node
      self.isMapping = isMapping
      self.expectsKey = isMapping
    }
  }

  private let limits: YAMLLimits
  private let source: YAMLSource
  private var nodes: [YAMLDocument.Node] = []
  private var children: [NodeID] = []
  /// Parallel to `nodes`: how many nodes each stands for with aliases
  /// expanded; 0 while a collection is still open.
  private var expandedSizes: [Int] = []
  /// Parallel to `nodes`: the bytes of scalar text each stands for with
  /// aliases expanded (keys included); 0 while a collection is still open.
  private var expandedBytes: [Int] = []
  private var stack: [OpenCollection] = []
  /// The node of each anchor's latest definition.
  private var anchors: [String: Int] = [:]
  /// How many nodes all aliases so far stand for.
  private var aliasNodes = 0
  /// How many bytes of scalar text all aliases so far repeat.
  private var aliasBytes = 0
  private var documentCount = 0
  private var root: NodeID?
  /// Whether the root is the empty plain scalar of a document with no content.
  private var rootIsEmpty = false
  /// Set by errors that leave a hole in the document: reading goes on to find
  /// more problems, but no document is returned.
  private var isBroken = false
  private var diagnostics: [Diagnostic] = []

  init(limits: YAMLLimits, source: YAMLSource) {
    self.limits = limits
    self.source = source
  }

  /// Reads every event and returns the document, if one could be built.
  mutating func compose(_ reader: LibYAMLEventReader) -> YAMLParseResult {
    guard readEvents(reader), !isBroken else {
      return YAMLParseResult(document: nil, diagnostics: diagnostics)
    }
    guard let root, !rootIsEmpty else {
      diagnostics.append(.emptyDocument())
      return YAMLParseResult(document: nil, diagnostics: diagnostics)
    }
    let document = YAMLDocument(nodes: nodes, children: children, root: root, source: source)
    return YAMLParseResult(document: document, diagnostics: diagnostics)
  }

  /// Handles events until the stream ends (true) or an error stops reading (false).
  private mutating func readEvents(_ reader: LibYAMLEventReader) -> Bool {
    while true {
      let event: LibYAMLEvent
      do {
        event = try reader.next()
      } catch {
        var diagnostic = Self.diagnostic(for: error)
        if case .syntax(_, let location, _, _) = error,
          let hint = source.conditionalNote(at: location)
        {
          diagnostic.notes.append(hint)
        }
        diagnostics.append(diagnostic)
        return false
      }
      switch event {
      case .none, .streamEnd:
        return true
      case .streamStart, .documentEnd:
        continue
      case .documentStart(let range):
        documentCount += 1
        if documentCount > 1 {
          diagnostics.append(.multipleDocuments(at: range))
          return false
        }
      case .scalar(let scalar):
        addScalar(scalar)
      case .alias(let name, let range):
        guard addAlias(name, at: range) else { return false }
      case .sequenceStart(let start):
        guard open(start, isMapping: false) else { return false }
      case .mappingStart(let start):
        guard open(start, isMapping: true) else { return false }
      case .sequenceEnd(let range), .mappingEnd(let range):
        close(at: range)
      }
    }
  }

  // MARK: - Events

  private mutating func addScalar(_ scalar: ScalarEvent) {
    let tag = scalar.tag.map(CoreTag.init)
    if case .unsupported(let shown)? = tag {
      diagnostics.append(.unsupportedTag(shown, at: scalar.range))
    }
    // A value that does not fit its core tag (`!!int abc`) is reported here,
    // where the tag is still known, and kept as a string so the document
    // still builds; the spec layer then checks types as usual.
    var value = YAMLDocument.Value.string(scalar.text)
    if let resolved = ScalarResolver.value(of: scalar.text, style: scalar.style, tag: tag) {
      value = resolved
    } else if let tag {
      diagnostics.append(
        .tagMismatch(tag.display, value: Self.quoted(scalar.text), at: scalar.range))
    }
    let isPlainUntagged = tag == nil && scalar.style == .plain
    if isPlainUntagged, stack.last?.expectsKey != true,
      ScalarResolver.isYAML11Boolean(scalar.text)
    {
      diagnostics.append(.invalidBoolean(scalar.text, at: scalar.range))
    }
    if stack.isEmpty, isPlainUntagged, scalar.text.isEmpty, scalar.anchor == nil {
      rootIsEmpty = true
    }
    let node = YAMLDocument.Node(
      kind: .scalar, range: scalar.range, text: scalar.text, style: scalar.style, value: value)
    let bytes = scalar.text.utf8.count
    let id = append(node, expandedSize: 1, expandedBytes: bytes)
    if let anchor = scalar.anchor { anchors[anchor] = id }
    addChild(
      NodeID(id), at: scalar.range, expandedSize: 1, expandedBytes: bytes,
      isMergeKey: isPlainUntagged && scalar.text == "<<")
  }

  /// Adds an alias as a reference to its anchor's node; false when the
  /// expansion limit stops reading.
  private mutating func addAlias(_ name: String, at range: SourceRange) -> Bool {
    guard let target = anchors[name] else {
      diagnostics.append(.undefinedAlias(name, at: range))
      addPlaceholder(at: range)
      return true
    }
    let size = expandedSizes[target]
    guard size > 0 else {
      // Only an open collection has no size yet: the alias is inside it.
      let start = nodes[target].range.start
      let anchor = SourceRange(
        line: start.line, column: start.column, length: 1 + name.unicodeScalars.count)
      diagnostics.append(.recursiveAlias(name, at: range, anchor: anchor))
      addPlaceholder(at: range)
      return true
    }
    aliasNodes = Self.sum(aliasNodes, size)
    if aliasNodes > limits.maxAliasNodes {
      diagnostics.append(.aliasExpansion(limit: limits.maxAliasNodes, at: range))
      return false
    }
    let bytes = expandedBytes[target]
    aliasBytes = Self.sum(aliasBytes, bytes)
    if aliasBytes > limits.maxAliasBytes {
      diagnostics.append(.aliasTextExpansion(limit: limits.maxAliasBytes, at: range))
      return false
    }
    addChild(
      NodeID(target), at: range, expandedSize: size, expandedBytes: bytes, isMergeKey: false)
    return true
  }

  /// Opens a collection; false when the depth limit stops reading.
  private mutating func open(_ start: CollectionStartEvent, isMapping: Bool) -> Bool {
    guard stack.count < limits.maxDepth else {
      diagnostics.append(.nestingTooDeep(limit: limits.maxDepth, at: start.range))
      return false
    }
    switch start.tag.map(CoreTag.init) {
    case nil, .nonSpecific?:
      break
    case .seq? where !isMapping, .map? where isMapping:
      break
    case .unsupported(let shown)?:
      diagnostics.append(.unsupportedTag(shown, at: start.range))
    case let tag?:
      let value = isMapping ? "a mapping" : "a sequence"
      diagnostics.append(.tagMismatch(tag.display, value: value, at: start.range))
    }
    let node = YAMLDocument.Node(kind: isMapping ? .mapping : .sequence, range: start.range)
    // Register the anchor now, so an alias inside is found and reported as recursive.
    let id = append(node, expandedSize: 0, expandedBytes: 0)
    if let anchor = start.anchor { anchors[anchor] = id }
    stack.append(OpenCollection(node: id, isMapping: isMapping))
    return true
  }

  private mutating func close(at range: SourceRange) {
    // libyaml never sends an end without a start; ignore one all the same.
    guard let collection = stack.popLast() else { return }
    let id = collection.node
    nodes[id].range.end = range.end
    nodes[id].firstChild = Int32(children.count)
    nodes[id].childCount = Int32(collection.items.count)
    children.append(contentsOf: collection.items)
    expandedSizes[id] = collection.expandedSize
    expandedBytes[id] = collection.expandedBytes
    addChild(
      NodeID(id), at: nodes[id].range, expandedSize: collection.expandedSize,
      expandedBytes: collection.expandedBytes, isMergeKey: false)
  }

  // MARK: - Building

  private mutating func append(
    _ node: YAMLDocument.Node, expandedSize: Int, expandedBytes bytes: Int
  )
    -> Int
  {
    nodes.append(node)
    expandedSizes.append(expandedSize)
    expandedBytes.append(bytes)
    return nodes.count - 1
  }

  /// Stands in for an alias that cannot be resolved, so that keys and values
  /// stay paired while reading goes on; the document is not returned.
  private mutating func addPlaceholder(at range: SourceRange) {
    isBroken = true
    let id = append(
      YAMLDocument.Node(kind: .scalar, range: range), expandedSize: 1, expandedBytes: 0)
    addChild(NodeID(id), at: range, expandedSize: 1, expandedBytes: 0, isMergeKey: false)
  }

  /// Adds a finished node to the innermost open collection, or makes it the root.
  ///
  /// `range` is where this occurrence is written: for an alias, the alias,
  /// not its anchor's node.
  private mutating func addChild(
    _ id: NodeID, at range: SourceRange, expandedSize: Int, expandedBytes bytes: Int,
    isMergeKey: Bool
  ) {
    let top = stack.count - 1
    guard top >= 0 else {
      root = id
      return
    }
    stack[top].expandedSize = Self.sum(stack[top].expandedSize, expandedSize)
    stack[top].expandedBytes = Self.sum(stack[top].expandedBytes, bytes)
    guard stack[top].isMapping else {
      stack[top].items.append(id)
      return
    }
    guard stack[top].expectsKey else {
      if let key = stack[top].pendingKey { stack[top].items += [key, id] }
      stack[top].pendingKey = nil
      stack[top].expectsKey = true
      return
    }
    stack[top].expectsKey = false
    // Problem keys drop their pair: the spec layer only ever sees distinct scalar keys.
    let key = nodes[Int(id.index)]
    if key.kind != .scalar {
      diagnostics.append(.complexKey(at: range))
    } else if isMergeKey {
      diagnostics.append(.mergeKey(at: range))
    } else if let first = stack[top].firstKeys[key.text] {
      diagnostics.append(.duplicateKey(key.text, at: range, first: first))
    } else {
      stack[top].firstKeys[key.text] = range
      stack[top].pendingKey = id
    }
  }

  // MARK: - Helpers

  /// Adds sizes without overflowing, whatever the limits.
  private static func sum(_ lhs: Int, _ rhs: Int) -> Int {
    let (total, overflow) = lhs.addingReportingOverflow(rhs)
    return overflow ? .max : total
  }

  /// A scalar's text for a message, quoted and shortened.
  private static func quoted(_ text: String) -> String {
    let limit = 40
    let scalars = text.unicodeScalars
    guard scalars.count > limit else { return "'\(text)'" }
    return "'\(String(String.UnicodeScalarView(scalars.prefix(limit))))...'"
  }

  /// The diagnostic for the error that stopped libyaml.
  static func diagnostic(for error: LibYAMLError) -> Diagnostic {
    switch error {
    case .memory:
      return .yamlSyntax(
        problem: "libyaml ran out of memory", at: SourceRange(line: 1, column: 1), context: nil,
        contextRange: nil)
    case .reader(let problem, let value, let byte, let location):
      // The input checks catch these first; this keeps libyaml's own
      // findings located should its reader ever disagree.
      if problem.hasPrefix("control characters"), let scalar = UInt32(exactly: value) {
        return .controlCharacter(scalar, at: location)
      }
      if problem.contains("UTF-8"), let byte {
        return .invalidUTF8(byte: byte, at: location)
      }
      return .yamlSyntax(
        problem: problem, at: SourceRange(at: location), context: nil, contextRange: nil)
    case .syntax(let problem, let location, let context, let contextLocation):
      return .yamlSyntax(
        problem: problem, at: SourceRange(at: location), context: context,
        contextRange: context == nil ? nil : SourceRange(at: contextLocation))
    }
  }
}
