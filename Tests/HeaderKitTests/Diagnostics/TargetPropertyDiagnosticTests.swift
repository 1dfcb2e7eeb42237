import HeaderKit
import HeaderKitDiagnostics
import Testing

/// A property under another platform's name (`opacity`, `rotate`) is met
/// with the HeaderKit property it stands for, and every unknown key of a
/// target with the properties its kind has.
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
}
