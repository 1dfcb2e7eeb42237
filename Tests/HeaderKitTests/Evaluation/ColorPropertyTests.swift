import HeaderKit
import HeaderKitRuntime
import Testing

/// Colour properties, the layer's numbers and custom numbers: their outputs,
/// their order, and colours interpolated in sRGB with premultiplied alpha.
/// Expected channels are worked out by hand from the hex digits (a byte b is
/// b / 255) and CSS Color 4's premultiplied interpolation.
@Suite struct ColorPropertyTests {
  static let spec = """
    version: 1
    name: colors
    inputs:
      scroll: { bounds: [0, 100] }
    ranges:
      collapse: { input: scroll, from: 0, to: 100 }
    targets:
      navBar:
        custom:
          statusBarStyle: if(collapse > 0.5, 1, 0)
          fontWeight: { over: collapse, keyframes: [{ at: 0, value: 400 }, { at: 1, value: 700 }] }
        backgroundColor:
          over: collapse
          keyframes:
            - { at: 0%, value: "#FFFFFF00" }
            - { at: 100%, value: "rgba(255, 0, 0, 1)" }
        tintColor: "#007AFF"
        textColor:
          over: collapse
          keyframes:
            - { at: 0, value: "#000000" }
            - { at: 1, value: "#FF8040" }
        cornerRadius: 12 - 12 * collapse
        shadowOpacity: collapse
        alpha: 1
      height:
        kind: constraint
        constant: 88 - 44 * collapse
        custom:
          weight: 2
    """

