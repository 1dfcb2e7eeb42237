import Foundation
import HeaderKit
import HeaderKitDiagnostics
import HeaderKitTestSupport
import Testing

/// Each lint rule on a spec that triggers it (the whole rendered warning) and
/// on a clean one (no warning at all).
@Suite struct LintRuleTests {
  // MARK: Discontinuity

  @Test func coincidentKeyframesWithDifferentValuesAreAFlicker() {
    let yaml = """
      version: 1
      name: flicker
      inputs:
        scroll: { bounds: [-100, 300] }
      targets:
        header:
          alpha:
            over: scroll
            keyframes:
              - { at: 0, value: 0 }
              - { at: 40, value: 0.5 }
              - { at: 40, value: 1 }
      """
    // Rising to 0.5 at 40 from the left, 1 from 40 on: a jump of 1 - 0.5 at the later keyframe.
    #expect(
      LintSupport.lint(yaml) == """
        spec.yaml:12:17: warning: 'header.alpha' jumps by 0.5 (from 0.5 to 1) where 'scroll' is 40; a jump shows as a flicker [discontinuity]
           12 |         - { at: 40, value: 1 }
              |                 ^~
        spec.yaml:12:17: note: if the jump is deliberate, write it as a switch: 'ease: hold' on the segment before it, steps(n), or a condition such as if(scroll > 40, a, b)
        spec.yaml:7:5: note: 'header.alpha' is set here
            7 |     alpha:
              |     ^~~~~

        """)
  }

  @Test func aTrackHandingBackToTheBaseValueIsAFlicker() {
    let yaml = """
      version: 1
      name: handback
      inputs:
        scroll: { inset: 100, bounds: [-150, 200] }
      targets:
        header:
          translateY:
            - 0
            - over: scroll
              keyframes:
                - { at: 0, value: 0 }
                - { at: 100, value: -100 }
              after: none
      """
    // At 100 the track stops applying and the base 0 returns: from -100 to 0. The input's
    // inset is 100, so the raw offset there is 100 - 100 = 0.
    #expect(
      LintSupport.lint(yaml) == """
        spec.yaml:12:19: warning: 'header.translateY' jumps by 100 (from -100 to 0) where 'scroll' is 100 (raw offset 0); a jump shows as a flicker [discontinuity]
           12 |           - { at: 100, value: -100 }
              |                   ^~~
        spec.yaml:12:19: note: if the jump is deliberate, write it as a switch: 'ease: hold' on the segment before it, steps(n), or a condition such as if(scroll > 100, a, b)
        spec.yaml:7:5: note: 'header.translateY' is set here
            7 |     translateY:
              |     ^~~~~~~~~~

        """)
  }

  @Test func deliberateSwitchesAreNotFlickers() {
    let yaml = """
      version: 1
      name: switches
      inputs:
        scroll: { bounds: [-100, 300] }
      params:
        stop: 40
      targets:
        header:
          zPosition: if(scroll > stop, 2, 0)
          alpha:
            over: scroll
            keyframes:
              - { at: 0, value: 0, ease: hold }
              - { at: 80, value: 1 }
          translateY:
            over: scroll
            ease: steps(4)
            keyframes:
              - { at: 0, value: 0 }
              - { at: 100, value: -100 }
          scaleX: 1 + floor(scroll / 100)
      """
    #expect(LintSupport.codes(yaml).isEmpty)
  }

  // MARK: The jump check's budget

  /// A steep line changes by far more than the threshold between every two
  /// samples, so each of the 512 intervals takes about ten bisections to
  /// show it continuous: more than the smallest budget, 1,000 evaluations.
  static let steep = """
    version: 1
    name: steep
    inputs:
      scroll: { bounds: [0, 1000] }
    targets:
      logo:
        alpha: 1
      header:
        translateY:
          over: scroll
          keyframes:
            - { at: 0, value: 0 }
            - { at: 1000, value: -100000 }
    """

  @Test func aJumpCheckOutOfBudgetSaysSoAtTheInput() {
    // The constant alpha needs no narrowing; the steep translateY exhausts the budget.
    #expect(
      LintSupport.lint(Self.steep, work: 0) == """
        spec.yaml:4:3: warning: the jump check over 'scroll' stopped after 1000 evaluations with 1 of 2 properties examined: the spec is too large to check every jump [lint-incomplete]
            4 |   scroll: { bounds: [0, 1000] }
              |   ^~~~~~
        spec.yaml:4:3: note: the properties after those were not checked for jumps; split the header into smaller specs, or pin them with 'continuous' expectations in a test

        """)
  }

  @Test func aJumpCheckWithinBudgetFindsTheSteepLineContinuous() {
    #expect(LintSupport.codes(Self.steep).isEmpty)
  }

  // MARK: Alpha

  @Test func alphaThatLeavesZeroToOneIsReportedAtItsFarthest() {
    let yaml = """
      version: 1
      name: fade
      inputs:
        scroll: { bounds: [-100, 300] }
      targets:
        logo:
          alpha: 1 - scroll / 100
      """
    // 1 - (-100)/100 = 2 at -100 (1 too high); 1 - 300/100 = -2 at 300 (2 too low): the farther.
    #expect(
      LintSupport.lint(yaml) == """
        spec.yaml:7:5: warning: 'logo.alpha' reaches -2 where 'scroll' is 300, 2 outside [0, 1] [alpha-out-of-range]
            7 |     alpha: 1 - scroll / 100
              |     ^~~~~
        spec.yaml:7:5: note: UIKit clamps alpha to [0, 1], so the fade stops short of what the spec says; clamp it with clamp(x, 0, 1) or change its keyframes

        """)
  }

  @Test func clampedAlphaIsClean() {
    let yaml = """
      version: 1
      name: fade
      inputs:
        scroll: { bounds: [-100, 300] }
      targets:
        logo:
          alpha: clamp(1 - scroll / 100, 0, 1)
      """
    #expect(LintSupport.codes(yaml).isEmpty)
  }

  // MARK: Unreachable keyframes

  @Test func aKeyframeOutsideTheBoundsIsNeverReached() {
    let yaml = """
      version: 1
      name: reach
      inputs:
        scroll: { inset: 200, bounds: [-250, 50] }
      targets:
        header:
          translateY:
            over: scroll
            keyframes:
              - { at: -100, value: 0 }
              - { at: 100, value: -100 }
      """
    // Raw bounds [-250, 50] plus the inset 200 reach [-50, 250]; -100 is 50
    // below, at the raw offset -100 - 200 = -300.
    #expect(
      LintSupport.lint(yaml) == """
        spec.yaml:10:17: warning: keyframe at -100 (raw offset -300) is never reached: within its declared bounds 'scroll' goes from -50 to 250 (raw offsets -250 to 50), 50 short of it [unreachable-keyframe]
           10 |         - { at: -100, value: 0 }
              |                 ^~~~
        spec.yaml:4:34: note: widen the bounds of 'scroll', or move the keyframe within them
            4 |   scroll: { inset: 200, bounds: [-250, 50] }
              |                                  ^~~~~~~~

        """)
  }

  @Test func anEachKeyframeNamesItsElement() {
    let yaml = """
      version: 1
      name: tabs
      inputs:
        pager: { axis: horizontal, bounds: [0, 300] }
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
    // Elements sit at 0, 200 and 400; the third is 400 - 300 = 100 past the bounds.
    #expect(
      LintSupport.lint(yaml) == """
        spec.yaml:13:15: warning: keyframe at 400 (element 3 of 'stops') is never reached: within its declared bounds 'pager' goes from 0 to 300, 100 short of it [unreachable-keyframe]
           13 |           at: index * 200
              |               ^~~~~~~~~~~
        spec.yaml:4:39: note: widen the bounds of 'pager', or move the keyframe within them
            4 |   pager: { axis: horizontal, bounds: [0, 300] }
              |                                       ^~~~~~

        """)
  }

  @Test func keyframesWithinTheBoundsOrWithoutBoundsAreClean() {
    let within = """
      version: 1
      name: reach
      inputs:
        scroll: { inset: 200, bounds: [-250, 50] }
      targets:
        header:
          translateY:
            over: scroll
            keyframes:
              - { at: -50, value: 0 }
              - { at: 250, value: -100 }
      """
    let unbounded = """
      version: 1
      name: reach
      inputs:
        scroll: {}
      targets:
        header:
          translateY:
            over: scroll
            keyframes:
              - { at: -5000, value: 0 }
              - { at: 5000, value: -100 }
      """
    #expect(LintSupport.codes(within).isEmpty)
    #expect(LintSupport.codes(unbounded).isEmpty)
  }

  // MARK: Overlapping tracks

  @Test func tracksActiveOverTheSameSpanOverlap() {
    let yaml = """
      version: 1
      name: overlap
      inputs:
        scroll: { bounds: [-100, 300] }
      targets:
        header:
          translateY:
            - over: scroll
              keyframes:
                - { at: 0, value: 0 }
                - { at: 100, value: -100 }
              after: none
            - over: scroll
              keyframes:
                - { at: 50, value: -50 }
                - { at: 150, value: -100 }
              before: none
      """
    // The first applies below 100 (after: none), the second from 50 on (before: none).
    #expect(
      LintSupport.lint(yaml) == """
        spec.yaml:13:9: warning: two tracks set 'header.translateY' where 'scroll' is from 50 to 100 (an overlap of 50); the later track wins there [overlapping-tracks]
           13 |       - over: scroll
              |         ^~~~~~~~~~~~
        spec.yaml:8:9: note: the earlier track is here; where they overlap its keyframes never show (give the tracks 'before: none' or 'after: none' so they take turns)
            8 |       - over: scroll
              |         ^~~~~~~~~~~~

        """)
  }

  @Test func tracksThatClampEverywhereOverlapEverywhere() {
    let yaml = """
      version: 1
      name: overlap
      inputs:
        scroll: { bounds: [-100, 300] }
      targets:
        header:
          alpha:
            - over: scroll
              keyframes: [{ at: 0, value: 0 }, { at: 100, value: 1 }]
            - over: scroll
              keyframes: [{ at: 0, value: 0 }, { at: 50, value: 1 }]
      """
    let rendered = LintSupport.lint(yaml)
    #expect(
      rendered.hasPrefix(
        "spec.yaml:10:9: warning: two tracks set 'header.alpha' wherever 'scroll' is; the later track wins there [overlapping-tracks]\n"
      ))
  }

  @Test func tracksThatTakeTurnsAreClean() {
    let yaml = """
      version: 1
      name: turns
      inputs:
        scroll: { bounds: [-100, 300] }
      targets:
        header:
          translateY:
            - over: scroll
              keyframes:
                - { at: 0, value: 0 }
                - { at: 100, value: -100 }
              after: none
            - over: scroll
              keyframes:
                - { at: 100, value: -100 }
                - { at: 200, value: -150 }
              before: none
      """
    #expect(LintSupport.codes(yaml).isEmpty)
  }

  // MARK: Unused names

  @Test func paramsAndVarsNothingReadsAreUnused() {
    let yaml = """
      version: 1
      name: unused
      inputs:
        scroll: {}
      params:
        used: 10
        spare: 3
      vars:
        twice: scroll * used
        lonely: scroll * 3
      targets:
        header:
          translateY: twice
      """
    #expect(
      LintSupport.lint(yaml) == """
        spec.yaml:7:3: warning: param 'spare' is never used [unused-param]
            7 |   spare: 3
              |   ^~~~~
        spec.yaml:7:3: note: remove it, or use it in an expression
        spec.yaml:10:3: warning: var 'lonely' is never used [unused-var]
           10 |   lonely: scroll * 3
              |   ^~~~~~
        spec.yaml:10:3: note: remove it, or use it in a property, a var, a range or a state

        """)
  }

  @Test func namesUsedAnywhereAreClean() {
    let yaml = """
      version: 1
      name: used
      inputs:
        scroll: { bounds: [0, top] }
      params:
        top: 300
        widths: [10, 20]
        used: 10
      ranges:
        early: { input: scroll, from: 0, to: used }
      vars:
        twice: scroll * 2
        slide:
          over: twice
          keyframes:
            - { each: widths, at: index * 100, value: item }
      targets:
        header:
          translateY: slide
          alpha: early
      """
    #expect(LintSupport.codes(yaml).isEmpty)
  }

  @Test func paramsUsedOnlyByAStatesPositionOrLimitsAreClean() {
    let yaml = """
      version: 1
      name: state-params
      inputs:
        scroll: { bounds: [0, 300] }
      params:
        top: 0
        contentHeight: 900
        screenHeight: 600
      states:
        hidden:
          input: scroll
          initial: 0
          min: 0
          max: 50
          follow: 1
          position: max(scroll, top)
          limits: [0, contentHeight - screenHeight]
      targets:
        header:
          translateY: -hidden
      """
    #expect(LintSupport.codes(yaml).isEmpty)
  }

  // MARK: The bundled specs

  @Test(arguments: try Fixtures.allSpecs())
  func everyBundledSpecLintsClean(_ url: URL) throws {
    let loaded = try SpecLoader.load(path: url.path)
    let compiled = try #require(loaded.compiled)
    #expect(DiagnosticRenderer().render(Linter.lint(compiled), source: loaded.source) == "")
  }
}
