import Foundation
import HeaderKitDiagnostics
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

@testable import HeaderKit
@testable import HeaderKitCompiler

/// Running cases against the slide spec of ``ExpectationSupport``, whose values are
/// translateY = max(-stop, -scroll) with stop 40, alpha falling linearly from 1 at 0 to
/// 0 at 100 (clamped), and bar = 10 + 20 + scroll.
@Suite struct TestRunnerTests {
  @Test func aFailingValueIsReportedAtItsExpectation() {
    let outcome = ExpectationSupport.run(
      """
      tests:
        - name: docks at stop
          at: [20, 100]
          expect:
            header.translateY: [-20, -45]
      """)
    // max(-40, -20) = -20 passes; max(-40, -100) = -40 is 5 above -45.
    #expect(
      outcome.rendered == """
        slide.test.yaml:5:32: error: docks at stop: at offset 100, header.translateY expected -45, got -40 (tolerance 1e-06) [expectation-failed]
            5 |       header.translateY: [-20, -45]
              |                                ^~~
        slide.test.yaml:5:32: note: off by 5

        """)
    #expect(outcome.passed == 0 && outcome.failed == 1)
  }

  @Test func oneValueForEveryOffsetReportsTheFirstFailureAndCountsTheRest() {
    let outcome = ExpectationSupport.run(
      """
      tests:
        - name: fades
          at: [0, 50, 100]
          expect: { header.alpha: 1 }
      """)
    // 1 at 0; 1 - 50/100 = 0.5 at 50; 0 at 100.
    #expect(
      outcome.rendered == """
        slide.test.yaml:4:29: error: fades: at offset 50, header.alpha expected 1, got 0.5 (tolerance 1e-06) [expectation-failed]
            4 |     expect: { header.alpha: 1 }
              |                             ^
        slide.test.yaml:4:29: note: off by -0.5
        slide.test.yaml:4:29: note: and 1 more offset of this expectation fails

        """)
  }

  @Test func paramsToleranceAndSkippedValuesApply() {
    let outcome = ExpectationSupport.run(
      """
      tests:
        - name: later stop
          params: { stop: 60, widths: [1, 2, 3] }
          at: [50, 100]
          tolerance: 0
          expect:
            header.translateY: [-50, -60]   # max(-60, -50); max(-60, -100)
            bar.constant: [~, 106]          # 1 + 2 + 3 + 100
      """)
    #expect(outcome.rendered == "")
    #expect(outcome.passed == 1 && outcome.failed == 0)
  }

  @Test func aTraceChecksEachFrameOrTheLast() {
    let outcome = ExpectationSupport.run(
      """
      tests:
        - name: drags
          trace:
            events: [drag: 10, drag: 30, scroll: 150, end, wait: 0.5]
          expect:
            offset: [10, 40, 150, 150, 150]
            header.translateY: [-10, -40, -40, -40, -40]
            header.alpha: 0.4
      """)
    // After scroll: 150 the alpha is clamped at 0, not 0.4.
    #expect(
      outcome.rendered == """
        slide.test.yaml:8:21: error: drags: after event 5 of 5 (wait: 0.5), header.alpha expected 0.4, got 0 (tolerance 1e-06) [expectation-failed]
            8 |       header.alpha: 0.4
              |                     ^~~
        slide.test.yaml:8:21: note: off by -0.4
        slide.test.yaml:4:54: note: event 5 is here
            4 |       events: [drag: 10, drag: 30, scroll: 150, end, wait: 0.5]
              |                                                      ^~~~~~~~~

        """)
  }

  @Test func sweepChecksReportTheirFirstFailure() {
    let outcome = ExpectationSupport.run(
      """
      tests:
        - name: sweep
          sweep: { from: -100, to: 200, step: 10 }
          bounds: { header.alpha: [0, 0.9] }
          monotonic: { header.translateY: increasing }
          continuous: { bar.constant: 5 }
        - name: holds
          sweep: {}
          bounds: { header.alpha: [0, 1], header.translateY: [-40, 100] }
          monotonic: { header.alpha: decreasing, bar.constant: increasing }
          continuous: { header.translateY: 3.01 }
      """)
    // At -100: alpha is 1 (0.1 above 0.9), translateY is 100 and falls to 90 at -90, and bar
    // goes from 30 - 100 = -70 to -60. The default sweep covers the bounds [-100, 200] in
    // steps of 3, where translateY changes by at most 3.
    #expect(
      outcome.rendered == """
        slide.test.yaml:4:29: error: sweep: at offset -100, header.alpha is 1, outside [0, 0.9] by 0.1 [expectation-failed]
            4 |     bounds: { header.alpha: [0, 0.9] }
              |                             ^~~~~~~~
        slide.test.yaml:5:37: error: sweep: header.translateY should be increasing, but falls by 10 from offset -100 to -90 (100 to 90) [expectation-failed]
            5 |     monotonic: { header.translateY: increasing }
              |                                     ^~~~~~~~~~
        slide.test.yaml:6:33: error: sweep: bar.constant jumps by 10 between offsets -100 and -90 (-70 to -60); at most 5 is allowed [expectation-failed]
            6 |     continuous: { bar.constant: 5 }
              |                                 ^

        """)
    #expect(outcome.passed == 1 && outcome.failed == 1)
  }

  @Test func theDefaultSweepCoversTheBoundsAndIncludesTheEnd() throws {
    let graph = ExpectationSupport.compile().graph
    // The input declares its bounds: the span of its keyframes is not asked for.
    let noSpan: () -> ClosedRange<Double> = {
      Issue.record("the keyframes' span was asked for")
      return 0...1
    }
    let offsets = try #require(
      TestRunner.sweepOffsets(.init(), input: 0, graph: graph, defaultSpan: noSpan))
    // Bounds [-100, 200] in 100 steps of 3.
    #expect(offsets.count == 101)
    #expect(offsets.first == -100 && offsets.last == 200)
    let partial = TestRunner.sweepOffsets(
      .init(from: 0, to: 10, step: 4), input: 0, graph: graph, defaultSpan: noSpan)
    #expect(partial == [0, 4, 8, 10])
  }

  @Test func aSweepOfTooManyOffsetsIsRefused() {
    let outcome = ExpectationSupport.run(
      """
      tests:
        - name: fine
          sweep: { step: 0.000001 }
          bounds: { header.alpha: [0, 1] }
        - name: whole line
          sweep: { from: -1e308, to: 1e308 }
          bounds: { header.alpha: [0, 1] }
      """)
    // 300 / 0.000001 = 3e8 offsets. A span of 2e308 overflows, but without
    // a step it is 101 offsets spread over it, like any other sweep.
    #expect(
      outcome.rendered == """
        slide.test.yaml:2:11: error: more than 100000 offsets in a sweep; HeaderKit allows at most 100000 [limit-exceeded]
            2 |   - name: fine
              |           ^~~~

        """)
    #expect(outcome.failed == 1)
    #expect(outcome.passed == 1)
  }

  // MARK: Trace files

  @Test func traceFilesAreReadBesideTheTestFile() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let spec = directory.appendingPathComponent("slide.yaml").path
    try ExpectationSupport.spec.write(toFile: spec, atomically: true, encoding: .utf8)
    try "events:\n  - drag: 20\n  - drag: 30\n".write(
      toFile: directory.appendingPathComponent("two.trace.yaml").path, atomically: true,
      encoding: .utf8)
    try "events:\n  - hop: 20\n".write(
      toFile: directory.appendingPathComponent("bad.trace.yaml").path, atomically: true,
      encoding: .utf8)
    let sidecar = """
      tests:
        - name: from a file
          trace: two.trace.yaml
          expect: { header.translateY: [-20, -40] }   # max(-40, -20); max(-40, -50)
        - name: too few values
          trace: two.trace.yaml
          expect: { offset: [20] }
        - name: missing
          trace: none.trace.yaml
          expect: { offset: 0 }
        - name: broken
          trace: bad.trace.yaml
          expect: { offset: 0 }
      """
    try sidecar.write(
      toFile: directory.appendingPathComponent("slide.test.yaml").path, atomically: true,
      encoding: .utf8)

    let suite = SpecTestSuite.load(specPath: spec, specBytes: Array(ExpectationSupport.spec.utf8))
    #expect(suite.cases.map(\.name.value) == ["from a file"])
    #expect(suite.malformed == 3)
    let compiled = ExpectationSupport.compile()
    #expect(suite.cases.allSatisfy { TestRunner.run($0, on: compiled).passed })

    let rendered = suite.files.map {
      DiagnosticRenderer().render($0.diagnostics, source: $0.source)
    }.joined()
    let sidecarPath = directory.appendingPathComponent("slide.test.yaml").path
    let badPath = directory.appendingPathComponent("bad.trace.yaml").path
    #expect(
      rendered == """
        \(sidecarPath):7:15: error: the values of 'offset' must be one number (or null) per event of the trace, 2 in all, found 1 [wrong-type]
            7 |     expect: { offset: [20] }
              |               ^~~~~~
        \(sidecarPath):9:12: error: cannot read trace 'none.trace.yaml': no such file [unreadable-file]
            9 |     trace: none.trace.yaml
              |            ^~~~~~~~~~~~~~~
        \(badPath):2:5: error: unknown event 'hop'; events are drag: D, scroll: Y, end, wait: S and set: {SIGNAL: V} [unknown-event]
            2 |   - hop: 20
              |     ^~~

        """)
  }

  @Test func aSpecsOwnTestsAreReadFromItsTestsKey() {
    let spec =
      ExpectationSupport.spec + """

        tests:
          - name: inline
            at: 100
            expect: { header.translateY: -40, header.alpha: 0 }
        """
    let suite = SpecTestSuite.load(specPath: "/nonexistent/slide.yaml", specBytes: Array(spec.utf8))
    #expect(suite.cases.map(\.name.value) == ["inline"])
    #expect(suite.cases.first?.file == "/nonexistent/slide.yaml")
    #expect(
      suite.cases.first?.name.range.start
        == HeaderKitDiagnostics.SourceLocation(line: 20, column: 11))
    let compiled = ExpectationSupport.compile(spec)
    #expect(suite.cases.allSatisfy { TestRunner.run($0, on: compiled).passed })
  }
}
