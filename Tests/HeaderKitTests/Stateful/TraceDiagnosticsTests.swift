import HeaderKit
import HeaderKitDiagnostics
import Testing

/// Every way a trace can be malformed, each asserted as the whole rendered diagnostic, plus
/// the shapes a trace may take.
@Suite struct TraceDiagnosticsTests {
  /// Decodes `yaml` as `trace.yaml` and renders its diagnostics without colour.
  func render(_ yaml: String) -> (trace: Trace?, text: String, codes: [DiagnosticCode]) {
    let bytes = Array(yaml.utf8)
    let decoded = TraceDecoder.decode(bytes: bytes)
    let text = DiagnosticRenderer(colors: false).render(
      decoded.diagnostics, source: SourceText(path: "trace.yaml", bytes: bytes))
    return (decoded.trace, text, decoded.diagnostics.map(\.code))
  }

  /// An empty trace (or one of comments only) is told what a trace holds,
  /// not what a spec starts with.
  @Test(arguments: ["", "# a scroll, one day\n"])
  func anEmptyTraceSaysWhatATraceHolds(yaml: String) {
    let result = render(yaml)
    #expect(result.trace == nil)
    let line = yaml.split(separator: "\n").first.map(String.init) ?? ""
    #expect(
      result.text == """
        trace.yaml:1:1: error: the file holds no YAML document; a trace lists its events, such \
        as 'events: [drag: 10, end, wait: 0.1]' [empty-document]
            1 | \(line)
              | ^

        """)
  }

  @Test func unknownEventSuggestsTheClosestName() {
    let result = render("events:\n  - drag: 10\n  - dragg: 5\n")
    #expect(result.trace == nil)
    #expect(
      result.text == """
        trace.yaml:3:5: error: unknown event 'dragg'; events are drag: D, scroll: Y, end, wait: S and set: {SIGNAL: V}; did you mean 'drag'? [unknown-event]
            3 |   - dragg: 5
              |     ^~~~~

        """)
  }

  @Test func unknownBareEventWithoutACloseName() {
    #expect(
      render("events:\n  - stop\n").text == """
        trace.yaml:2:5: error: unknown event 'stop'; events are drag: D, scroll: Y, end, wait: S and set: {SIGNAL: V} [unknown-event]
            2 |   - stop
              |     ^~~~

        """)
  }

  @Test func negativeWait() {
    let result = render("events:\n  - wait: -0.25\n")
    #expect(result.trace == nil)
    #expect(
      result.text == """
        trace.yaml:2:11: error: wait of -0.25 s goes back in time; waits must be 0 or more [negative-wait]
            2 |   - wait: -0.25
              |           ^~~~~

        """)
  }

  @Test func nonNumber() {
    #expect(
      render("events:\n  - scroll: abc\n").text == """
        trace.yaml:2:13: error: 'scroll' must be a number, found the string 'abc' [wrong-type]
            2 |   - scroll: abc
              |             ^~~

        """)
  }

  @Test func nanAndInfinityAreRefused() {
    #expect(
      render("events:\n  - wait: .nan\n").text == """
        trace.yaml:2:11: error: 'wait' must be a finite number, not infinity or NaN [non-finite-number]
            2 |   - wait: .nan
              |           ^~~~

        """)
    #expect(render("events:\n  - drag: .inf\n").codes == [.nonFiniteNumber])
    #expect(render("events:\n  - drag: -.Inf\n").codes == [.nonFiniteNumber])
    // Too large for a Double: infinite once read.
    #expect(render("events:\n  - scroll: 1e400\n").codes == [.nonFiniteNumber])
    // Plain `nan` is a string in YAML's core schema.
    #expect(
      render("events:\n  - drag: nan\n").text == """
        trace.yaml:2:11: error: 'drag' must be a number, found the string 'nan' [wrong-type]
            2 |   - drag: nan
              |           ^~~

        """)
  }

  @Test func unknownKeyInATrace() {
    #expect(
      render("input: scroll\nevents:\n  - end\nspeed: 2\n").text == """
        trace.yaml:4:1: error: unknown key 'speed' in a trace [unknown-key]
            4 | speed: 2
              | ^~~~~
        trace.yaml:4:1: note: valid keys: input, events

        """)
    #expect(render("event:\n  - end\n").codes == [.unknownKey, .missingKey])
  }

  @Test func endTakesNoValue() {
    #expect(
      render("events:\n  - end: 3\n").text == """
        trace.yaml:2:5: error: 'end' takes no value; write '- end', '- { end, input: NAME }' \
        for another input, or '- { end, velocity: V }' with V in points per second [invalid-value]
            2 |   - end: 3
              |     ^~~

        """)
    #expect(render("events:\n  - end:\n").codes == [.invalidValue])
  }

  @Test func anEventWithoutItsNumber() {
    #expect(
      render("events:\n  - wait\n").text == """
        trace.yaml:2:5: error: 'wait' must be written as 'wait: NUMBER', found no number [wrong-type]
            2 |   - wait
              |     ^~~~

        """)
  }

  @Test func anEventWithTwoKeys() {
    #expect(
      render("events:\n  - {drag: 1, wait: 2}\n").text == """
        trace.yaml:2:5: error: an event has exactly one key, such as 'drag: 10', and may name its \
        'input' [invalid-value]
            2 |   - {drag: 1, wait: 2}
              |     ^~~~~~~~~~~~~~~~~~

        """)
  }

  /// An empty list is an error: `simulate` prints one frame per event, so it would print
  /// nothing, which is more likely a mistake (or a lost indentation) than a wish.
  @Test func emptyEventsIsAnError() {
    let result = render("events: []\n")
    #expect(result.trace == nil)
    #expect(
      result.text == """
        trace.yaml:1:9: error: a trace needs at least one event, such as '- drag: 10'; simulate prints one frame per event [invalid-value]
            1 | events: []
              |         ^~

        """)
    #expect(render("[]\n").codes == [.invalidValue])
  }

  @Test func everyMistakeIsReported() {
    let result = render("events:\n  - dragg: 5\n  - wait: -1\n  - scroll: x\n  - end: 1\n")
    #expect(result.codes == [.unknownEvent, .negativeWait, .wrongType, .invalidValue])
  }

  @Test func aTraceMayBeAMappingOrABareList() throws {
    let mapping = try #require(
      render("input: scroll\nevents:\n  - drag: 10\n  - end\n  - wait: 0\n").trace)
    #expect(mapping.input?.value == "scroll")
    #expect(mapping.events.map(\.value) == [.drag(10), .end, .wait(0)])
    #expect(mapping.events[1].range.start == SourceLocation(line: 4, column: 5))
    let list = try #require(render("- scroll: -20\n- drag: -1.5\n").trace)
    #expect(list.input == nil && list.events.map(\.value) == [.scroll(-20), .drag(-1.5)])
  }

  /// `{end, velocity: V}`: an end with the finger's velocity in points per second.
  @Test func anEndMayCarryAVelocity() throws {
    let trace = try #require(
      render("events:\n  - {end, velocity: -1200}\n  - end: null\n    velocity: 5\n").trace)
    #expect(trace.events.map(\.value) == [.endWithVelocity(-1_200), .endWithVelocity(5)])
    #expect(
      render("events:\n  - {end: 3, velocity: 1}\n").text == """
        trace.yaml:2:11: error: 'end' takes no value; write '- { end, velocity: V }' [invalid-value]
            2 |   - {end: 3, velocity: 1}
              |           ^

        """)
    #expect(render("events:\n  - {end, velocity: fast}\n").codes == [.wrongType])
    #expect(render("events:\n  - {end, velocity: .inf}\n").codes == [.nonFiniteNumber])
    #expect(render("events:\n  - {velocity: 3}\n").codes == [.missingKey])
    #expect(render("events:\n  - {end, velocity: 3, wait: 1}\n").codes == [.invalidValue])
    #expect(render("events:\n  - {drag: 3, velocity: 1}\n").codes == [.invalidValue])
    // An end of another input with a velocity.
    let both = try #require(render("events:\n  - {end, velocity: 300, input: gallery}\n").trace)
    #expect(both.events.map(\.value) == [.endWithVelocity(300)])
    #expect(both.eventInputs[0]?.value == "gallery")
  }

  @Test func tooManyEventsIsALimit() {
    let yaml =
      "events: [" + Array(repeating: "end", count: Trace.maxEvents + 1).joined(separator: ",")
      + "]\n"
    #expect(render(yaml).codes == [.limitExceeded])
  }
}
