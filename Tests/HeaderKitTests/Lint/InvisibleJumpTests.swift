import HeaderKit
import HeaderKitDiagnostics
import Testing

/// The discontinuity lint reports what a screen shows: a colour channel's
/// jump where the colour is transparent, or a jump between two values off any
/// screen, is no flicker; a colour that changes where it can be seen, or a
/// value that leaves the screen at once, still is. Messages give the finite
/// values outputs have, never `inf` or `nan`.
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

  // MARK: Values off any screen

  @Test func jumpsBetweenValuesOffAnyScreenAreNotReportedButLeavingTheScreenIs() {
    // At 50: 'far' goes from 1e16 to 2e16 and 'flip' from -1e308 to 1e308 (a
    // difference no double holds), both sides past 2^53 = 9.007e15; 'away' goes from
    // 0 to 1e16, off the screen at once.
    let yaml = """
      version: 1
      name: far
      inputs:
        scroll: { bounds: [0, 100] }
      targets:
        far:
          translateY:
            over: scroll
            keyframes:
              - { at: 0, value: 1e16 }
              - { at: 50, value: 1e16 }
              - { at: 50, value: 2e16 }
        flip:
          translateY:
            over: scroll
            keyframes:
              - { at: 0, value: -1e308 }
              - { at: 50, value: -1e308 }
              - { at: 50, value: 1e308 }
        away:
          translateY:
            over: scroll
            keyframes:
              - { at: 0, value: 0 }
              - { at: 50, value: 0 }
              - { at: 50, value: 1e16 }
      """
    #expect(
      LintSupport.lint(yaml) == """
        spec.yaml:26:17: warning: 'away.translateY' jumps by 1e+16 (from 0 to 1e+16) where 'scroll' is 50; a jump shows as a flicker [discontinuity]
           26 |         - { at: 50, value: 1e16 }
              |                 ^~
        spec.yaml:26:17: note: if the jump is deliberate, write it as a switch: 'ease: hold' on the segment before it, steps(n), or a condition such as if(scroll > 50, a, b)
        spec.yaml:21:5: note: 'away.translateY' is set here
           21 |     translateY:
              |     ^~~~~~~~~~

        """)
  }

  @Test func aSteepLineIsReportedOnlyWhereItLeavesTheScreen() {
    // 1e308 * scroll over the default sweep, raw -100 to 300 in 512 steps of 0.78125.
    // Between samples it changes by 7.8e307, and narrowed to 1e-9 still by 1e299: it
    // looks like a jump everywhere, but both sides are off any screen except at 0.
    // There the interval [0, 0.78125] is halved 30 times, to 0.78125 / 2^30 (the first
    // width under 1e-9), where the line is 1e308 times that.
    let yaml = """
      version: 1
      name: ov2
      inputs: {scroll: {}}
      targets:
        t:
          translateY: 1e308 * scroll
      """
    let size = 1e308 * (0.78125 / 1_073_741_824)
    #expect(
      LintSupport.lint(yaml) == """
        spec.yaml:6:5: warning: 't.translateY' jumps by \(size) (from 0 to \(size)) where 'scroll' is 0; a jump shows as a flicker [discontinuity]
            6 |     translateY: 1e308 * scroll
              |     ^~~~~~~~~~
        spec.yaml:6:5: note: if the jump is deliberate, write it as a switch: 'ease: hold' on the segment before it, steps(n), or a condition such as if(scroll > 0, a, b)

        """)
    #expect(size.description == "7.275957614183426e+298")
  }

  @Test func anOverflowJumpGivesTheValuesOutputsHave() {
    // big * big overflows to inf: times a negative scroll it is -inf, which outputs
    // read as -1.7976931348623157e308; at 0 it is inf * 0, NaN, read as 0. (translateX
    // is inf - inf, NaN, so 0 throughout.)
    let yaml = """
      version: 1
      name: x
      inputs: {scroll: {}}
      params:
        big: 1e308
      targets: {t: {translateY: big * big * scroll + big, translateX: big*10 - big*10}}
      """
    #expect(
      LintSupport.lint(yaml) == """
        spec.yaml:6:15: warning: 't.translateY' jumps by 1.7976931348623157e+308 (from -1.7976931348623157e+308 to 0) where 'scroll' is 0; a jump shows as a flicker [discontinuity]
            6 | targets: {t: {translateY: big * big * scroll + big, translateX: big*10 - big*10}}
              |               ^~~~~~~~~~
        spec.yaml:6:15: note: if the jump is deliberate, write it as a switch: 'ease: hold' on the segment before it, steps(n), or a condition such as if(scroll > 0, a, b)

        """)
  }

  @Test func aJumpAtAHugeOffsetGivesItsPosition() {
    // The sign of scroll - 1e303, times 100: -100, then 0 at 1e303 itself (a division
    // by 0 is 0), a sample of the grid 0, 2e303 / 512, .... Rounding 1e303 to 6
    // decimals would multiply it past the largest double.
    let yaml = """
      version: 1
      name: far
      inputs:
        scroll: { bounds: [0, 2e303] }
      targets:
        t:
          translateY: 100 * (scroll - 1e303) / abs(scroll - 1e303)
      """
    #expect(
      LintSupport.lint(yaml) == """
        spec.yaml:7:5: warning: 't.translateY' jumps by 100 (from -100 to 0) where 'scroll' is 1e+303; a jump shows as a flicker [discontinuity]
            7 |     translateY: 100 * (scroll - 1e303) / abs(scroll - 1e303)
              |     ^~~~~~~~~~
        spec.yaml:7:5: note: if the jump is deliberate, write it as a switch: 'ease: hold' on the segment before it, steps(n), or a condition such as if(scroll > 1e+303, a, b)

        """)
  }
}
