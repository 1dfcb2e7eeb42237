public import HeaderKitDiagnostics
import HeaderKitYAML

/// Where an expression's text sits in its file, to give each node a location.
public struct TextPlacement: Sendable {
  /// The location of the text's first character.
  public var start: SourceLocation
  /// Whether offsets in the text map one-to-one to columns (a single-line
  /// scalar without escapes); otherwise, without a map of where each
  /// character is written, every node is placed at `start`.
  public var precise: Bool
  /// Where each character of the text is written, for text YAML has folded,
  /// unindented or unescaped.
  var map: ScalarSourceMap?

  /// Text that starts at `start`, placed column by column when `precise`.
  public init(start: SourceLocation, precise: Bool) {
    self.start = start
    self.precise = precise
  }

  /// Places the text of a scalar traced in its file.
  init(_ map: ScalarSourceMap, start: SourceLocation) {
    self.start = start
    self.precise = true
    self.map = map
  }

  func range(_ from: Int, _ to: Int) -> SourceRange {
    if let map { return map.range(from: from, to: to) }
    guard precise else { return SourceRange(at: start) }
    return SourceRange(line: start.line, column: start.column + from, length: to - from)
  }
}

/// Bounds on one expression, so a hostile spec cannot exhaust the stack or memory.
public struct ExpressionLimits: Sendable {
  /// The most nodes (numbers, names, operators, calls) in one expression.
  public var maxNodes = 1_000
  /// The deepest nesting of parentheses, calls and unary operators.
  public var maxDepth = 64

  /// The default limits: 1,000 nodes, 64 levels deep.
  public init() {}
}

/// Parses the expression language:
///
/// ```
/// expression := or
/// or         := and ("||" and)*
/// and        := comparison ("&&" comparison)*
/// comparison := sum (("<" | "<=" | ">" | ">=" | "==" | "!=") sum)?
/// sum        := product (("+" | "-") product)*
/// product    := unary (("*" | "/" | "%") unary)*
/// unary      := ("-" | "+" | "!") unary | postfix
/// postfix    := primary ("[" expression "]")*
/// primary    := number | name | name "(" arguments ")" | "(" expression ")"
/// ```
///
/// Binary operators are left-associative and parsed with loops, so only
/// parentheses, calls and unary operators nest — and those are bounded by
/// ``ExpressionLimits/maxDepth``.
public struct ExpressionParser {
  private var lexer: ExpressionLexer
  private var token = ExpressionToken(kind: .end, start: 0, end: 0)
  private var tree = ExpressionTree()
  /// Each node's first offset and the offset just past it, beside `tree.nodes`.
  private var offsets: [(start: Int, end: Int)] = []
  private var depth = 0
  private let placement: TextPlacement
  private let limits: ExpressionLimits
  private let text: String

  /// Parses `text`, placing nodes with `placement`.
  /// - Returns: the tree, or the first problem found.
  public static func parse(
    _ text: String, placement: TextPlacement, limits: ExpressionLimits = ExpressionLimits()
  ) -> Result<ExpressionTree, Diagnostic> {
    var parser = ExpressionParser(text: text, placement: placement, limits: limits)
    do {
      try parser.advance()
      if parser.token.kind == .end {
        throw Diagnostic.expressionSyntax("empty expression", at: placement.range(0, 0))
      }
      let root = try parser.parseOr()
      guard parser.token.kind == .end else {
        throw parser.unexpected(
          "unexpected \(parser.describe(parser.token)) after the expression")
      }
      parser.tree.root = root
      return .success(parser.tree)
    } catch let diagnostic as Diagnostic {
      return .failure(diagnostic)
    } catch {
      return .failure(.expressionSyntax("\(error)", at: placement.range(0, 0)))
    }
  }

  private init(text: String, placement: TextPlacement, limits: ExpressionLimits) {
    self.text = text
    self.lexer = ExpressionLexer(text)
    self.placement = placement
    self.limits = limits
  }

  // MARK: Grammar

  private mutating func parseOr() throws -> Int {
    var left = try parseAnd()
    while isSymbol("||") { left = try binary(.or, left) { try $0.parseAnd() } }
    return left
  }

  private mutating func parseAnd() throws -> Int {
    var left = try parseComparison()
    while isSymbol("&&") { left = try binary(.and, left) { try $0.parseComparison() } }
    return left
  }

  private mutating func parseComparison() throws -> Int {
    let left = try parseSum()
    let comparisons: [ExpressionTree.BinaryOperator] = [
      .less, .lessOrEqual, .greater, .greaterOrEqual, .equal, .notEqual,
    ]
    guard let op = comparisons.first(where: { isSymbol($0.rawValue) }) else { return left }
    let result = try binary(op, left) { try $0.parseSum() }
    if let second = comparisons.first(where: { isSymbol($0.rawValue) }) {
      throw Diagnostic.expressionSyntax(
        "comparisons do not chain; write 'a \(op.rawValue) b && b \(second.rawValue) c'",
        at: range(of: token))
    }
    return result
  }

  private mutating func parseSum() throws -> Int {
    var left = try parseProduct()
    while let op = [ExpressionTree.BinaryOperator.add, .subtract].first(where: {
      isSymbol($0.rawValue)
    }) {
      left = try binary(op, left) { try $0.parseProduct() }
    }
    return left
  }

  private mutating func parseProduct() throws -> Int {
    var left = try parseUnary()
    while let op = [ExpressionTree.BinaryOperator.multiply, .divide, .remainder].first(where: {
      isSymbol($0.rawValue)
    }) {
      left = try binary(op, left) { try $0.parseUnary() }
    }
    return left
  }

