import HeaderKit
import HeaderKitDiagnostics
import Testing

/// Mistakes in `signals:` and in the events that set them, rendered as the CLI shows them.
@Suite struct SignalDiagnosticTests {
  /// A default that is text, a mapping without its default, a misspelled
  /// key, a latch without its condition: each where it is.
  @Test func signalKeysAndDefaultsAreChecked() {
    let spec = """
      version: 1
      name: s
      inputs:
        scroll: {}
      signals:
        refreshing: "yes"
        tab: { defualt: 0 }
        pulled:
          default: 0
          latch: { to: 1 }
      targets: {}
      """
    #expect(
      RenderedDiagnostics.of(spec) == """
        spec.yaml:6:15: error: signal 'refreshing' must be a number, true or false, found the string 'yes' [wrong-type]
            6 |   refreshing: "yes"
              |               ^~~~~
        spec.yaml:7:8: error: signal 'tab' needs the key 'default' [missing-key]
            7 |   tab: { defualt: 0 }
              |        ^~~~~~~~~~~~~~
        spec.yaml:7:10: error: unknown key 'defualt' in signal 'tab'; did you mean 'default'? [unknown-key]
            7 |   tab: { defualt: 0 }
              |          ^~~~~~~
        spec.yaml:7:10: note: valid keys: default, latch
        spec.yaml:10:12: error: the latch of signal 'pulled' needs the key 'when' [missing-key]
           10 |     latch: { to: 1 }
              |            ^~~~~~~~~

        """)
  }

  /// A misspelled signal as a track's driver is suggested; a signal where only
  /// params may be used (a transition's `from`) is not constant.
  @Test func signalsAreNamesThatChangeAsTheHeaderRuns() {
    let driver = """
      version: 1
      name: s
      inputs:
        scroll: {}
      signals:
        refreshing: false
      targets:
        box:
          alpha: { over: refreshng, keyframes: [{ at: 0, value: 0 }, { at: 1, value: 1 }] }
      """
    #expect(
      RenderedDiagnostics.of(driver) == """
        spec.yaml:9:20: error: unknown input, range, var, state, transition, signal or clock 'refreshng'; did you mean 'refreshing'? [unknown-name]
            9 |     alpha: { over: refreshng, keyframes: [{ at: 0, value: 0 }, { at: 1, value: 1 }] }
              |                    ^~~~~~~~~

        """)
    let constant = """
      version: 1
      name: s
      inputs:
        scroll: {}
      signals:
        tab: 0
      transitions:
        fade: { when: scroll > 0, from: tab, duration: 0.2 }
      targets:
        box:
          alpha: fade
      """
    let codes = SpecLoader.load(bytes: Array(constant.utf8), path: "spec.yaml").diagnostics
      .map(\.code)
    #expect(codes == [.notConstant])
  }

  /// A signal and another declaration may not share a name.
  @Test func aSignalSharesTheNamespace() {
    let spec = """
      version: 1
      name: s
      inputs:
        scroll: {}
      signals:
        scroll: 0
      targets: {}
      """
    let codes = SpecLoader.load(bytes: Array(spec.utf8), path: "spec.yaml").diagnostics.map(\.code)
    #expect(codes == [.duplicateName])
  }

  func renderTrace(_ yaml: String) -> String {
    let bytes = Array(yaml.utf8)
    return DiagnosticRenderer(colors: false).render(
      TraceDecoder.decode(bytes: bytes).diagnostics,
      source: SourceText(path: "trace.yaml", bytes: bytes))
  }

  /// One signal per `set`, no input beside it, a number or a boolean.
  @Test func setEventsAreChecked() {
    let trace = """
      events:
        - set: { refreshing: 1, tab: 2 }
        - { set: { tab: 1 }, input: scroll }
        - set: { tab: maybe }
        - set: { refreshing: true }
      """
    #expect(
      renderTrace(trace) == """
        trace.yaml:2:10: error: 'set' sets one signal: write '- set: { NAME: VALUE }' [invalid-value]
            2 |   - set: { refreshing: 1, tab: 2 }
              |          ^~~~~~~~~~~~~~~~~~~~~~~~~
        trace.yaml:3:24: error: setting a signal is the app's, not an input's: it takes no 'input' [invalid-value]
            3 |   - { set: { tab: 1 }, input: scroll }
              |                        ^~~~~
        trace.yaml:4:17: error: the value of signal 'tab' must be a number, true or false, found the string 'maybe' [wrong-type]
            4 |   - set: { tab: maybe }
              |                 ^~~~~

        """)
    let good = TraceDecoder.decode(
      bytes: Array("events: [set: { spinning: true }, set: { tab: 2.5 }]".utf8))
    #expect(good.trace?.events.map(\.value) == [.signal("spinning", 1), .signal("tab", 2.5)])
  }

  /// A signal the spec does not have is named where the event is, with a suggestion.
  @Test func anUnknownSignalIsSuggested() throws {
    let yaml = "events:\n  - set: { refresing: 1 }\n"
    let bytes = Array(yaml.utf8)
    let trace = try #require(TraceDecoder.decode(bytes: bytes).trace)
    let text = DiagnosticRenderer(colors: false).render(
      trace.nameProblems(inputs: ["scroll"], signals: ["refreshing", "tab"]),
      source: SourceText(path: "trace.yaml", bytes: bytes))
    #expect(
      text == """
        trace.yaml:2:5: error: unknown signal 'refresing'; did you mean 'refreshing'? [unknown-name]
            2 |   - set: { refresing: 1 }
              |     ^~~~~~~~~~~~~~~~~~~~~

        """)
  }
}
