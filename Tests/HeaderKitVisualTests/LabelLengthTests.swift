import HeaderKit
import HeaderKitRuntime
import HeaderKitVisual
import Testing

/// Labels are drawn once per element or list item in every frame, so a long
/// one is cut where it is drawn: a 900 KB list label under 500 rows made a
/// 900 MB filmstrip of two frames.
@Suite struct LabelLengthTests {
  /// A spec whose element and list labels are `length` letters long.
  static func spec(labelLength length: Int) -> String {
    let label = String(repeating: "L", count: length)
    return """
      version: 1
      name: long-labels
      inputs:
        scroll: {bounds: [0, 100]}
      targets:
        box:
          alpha: scroll / 100
          preview: {frame: [0, 0, 100, 40], label: \(label)}
      preview:
        screen: [375, 400]
        list: {input: scroll, size: 20, count: 20, label: \(label)}

      """
  }

  @Test func aLabelOf200ScalarsIsDrawnWhole() throws {
    let compiled = try Load.spec(Self.spec(labelLength: 200))
    let scene = PreviewScene(compiled: compiled)
    #expect(scene.nodes[0].label == String(repeating: "L", count: 200))
    #expect(scene.list?.label == String(repeating: "L", count: 200))
  }

  @Test func aLongerLabelIsCutTo199ScalarsAndAnEllipsis() throws {
    let compiled = try Load.spec(Self.spec(labelLength: 100_000))
    let scene = PreviewScene(compiled: compiled)
    let cut = String(repeating: "L", count: 199) + "…"
    #expect(scene.nodes[0].label == cut)
    #expect(scene.list?.label == cut)
    // Two frames, each with the box and the rows on screen, every label cut.
    let svg = filmstrip(compiled, at: [0, 50])
    #expect(!svg.contains(String(repeating: "L", count: 200)))
    #expect(svg.components(separatedBy: cut).count - 1 > 2)
    #expect(svg.utf8.count < 100_000)
  }

  @Test func combiningMarksCountEachAsAScalar() throws {
    // One character: "a" and 1,000 combining acute accents.
    let label = "a" + String(repeating: "\u{301}", count: 1000)
    var compiled = try Load.spec(Self.spec(labelLength: 1))
    compiled.spec.preview?.list?.label = label
    let scene = PreviewScene(compiled: compiled)
    #expect(scene.list?.label.unicodeScalars.count == 200)
    #expect(scene.list?.label.unicodeScalars.suffix(2).map(\.value) == [0x301, 0x2026])
  }
}
