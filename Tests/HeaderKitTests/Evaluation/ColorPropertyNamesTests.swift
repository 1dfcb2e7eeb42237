import HeaderKit
import HeaderKitRuntime
import Testing

/// The colour properties' names are the runtime's (`HeaderTarget.colorProperties`):
/// the spec reads exactly those, and each lands in its own field of a view's values.
@Suite struct ColorPropertyNamesTests {
  @Test("the spec's colour properties are the runtime's, and nothing else")
  func namesAreTheRuntimes() {
    #expect(ColorProperty.allCases.map(\.rawValue) == HeaderTarget.colorProperties)
    for name in HeaderTarget.colorProperties {
      #expect(ColorProperty(rawValue: name)?.rawValue == name)
    }
    for name in ["alpha", "opacity", "BackgroundColor", "color", ""] {
      #expect(ColorProperty(rawValue: name) == nil, "\(name)")
    }
  }

  @Test("each colour a spec sets reaches the view's matching colour, none another's")
  func eachColorReachesItsField() throws {
    // One colour per property, each channel a whole byte b, read as b / 255:
    // #330000 is red 0x33 = 51, so 0.2; #006600 green 0.4; #000099 blue 0.6;
    // #CC0000 red 0.8; #0000FF blue 1.
    let yaml = """
      version: 1
      name: colour-names
      inputs:
        scroll: { bounds: [0, 100] }
      targets:
        box:
          backgroundColor: "#330000"
          tintColor: "#006600"
          textColor: "#000099"
          borderColor: "#CC0000"
          shadowColor: "#0000FF"
      """
    let loaded = SpecLoader.load(bytes: Array(yaml.utf8), path: "colours.yaml")
    let compiled = try #require(loaded.compiled, "\(loaded.diagnostics.map(\.message))")
    let evaluator = HeaderEvaluator(graph: compiled.graph)
    let values = evaluator.viewValues(ofTarget: 0, width: 100, height: 50)
    let colors: [(String, HeaderColor?, [Double])] = [
      ("backgroundColor", values.backgroundColor, [0.2, 0, 0, 1]),
      ("tintColor", values.tintColor, [0, 0.4, 0, 1]),
      ("textColor", values.textColor, [0, 0, 0.6, 1]),
      ("borderColor", values.borderColor, [0.8, 0, 0, 1]),
      ("shadowColor", values.shadowColor, [0, 0, 1, 1]),
    ]
    #expect(colors.map(\.0) == HeaderTarget.colorProperties)
    for (name, color, expected) in colors {
      let color = try #require(color, "\(name) is not set")
      let channels = [color.red, color.green, color.blue, color.alpha]
      for (channel, value) in zip(channels, expected) {
        #expect(abs(channel - value) <= 1e-12, "\(name): \(channels) is not \(expected)")
      }
    }
  }
}
