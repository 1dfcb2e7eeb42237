import HeaderKitDiagnostics

extension Spec {
  /// Every expression of preview geometry — frames, corners, the list's
  /// start and item size — with what it is, for messages. They may use
  /// params only.
  public var previewExpressions: [(what: String, expression: SpecExpression)] {
    var all: [(String, SpecExpression)] = []
    let previews =
      targets.compactMap { target in target.preview.map { (target.name.value, $0) } }
      + (preview?.elements.map { ($0.name.value, $0.preview) } ?? [])
    for (name, element) in previews {
      all += (element.frame ?? []).map { ("the preview frame of '\(name)'", $0) }
      if let corner = element.corner { all.append(("the preview corner of '\(name)'", corner)) }
    }
    if let list = preview?.list {
      if let start = list.start { all.append(("the preview list's 'start'", start)) }
      if let size = list.size { all.append(("the preview list's 'size'", size)) }
    }
    return all
  }

  /// The mistakes in preview blocks that need every declaration: names that
  /// refer to nothing, preview elements named like targets, and parents in a cycle.
  ///
  /// Preview geometry is ignored by the runtime, but `validate` checks it so
  /// that `filmstrip` and `preview` never meet a dangling name.
  func previewDiagnostics() -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    let targetRanges = Dictionary(
      targets.map { ($0.name.value, $0.name.range) }, uniquingKeysWith: { first, _ in first })
    let extras = preview?.elements ?? []
    for element in extras {
      if let first = targetRanges[element.name.value] {
        diagnostics.append(
          .duplicateName(
            element.name.value, kind: "preview element", firstKind: "target",
            at: element.name.range,
            first: first))
      }
    }
    let elements =
      targets.filter { $0.kind == .element }.map(\.name.value) + extras.map(\.name.value)
    let inputNames = inputs.map(\.name.value)
    // Sets for membership: a spec may have 10,000 targets.
    let elementSet = Set(elements)
    let inputSet = Set(inputNames)

    func checkElement(_ name: Located<String>?) {
      guard let name, !elementSet.contains(name.value) else { return }
      diagnostics.append(
        .unknownName(
          name.value, expected: "element",
          suggestion: Suggestions.closest(to: name.value, in: elements),
          at: name.range))
    }
    func checkInput(_ name: Located<String>?) {
      guard let name, !inputSet.contains(name.value) else { return }
      diagnostics.append(
        .unknownName(
          name.value, expected: "input",
          suggestion: Suggestions.closest(to: name.value, in: inputNames),
          at: name.range))
    }

    let previews = targets.compactMap(\.preview) + extras.map(\.preview)
    for preview in previews {
      checkElement(preview.drives?.target)
      checkElement(preview.parent)
      checkInput(preview.scrolls)
    }
    if let list = preview?.list {
      checkInput(list.input)
      checkElement(list.below)
    }
    diagnostics += parentCycles(extras)
    return diagnostics
  }

  /// One diagnostic per cycle of `parent` keys, at the first member declared.
  private func parentCycles(_ extras: [PreviewElement]) -> [Diagnostic] {
    var parents: [String: Located<String>] = [:]
    var order: [String] = []
    for target in targets where target.kind == .element {
      order.append(target.name.value)
      if let parent = target.preview?.parent { parents[target.name.value] = parent }
    }
    for element in extras {
      order.append(element.name.value)
      if let parent = element.preview.parent { parents[element.name.value] = parent }
    }
    var reported: Set<String> = []
    var diagnostics: [Diagnostic] = []
    for start in order {
      var path = [start]
      var current = start
      while let next = parents[current]?.value, path.count <= order.count {
        if let loopStart = path.firstIndex(of: next) {
          let loop = Array(path[loopStart...])
          if reported.isDisjoint(with: loop),
            let first = order.first(where: loop.contains), let at = loop.firstIndex(of: first),
            let range = parents[first]?.range
          {
            diagnostics.append(.previewParentCycle(Array(loop[at...] + loop[..<at]), at: range))
          }
          reported.formUnion(loop)
          break
        }
        path.append(next)
        current = next
      }
    }
    return diagnostics
  }
}
