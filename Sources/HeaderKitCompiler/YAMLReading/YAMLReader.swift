import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitYAML

/// Typed reading of a YAML document that collects a diagnostic for every
/// mismatch instead of stopping at the first.
///
/// Specs, traces and test files are all read through it, so they describe
/// mistakes the same way. Each reading method returns nil after reporting.
struct YAMLReader {
  typealias NodeID = YAMLDocument.NodeID

  /// A key of a mapping with where it is, and its value.
  struct Entry {
    var key: String
    var keyRange: SourceRange
    var value: NodeID
  }

  let document: YAMLDocument
  var diagnostics: [Diagnostic] = []
  /// The most expression terms ``expression(_:_:)`` parses in all; beyond
  /// them it reports one `limit-exceeded` and reads no more expressions.
  var maxExpressionNodes = Int.max
  /// The expression terms parsed so far.
  private(set) var expressionNodes = 0
  /// Where the characters of scalars read as expressions are: each alias of
  /// an expression reads its anchor's scalar again, which is traced once.
  private var placements: [NodeID: TextPlacement] = [:]

  init(document: YAMLDocument) {
    self.document = document
  }

  func range(_ id: NodeID) -> SourceRange { document[id].range }

  /// How a node reads in a message: "a list", "the string 'yes'", "nothing".
  func describe(_ id: NodeID) -> String {
    let node = document[id]
    switch node.kind {
    case .mapping: return "a mapping"
    case .sequence: return "a list"
    case .scalar:
      switch node.value {
      case .null: return "nothing (null)"
      case .bool(let value): return "the boolean \(value)"
      case .number: return "the number \(node.text)"
      case .string(let text):
        let shown = text.count > 40 ? String(text.prefix(37)) + "..." : text
        return "the string '\(shown)'"
      }
    }
  }

  mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

  // MARK: Collections

  /// The entries of a mapping, or nil (reported) if the node is not one.
  mutating func mapping(_ id: NodeID, _ what: String) -> [Entry]? {
    guard document[id].kind == .mapping else {
      report(.notAMapping(what, found: describe(id), at: range(id)))
      return nil
    }
    return document.pairs(of: id).map {
      Entry(key: document[$0.key].text, keyRange: document[$0.key].range, value: $0.value)
    }
  }

  /// The items of a sequence, or nil (reported) if the node is not one.
  mutating func sequence(_ id: NodeID, _ what: String) -> ArraySlice<NodeID>? {
    guard document[id].kind == .sequence else {
      report(.wrongType(what, expected: "a list", found: describe(id), at: range(id)))
      return nil
    }
    return document.items(of: id)
  }

  /// Reports every key not in `allowed`, suggesting the closest allowed key
  /// and listing them all.
  mutating func checkKeys(_ entries: [Entry], allowed: [String], in context: String) {
    for entry in entries where !allowed.contains(entry.key) {
      report(
        .unknownKey(
          entry.key, in: context, valid: allowed,
          suggestion: Suggestions.closest(to: entry.key, in: allowed), at: entry.keyRange))
    }
  }

  func entry(_ entries: [Entry], _ key: String) -> Entry? {
    entries.first { $0.key == key }
  }

  /// The entry for a key that must be present; reported at `range` if missing.
  mutating func required(
    _ entries: [Entry], _ key: String, in context: String, at range: SourceRange
  )
    -> Entry?
  {
    guard let found = entry(entries, key) else {
      report(.missingKey(key, in: context, at: range))
      return nil
    }
    return found
  }

  // MARK: Scalars

  mutating func number(_ id: NodeID, _ what: String, expected: String = "a number") -> Double? {
    guard case .number(let value) = document[id].value, document[id].kind == .scalar else {
      report(.wrongType(what, expected: expected, found: describe(id), at: range(id)))
      return nil
    }
    guard value.isFinite else {
      report(.nonFiniteNumber(what, at: range(id)))
      return nil
    }
    return value
  }

  mutating func string(_ id: NodeID, _ what: String) -> String? {
    let node = document[id]
    guard node.kind == .scalar, case .string(let text) = node.value else {
      report(.wrongType(what, expected: "text", found: describe(id), at: range(id)))
      return nil
    }
    return text
  }

  mutating func bool(_ id: NodeID, _ what: String) -> Bool? {
    guard case .bool(let value) = document[id].value, document[id].kind == .scalar else {
      report(.wrongType(what, expected: "true or false", found: describe(id), at: range(id)))
      return nil
    }
    return value
  }

