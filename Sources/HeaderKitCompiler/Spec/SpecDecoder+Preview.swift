import HeaderKitDiagnostics
import HeaderKitYAML

extension SpecDecoding {
  static let elementPreviewKeys = [
    "frame", "fill", "label", "text", "corner", "parent", "clips", "scrolls", "pin", "order",
    "drives",
  ]
  static let drivesKeys = ["target", "edge"]
  /// What a preview fill takes besides a colour: a photo placeholder, an outline.
  static let fillWords = ["image", "none"]
  static let screenPreviewKeys = ["screen", "background", "elements", "list"]
  static let listPreviewKeys = [
    "input", "below", "start", "size", "count", "label", "zPosition", "order",
  ]

  mutating func decodeElementPreview(_ id: NodeID, kind: TargetDecl.Kind) -> ElementPreview? {
    guard let entries = reader.mapping(id, "'preview'") else { return nil }
    // The anchor was preview geometry before the runtime used it: say where it went.
    for entry in entries where entry.key == "anchor" {
      reader.report(.anchorOutsideTarget(at: entry.keyRange))
    }
    reader.checkKeys(
      entries.filter { $0.key != "anchor" }, allowed: Self.elementPreviewKeys, in: "'preview'")
    var preview = ElementPreview()
    if let entry = reader.entry(entries, "frame") {
      preview.frame = frame(entry.value)
      let sizes = preview.frame?.suffix(2).compactMap(\.tree.literalValue) ?? []
      if sizes.contains(where: { $0 < 0 }) {
        reader.report(.negativePreviewSize(at: reader.range(entry.value)))
      }
    }
    if let entry = reader.entry(entries, "fill") {
      preview.fill = previewColor(entry.value, "'fill'", words: Self.fillWords)
    }
    if let entry = reader.entry(entries, "label") {
      preview.label = reader.string(entry.value, "'label'")
    }
    if let entry = reader.entry(entries, "text") {
      preview.text = previewColor(entry.value, "'text'")
    }
    if let entry = reader.entry(entries, "corner") {
      preview.corner = reader.expression(entry.value, "'corner'")
    }
    if let entry = reader.entry(entries, "parent") {
      preview.parent = reader.reference(entry.value, "'parent'")
    }
    if let entry = reader.entry(entries, "clips") {
      preview.clips = reader.bool(entry.value, "'clips'")
    }
    if let entry = reader.entry(entries, "scrolls") {
      preview.scrolls = reader.reference(entry.value, "'scrolls'")
    }
    if let entry = reader.entry(entries, "pin"), let items = reader.sequence(entry.value, "'pin'") {
      preview.pin = items.compactMap {
        reader.choice($0, "each element of 'pin'", as: PinnedEdge.self)
      }
    }
    if let entry = reader.entry(entries, "order") {
      preview.order = reader.number(entry.value, "'order'")
    }
    if let entry = reader.entry(entries, "drives"),
      let drives = reader.mapping(entry.value, "'drives'")
    {
      reader.checkKeys(drives, allowed: Self.drivesKeys, in: "'drives'")
      let whole = reader.range(entry.value)
      let target = reader.required(drives, "target", in: "'drives'", at: whole).flatMap {
        reader.reference($0.value, "'target'")
      }
      let edge = reader.required(drives, "edge", in: "'drives'", at: whole).flatMap {
        reader.choice($0.value, "'edge'", as: DrivenEdge.Edge.self)
      }
      if let target, let edge { preview.drives = DrivenEdge(target: target, edge: edge) }
    }
    return preview
  }

  /// A colour of a preview block, checked as a colour property's is (see
  /// ``PreviewColor``); `words` are the key's other values.
  private mutating func previewColor(_ id: NodeID, _ what: String, words: [String] = [])
    -> String?
  {
    let syntax = Diagnostic.previewColorSyntax(words: words)
    let expected = words.isEmpty ? "a colour" : "a colour, " + words.joined(separator: " or ")
    guard let text = colorText(id, what, expected: expected, syntax: syntax) else { return nil }
    if let problem = PreviewColor.problem(text, words: words) {
      reader.report(
        .invalidColor(text, reason: problem.reason, syntax: syntax, at: reader.range(id)))
      return nil
    }
    return text
  }

