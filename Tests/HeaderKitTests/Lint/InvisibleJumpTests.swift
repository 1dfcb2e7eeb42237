import HeaderKit
import HeaderKitDiagnostics
import Testing

/// The discontinuity lint reports what a screen shows: a colour channel's
/// jump where the colour is transparent is no flicker; a colour that changes
/// where it can be seen still is.
@Suite struct InvisibleJumpTests {
  // MARK: Colours

  @Test func theDocsNavigationBarFadesInWithoutAWarning() {
    // docs/spec.md § Colours, verbatim. The background's alphas differ (0 and 1), so
    // its channels are interpolated times the alpha and divided by it: at collapse 0
    // the alpha is 0 and the channels read 0; just after, 0xF7 / 255 = 0.9686 times
    // an alpha near 0. What the colour shows, channel times alpha, rises from 0
    // smoothly. The tint is opaque at both ends (a plain blend); the status bar
    // style is an if(), a deliberate switch.
    let yaml = """
      version: 1
      name: navigation-bar
      inputs:
        scroll: { bounds: [-50, 150] }
      ranges:
        collapse: { input: scroll, from: 0, to: 100 }
      targets:
        navBar:
          backgroundColor:              # fades in from transparent
            over: collapse
            keyframes:
              - { at: 0%, value: "#F7F7F700" }
              - { at: 100%, value: "#F7F7F7" }
          tintColor:                    # white over the photo, the system blue on the bar
            over: collapse
            keyframes:
              - { at: 0%, value: "#FFFFFF" }
              - { at: 100%, value: "rgb(0, 122, 255)" }
          shadowOpacity: collapse * 0.3
        photo:
          cornerRadius: 12 * (1 - collapse)
          custom:
            statusBarStyle: if(collapse > 0.5, 1, 0)   # 0 light, 1 dark: the app maps it
      """
    #expect(LintSupport.codes(yaml).isEmpty)
  }

  @Test func aTransparentColoursChannelsMayJump() {
    // Red to blue at 50, both with alpha 0: the channels jump by 1, the screen shows nothing.
    let yaml = """
      version: 1
      name: hidden
      inputs:
        scroll: { bounds: [0, 100] }
      targets:
        bar:
          backgroundColor:
            over: scroll
            keyframes:
              - { at: 0, value: "#FF000000" }
              - { at: 50, value: "#FF000000" }
              - { at: 50, value: "#0000FF00" }
      """
    #expect(LintSupport.codes(yaml).isEmpty)
  }

  @Test func aHalfTransparentColourThatJumpsIsAFlicker() {
    // Every alpha is 0x80 / 255 = 0.502, so the channels are blended as they are:
    // red 1 to 0 and blue 0 to 1 at 50, which show times 0.502, far above 0.01.
    let yaml = """
      version: 1
      name: swap
      inputs:
        scroll: { bounds: [0, 100] }
      targets:
        bar:
          backgroundColor:
            over: scroll
            keyframes:
              - { at: 0, value: "#FF000080" }
              - { at: 50, value: "#FF000080" }
              - { at: 50, value: "#0000FF80" }
      """
    #expect(
      LintSupport.lint(yaml) == """
        spec.yaml:12:17: warning: 'bar.backgroundColor.r' jumps by 1 (from 1 to 0) where 'scroll' is 50; a jump shows as a flicker [discontinuity]
           12 |         - { at: 50, value: "#0000FF80" }
              |                 ^~
        spec.yaml:12:17: note: if the jump is deliberate, write it as a switch: 'ease: hold' on the segment before it, steps(n), or a condition such as if(scroll > 50, a, b)
        spec.yaml:7:5: note: 'bar.backgroundColor.r' is set here
            7 |     backgroundColor:
              |     ^~~~~~~~~~~~~~~
        spec.yaml:12:17: warning: 'bar.backgroundColor.b' jumps by 1 (from 0 to 1) where 'scroll' is 50; a jump shows as a flicker [discontinuity]
           12 |         - { at: 50, value: "#0000FF80" }
              |                 ^~
        spec.yaml:12:17: note: if the jump is deliberate, write it as a switch: 'ease: hold' on the segment before it, steps(n), or a condition such as if(scroll > 50, a, b)
        spec.yaml:7:5: note: 'bar.backgroundColor.b' is set here
            7 |     backgroundColor:
              |     ^~~~~~~~~~~~~~~

        """)
  }

  @Test func aColourThatAppearsAtOnceIsAFlicker() {
    // Transparent red, then opaque blue from 50. The alphas differ, so channels are
    // blended times the alpha: before 50 the alpha is 0 and every channel reads 0;
    // from 50 the colour is (0, 0, 1, 1). Red stays 0; blue and the alpha jump from
    // 0 to 1, and blue shows: it is 0 times 0 before and 1 times 1 after.
    let yaml = """
      version: 1
      name: appear
      inputs:
        scroll: { bounds: [0, 100] }
      targets:
        bar:
          backgroundColor:
            over: scroll
            keyframes:
              - { at: 0, value: "#FF000000" }
              - { at: 50, value: "#FF000000" }
              - { at: 50, value: "#0000FF" }
      """
    #expect(
      LintSupport.lint(yaml) == """
        spec.yaml:12:17: warning: 'bar.backgroundColor.b' jumps by 1 (from 0 to 1) where 'scroll' is 50; a jump shows as a flicker [discontinuity]
           12 |         - { at: 50, value: "#0000FF" }
              |                 ^~
        spec.yaml:12:17: note: if the jump is deliberate, write it as a switch: 'ease: hold' on the segment before it, steps(n), or a condition such as if(scroll > 50, a, b)
        spec.yaml:7:5: note: 'bar.backgroundColor.b' is set here
            7 |     backgroundColor:
              |     ^~~~~~~~~~~~~~~
        spec.yaml:12:17: warning: 'bar.backgroundColor.a' jumps by 1 (from 0 to 1) where 'scroll' is 50; a jump shows as a flicker [discontinuity]
           12 |         - { at: 50, value: "#0000FF" }
              |                 ^~
        spec.yaml:12:17: note: if the jump is deliberate, write it as a switch: 'ease: hold' on the segment before it, steps(n), or a condition such as if(scroll > 50, a, b)
        spec.yaml:7:5: note: 'bar.backgroundColor.a' is set here
            7 |     backgroundColor:
              |     ^~~~~~~~~~~~~~~

        """)
  }
}
