import HeaderKit
import Testing

/// Declared names: clashes, unknown references and properties.
@Suite struct NameDiagnosticTests {
  @Test func duplicateName() {
    let spec = """
      version: 1
      name: t
      params:
        size: 3
      vars:
        size: 4
      inputs:
        scroll: {}
      targets:
        box:
          alpha: 1

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:6:3: error: var 'size' has the same name as a param [duplicate-name]
            6 |   size: 4
              |   ^~~~
        spec.yaml:4:3: note: the param 'size' is declared here
            4 |   size: 3
              |   ^~~~

        """)
  }

  @Test func scaleAndAnAxisScale() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          scale: 2
          scaleX: 1

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:8:5: error: 'scale' sets scaleX and scaleY; set either 'scale' or the axes, not \
        both [duplicate-name]
            8 |     scaleX: 1
              |     ^~~~~~
        spec.yaml:7:5: note: the other scale is set here
            7 |     scale: 2
              |     ^~~~~

        """)
  }

  @Test func misspelledVarWhereItIsUsed() {
    let spec = """
      version: 1
      name: t
      vars:
        pull: max(0, -scroll)
      inputs:
        scroll: {}
      targets:
        box:
          alpha: 1 - pul / 100

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:9:16: error: unknown name 'pul'; did you mean 'pull'? [unknown-name]
            9 |     alpha: 1 - pul / 100
              |                ^~~

        """)
  }

  @Test func misspelledParamWhereItIsUsed() {
    let spec = """
      version: 1
      name: t
      params:
        headerHeight: 107
      inputs:
        scroll: {}
      targets:
        header:
          translateY: -scroll / hederHeight

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:9:27: error: unknown name 'hederHeight'; did you mean 'headerHeight'? \
        [unknown-name]
            9 |     translateY: -scroll / hederHeight
              |                           ^~~~~~~~~~~

        """)
  }

  @Test func trackOverAParam() {
    let spec = """
      version: 1
      name: t
      params:
        size: 3
      inputs:
        scroll: {}
      targets:
        box:
          alpha: { over: size, keyframes: [{ at: 0, value: 1 }] }

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:9:20: error: unknown input, range, var, state, transition, signal or clock 'size' [unknown-name]
            9 |     alpha: { over: size, keyframes: [{ at: 0, value: 1 }] }
              |                    ^~~~
        spec.yaml:9:20: note: a param does not change as the header scrolls; use an input, a \
        range or a var

        """)
  }

  @Test func elementPropertyOnAConstraint() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        bar:
          kind: constraint
          alpha: 1

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:8:5: error: 'alpha' is not a property of constraint targets [unknown-property]
            8 |     alpha: 1
              |     ^~~~~
        spec.yaml:8:5: note: constraint properties: constant

        """)
  }

  @Test func piIsWrittenInLowerCase() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          rotation: scroll / 100 * PI

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:7:30: error: unknown name 'PI' [unknown-name]
            7 |     rotation: scroll / 100 * PI
              |                              ^~
        spec.yaml:7:30: note: the constant π is written 'pi'

        """)
    #expect(RenderedDiagnostics.of(spec.replacingOccurrences(of: "PI", with: "pi")) == "")
  }

  @Test func aRangeOrAStateOverANameThatIsNoInput() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      params:
        barHeight: 56
      states:
        hidden: { input: scroll, initial: 0, min: 0, max: barHeight, follow: 1 }
        shown: { input: barHeight, initial: 0, min: 0, max: 1 }
      ranges:
        fade: { input: hidden, from: 0, to: barHeight }
      targets:
        bar:
          alpha: fade + shown

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:9:19: error: unknown input 'barHeight' [unknown-name]
            9 |   shown: { input: barHeight, initial: 0, min: 0, max: 1 }
              |                   ^~~~~~~~~
        spec.yaml:9:19: note: 'barHeight' is a param, not an input: a param does not change as \
        the header scrolls
        spec.yaml:11:18: error: unknown input 'hidden' [unknown-name]
           11 |   fade: { input: hidden, from: 0, to: barHeight }
              |                  ^~~~~~
        spec.yaml:11:18: note: 'hidden' is a state, not an input (a scroll view's offset); a \
        track can run over it: 'over: hidden'

        """)
  }
}
