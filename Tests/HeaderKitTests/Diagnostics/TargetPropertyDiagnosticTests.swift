import HeaderKit
import HeaderKitDiagnostics
import Testing

/// A property under another platform's name (`opacity`, `rotate`) is met
/// with the HeaderKit property it stands for, and every unknown key of a
/// target with the properties its kind has; a binding listed before one
/// that always applies never shows.
@Suite struct TargetPropertyDiagnosticTests {
  /// A spec whose target `box` (of `kind`) sets `key: 1` on line 8.
  static func spec(_ key: String, kind: String = "element") -> String {
    """
    version: 1
    name: t
    inputs:
      scroll: {}
    targets:
      box:
        kind: \(kind)
        \(key): 1

    """
  }

  @Test func opacityIsAlpha() {
    #expect(
      RenderedDiagnostics.of(Self.spec("opacity")) == """
        spec.yaml:8:5: error: unknown key 'opacity' in target 'box'; did you mean 'alpha'? \
        [unknown-key]
            8 |     opacity: 1
              |     ^~~~~~~
        spec.yaml:8:5: note: element properties: alpha, translateX, translateY, scaleX, scaleY, \
        rotation, zPosition, cornerRadius, borderWidth, shadowOpacity, shadowRadius, blurRadius, \
        scale, backgroundColor, tintColor, textColor, borderColor, shadowColor

        """)
  }

  @Test func aPropertyWithNoCounterpartListsTheProperties() {
    #expect(
      RenderedDiagnostics.of(Self.spec("fontSize")) == """
        spec.yaml:8:5: error: unknown key 'fontSize' in target 'box' [unknown-key]
            8 |     fontSize: 1
              |     ^~~~~~~~
        spec.yaml:8:5: note: element properties: alpha, translateX, translateY, scaleX, scaleY, \
        rotation, zPosition, cornerRadius, borderWidth, shadowOpacity, shadowRadius, blurRadius, \
        scale, backgroundColor, tintColor, textColor, borderColor, shadowColor

        """)
  }

  /// The layer's numbers are element properties now, not unknown keys;
  /// custom numbers go under `custom:`.
  @Test func layerNumbersAreProperties() {
    for key in ["cornerRadius", "borderWidth", "shadowOpacity", "shadowRadius", "blurRadius"] {
      #expect(RenderedDiagnostics.of(Self.spec(key)) == "", "\(key)")
    }
    for kind in ["element", "constraint"] {
      let spec = Self.spec("custom", kind: kind).replacingOccurrences(
        of: "custom: 1", with: "custom: { statusBarStyle: 1 }")
      #expect(RenderedDiagnostics.of(spec) == "", "\(kind)")
    }
  }

  @Test func aHeightIsAConstraintsConstant() {
    #expect(
      RenderedDiagnostics.of(Self.spec("height", kind: "constraint")) == """
        spec.yaml:8:5: error: unknown key 'height' in target 'box'; did you mean 'constant'? \
        [unknown-key]
            8 |     height: 1
              |     ^~~~~~
        spec.yaml:8:5: note: constraint properties: constant

        """)
  }

  @Test func aPropertyOfTheOtherKindUnderItsOtherNameSaysWhichKind() {
    #expect(
      RenderedDiagnostics.of(Self.spec("height")) == """
        spec.yaml:8:5: error: unknown key 'height' in target 'box' [unknown-key]
            8 |     height: 1
              |     ^~~~~~
        spec.yaml:8:5: note: element properties: alpha, translateX, translateY, scaleX, scaleY, \
        rotation, zPosition, cornerRadius, borderWidth, shadowOpacity, shadowRadius, blurRadius, \
        scale, backgroundColor, tintColor, textColor, borderColor, shadowColor
        spec.yaml:8:5: note: 'constant' is a property of constraint targets (kind: constraint)

        """)
  }

  @Test func otherPlatformsNamesAreMet() {
    let expected: [(key: String, property: String)] = [
      ("transparency", "alpha"), ("Opacity", "alpha"), ("translationX", "translateX"),
      ("translation_y", "translateY"), ("offsetY", "translateY"), ("rotate", "rotation"),
      ("rotationZ", "rotation"), ("z-index", "zPosition"), ("zIndex", "zPosition"),
      ("elevation", "zPosition"), ("scaleEffect", "scale"),
    ]
    for (key, property) in expected {
      let diagnostics = RenderedDiagnostics.load(Self.spec(key)).diagnostics
      #expect(diagnostics.map(\.code) == [.unknownKey], "\(key)")
      #expect(
        diagnostics.first?.message
          == "unknown key '\(key)' in target 'box'; did you mean '\(property)'?",
        "\(key)")
    }
  }

  @Test func aTypoStillFindsTheClosestKey() {
    let diagnostics = RenderedDiagnostics.load(Self.spec("kinds")).diagnostics
    #expect(
      diagnostics.first?.message == "unknown key 'kinds' in target 'box'; did you mean 'kind'?")
  }

  // MARK: Bindings that never show

  /// `scale: [1, 0.5]` is two bindings, the later always winning: one
  /// warning (not one per axis), with a note at the 0.5 and one on the axes.
  @Test func aListOfTwoScalesIsOverridden() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          scale: [1, 0.5]

      """
    #expect(RenderedDiagnostics.load(spec).isValid)
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:7:13: warning: this binding of 'box.scale' never shows: the expression listed \
        after it always applies, and the later binding wins [overridden-binding]
            7 |     scale: [1, 0.5]
              |             ^
        spec.yaml:7:16: note: this expression applies everywhere, so 'box.scale' is always its value
            7 |     scale: [1, 0.5]
              |                ^~~
        spec.yaml:7:13: note: a list of two numbers is two bindings, not a pair; for 1 across and \
        0.5 down, write 'scaleX: 1' and 'scaleY: 0.5'

        """)
  }

  /// A track, a colour and a custom number's value before an expression or
  /// a colour never show; a track after the expression is not affected.
  @Test func everyBindingBeforeOneThatAlwaysAppliesIsOverridden() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          translateY:
            - over: scroll
              keyframes:
                - { at: 0, value: 0 }
                - { at: 100, value: -50 }
            - -scroll / 2
            - over: scroll
              before: none
              after: none
              keyframes:
                - { at: 100, value: -50 }
                - { at: 200, value: -60 }
          backgroundColor: ["#FFFFFF", "#000000"]
          custom: { weight: [400, 700] }

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:8:9: warning: this binding of 'box.translateY' never shows: the expression \
        listed after it always applies, and the later binding wins [overridden-binding]
            8 |       - over: scroll
              |         ^~~~~~~~~~~~
        spec.yaml:12:9: note: this expression applies everywhere, so 'box.translateY' is always \
        its value
           12 |       - -scroll / 2
              |         ^~~~~~~~~~~
        spec.yaml:19:23: warning: this binding of 'box.backgroundColor' never shows: the colour \
        listed after it always applies, and the later binding wins [overridden-binding]
           19 |     backgroundColor: ["#FFFFFF", "#000000"]
              |                       ^~~~~~~~~
        spec.yaml:19:34: note: this colour applies everywhere, so 'box.backgroundColor' is always \
        its value
           19 |     backgroundColor: ["#FFFFFF", "#000000"]
              |                                  ^~~~~~~~~
        spec.yaml:20:24: warning: this binding of 'box.custom.weight' never shows: the expression \
        listed after it always applies, and the later binding wins [overridden-binding]
           20 |     custom: { weight: [400, 700] }
              |                        ^~~
        spec.yaml:20:29: note: this expression applies everywhere, so 'box.custom.weight' is \
        always its value
           20 |     custom: { weight: [400, 700] }
              |                             ^~~

        """)
  }

  /// Tracks after an expression, active only where they apply, are what
  /// several bindings are for.
  @Test func tracksAfterAnExpressionAreNotOverridden() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          translateY:
            - -scroll
            - over: scroll
              before: none
              after: none
              keyframes:
                - { at: 100, value: -100 }
                - { at: 200, value: -150 }
          alpha: [1]

      """
    #expect(RenderedDiagnostics.codes(spec) == [])
  }
}