  /// `[x, y, width, height]`: four numbers or expressions of params.
  private mutating func frame(_ id: NodeID) -> [SpecExpression]? {
    guard let items = reader.sequence(id, "'frame'") else { return nil }
    guard items.count == 4 else {
      reader.report(
        .wrongType(
          "'frame'", expected: "a list of 4 numbers or expressions",
          found: items.count == 1 ? "1 value" : "\(items.count) values", at: reader.range(id)))
      return nil
    }
    let values = items.compactMap { reader.expression($0, "each element of 'frame'") }
    return values.count == 4 ? values : nil
  }

  mutating func decodeScreenPreview(_ id: NodeID) -> ScreenPreview? {
    guard let entries = reader.mapping(id, "'preview'") else { return nil }
    reader.checkKeys(entries, allowed: Self.screenPreviewKeys, in: "'preview'")
    var screen = ScreenPreview(width: 375, height: 812)
    if let entry = reader.entry(entries, "screen"),
      let size = reader.numbers(entry.value, "'screen'", count: 2)
    {
      if size[0] > 0, size[1] > 0, size[0] <= 10_000, size[1] <= 10_000 {
        screen.width = size[0]
        screen.height = size[1]
      } else {
        reader.report(.invalidScreenSize(at: reader.range(entry.value)))
      }
    }
    if let entry = reader.entry(entries, "background") {
      screen.background = previewColor(entry.value, "'background'")
    }
    if let entry = reader.entry(entries, "elements"),
      let elements = reader.mapping(entry.value, "'elements'")
    {
      for element in elements {
        guard let name = reader.declaredName(element),
          let preview = decodeElementPreview(element.value, kind: .element)
        else { continue }
        screen.elements.append(PreviewElement(name: name, preview: preview))
      }
    }
    if let entry = reader.entry(entries, "list") { screen.list = decodeListPreview(entry.value) }
    return screen
  }

  private mutating func decodeListPreview(_ id: NodeID) -> ListPreview? {
    guard let entries = reader.mapping(id, "'list'") else { return nil }
    reader.checkKeys(entries, allowed: Self.listPreviewKeys, in: "'list'")
    guard
      let input = reader.required(entries, "input", in: "'list'", at: reader.range(id)).flatMap({
        reader.reference($0.value, "'input'")
      })
    else { return nil }
    var list = ListPreview(input: input)
    if let entry = reader.entry(entries, "below") {
      list.below = reader.reference(entry.value, "'below'")
    }
    if let entry = reader.entry(entries, "start") {
      list.start = reader.expression(entry.value, "'start'")
    }
    if let entry = reader.entry(entries, "size"),
      let size = reader.expression(entry.value, "'size'")
    {
      if let literal = size.tree.literalValue, literal <= 0 {
        reader.report(.invalidListItemSize(at: reader.range(entry.value)))
      } else {
        list.size = size
      }
    }
    if let entry = reader.entry(entries, "count"), let count = reader.number(entry.value, "'count'")
    {
      if count >= 0, count <= 1000, count == count.rounded() {
        list.count = Int(count)
      } else {
        reader.report(.invalidListCount(at: reader.range(entry.value)))
      }
    }
    if let entry = reader.entry(entries, "label") {
      list.label = reader.string(entry.value, "'label'")
    }
    if let entry = reader.entry(entries, "zPosition") {
      list.zPosition = reader.number(entry.value, "'zPosition'")
    }
    if let entry = reader.entry(entries, "order") {
      list.order = reader.number(entry.value, "'order'")
    }
    return list
  }
}