  @Test func outputsAreNumbersThenColoursThenCustomNumbers() throws {
    let graph = try SpecEvaluation.graph(text: Self.spec)
    #expect(
      graph.outputs.map(\.key) == [
        "navBar.alpha", "navBar.cornerRadius", "navBar.shadowOpacity",
        "navBar.backgroundColor.r", "navBar.backgroundColor.g", "navBar.backgroundColor.b",
        "navBar.backgroundColor.a", "navBar.tintColor.r", "navBar.tintColor.g",
        "navBar.tintColor.b", "navBar.tintColor.a", "navBar.textColor.r", "navBar.textColor.g",
        "navBar.textColor.b", "navBar.textColor.a", "navBar.custom.statusBarStyle",
        "navBar.custom.fontWeight", "height.constant", "height.custom.weight",
      ])
  }

  /// A constant colour: each byte over 255 (0x7A = 122).
  @Test func aConstantColourIsItsBytesOver255() throws {
    var evaluator = HeaderEvaluator(graph: try SpecEvaluation.graph(text: Self.spec))
    let values = evaluator.values(at: 40)
    #expect(values["navBar.tintColor.r"] == 0)
    #expect(values["navBar.tintColor.g"] == 122.0 / 255)
    #expect(values["navBar.tintColor.b"] == 1)
    #expect(values["navBar.tintColor.a"] == 1)
  }

  /// Opaque black to #FF8040 (255, 128, 64): with one alpha the channels
  /// interpolate directly, exactly the keyframes' at their positions.
  @Test func opaqueColoursInterpolateTheirChannels() throws {
    var evaluator = HeaderEvaluator(graph: try SpecEvaluation.graph(text: Self.spec))
    var values = evaluator.values(at: 0)
    #expect([values["navBar.textColor.r"], values["navBar.textColor.g"]] == [0, 0])
    values = evaluator.values(at: 100)
    #expect(values["navBar.textColor.g"] == 128.0 / 255)
    #expect(values["navBar.textColor.b"] == 64.0 / 255)
    values = evaluator.values(at: 25)
    #expect(abs(values["navBar.textColor.r"]! - 0.25) < 1e-15)
    #expect(abs(values["navBar.textColor.g"]! - 0.25 * 128 / 255) < 1e-15)
    #expect(values["navBar.textColor.a"] == 1)
  }

  /// Transparent white to opaque red, premultiplied: at t the alpha is t and
  /// the premultiplied red t × 1 (white's premultiplied channels are 0), so
  /// red is 1 and green and blue 0 all the way — no white or grey shows
  /// through, as a straight interpolation (red 1, green 1 − t) would.
  @Test func transparentToOpaqueInterpolatesPremultiplied() throws {
    var evaluator = HeaderEvaluator(graph: try SpecEvaluation.graph(text: Self.spec))
    for (raw, t) in [(25.0, 0.25), (50, 0.5), (90, 0.9), (100, 1)] {
      let values = evaluator.values(at: raw)
      #expect(abs(values["navBar.backgroundColor.a"]! - t) < 1e-15, "\(raw)")
      #expect(abs(values["navBar.backgroundColor.r"]! - 1) < 1e-15, "\(raw)")
      #expect(values["navBar.backgroundColor.g"] == 0, "\(raw)")
      #expect(values["navBar.backgroundColor.b"] == 0, "\(raw)")
    }
    // Fully transparent: the premultiplied channels are 0 over an alpha of 0, read as 0.
    let start = evaluator.values(at: 0)
    #expect(
      [
        start["navBar.backgroundColor.r"], start["navBar.backgroundColor.g"],
        start["navBar.backgroundColor.b"], start["navBar.backgroundColor.a"],
      ] == [0, 0, 0, 0])
  }

  /// Two translucent colours: rgba(0, 0, 255, 0.2) to rgba(255, 0, 0, 0.8)
  /// half-way: alpha 0.5; premultiplied red (0 + 0.8) / 2 = 0.4 and blue
  /// (0.2 + 0) / 2 = 0.1; over the alpha, red 0.8 and blue 0.2.
  @Test func translucentColoursWeighChannelsByAlpha() throws {
    let graph = try SpecEvaluation.graph(
      text: """
        version: 1
        name: t
        inputs:
          scroll: {}
        targets:
          box:
            borderColor:
              over: scroll
              keyframes:
                - { at: 0, value: "rgba(0, 0, 255, 0.2)" }
                - { at: 100, value: "rgba(255, 0, 0, 0.8)" }
        """)
    var evaluator = HeaderEvaluator(graph: graph)
    let values = evaluator.values(at: 50)
    #expect(abs(values["box.borderColor.a"]! - 0.5) < 1e-15)
    #expect(abs(values["box.borderColor.r"]! - 0.8) < 1e-15)
    #expect(abs(values["box.borderColor.b"]! - 0.2) < 1e-15)
    #expect(values["box.borderColor.g"] == 0)
  }

  @Test func layerNumbersAndCustomNumbers() throws {
    var evaluator = HeaderEvaluator(graph: try SpecEvaluation.graph(text: Self.spec))
    var values = evaluator.values(at: 25)
    #expect(values["navBar.cornerRadius"] == 9)
    #expect(values["navBar.shadowOpacity"] == 0.25)
    #expect(values["navBar.custom.statusBarStyle"] == 0)
    #expect(values["navBar.custom.fontWeight"] == 475)
    #expect(values["height.custom.weight"] == 2)
    values = evaluator.values(at: 75)
    #expect(values["navBar.custom.statusBarStyle"] == 1)
    #expect(values["height.constant"] == 55)
  }

  /// Where no binding applies a layer number has UIKit's default: 3 points
  /// of shadow radius, 0 for the others; a colour is transparent black.
  @Test func identitiesWhereNoBindingApplies() throws {
    let graph = try SpecEvaluation.graph(
      text: """
        version: 1
        name: t
        inputs:
          scroll: {}
        targets:
          box:
            shadowRadius: { over: scroll, before: none, keyframes: [{ at: 0, value: 8 }] }
            blurRadius: { over: scroll, before: none, keyframes: [{ at: 0, value: 8 }] }
            shadowColor: { over: scroll, before: none, keyframes: [{ at: 0, value: "#336699" }] }
        """)
    var evaluator = HeaderEvaluator(graph: graph)
    let before = evaluator.values(at: -1)
    #expect(before["box.shadowRadius"] == 3)
    #expect(before["box.blurRadius"] == 0)
    #expect(before["box.shadowColor.a"] == 0 && before["box.shadowColor.r"] == 0)
    let after = evaluator.values(at: 1)
    #expect(after["box.shadowRadius"] == 8)
    #expect(after["box.shadowColor.r"] == 0x33 / 255.0)
    #expect(after["box.shadowColor.a"] == 1)
  }

  /// The runtime's accessor reads the four outputs as one colour.
  @Test func colorOutputsReadOneColour() throws {
    let graph = try SpecEvaluation.graph(text: Self.spec)
    let keys = graph.outputs.map(\.key)
    let tint = try #require(ColorOutputs(named: "navBar.tintColor", in: keys))
    #expect(tint == ColorOutputs(red: 7, green: 8, blue: 9, alpha: 10))
    #expect(ColorOutputs(named: "navBar.alpha", in: keys) == nil)
    var evaluator = HeaderEvaluator(graph: graph)
    evaluator.setInput(0, raw: 50)
    #expect(tint.color(in: evaluator) == HeaderColor(red: 0, green: 122.0 / 255, blue: 1))
  }

  /// Loaded from JSON, a graph with colour and custom outputs is not refused.
  @Test func compiledGraphsWithColoursLoad() throws {
    let graph = try SpecEvaluation.graph(text: Self.spec)
    #expect(try CompiledGraph(json: graph.jsonData()) == graph)
    #expect(CompiledGraph.Output.isKnown(property: "backgroundColor.a"))
    #expect(!CompiledGraph.Output.isKnown(property: "backgroundColor.x"))
    #expect(!CompiledGraph.Output.isKnown(property: "custom.1x"))
    #expect(!CompiledGraph.Output.isKnown(property: "opacity"))
  }
}
