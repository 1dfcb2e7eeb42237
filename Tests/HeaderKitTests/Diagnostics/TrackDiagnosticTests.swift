import HeaderKit
import Testing

/// Tracks: easings, keyframes and their positions.
@Suite struct TrackDiagnosticTests {
  @Test func misspelledEasing() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          alpha:
            over: scroll
            ease: easIn
            keyframes:
              - { at: 0, value: 0 }
              - { at: 100, value: 1 }

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:9:13: error: 'easIn' is not an easing; use linear, hold, easeIn, easeOut, \
        easeInOut, cubic-bezier(x1, y1, x2, y2) with x1 and x2 in [0, 1], steps(n) with n ≥ 1, \
        an Android interpolator (accelerate, decelerate, accelerateDecelerate, overshoot, \
        anticipate, anticipateOvershoot) or linear(...); did you mean 'easeIn'? [invalid-easing]
            9 |       ease: easIn
              |             ^~~~~

        """)
  }

  @Test func bezierWithXOutsideTheUnitInterval() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          alpha:
            over: scroll
            ease: cubic-bezier(1.5, 0, 0.5, 1)
            keyframes:
              - { at: 0, value: 0 }
              - { at: 100, value: 1 }

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:9:13: error: 'cubic-bezier(1.5, 0, 0.5, 1)' is not an easing; use linear, hold, \
        easeIn, easeOut, easeInOut, cubic-bezier(x1, y1, x2, y2) with x1 and x2 in [0, 1], \
        steps(n) with n ≥ 1, an Android interpolator (accelerate, decelerate, \
        accelerateDecelerate, overshoot, anticipate, anticipateOvershoot) or linear(...) \
        [invalid-easing]
            9 |       ease: cubic-bezier(1.5, 0, 0.5, 1)
              |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """)
  }

  @Test func noKeyframes() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          alpha:
            over: scroll
            keyframes: []

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:9:18: error: a track needs at least one keyframe [empty-keyframes]
            9 |       keyframes: []
              |                  ^~

        """)
  }

  @Test func fractionOutsideItsRange() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      ranges:
        r: { input: scroll, from: 0, to: 100 }
      targets:
        box:
          alpha:
            over: r
            keyframes:
              - { at: 0, value: 0 }
              - { at: 1.5, value: 1 }

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:13:17: error: keyframe at 1.5 is outside range 'r'; over a range, 'at' is a \
        fraction from 0 to 1 or a percentage from 0% to 100% [keyframe-outside-range]
           13 |         - { at: 1.5, value: 1 }
              |                 ^~~

        """)
  }

  @Test func percentageOutsideItsRange() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      ranges:
        r: { input: scroll, from: 0, to: 100 }
      targets:
        box:
          alpha:
            over: r
            keyframes:
              - { at: 0%, value: 0 }
              - { at: 150%, value: 1 }

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:13:17: error: keyframe at 1.5 is outside range 'r'; over a range, 'at' is a \
        fraction from 0 to 1 or a percentage from 0% to 100% [keyframe-outside-range]
           13 |         - { at: 150%, value: 1 }
              |                 ^~~~

        """)
  }

  @Test func percentageOverAnInput() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          alpha:
            over: scroll
            keyframes:
              - { at: 0, value: 0 }
              - { at: 50%, value: 1 }

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:11:17: error: a percentage needs a range to be a percentage of, but this track \
        runs over 'scroll'; give 'at' in its units, or drive the track with a range \
        [percent-without-range]
           11 |         - { at: 50%, value: 1 }
              |                 ^~~

        """)
  }

  @Test func keyframesGoingBackwardsAreAWarning() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          alpha:
            over: scroll
            keyframes:
              - { at: 10, value: 0 }
              - { at: 5, value: 1 }

      """
    let loaded = RenderedDiagnostics.load(spec)
    #expect(loaded.isValid)
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:11:17: warning: keyframe at 5 comes after one at 10; keyframes must not go \
        backwards, so it is moved to 10 [keyframes-out-of-order]
           11 |         - { at: 5, value: 1 }
              |                 ^
        spec.yaml:10:17: note: the previous keyframe is here
           10 |         - { at: 10, value: 0 }
              |                 ^~

        """)
  }

  @Test func keyframePositionThatScrolls() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      targets:
        box:
          alpha:
            over: scroll
            keyframes:
              - { at: scroll, value: 0 }

      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:10:17: error: the position of a keyframe can use only params (such values are \
        computed when params change), but 'scroll' changes as the header scrolls [not-constant]
           10 |         - { at: scroll, value: 0 }
              |                 ^~~~~~

        """)
  }

  /// A track over `scroll` whose `ease` is `spelling`.
  static func spec(ease spelling: String) -> String {
    """
    version: 1
    name: t
    inputs:
      scroll: {}
    targets:
      box:
        alpha:
          over: scroll
          ease: "\(spelling)"
          keyframes: [{ at: 0, value: 0 }, { at: 100, value: 1 }]

    """
  }

  @Test func anotherLibrarysCurveIsNotRoundedToAClosePlainOne() {
    // easeInOut is one edit from easeInOutQuad, but another curve: no did-you-mean.
    #expect(
      RenderedDiagnostics.of(Self.spec(ease: "easeInOutQuad")) == """
        spec.yaml:9:13: error: 'easeInOutQuad' is not an easing; use linear, hold, easeIn, \
        easeOut, easeInOut, cubic-bezier(x1, y1, x2, y2) with x1 and x2 in [0, 1], steps(n) \
        with n ≥ 1, an Android interpolator (accelerate, decelerate, accelerateDecelerate, \
        overshoot, anticipate, anticipateOvershoot) or linear(...) [invalid-easing]
            9 |       ease: "easeInOutQuad"
              |             ^~~~~~~~~~~~~~~
        spec.yaml:9:13: note: 'easeInOutQuad' is another library's curve: write its control \
        points as cubic-bezier(x1, y1, x2, y2)

        """)
  }

  @Test(
    "an easing spelt as another platform spells it gets a note saying what to write",
    arguments: [
      ("ease", "CSS's 'ease' (Core Animation's default) is cubic-bezier(0.25, 0.1, 0.25, 1)"),
      ("cubicBezier(0.4, 0, 0.2, 1)", "write the control points as cubic-bezier(0.4, 0, 0.2, 1)"),
      (
        "timingCurve(0.2, 0.8, 0.2, 1)",
        "write the control points as cubic-bezier(0.2, 0.8, 0.2, 1)"
      ),
      (
        "spring",
        "an easing shapes a segment over scroll progress; springs animate in time: a state's snap or a transition takes 'spring: {response: 0.5, dampingFraction: 0.825}'"
      ),
      ("easeOutBounce", "'easeOutBounce' has no cubic-bezier form: write its bounces as keyframes"),
    ])
  func easingHint(spelling: String, note: String) throws {
    let diagnostics = RenderedDiagnostics.load(Self.spec(ease: spelling)).diagnostics
    let diagnostic = try #require(diagnostics.first)
    #expect(diagnostics.count == 1)
    #expect(diagnostic.code == .invalidEasing)
    #expect(!diagnostic.message.contains("did you mean"))
    #expect(diagnostic.notes.map(\.message) == [note])
  }

  @Test func aCloseSpellingStillGetsItsSuggestionAndNoNote() throws {
    let diagnostic = try #require(
      RenderedDiagnostics.load(Self.spec(ease: "ease-out")).diagnostics.first)
    #expect(diagnostic.message.hasSuffix("did you mean 'easeOut'?"))
    #expect(diagnostic.notes.isEmpty)
  }
}
