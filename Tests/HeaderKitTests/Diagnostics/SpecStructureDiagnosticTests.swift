import HeaderKit
import Testing

/// Keys, types and values of the spec structure.
@Suite struct SpecStructureDiagnosticTests {
  @Test func unsupportedVersion() {
    let spec = """
      version: 2
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          alpha: 1

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:1:10: error: spec version 2 is not supported; this HeaderKit reads version 1 \
        [unsupported-version]
            1 | version: 2
              |          ^

        """)
  }

  @Test func missingKey() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}

      """
    // The whole top-level mapping is the place; the caret marks its first line.
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:1:1: error: a spec needs the key 'targets' [missing-key]
            1 | version: 1
              | ^~~~~~~~~~

        """)
  }

  @Test func misspelledKey() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          translatY: 1

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:7:5: error: unknown key 'translatY' in target 'box'; did you mean \
        'translateY'? [unknown-key]
            7 |     translatY: 1
              |     ^~~~~~~~~
        spec.yaml:7:5: note: element properties: alpha, translateX, translateY, scaleX, scaleY, \
        rotation, zPosition, cornerRadius, borderWidth, shadowOpacity, shadowRadius, blurRadius, \
        scale, backgroundColor, tintColor, textColor, borderColor, shadowColor

        """)
  }

  /// Unknown keys of a state, a snap and a range list the keys valid there,
  /// as a target's list its properties; a close one is also suggested.
  @Test func unknownKeysListTheValidOnes() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      ranges:
        fade: { input: scroll, from: 0, to: 100, curve: linear }
      states:
        bar:
          input: scroll
          initial: 0
          min: 0
          max: 100
          follow: scroll
          direction: up
          snap: { to: [0, 100], duration: 0.3, curve: easeOut }
      targets:
        box:
          alpha: fade + bar

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:6:44: error: unknown key 'curve' in range 'fade' [unknown-key]
            6 |   fade: { input: scroll, from: 0, to: 100, curve: linear }
              |                                            ^~~~~
        spec.yaml:6:44: note: valid keys: input, from, to
        spec.yaml:14:5: error: unknown key 'direction' in state 'bar' [unknown-key]
           14 |     direction: up
              |     ^~~~~~~~~
        spec.yaml:14:5: note: valid keys: input, initial, min, max, follow, down, up, gate, \
        position, handoff, limits, snap
        spec.yaml:15:42: error: unknown key 'curve' in 'snap' [unknown-key]
           15 |     snap: { to: [0, 100], duration: 0.3, curve: easeOut }
              |                                          ^~~~~
        spec.yaml:15:42: note: valid keys: to, rule, duration, ease, spring, fling, deceleration, \
        movesInput

        """)
  }

  @Test func wrongType() {
    let spec = """
      version: 1
      name: [t]
      inputs:
        scroll: {}
      targets:
        box:
          alpha: 1

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:2:7: error: 'name' must be text, found a list [wrong-type]
            2 | name: [t]
              |       ^~~

        """)
  }

  @Test func nonFiniteNumber() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          alpha: .inf

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:7:12: error: 'box.alpha' must be a finite number, not infinity or NaN \
        [non-finite-number]
            7 |     alpha: .inf
              |            ^~~~

        """)
  }

  @Test func invalidValue() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll:
          axis: diagonal
      targets:
        box:
          alpha: 1

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:5:11: error: 'axis' must be one of vertical, horizontal, found 'diagonal' \
        [invalid-value]
            5 |     axis: diagonal
              |           ^~~~~~~~

        """)
  }

  @Test func invalidName() {
    let spec = """
      version: 1
      name: t
      params:
        min: 3
      inputs:
        scroll: {}
      targets:
        box:
          alpha: 1

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:4:3: error: 'min' cannot be used as a name: it is a built-in function \
        [invalid-name]
            4 |   min: 3
              |   ^~~

        """)
  }

  @Test func limitExceeded() {
    // 10,001 elements in a list param, one per line from line 10.
    let head = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          alpha: 1
      params:
        many:

      """
    let spec = head + String(repeating: "    - 0\n", count: 10_001)
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:10:5: error: more than 10000 elements in param 'many'; HeaderKit allows at most \
        10000 [limit-exceeded]
           10 |     - 0
              |     ^~~

        """)
  }
}
