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
        spec.yaml:9:20: error: unknown input, range, var, state or transition 'size' [unknown-name]
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
}
