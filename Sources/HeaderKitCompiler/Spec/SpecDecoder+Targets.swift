import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitYAML

extension SpecDecoding {
  static let elementKeys = TargetProperty.elementProperties.map(\.rawValue) + ["scale"]
  static let constraintKeys = ["constant"]
  /// The colour properties of elements (``ColorProperty``), as the runtime's
  /// targets read them.
  static let colorKeys = HeaderTarget.colorProperties

  mutating func decodeTarget(_ name: Located<String>, _ id: NodeID) -> TargetDecl? {
    let context = "target '\(name.value)'"
    guard let entries = reader.mapping(id, context) else { return nil }
    var kind = TargetDecl.Kind.element
    if let entry = reader.entry(entries, "kind") {
      kind = reader.choice(entry.value, "'kind'") ?? .element
    }
    let propertyKeys = kind == .element ? Self.elementKeys : Self.constraintKeys
    let colorKeys = kind == .element ? Self.colorKeys : []
    var target = TargetDecl(name: name, kind: kind, properties: [], preview: nil)
    var scaleKey: SourceRange?
    var axisScaleKey: SourceRange?
    for entry in entries {
      let key = Located(entry.key, at: entry.keyRange)
      switch entry.key {
      case "kind":
        continue
      case "preview":
        target.preview = decodeElementPreview(entry.value, kind: kind)
      case "anchor" where kind == .element:
        if let anchor = reader.numbers(entry.value, "'anchor'", count: 2) {
          target.anchor = Located(anchor, at: reader.range(entry.value))
        }
      case "custom":
        target.custom = decodeCustom(entry.value, target: name.value)
      case _ where colorKeys.contains(entry.key):
        if let property = ColorProperty(rawValue: entry.key) {
          let bindings = decodeColorBindings(entry.value, "'\(name.value).\(entry.key)'")
          target.colors.append(ColorPropertyDecl(property: property, key: key, bindings: bindings))
        }
      case _ where propertyKeys.contains(entry.key):
        let bindings = decodeBindings(entry.value, "\(name.value).\(entry.key)")
        if entry.key == "scale" {
          scaleKey = entry.keyRange
          target.properties.append(PropertyDecl(property: .scaleX, key: key, bindings: bindings))
          target.properties.append(PropertyDecl(property: .scaleY, key: key, bindings: bindings))
        } else if let property = TargetProperty(rawValue: entry.key) {
          if property == .scaleX || property == .scaleY {
            axisScaleKey = axisScaleKey ?? entry.keyRange
          }
          target.properties.append(PropertyDecl(property: property, key: key, bindings: bindings))
        }
      default:
        reportUnknownTargetKey(entry, target: name.value, kind: kind)
      }
    }
    if let scaleKey, let axisScaleKey {
      reader.report(
        .conflictingScale(at: max(scaleKey, axisScaleKey), first: min(scaleKey, axisScaleKey)))
    }
    return target
  }

  /// A key of a target that is none of its kind's: a property of the other
  /// kind, or an unknown key (perhaps a property under another platform's name).
  private mutating func reportUnknownTargetKey(
    _ entry: Entry, target: String, kind: TargetDecl.Kind
  ) {
    let propertyKeys = kind == .element ? Self.elementKeys + Self.colorKeys : Self.constraintKeys
    let otherKind =
      kind == .element ? Self.constraintKeys : Self.elementKeys + Self.colorKeys + ["anchor"]
    let candidates =
      propertyKeys + ["kind", "preview", "custom"] + (kind == .element ? ["anchor"] : [])
    if otherKind.contains(entry.key) || TargetProperty(rawValue: entry.key) != nil {
      reader.report(
        .unknownProperty(
          entry.key, kind: kind.rawValue, valid: propertyKeys, suggestion: nil,
          at: entry.keyRange))
    } else {
      let synonym = Suggestions.propertySynonym(of: entry.key)
      let other = kind == .element ? TargetDecl.Kind.constraint : .element
      reader.report(
        .unknownTargetKey(
          entry.key, target: target, kind: kind.rawValue, properties: propertyKeys,
          suggestion: Suggestions.property(for: entry.key, in: candidates),
          otherKind: synonym.flatMap {
            otherKind.contains($0) ? (other.rawValue, $0) : nil
          }, at: entry.keyRange))
    }
  }

  /// `custom: { NAME: binding }`: numbers the engine does not know, each a
  /// name of the target's own, output as `target.custom.NAME`.
  private mutating func decodeCustom(_ id: NodeID, target: String) -> [CustomPropertyDecl] {
    guard let entries = reader.mapping(id, "'custom'") else { return [] }
    return entries.compactMap { entry in
      guard let name = reader.declaredName(entry) else { return nil }
      let bindings = decodeBindings(entry.value, "\(target).custom.\(name.value)")
      return CustomPropertyDecl(name: name, bindings: bindings)
    }
  }

  /// A property's bindings: an expression, a track, or a list of those.
  private mutating func decodeBindings(_ id: NodeID, _ what: String) -> [PropertyDecl.Binding] {
    switch reader.document[id].kind {
    case .scalar:
      return reader.expression(id, "'\(what)'").map { [.expression($0)] } ?? []
    case .mapping:
      return decodeTrack(id, "'\(what)'").map { [.track($0)] } ?? []
    case .sequence:
      let items = reader.document.items(of: id)
      if items.isEmpty {
        reader.report(
          .wrongType(
            "'\(what)'", expected: "an expression, a track, or a list of them",
            found: "an empty list",
            at: reader.range(id)))
      }
      return items.flatMap { decodeBindings($0, what) }
    }
  }

  /// A colour property's bindings: a colour, a track of colours, or a list of those.
  private mutating func decodeColorBindings(_ id: NodeID, _ what: String)
    -> [ColorPropertyDecl.Binding]
  {
    let node = reader.document[id]
    switch node.kind {
    case .scalar:
      return color(id, what).map { [.color($0)] } ?? []
    case .mapping:
      return decodeColorTrack(id, what).map { [.track($0)] } ?? []
    case .sequence:
      let items = reader.document.items(of: id)
      if items.isEmpty {
        reader.report(
          .wrongType(
            what, expected: "a colour, a track of colours, or a list of them",
            found: "an empty list", at: node.range))
      }
      return items.flatMap { decodeColorBindings($0, what) }
    }
  }

  /// A colour literal (see ``ColorLiteral``).
  mutating func color(_ id: NodeID, _ what: String) -> Located<HeaderColor>? {
    let node = reader.document[id]
    guard let text = colorText(id, what) else { return nil }
    switch ColorLiteral.parse(text) {
    case .success(let color): return Located(color, at: node.range)
    case .failure(let problem):
      reader.report(.invalidColor(text, reason: problem.reason, at: node.range))
      return nil
    }
  }

  /// The text where a colour goes, or nil (reported) when the node is a
  /// number, a boolean, nothing or a collection.
  mutating func colorText(
    _ id: NodeID, _ what: String, expected: String = "a colour or a track of colours",
    syntax: String = Diagnostic.colorSyntax
  ) -> String? {
    let node = reader.document[id]
    guard node.kind == .scalar, case .string(let text) = node.value else {
      var isNull = false
      if case .null = node.value, node.kind == .scalar { isNull = true }
      reader.report(
        .notAColor(
          what, expected: expected, found: reader.describe(id), isNull: isNull, syntax: syntax,
          at: node.range))
      return nil
    }
    return text
  }
}

extension SourceRange: Comparable {
  public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool { lhs.start < rhs.start }
}
