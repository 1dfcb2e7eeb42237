import HeaderKit
import Testing

/// The dependency graph: cycles, state dependencies and zero-width ranges.
@Suite struct GraphDiagnosticTests {
  @Test func threeVarCycleNamesEveryMember() {
    let spec = """
      version: 1
      name: t
      vars:
        a: b + 1
        b: c + 1
        c: a + 1
      inputs:
        scroll: {}
      targets:
        box:
          alpha: a

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:4:3: error: 'a', 'b' and 'c' depend on each other in a cycle [cycle]
            4 |   a: b + 1
              |   ^
        spec.yaml:5:3: note: 'b' is part of the cycle
            5 |   b: c + 1
              |   ^
        spec.yaml:6:3: note: 'c' is part of the cycle
            6 |   c: a + 1
              |   ^

        """)
  }

  @Test func cycleThroughARangeAndATrack() {
    // r's end reads c, c reads b, b reads a, and a's track runs over r.
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      ranges:
        r: { input: scroll, from: 0, to: c }
      vars:
        a:
          over: r
          keyframes: [{ at: 0, value: 0 }, { at: 1, value: 1 }]
        b: a + 1
        c: b * 2
      targets:
        box:
          alpha: a

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:6:3: error: 'r', 'a', 'b' and 'c' depend on each other in a cycle [cycle]
            6 |   r: { input: scroll, from: 0, to: c }
              |   ^
        spec.yaml:8:3: note: 'a' is part of the cycle
            8 |   a:
              |   ^
        spec.yaml:11:3: note: 'b' is part of the cycle
           11 |   b: a + 1
              |   ^
        spec.yaml:12:3: note: 'c' is part of the cycle
           12 |   c: b * 2
              |   ^

        """)
  }

  @Test func selfReference() {
    let spec = """
      version: 1
      name: t
      vars:
        grow: grow * 2
      inputs:
        scroll: {}
      targets:
        box:
          alpha: grow

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:4:3: error: 'grow' depends on itself [cycle]
            4 |   grow: grow * 2
              |   ^~~~

        """)
  }

  @Test func guardThatReadsAState() {
    let spec = """
      version: 1
      name: t
      states:
        s:
          input: scroll
          initial: 0
          min: 0
          max: 10
          down: v > 0
      vars:
        v: s + 1
      inputs:
        scroll: {}
      targets:
        box:
          alpha: s

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:9:11: error: a guard of state 's' cannot use 'v', which depends on a state: \
        guards run while states update [state-dependency]
            9 |     down: v > 0
              |           ^

        """)
  }

  @Test func zeroWidthRangeIsAWarning() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      ranges:
        snap: { input: scroll, from: 10, to: 10 }
      targets:
        box:
          alpha: snap

      """
    #expect(RenderedDiagnostics.load(spec).isValid)
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:6:3: warning: range 'snap' has zero width (from and to are both 10) with the \
        default params [zero-width-range]
            6 |   snap: { input: scroll, from: 10, to: 10 }
              |   ^~~~
        spec.yaml:6:3: note: its progress is 0 before 10 and 1 from there on

        """)
  }

  /// A bound that is refused (it changes as the header scrolls) has no value
  /// to measure the width with: only the error is reported, no zero width.
  @Test func aRefusedBoundGivesNoZeroWidthWarning() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      ranges:
        fade: { input: scroll, from: 0, to: scroll }
      targets:
        box:
          alpha: fade

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:6:39: error: the bounds of range 'fade' can use only params (such values are \
        computed when params change), but 'scroll' changes as the header scrolls [not-constant]
            6 |   fade: { input: scroll, from: 0, to: scroll }
              |                                       ^~~~~~

        """)
  }
}
