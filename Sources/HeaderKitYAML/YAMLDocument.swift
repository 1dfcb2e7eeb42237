public import HeaderKitDiagnostics

/// A parsed YAML document: a flat array of located nodes.
///
/// Nodes live in one array and refer to their children by index, so neither
/// building nor freeing a deeply nested document recurses. An alias is not
/// copied: it refers to the node of its anchor, which makes the tree a DAG and
/// keeps alias bombs from multiplying memory. ``YAMLParser`` bounds how many
/// nodes aliases may stand for, so walking the document stays bounded too.
public struct YAMLDocument: Sendable {
  /// The index of a node in ``nodes``.
  public struct NodeID: Hashable, Sendable {
    public let index: Int32
    public init(_ index: Int) { self.index = Int32(index) }
  }

  public enum Kind: Sendable, Equatable {
    case scalar
    case sequence
    case mapping
  }

  public enum ScalarStyle: Sendable, Equatable {
    case plain
    case singleQuoted
    case doubleQuoted
    case literal
    case folded
  }

  /// The value of a scalar under HeaderKit's reading of the YAML 1.2 core schema.
  public enum Value: Sendable, Equatable {
    case null
    case bool(Bool)
    /// Core-schema integers and floats, including `.inf` and `.nan`, which the
    /// spec layer rejects where it needs a finite number.
    case number(Double)
    case string(String)
  }

  public struct Node: Sendable {
    public var kind: Kind
    /// From the node's first character to just past its last (for an alias,
    /// the anchor's node keeps its own range).
    public var range: SourceRange
    /// The node's text for scalars, "" for collections.
    public var text: String
    public var style: ScalarStyle
    /// The scalar's resolved value; `.null` for collections.
    public var value: Value
    /// Children in ``YAMLDocument/children``: items of a sequence, or the keys
    /// and values of a mapping alternating (key, value, key, value, ...).
    public var firstChild: Int32
    public var childCount: Int32

    public init(
      kind: Kind, range: SourceRange, text: String = "", style: ScalarStyle = .plain,
      value: Value = .null, firstChild: Int32 = 0, childCount: Int32 = 0
    ) {
      self.kind = kind
      self.range = range
      self.text = text
      self.style = style
      self.value = value
      self.firstChild = firstChild
      self.childCount = childCount
    }
  }

  public private(set) var nodes: [Node]
  /// Child references of every collection, each collection's run contiguous.
  public private(set) var children: [NodeID]
  public let root: NodeID
  /// The file's text, for ``sourceMap(of:)``; `nil` for a document built by hand.
  let source: YAMLSource?

  public init(nodes: [Node], children: [NodeID], root: NodeID) {
    self.init(nodes: nodes, children: children, root: root, source: nil)
  }

  init(nodes: [Node], children: [NodeID], root: NodeID, source: YAMLSource?) {
    self.nodes = nodes
    self.children = children
    self.root = root
    self.source = source
  }

  public subscript(id: NodeID) -> Node { nodes[Int(id.index)] }

  /// The items of a sequence (empty for other kinds).
  public func items(of id: NodeID) -> ArraySlice<NodeID> {
    let node = self[id]
    guard node.kind == .sequence else { return [] }
    let start = Int(node.firstChild)
    return children[start..<start + Int(node.childCount)]
  }

  /// The key-value pairs of a mapping, in document order (empty for other kinds).
  public func pairs(of id: NodeID) -> [(key: NodeID, value: NodeID)] {
    let node = self[id]
    guard node.kind == .mapping else { return [] }
    let start = Int(node.firstChild)
    return stride(from: start, to: start + Int(node.childCount), by: 2).map {
      (children[$0], children[$0 + 1])
    }
  }
}
