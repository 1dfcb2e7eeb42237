import HeaderKitDiagnostics
import HeaderKitYAML

extension SpecDecoding {
  static let elementPreviewKeys = ["frame", "anchor", "fill", "label", "drives"]
  static let drivesKeys = ["target", "edge"]
  static let screenPreviewKeys = ["screen", "background"]

  mutating func decodeElementPreview(_ id: NodeID, kind: TargetDecl.Kind) -> ElementPreview? {
    guard let entries = reader.mapping(id, "'preview'") else { return nil }
    reader.checkKeys(entries, allowed: Self.elementPreviewKeys, in: "'preview'")
    var preview = ElementPreview()
    if let entry = reader.entry(entries, "frame") {
      preview.frame = reader.numbers(entry.value, "'frame'", count: 4)
    }
    if let entry = reader.entry(entries, "anchor") {
      preview.anchor = reader.numbers(entry.value, "'anchor'", count: 2)
    }
    if let entry = reader.entry(entries, "fill") { preview.fill = reader.string(entry.value, "'fill'") }
    if let entry = reader.entry(entries, "label") { preview.label = reader.string(entry.value, "'label'") }
    if let entry = reader.entry(entries, "drives"), let drives = reader.mapping(entry.value, "'drives'") {
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

  mutating func decodeScreenPreview(_ id: NodeID) -> ScreenPreview? {
    guard let entries = reader.mapping(id, "'preview'") else { return nil }
    reader.checkKeys(entries, allowed: Self.screenPreviewKeys, in: "'preview'")
    var screen = ScreenPreview(width: 375, height: 812)
    if let entry = reader.entry(entries, "screen"), let size = reader.numbers(entry.value, "'screen'", count: 2) {
      screen.width = size[0]
      screen.height = size[1]
    }
    if let entry = reader.entry(entries, "background") {
      screen.background = reader.string(entry.value, "'background'")
    }
    return screen
  }
}