  /// One of a fixed set of words, e.g. an axis.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ id: NodeID, _ what: String, as type: Choice.Type = Choice.self
  ) -> Choice? where Choice.RawValue == String {
    let words = Choice.allCases.map(\.rawValue)
    guard let text = string(id, what) else { return nil }
    guard let choice = Choice(rawValue: text) else {
      let suggestion = Suggestions.closest(to: text, in: words)
      report(
        .invalidValue(
          Diagnostic.suggesting(
            "\(what) must be one of \(words.joined(separator: ", ")), found '\(text)'", suggestion),
          at: range(id)))
      return nil
    }
    return choice
  }

  /// A name being declared (a mapping key): an identifier that is not reserved.
  mutating func declaredName(_ entry: Entry) -> Located<String>? {
    let name = entry.key
    if let problem = NameRule.problem(with: name) {
      report(.invalidName(name, reason: problem.description, at: entry.keyRange))
      return nil
    }
    return Located(name, at: entry.keyRange)
  }

  /// A reference to a name (checked against declarations later).
  mutating func reference(_ id: NodeID, _ what: String) -> Located<String>? {
    guard let text = string(id, what) else { return nil }
    return Located(text, at: range(id))
  }

  /// An expression: a YAML number, or text in the expression language.
  mutating func expression(_ id: NodeID, _ what: String) -> SpecExpression? {
    let node = document[id]
    guard node.kind == .scalar else {
      report(
        conditionalMapping(id)
          ?? .wrongType(
            what, expected: "a number or an expression", found: describe(id), at: range(id)))
      return nil
    }
    switch node.value {
    case .number(let value):
      guard value.isFinite else {
        report(.nonFiniteNumber(what, at: node.range))
        return nil
      }
      return SpecExpression(
        text: node.text, range: node.range, tree: .number(value, at: node.range))
    case .string(let text):
      guard expressionNodes <= maxExpressionNodes else { return nil }
      switch ExpressionParser.parse(text, placement: placement(of: id)) {
      case .success(let tree):
        expressionNodes += tree.nodes.count
        if expressionNodes > maxExpressionNodes {
          report(
            .limitExceeded(
              "expression terms in one spec (each use of an alias counts again)",
              limit: maxExpressionNodes, at: node.range))
          return nil
        }
        return SpecExpression(text: text, range: node.range, tree: tree)
      case .failure(let diagnostic):
        report(diagnostic)
        return nil
      }
    case .null, .bool:
      report(
        .wrongType(what, expected: "a number or an expression", found: describe(id), at: range(id)))
      return nil
    }
  }

  /// Where each character of a scalar's text is written, traced through
  /// YAML's folding, indentation, quotes and escapes; a scalar that cannot
  /// be traced is placed at its start.
  mutating func placement(of id: NodeID) -> TextPlacement {
    if let placement = placements[id] { return placement }
    let start = document[id].range.start
    let placement =
      document.sourceMap(of: id).map { TextPlacement($0, start: start) }
      ?? TextPlacement(start: start, precise: false)
    placements[id] = placement
    return placement
  }

  /// An easing spelling, e.g. `easeInOut` or `cubic-bezier(0.4, 0, 0.2, 1)`.
  mutating func easing(_ id: NodeID) -> Located<Easing>? {
    guard let text = string(id, "'ease'") else { return nil }
    guard let easing = Easing(text) else {
      if case .failure(let problem) = Easing.interpolator(text) {
        report(.invalidEasingArgument(text, problem: problem.message, at: range(id)))
        return nil
      }
      let names = [
        "linear", "hold", "easeIn", "easeOut", "easeInOut", "accelerate", "decelerate",
        "accelerateDecelerate", "overshoot", "anticipate", "anticipateOvershoot",
      ]
      report(
        .invalidEasing(text, suggestion: Suggestions.closest(to: text, in: names), at: range(id)))
      return nil
    }
    return Located(easing, at: range(id))
  }

  /// A list of numbers, e.g. a frame or a list param's default.
  mutating func numbers(_ id: NodeID, _ what: String, count: Int? = nil) -> [Double]? {
    guard let items = sequence(id, what) else { return nil }
    var values: [Double] = []
    for item in items {
      guard let value = number(item, "each element of \(what)") else { return nil }
      values.append(value)
    }
    if let count, values.count != count {
      report(
        .wrongType(
          what, expected: "a list of \(count) numbers",
          found: values.count == 1 ? "1 number" : "\(values.count) numbers", at: range(id)))
      return nil
    }
    return values
  }
}
