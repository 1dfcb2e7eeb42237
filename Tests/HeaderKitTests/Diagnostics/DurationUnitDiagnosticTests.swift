import HeaderKitDiagnostics
import Testing

@testable import HeaderKit
@testable import HeaderKitCompiler

/// A duration written with a unit (`300ms`, `0.3s`) is refused, as any text
/// after a number is, with a note that durations are seconds and the number
/// to write: in a transition, a snap, a spring's response and a trace's wait.
@Suite struct DurationUnitDiagnosticTests {
  @Test func aSpecsDurationsSayTheyAreSeconds() {
    let spec = """
      version: 1
      name: t
      inputs:
        scroll: {}
      states:
        s:
          input: scroll
          initial: 0
          min: 0
          max: 10
          snap: { to: [0, 10], duration: 0.3s }
      transitions:
        shown:
          when: scroll > 0
          duration: 300ms
        lifted:
          when: scroll > 10
          spring: { response: 1500 ms, dampingFraction: 1 }
      targets:
        box:
          alpha: shown * lifted * s
      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:11:39: error: invalid expression: unexpected 's' after the number 0.3 [expression-syntax]
           11 |     snap: { to: [0, 10], duration: 0.3s }
              |                                       ^
        spec.yaml:11:39: note: durations are in seconds, without a unit: write 0.3
        spec.yaml:15:18: error: invalid expression: unexpected 'm' after the number 300 [expression-syntax]
           15 |     duration: 300ms
              |                  ^
        spec.yaml:15:18: note: durations are in seconds, without a unit: write 0.3
        spec.yaml:18:30: error: invalid expression: unexpected 'ms' after the expression [expression-syntax]
           18 |     spring: { response: 1500 ms, dampingFraction: 1 }
              |                              ^~
        spec.yaml:18:30: note: durations are in seconds, without a unit: write 1.5

        """)
  }

  @Test func aTracesWaitSaysItIsSeconds() {
    let bytes = Array("events:\n  - wait: 250ms\n".utf8)
    let decoded = TraceDecoder.decode(bytes: bytes)
    #expect(decoded.trace == nil)
    #expect(
      DiagnosticRenderer(colors: false).render(
        decoded.diagnostics, source: SourceText(path: "trace.yaml", bytes: bytes)) == """
          trace.yaml:2:11: error: 'wait' must be a number, found the string '250ms' [wrong-type]
              2 |   - wait: 250ms
                |           ^~~~~
          trace.yaml:2:11: note: durations are in seconds, without a unit: write 0.25

          """)
  }

  /// Only a number with a unit of time gets the note: other text after a number does not.
  @Test func onlyANumberWithAUnitOfTimeIsSeconds() {
    #expect(YAMLReader.seconds(writtenWithUnit: "300ms") == 0.3)
    #expect(YAMLReader.seconds(writtenWithUnit: "0.3s") == 0.3)
    #expect(YAMLReader.seconds(writtenWithUnit: "2  s") == 2)
    #expect(YAMLReader.seconds(writtenWithUnit: "1e3ms") == 1)
    for text in ["300px", "ms", "s", "a s", "300 m", "0.3", "infs", "-"] {
      #expect(YAMLReader.seconds(writtenWithUnit: text) == nil, "\(text)")
    }
  }
}
