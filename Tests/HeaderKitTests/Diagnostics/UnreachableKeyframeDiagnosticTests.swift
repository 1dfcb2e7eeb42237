import HeaderKit
import Testing

/// `unreachable-keyframe` gives positions as the raw offsets a user types
/// (`bounds`, `eval --at`, traces) beside the inset-shifted ones, as
/// `discontinuity` does.
@Suite struct UnreachableKeyframeDiagnosticTests {
  @Test func anEachKeyframeOverAnInsetInputGivesBothOffsets() {
    let yaml = """
      version: 1
      name: tabs
      inputs:
        pager: { axis: horizontal, inset: 50, bounds: [-50, 250] }
      params:
        stops: [10, 20, 30]
      targets:
        indicator:
          translateX:
            over: pager
            keyframes:
              - each: stops
                at: index * 200
                value: item
      """
    // Raw bounds [-50, 250] plus the inset 50 reach [0, 300]. The elements
    // sit at 0, 200 and 400; the third is 100 past 300, at raw 400 - 50 = 350.
    #expect(
      LintSupport.lint(yaml) == """
        spec.yaml:13:15: warning: keyframe at 400 (raw offset 350, element 3 of 'stops') is never reached: within its declared bounds 'pager' goes from 0 to 300 (raw offsets -50 to 250), 100 short of it [unreachable-keyframe]
           13 |           at: index * 200
              |               ^~~~~~~~~~~
        spec.yaml:4:50: note: widen the bounds of 'pager', or move the keyframe within them
            4 |   pager: { axis: horizontal, inset: 50, bounds: [-50, 250] }
              |                                                  ^~~~~~~~

        """)
  }
}
