import HeaderKit
import Testing

/// Mistakes in `transitions:`, rendered as the CLI shows them.
@Suite struct TransitionDiagnosticTests {
  /// A var that reads the transition, read by its condition: one cycle naming both.
  @Test func aConditionThatReadsItsOwnTransitionIsACycle() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      vars:
        shown: scrim * 2
      transitions:
        scrim:
          when: shown < 1
          duration: 0.6
      targets:
        box:
          alpha: scrim
      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:6:3: error: 'shown' and 'scrim' depend on each other in a cycle [cycle]
            6 |   shown: scrim * 2
              |   ^~~~~
        spec.yaml:8:3: note: 'scrim' is part of the cycle
            8 |   scrim:
              |   ^~~~~

        """)
  }

  /// A misspelled ease key, a missing condition, a misspelled easing: each where it is.
  @Test func transitionKeysAndEasingsAreChecked() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      transitions:
        scrim:
          when: scroll > 10
          to: scroll
          duration: 0.6
          ease: { forward: easeIn, bak: linear }
        shade:
          from: 1
          duration: 0.3
          ease: { back: easeInOout }
      targets:
        box:
          alpha: scrim + shade
      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:10:30: error: unknown key 'bak' in 'ease'; did you mean 'back'? [unknown-key]
           10 |     ease: { forward: easeIn, bak: linear }
              |                              ^~~
        spec.yaml:10:30: note: valid keys: forward, back
        spec.yaml:12:5: error: transition 'shade' needs the key 'when' [missing-key]
           12 |     from: 1
              |     ^~~~~~~
        spec.yaml:14:19: error: 'easeInOout' is not an easing; use linear, hold, easeIn, easeOut, easeInOut, cubic-bezier(x1, y1, x2, y2) with x1 and x2 in [0, 1], steps(n) with n ≥ 1, an Android interpolator (accelerate, decelerate, accelerateDecelerate, overshoot, anticipate, anticipateOvershoot) or linear(...); did you mean 'easeInOut'? [invalid-easing]
           14 |     ease: { back: easeInOout }
              |                   ^~~~~~~~~~

        """)
  }

  /// A spec whose one transition has `ease: EASE` on line 9, column 11.
  static func spec(ease: String) -> String {
    """
    version: 1
    name: t
    inputs:
      scroll: {}
    transitions:
      scrim:
        when: scroll > 10
        duration: 0.6
        ease: \(ease)
    targets:
      box:
        alpha: scrim
    """
  }

  /// `on` and `off`, the spellings before 0.2, still read, each with a
  /// warning naming its new spelling; the spec stays valid.
  @Test func theOldEaseKeysWarnAndNameTheNewOnes() {
    let spec = Self.spec(ease: "{ on: easeIn, off: linear }")
    #expect(RenderedDiagnostics.load(spec).isValid)
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:9:13: warning: 'on' in 'ease' is the old spelling of 'forward': YAML 1.1 tools read 'on' as a boolean; write 'forward' [deprecated-key]
            9 |     ease: { on: easeIn, off: linear }
              |             ^~
        spec.yaml:9:25: warning: 'off' in 'ease' is the old spelling of 'back': YAML 1.1 tools read 'off' as a boolean; write 'back' [deprecated-key]
            9 |     ease: { on: easeIn, off: linear }
              |                         ^~~

        """)
  }

  /// Both spellings of one key: the new one is kept, and the old one is an error.
  @Test func bothSpellingsOfOneEaseKeyAreAnError() {
    let spec = Self.spec(ease: "{ forward: easeIn, on: linear }")
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:9:30: error: 'on' and 'forward' are one key in 'ease' ('on' is its old spelling); keep 'forward' [duplicate-key]
            9 |     ease: { forward: easeIn, on: linear }
              |                              ^~
        spec.yaml:9:13: note: 'forward' is here
            9 |     ease: { forward: easeIn, on: linear }
              |             ^~~~~~~

        """)
  }

  /// A duration or a spring per direction is read (PerDirectionTimingTests
  /// runs them); the forms that are not: `on` and `off` (which only `ease`
  /// still reads, for old specs) say to write `forward` and `back`, and a
  /// direction left out is missing.
  @Test func perDirectionTimingNeedsForwardAndBack() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      transitions:
        shown:
          when: scroll > 0
          duration: { on: 0.15, back: 0.25 }
        lifted:
          when: scroll > 10
          spring: { forward: { response: 0.3, dampingFraction: 1 } }
        both:
          when: scroll > 20
          duration: { forward: 0.15, back: 0.25 }
          ease: { forward: easeOut, back: easeIn }
      targets:
        box:
          alpha: shown * lifted * both
      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:8:17: error: 'on' is not a direction of 'duration': a per-direction 'duration' is written '{forward: ..., back: ...}' (towards 'to', and back to 'from') [unknown-key]
            8 |     duration: { on: 0.15, back: 0.25 }
              |                 ^~
        spec.yaml:8:17: note: YAML 1.1 tools read 'on' and 'off' as true and false; 'ease' still reads them, with a warning, for specs written before 0.2
        spec.yaml:11:13: error: a per-direction 'spring' needs the key 'back' [missing-key]
           11 |     spring: { forward: { response: 0.3, dampingFraction: 1 } }
              |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """)
  }

  /// 'to' may use only params, and a state's initial may not use a transition.
  @Test func fromToAndDurationAreSetUpValues() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      states:
        h:
          input: scroll
          initial: scrim
          min: 0
          max: 10
      transitions:
        scrim:
          when: scroll > 10
          to: scroll
          duration: 0.6
      targets:
        box:
          alpha: scrim + h
      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:8:14: error: 'initial' of state 'h' can use only params (such values are computed when params change), but 'scrim' changes as the header scrolls [not-constant]
            8 |     initial: scrim
              |              ^~~~~
        spec.yaml:14:9: error: 'to' of transition 'scrim' can use only params (such values are computed when params change), but 'scroll' changes as the header scrolls [not-constant]
           14 |     to: scroll
              |         ^~~~~~

        """)
  }

  @Test func aConditionThatNeverChangesIsLinted() {
    let yaml = """
      version: 1
      name: t
      inputs:
        scroll: {}
      params:
        trigger: 112
      transitions:
        scrim:
          when: trigger > 100
          duration: 0.6
      targets:
        box:
          alpha: scrim
      """
    #expect(
      LintSupport.lint(yaml) == """
        spec.yaml:9:11: warning: the condition of transition 'scrim' can never change: it reads no input, state, transition or signal [unchanging-transition]
            9 |     when: trigger > 100
              |           ^~~~~~~~~~~~~
        spec.yaml:9:11: note: a transition animates only when its condition changes; use an input, a state or a signal in it

        """)
  }

  @Test func aConditionOverAStateThroughAVarIsNotLinted() {
    let yaml = """
      version: 1
      name: t
      inputs:
        scroll: {}
      states:
        h: { input: scroll, initial: 0, min: 0, max: 100, follow: 1 }
      vars:
        visible: 100 - h
      transitions:
        scrim:
          when: visible < 50
          duration: 0.6
      targets:
        box:
          alpha: scrim
      """
    #expect(LintSupport.lint(yaml) == "")
  }

  /// A condition that is an input, a state or a transition itself needs no
  /// code of its own, and changes all the same.
  @Test func aConditionThatIsANameIsNotLinted() {
    let yaml = """
      version: 1
      name: t
      inputs:
        scroll: {}
      states:
        h: { input: scroll, initial: 0, min: 0, max: 100, follow: 1 }
      transitions:
        a:
          when: scroll
          duration: 0.6
        b:
          when: h
          duration: 0.6
        c:
          when: a
          duration: 0.6
      targets:
        box:
          alpha: a + b + c
      """
    #expect(LintSupport.lint(yaml) == "")
  }
}
