import HeaderKit
import HeaderKitDiagnostics
import HeaderKitRuntime
import Testing

/// Several inputs at once: test cases that set the other inputs
/// (`inputs: { gallery: 750 }`), and traces whose events name their input.
/// The example of issue 18: "gallery at page 2 while the list is scrolled
/// 179 points".
@Suite struct SeveralInputsTests {
  /// A header over a list and a gallery of 375-point pages: the header rises
  /// with the list up to 100 points; the page dots move 16 points a page;
  /// a state counts the gallery's moves back towards page 0.
  static let spec = """
    version: 1
    name: listing
    inputs:
      list: { bounds: [-100, 400] }
      gallery: { axis: horizontal, bounds: [0, 1125] }
    params:
      pageWidth: 375
    vars:
      page: gallery / pageWidth
    states:
      swipes:
        input: gallery
        initial: 0
        min: -10000
        max: 10000
        follow: -1
    targets:
      header:
        translateY: -clamp(list, 0, 100)
      dots:
        translateX: page * 16 + list / 1000
      counter:
        kind: constraint
        constant: swipes
    """

  static func run(_ sidecar: String) -> ExpectationSupport.Outcome {
    ExpectationSupport.run(sidecar, spec: spec)
  }

  /// Page 2 is 750 points in: dots at 2 × 16 = 32, plus 179 / 1000 from the list.
  @Test func anAtCaseWithTheGalleryAtPageTwo() {
    let outcome = Self.run(
      """
      tests:
        - name: gallery at page 2 while the list is scrolled 179 points
          inputs: { gallery: 750 }
          at: [0, 179]
          expect:
            header.translateY: [0, -100]
            dots.translateX: [32, 32.179]
            counter.constant: 0
      """)
    #expect(outcome.rendered == "")
    #expect(outcome.passed == 1 && outcome.failed == 0)
  }

  /// A sweep of the list with the gallery at page 1: dots from 16 - 0.1 to 16 + 0.4.
  @Test func aSweepWithTheGalleryHeld() {
    let outcome = Self.run(
      """
      tests:
        - name: dots stay on page 1
          inputs: { gallery: 375 }
          sweep: { from: -100, to: 400, step: 50 }
          bounds: { dots.translateX: [15.9, 16.4] }
          monotonic: { dots.translateX: increasing }
      """)
    #expect(outcome.rendered == "")
    #expect(outcome.passed == 1)
  }

  /// In a trace case `inputs` is a scroll event first, so states react: the
  /// gallery moving 750 points lowers the counter by 750 (follow −1); the
  /// trace's own events then move the list and, naming it, the gallery.
  @Test func aTraceCaseStartsFromAScrolledGallery() {
    let outcome = Self.run(
      """
      tests:
        - name: swipe back from page 2
          input: list
          inputs: { gallery: 750 }
          trace:
            - scroll: 179
            - { drag: -375, input: gallery }
            - { end, input: gallery }
            - wait: 0.0625
          expect:
            counter.constant: [-750, -375, -375, -375]
            dots.translateX: [32.179, 16.179, 16.179, 16.179]
            offset: [179, 179, 179, 179]
      """)
    #expect(outcome.rendered == "")
    #expect(outcome.passed == 1)
  }

  @Test func anUnknownInputIsReportedWhereItIsWritten() {
    let outcome = Self.run(
      """
      tests:
        - name: a misspelled input
          inputs: { galery: 750 }
          at: 0
          expect: { dots.translateX: 32 }
      """)
    #expect(
      outcome.rendered == """
        slide.test.yaml:3:15: error: unknown input 'galery'; did you mean 'gallery'? [unknown-name]
            3 |     inputs: { galery: 750 }
              |               ^~~~~~

        """)
    #expect(outcome.failed == 1)
  }

  @Test func theInputACaseMovesCannotBeSetToo() {
    let outcome = Self.run(
      """
      tests:
        - name: both ways
          input: gallery
          inputs: { list: 10, gallery: 750 }
          at: 0
          expect: { dots.translateX: 0 }
      """)
    #expect(
      outcome.rendered == """
        slide.test.yaml:4:25: error: input 'gallery' is the one this case moves with 'at'; \
        'inputs' sets only the others [invalid-value]
            4 |     inputs: { list: 10, gallery: 750 }
              |                         ^~~~~~~

        """)
  }

  @Test func anInputOffsetIsANumber() {
    let outcome = Self.run(
      """
      tests:
        - name: not a number
          inputs: { gallery: page2 }
          at: 0
          expect: { dots.translateX: 0 }
      """)
    #expect(
      outcome.rendered == """
        slide.test.yaml:3:24: error: the offset of input 'gallery' must be a number, found the \
        string 'page2' [wrong-type]
            3 |     inputs: { gallery: page2 }
              |                        ^~~~~

        """)
    #expect(outcome.failed == 1)
  }

  @Test func aTraceEventNamingAnUnknownInput() {
    let outcome = Self.run(
      """
      tests:
        - name: unknown
          trace: [{ scroll: 10, input: galery }]
          expect: { dots.translateX: 0 }
      """)
    #expect(
      outcome.rendered == """
        slide.test.yaml:3:34: error: unknown input 'galery'; did you mean 'gallery'? [unknown-name]
            3 |     trace: [{ scroll: 10, input: galery }]
              |                                  ^~~~~~

        """)
  }

  /// A failure after an event of another input names that input.
  @Test func aFailureNamesTheEventsInput() {
    let outcome = Self.run(
      """
      tests:
        - name: wrong
          trace: [{ scroll: 375, input: gallery }]
          expect: { dots.translateX: 0 }
      """)
    #expect(outcome.rendered.contains("after event 1 of 1 (scroll: 375 (gallery))"))
  }

  /// The simulation drives each event's input; frames report the trace's input.
  @Test func simulateDrivesEachEventsInput() throws {
    let decoded = TraceDecoder.decode(
      bytes: Array(
        """
        input: list
        events:
          - { scroll: 750, input: gallery }
          - scroll: 179
          - { end, input: gallery }
          - { drag: -375, input: gallery }
        """.utf8))
    let trace = try #require(decoded.trace)
    #expect(trace.eventInputs.mapValues(\.value) == [0: "gallery", 2: "gallery", 3: "gallery"])
    var evaluator = HeaderEvaluator(graph: try SpecEvaluation.graph(text: Self.spec))
    let series = evaluator.simulate(trace, input: 0)
    #expect(series.frames.map(\.offset) == [0, 179, 179, 179])
    let dots = series.frames.map { $0.values[1] }
    for (value, expected) in zip(dots, [32, 32.179, 32.179, 16.179]) {
      #expect(abs(value - expected) < 1e-12, "\(dots)")
    }
    #expect(evaluator.rawInput(1) == 375)
  }

  @Test func malformedEventInputs() {
    let decoded = TraceDecoder.decode(
      bytes: Array(
        """
        events:
          - { wait: 1, input: gallery }
          - { end: 3, input: gallery }
          - { drag: 1, scroll: 2 }
          - { drag: 1, input: [gallery] }
        """.utf8))
    #expect(decoded.trace == nil)
    #expect(
      decoded.diagnostics.map(\.message) == [
        "a wait moves the clock, which every input shares: it takes no 'input'",
        "'end' takes no value; write '- end', '- { end, input: NAME }' for another input, or '- { end, velocity: V }' with V in points per second",
        "an event has exactly one key, such as 'drag: 10', and may name its 'input'",
        "'input' must be text, found a list",
      ])
  }
}
