import HeaderKitTestSupport
import Testing

/// An interpolator whose arguments are out of range says what the function
/// takes, at the easing (`invalid-easing-argument`), and the spec is invalid.
@Suite struct InterpolatorDiagnosticTests {
  @Test func aFactorWhosePowerIsNotWholeSaysWhatItTakes() {
    #expect(
      RenderedDiagnostics.of(TrackDiagnosticTests.spec(ease: "accelerate(1.3)")) == """
        spec.yaml:9:13: error: 'accelerate(1.3)' is not a usable easing: the factor of accelerate \
        must be 0.5, 1, 1.5, … up to 10: t is raised to 2 × factor, which must be a whole number \
        from 1 to 20 [invalid-easing-argument]
            9 |       ease: "accelerate(1.3)"
              |             ^~~~~~~~~~~~~~~~~

        """)
  }

  @Test func aTensionOutOfRangeAndTooFewPointsSayWhatTheyTake() {
    #expect(
      RenderedDiagnostics.of(TrackDiagnosticTests.spec(ease: "overshoot(-1)")) == """
        spec.yaml:9:13: error: 'overshoot(-1)' is not a usable easing: the tension of overshoot \
        must be from 0 to 100 [invalid-easing-argument]
            9 |       ease: "overshoot(-1)"
              |             ^~~~~~~~~~~~~~~

        """)
    #expect(
      RenderedDiagnostics.of(TrackDiagnosticTests.spec(ease: "linear(0)")) == """
        spec.yaml:9:13: error: 'linear(0)' is not a usable easing: linear(...) takes 2 to 256 \
        points, found 1 [invalid-easing-argument]
            9 |       ease: "linear(0)"
              |             ^~~~~~~~~~~

        """)
  }
}
