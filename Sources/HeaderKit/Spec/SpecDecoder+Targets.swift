import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitYAML

extension SpecDecoding {
  static let elementKeys = TargetProperty.elementProperties.map(\.rawValue) + ["scale"]
  static let constraintKeys = ["constant"]

  mutating func decodeTarget(_ name: Located<String>, _ id: NodeID) -> TargetDecl? {
    let context = "target '\(name.value)'"
    guard let entries = reader.mapping(id, context) else { return nil }
    var kind = TargetDecl.Kind.element
    if let entry = reader.entry(entries, "kind") {
      kind = reader.choice(entry.value, "'kind'") ?? .element
    }
    let propertyKeys = kind == .element ? Self.elementKeys : Self.constraintKeys
    var target = TargetDecl(name: name, kind: kind, properties: [], preview: nil)
    var scaleKey: SourceRange?
    var axisScaleKey: SourceRange?
    for entry in entries {
      switch entry.key {
      case "kind":
        continue
      case "preview":
        target.preview = decodeElementPreview(entry.value, kind: kind)
      case "anchor" where kind == .element:
        if let anchor = reader.numbers(entry.value, "'anchor'", count: 2) {
          target.anchor = Located(anchor, at: reader.range(entry.value))
        }
      case _ where propertyKeys.contains(entry.key):
        let bindings = decodeBindings(entry.value, "\(name.value).\(entry.key)")
        let key = Located(entry.key, at: entry.keyRange)
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
        let otherKind = kind == .element ? Self.constraintKeys : Self.elementKeys + ["anchor"]
        let candidates = propertyKeys + ["kind", "preview"] + (kind == .element ? ["anchor"] : [])
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
              entry.key, target: name.value, kind: kind.rawValue, properties: propertyKeys,
              suggestion: Suggestions.property(for: entry.key, in: candidates),
              otherKind: synonym.flatMap {
                otherKind.contains($0) ? (other.rawValue, $0) : nil
              }, at: entry.keyRange))
        }
      }
    }
    if let scaleKey, let axisScaleKey {
      reader.report(
        .conflictingScale(at: max(scaleKey, axisScaleKey), first: min(scaleKey, axisScaleKey)))
    }
    return target
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
}

extension SourceRange: Comparable {
  public static func < (lhs: SourceRange, rhs: SourceRange) -> Bool { lhs.start < rhs.start }
}
