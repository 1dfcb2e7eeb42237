import HeaderKitDiagnostics

/// Bindings that can never show: each binding of a property overwrites the
/// ones before it where it applies, and an expression (or a colour) applies
/// everywhere, so every binding listed before one is dead — `scale: [1, 0.5]`
/// is 0.5 on both axes.
///
/// Structural, so the compiler reports it (`overridden-binding`) whatever
/// the params; a track never overrides here, as it may be inactive
/// somewhere (`overlapping-tracks` compares tracks).
enum OverriddenBindings {
  /// One binding as written: where it is, and whether it applies everywhere.
  private struct Written {
    var range: SourceRange
    var always: Bool
    var text: String?
  }

  /// Every dead binding of `spec`'s targets, at the binding, with a note at
  /// the binding that overrides it.
  static func diagnostics(_ spec: Spec) -> [Diagnostic] {
    var found: [Diagnostic] = []
    for target in spec.targets {
      let name = target.name.value
      // `scale` is one declaration per axis with the same bindings: check it once.
      for decl in target.properties where !(decl.key.value == "scale" && decl.property == .scaleY) {
        found += diagnostics(
          decl.bindings.map(written), owner: "\(name).\(decl.key.value)", overriding: "expression",
          isScale: decl.key.value == "scale")
      }
      for decl in target.custom {
        found += diagnostics(
          decl.bindings.map(written),
          owner: "\(name).\(OutputProperty.custom(decl.name.value))", overriding: "expression")
      }
      for decl in target.colors {
        let bindings = decl.bindings.map { binding in
          switch binding {
          case .color(let color): Written(range: color.range, always: true)
          case .track(let track): Written(range: track.range, always: false)
          }
        }
        found += diagnostics(
          bindings, owner: "\(name).\(decl.property.rawValue)", overriding: "colour")
      }
    }
    return found
  }

  private static func written(_ binding: PropertyDecl.Binding) -> Written {
    switch binding {
    case .expression(let expression):
      Written(range: expression.range, always: true, text: expression.text)
    case .track(let track): Written(range: track.range, always: false)
    }
  }

  private static func diagnostics(
    _ bindings: [Written], owner: String, overriding: String, isScale: Bool = false
  ) -> [Diagnostic] {
    guard let last = bindings.lastIndex(where: \.always), last > 0 else { return [] }
    // `scale: [1, 0.5]` most likely meant one value per axis.
    var axes: (x: String, y: String)?
    if isScale, bindings.count == 2, let x = bindings[0].text, let y = bindings[1].text {
      axes = (x, y)
    }
    return bindings[..<last].map {
      .overriddenBinding(
        owner, overriding: overriding, at: $0.range, overrider: bindings[last].range, axes: axes)
    }
  }
}
