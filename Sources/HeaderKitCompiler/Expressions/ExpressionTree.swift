public import HeaderKitDiagnostics

/// A parsed expression, stored flat: nodes in an array, children by index.
///
/// Flat storage means neither building nor dropping a large expression recurses.
public struct ExpressionTree: Hashable, Sendable {
  /// What a node is.
  public enum Kind: Hashable, Sendable {
    /// A number literal.
    case number(Double)
    /// A name: an input, param, range, var or state, or `index` or `item`
    /// under `each`.
    case name(String)
    /// A prefix operator; one child.
    case unary(UnaryOperator)
    /// A binary operator; two children, left and right.
    case binary(BinaryOperator)
    /// A call of a built-in function; children are the arguments.
    case call(String)
    /// `list[index]`; children are the list and the index.
    case index
  }

  /// A prefix operator, its raw value as written.
  public enum UnaryOperator: String, Hashable, Sendable {
    /// `-a`: the negation.
    case negate = "-"
    /// `+a`: the value itself.
    case plus = "+"
    /// `!a`: 1 if `a` is 0, else 0.
    case not = "!"
  }

  /// A binary operator, its raw value as written. Comparisons and logic give
  /// exactly 1 or 0; 0 is false, anything else true.
  public enum BinaryOperator: String, Hashable, Sendable, CaseIterable {
    /// `a + b`.
    case add = "+"
    /// `a - b`.
    case subtract = "-"
    /// `a * b`.
    case multiply = "*"
    /// `a / b`; 0 when `b` is 0.
    case divide = "/"
    /// `a % b`: `a - b * floor(a / b)`, with the sign of `b`; 0 when `b` is 0.
    case remainder = "%"
    /// `a < b`.
    case less = "<"
    /// `a <= b`.
    case lessOrEqual = "<="
    /// `a > b`.
    case greater = ">"
    /// `a >= b`.
    case greaterOrEqual = ">="
    /// `a == b`.
    case equal = "=="
    /// `a != b`.
    case notEqual = "!="
    /// `a && b`: 1 if both are non-zero (both sides are evaluated).
    case and = "&&"
    /// `a || b`: 1 if either is non-zero (both sides are evaluated).
    case or = "||"
  }

  /// One node of the tree.
  public struct Node: Hashable, Sendable {
    /// What the node is.
    public var kind: Kind
    /// Where the node's text is in the source file.
    public var range: SourceRange
    /// The indices of the node's children in ``ExpressionTree/nodes``, in order.
    public var children: [Int]
  }

  /// Every node of the tree; ``root`` and ``Node/children`` index into it.
  public internal(set) var nodes: [Node] = []
  /// The index of the root node.
  public internal(set) var root: Int = 0

  /// The node at `index` of ``nodes``.
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
  /// The expression as written (a YAML number's text, for numbers).
  public var text: String
  /// Where the expression is written.
  public var range: SourceRange
  /// The parsed expression.
  public var tree: ExpressionTree

  /// An expression written as `text` at `range`, parsed as `tree`.
  public init(text: String, range: SourceRange, tree: ExpressionTree) {
    self.text = text
    self.range = range
    self.tree = tree
  }
}