  private mutating func parseUnary() throws -> Int {
    let start = token.start
    let op: ExpressionTree.UnaryOperator? =
      isSymbol("-") ? .negate : isSymbol("+") ? .plus : isSymbol("!") ? .not : nil
    guard let op else { return try parsePostfix() }
    try advance()
    try enter()
    let operand = try parseUnary()
    depth -= 1
    return try add(.unary(op), from: start, to: offsets[operand].end, children: [operand])
  }

  private mutating func parsePostfix() throws -> Int {
    var base = try parsePrimary()
    while isSymbol("[") {
      let start = offsets[base].start
      try advance()
      try enter()
      let index = try parseOr()
      depth -= 1
      let end = try expect("]", closing: "[")
      base = try add(.index, from: start, to: end, children: [base, index])
    }
    return base
  }

  private mutating func parsePrimary() throws -> Int {
    let current = token
    switch current.kind {
    case .number(let value):
      try advance()
      return try add(.number(value), from: current.start, to: current.end, children: [])
    case .name(let name):
      try advance()
      if name == "not", startsOperand(token) {
        throw Diagnostic.foreignOperator("not", at: range(of: current))
      }
      guard isSymbol("(") else {
        return try add(.name(name), from: current.start, to: current.end, children: [])
      }
      try advance()
      try enter()
      var arguments: [Int] = []
      if !isSymbol(")") {
        arguments.append(try parseOr())
        while isSymbol(",") {
          try advance()
          arguments.append(try parseOr())
        }
      }
      depth -= 1
      let end = try expect(")", closing: "(")
      return try add(.call(name), from: current.start, to: end, children: arguments)
    case .symbol("("):
      try advance()
      try enter()
      let inner = try parseOr()
      depth -= 1
      _ = try expect(")", closing: "(")
      return inner
    case .end, .symbol:
      throw missingOperand()
    }
  }

  // MARK: Helpers

  private mutating func binary(
    _ op: ExpressionTree.BinaryOperator, _ left: Int, right: (inout ExpressionParser) throws -> Int
  ) throws -> Int {
    let percentSign = token
    try advance()
    // A `%` that no operand follows is most likely a percentage: `50% * x`.
    if op == .remainder, !startsOperand(token), !["-", "+", "!"].contains(where: { isSymbol($0) }) {
      var diagnostic = missingOperand()
      diagnostic.notes.append(Diagnostic.percentInExpression(at: range(of: percentSign)))
      throw diagnostic
    }
    let rightNode = try right(&self)
    return try add(
      .binary(op), from: offsets[left].start, to: offsets[rightNode].end,
      children: [left, rightNode])
  }

  private mutating func add(
    _ kind: ExpressionTree.Kind, from start: Int, to end: Int, children: [Int]
  )
    throws -> Int
  {
    guard tree.nodes.count < limits.maxNodes else {
      throw Diagnostic.expressionTooComplex(
        "has more than \(limits.maxNodes) terms", at: placement.range(0, 0))
    }
    tree.nodes.append(.init(kind: kind, range: placement.range(start, end), children: children))
    offsets.append((start, end))
    return tree.nodes.count - 1
  }

  private mutating func enter() throws {
    depth += 1
    guard depth <= limits.maxDepth else {
      throw Diagnostic.expressionTooComplex(
        "is nested more than \(limits.maxDepth) levels deep", at: range(of: token))
    }
  }

  private mutating func expect(_ symbol: String, closing opener: String) throws -> Int {
    guard isSymbol(symbol) else {
      throw unexpected("expected '\(symbol)' to close '\(opener)' but found \(describe(token))")
    }
    let end = token.end
    try advance()
    return end
  }

  private mutating func advance() throws {
    switch lexer.next() {
    case .success(let next): token = next
    case .failure(let error):
      throw error.diagnostic(placement.range(error.offset, error.offset + error.length))
    }
  }

  private func isSymbol(_ symbol: String) -> Bool { token.kind == .symbol(symbol) }

  /// The error for a token that cannot start an operand where one must come.
  private func missingOperand() -> Diagnostic {
    guard case .symbol(let symbol) = token.kind else {
      return .expressionSyntax(
        "expected a number, a name or '(' at the end of the expression", at: range(of: token))
    }
    return .expressionSyntax(
      "expected a number, a name or '(' but found '\(symbol)'", at: range(of: token))
  }

  /// Whether a token can start an operand (so `not` before it is an operator).
  private func startsOperand(_ token: ExpressionToken) -> Bool {
    token.kind.isOperand || token.kind == .symbol("(")
  }

  /// The error for a token that cannot come here: Python's `and` and `or`
  /// get their operators, anything else `problem`.
  private func unexpected(_ problem: String) -> Diagnostic {
    if case .name(let word) = token.kind, word == "and" || word == "or" {
      return .foreignOperator(word, at: range(of: token))
    }
    return .expressionSyntax(problem, at: range(of: token))
  }

  private func range(of token: ExpressionToken) -> SourceRange {
    placement.range(token.start, max(token.end, token.start + 1))
  }

  private func describe(_ token: ExpressionToken) -> String {
    switch token.kind {
    case .number(let value): "the number \(value)"
    case .name(let name): "'\(name)'"
    case .symbol(let symbol): "'\(symbol)'"
    case .end: "the end of the expression"
    }
  }
}
