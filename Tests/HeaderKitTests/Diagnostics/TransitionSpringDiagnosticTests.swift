import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import Testing

/// Mistakes in a transition's `spring`, rendered as the CLI shows them.
@Suite struct TransitionSpringDiagnosticTests {
  static func spec(_ timing: String) -> String {
    """
    version: 1
    name: t
    inputs:
      scroll: {}
    transitions:
      shown:
        when: scroll > 10
    \(timing.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n"))
    targets:
      box:
        alpha: shown
    """
  }

  /// A spring with a duration and an ease: each is reported, with the spring as a note.
  @Test func aSpringTakesNoDurationOrEase() {
    #expect(
      RenderedDiagnostics.of(
        Self.spec("duration: 0.3\nease: linear\nspring: {response: 0.5, dampingFraction: 1}"))
          == """
          spec.yaml:8:5: error: a transition with a 'spring' takes no 'duration': the spring's parameters decide how long it moves and how, both ways; remove 'duration' or the spring [transition-timing]
              8 |     duration: 0.3
                |     ^~~~~~~~
          spec.yaml:10:5: note: the spring is set here
             10 |     spring: {response: 0.5, dampingFraction: 1}
                |     ^~~~~~
          spec.yaml:9:5: error: a transition with a 'spring' takes no 'ease': the spring's parameters decide how long it moves and how, both ways; remove 'ease' or the spring [transition-timing]
              9 |     ease: linear
                |     ^~~~
          spec.yaml:10:5: note: the spring is set here
             10 |     spring: {response: 0.5, dampingFraction: 1}
                |     ^~~~~~

          """)
    #expect(
      RenderedDiagnostics.codes(
        Self.spec("ease: linear\nspring: {mass: 1, stiffness: 9, damping: 6}"))
        == [.transitionTiming])
    // Without a spring, a duration is required as before.
    #expect(RenderedDiagnostics.codes(Self.spec("ease: linear")) == [.missingKey])
    #expect(
      RenderedDiagnostics.codes(Self.spec("spring: {response: 0.5, dampingFraction: 1}")) == [])
  }

  /// The snap's spring decoding: one complete form, params only.
  @Test func aSpringIsOneCompleteForm() {
    #expect(
      RenderedDiagnostics.of(Self.spec("spring: {response: 0.3, stiffness: 100}")) == """
        spec.yaml:8:13: error: 'spring' takes either 'response' and 'dampingFraction' (SwiftUI) or 'mass', 'stiffness' and 'damping' (Core Animation), all of one form; found 'response', 'stiffness' [invalid-spring]
            8 |     spring: {response: 0.3, stiffness: 100}
              |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """)
    #expect(
      RenderedDiagnostics.codes(Self.spec("spring: {respons: 0.3, dampingFraction: 1}"))
        == [.invalidSpring, .unknownKey])
    #expect(
      RenderedDiagnostics.codes(Self.spec("spring: {response: scroll, dampingFraction: 1}"))
        == [.notConstant])
  }

  /// Parameters that make no spring set the value at once: lint says so.
  @Test func aSpringThatMakesNoMotionIsLinted() throws {
    let loaded = RenderedDiagnostics.load(
      Self.spec("spring: {mass: 1, stiffness: 100, damping: 0}"))
    let compiled = try #require(loaded.compiled)
    let warnings = Linter.lint(compiled).filter { $0.code == .springMakesNoMotion }
    #expect(
      DiagnosticRenderer(colors: false).render(warnings, source: loaded.source) == """
        spec.yaml:8:13: warning: this spring's parameters (mass 1, stiffness 100, damping 0) make no spring: each must be positive, so the transition will set its target at once [spring-makes-no-motion]
            8 |     spring: {mass: 1, stiffness: 100, damping: 0}
              |             ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~

        """)
    var header = HeaderEvaluator(graph: compiled.graph)
    header.scroll(0, toRaw: 20)
    #expect(header.value(at: 0) == 1 && !header.isAnimating(transition: 0))
    let valid = try #require(
      RenderedDiagnostics.load(Self.spec("spring: {response: 0.5, dampingFraction: 0.825}"))
        .compiled)
    #expect(!Linter.lint(valid).contains { $0.code == .springMakesNoMotion })
  }
}
