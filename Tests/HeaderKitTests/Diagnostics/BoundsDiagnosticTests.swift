import HeaderKit
import Testing

/// Bounds no value meets: a param's `min` above its `max`, a default outside
/// them, a state's `min` above its `max`.
@Suite struct BoundsDiagnosticTests {
  @Test func paramMinAboveMax() {
    let spec = """
      version: 1
      name: t
      inputs: {scroll: {}}
      params:
        p: {default: 1, min: 5, max: 2}
      targets: {box: {alpha: p}}

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:5:24: error: param 'p' has 'min' 5 above its 'max' 2: no value meets both \
        [invalid-value]
            5 |   p: {default: 1, min: 5, max: 2}
              |                        ^
        spec.yaml:5:32: note: 'max' is set here
            5 |   p: {default: 1, min: 5, max: 2}
              |                                ^

        """)
  }

  @Test func listDefaultBelowMin() {
    // Only the element below 'min' is reported; 7 is within the bounds.
    let spec = """
      version: 1
      name: t
      inputs: {scroll: {}}
      params:
        widths: {default: [1.5, 7], min: 2}
      targets: {box: {alpha: count(widths)}}

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:5:22: error: the default of param 'widths', 1.5, is below its 'min' 2; \
        an override of that value would be refused [invalid-value]
            5 |   widths: {default: [1.5, 7], min: 2}
              |                      ^~~
        spec.yaml:5:36: note: 'min' is set here
            5 |   widths: {default: [1.5, 7], min: 2}
              |                                    ^

        """)
  }

  @Test func defaultAboveMax() {
    let spec = """
      version: 1
      name: t
      inputs: {scroll: {}}
      params:
        height: {default: 300, max: 250}
      targets: {box: {translateY: height}}

      """
    #expect(RenderedDiagnostics.codes(spec) == [.invalidValue])
    #expect(RenderedDiagnostics.of(spec).contains("is above its 'max' 250"))
  }

  @Test func defaultsOnTheirBoundsAreValid() {
    let spec = """
      version: 1
      name: t
      inputs: {scroll: {}}
      params:
        p: {default: 2, min: 2, max: 2}
        l: {default: [0, 10], min: 0, max: 10}
      targets: {box: {alpha: p + count(l)}}

      """
    #expect(RenderedDiagnostics.codes(spec) == [])
  }

  @Test func stateMinAboveMaxWithTheDefaultParams() {
    // min is a param: 10 with its default, above max 0.
    let spec = """
      version: 1
      name: t
      inputs: {scroll: {}}
      params:
        low: 10
      states:
        h: {input: scroll, initial: 5, min: low, max: 0, follow: -1}
      targets: {box: {translateY: h}}

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:7:39: error: state 'h' has 'min' 10 above its 'max' 0: a move down would \
        stop above where a move up stops [invalid-value]
            7 |   h: {input: scroll, initial: 5, min: low, max: 0, follow: -1}
              |                                       ^~~
        spec.yaml:7:49: note: 'max' is set here
            7 |   h: {input: scroll, initial: 5, min: low, max: 0, follow: -1}
              |                                                 ^

        """)
  }

  @Test func stateWithEqualBoundsIsValid() {
    let spec = """
      version: 1
      name: t
      inputs: {scroll: {}}
      states:
        h: {input: scroll, initial: 0, min: 0, max: 0, follow: -1}
      targets: {box: {translateY: h}}

      """
    #expect(RenderedDiagnostics.codes(spec) == [])
  }
}
