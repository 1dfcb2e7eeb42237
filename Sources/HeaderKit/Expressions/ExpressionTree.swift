public import HeaderKitDiagnostics

/// A parsed expression, stored flat: nodes in an array, children by index.
///
/// Flat storage means neither building nor dropping a large expression recurses.
public struct ExpressionTree: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case number(Double)
    case name(String)
    case unary(UnaryOperator)
    case binary(BinaryOperator)
    /// A call of a built-in function; children are the arguments.
    case call(String)
    /// `list[index]`; children are the list and the index.
    case index
  }

  public enum UnaryOperator: String, Hashable, Sendable {
    case negate = "-"
    case plus = "+"
    case not = "!"
  }

  public enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case equal = "=="
    case notEqual = "!="
    case and = "&&"
    case or = "||"
  }

  public struct Node: Hashable, Sendable {
    public var kind: Kind
    /// Where the node's text is in the source file.
    public var range: SourceRange
    public var children: [Int]
  }

  public internal(set) var nodes: [Node] = []
  /// The index of the root node.
  public internal(set) var root: Int = 0

  public subscript(index: Int) -> Node { nodes[index] }

  /// A tree of a single number, for values given as YAML numbers.
  public static func number(_ value: Double, at range: SourceRange) -> ExpressionTree {
    ExpressionTree(nodes: [Node(kind: .number(value), range: range, children: [])], root: 0)
  }

  /// The constant value, if the whole expression is a number literal
  /// (possibly negated).
  public var literalValue: Double? {
    switch nodes[root].kind {
    case .number(let value): return value
    case .unary(.negate):
      if case .number(let value) = nodes[nodes[root].children[0]].kind { return -value }
      return nil
    default: return nil
    }
  }

  /// Every name the expression mentions, with where, in source order.
  public var names: [(name: String, range: SourceRange)] {
    nodes.compactMap { node in
      if case .name(let name) = node.kind { return (name, node.range) }
      return nil
    }
  }
}

/// An expression as written in a spec: its text, where it is, and its tree.
public struct SpecExpression: Hashable, Sendable {
  public var text: String
  public var range: SourceRange
  public var tree: ExpressionTree

  public init(text: String, range: SourceRange, tree: ExpressionTree) {
    self.text = text
    self.range = range
    self.tree = tree
  }
}
