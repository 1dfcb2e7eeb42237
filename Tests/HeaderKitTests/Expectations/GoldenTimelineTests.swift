import HeaderKitDiagnostics
import Testing

@testable import HeaderKit
@testable import HeaderKitCompiler

/// Golden timelines: their text, and the first difference a changed spec shows.
@Suite struct GoldenTimelineTests {
  /// `box.translateY` = -scroll / 2 over the bounds [0, 128]: 128 / 64 = 2 per frame.
  static let tiny = """
    version: 1
    name: tiny
    inputs:
      scroll: { bounds: [0, 128] }
    targets:
      box:
        translateY: -scroll / 2
    """

  func timeline(_ yaml: String = tiny, cases sidecar: String? = nil) -> GoldenTimeline {
    let compiled = SpecLoader.load(bytes: Array(yaml.utf8), path: "tiny.yaml").compiled!
    let cases =
      sidecar.map {
        TestCaseDecoder.decodeSidecar(bytes: Array($0.utf8), path: "t.test.yaml").cases
      } ?? []
    return GoldenTimeline.render(compiled, traceCases: cases)
  }

  func lines(_ timeline: GoldenTimeline) -> [String] {
    timeline.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func aSweepIsOneFramePerLineWithFixedDecimals() {
    let lines = lines(timeline())
    #expect(lines[0].hasPrefix("# Golden timeline of 'tiny'"))
    #expect(lines[3] == "[sweep scroll from 0 to 128 step 2]")
    #expect(lines[4] == "      offset  box.translateY")
    #expect(lines[5] == "    0.000000        0.000000")  // -0 / 2 prints as 0
    #expect(lines[6] == "    2.000000       -1.000000")
    #expect(lines[25] == "   40.000000      -20.000000")
    #expect(lines[69] == "  128.000000      -64.000000")
    #expect(lines.count == 71 && lines[70] == "")  // 65 frames, and the text ends with a line break
  }

  @Test func traceCasesAddASectionEach() {
    let text = timeline(
      ExpectationSupport.spec,
      cases: """
        tests:
          - name: drags
            params: { stop: 60 }
            trace: { events: [drag: 10, end, wait: 0.25] }
            expect: { offset: 10 }
        """
    ).text
    // max(-60, -10) = -10; alpha 1 - 10/100 = 0.9; bar 10 + 20 + 10 = 40.
    #expect(
      text.hasSuffix(
        """
        [trace "drags" with stop=60]
          n  event               time        offset  header.alpha  header.translateY  bar.constant
          1  drag:10         0.000000     10.000000      0.900000         -10.000000     40.000000
          2  end             0.000000     10.000000      0.900000         -10.000000     40.000000
          3  wait:0.25       0.250000     10.000000      0.900000         -10.000000     40.000000

        """))
  }

  @Test func anUnchangedSpecMatchesItsGolden() {
    let golden = timeline()
    #expect(golden.compare(golden: golden.text, path: "tiny.timeline.txt") == nil)
  }

  @Test func theLastDigitMayDifferByRounding() {
    let golden = timeline().text.replacingOccurrences(of: "  -20.000000", with: "  -20.000001")
    #expect(timeline().compare(golden: golden, path: "tiny.timeline.txt") == nil)
  }

  @Test func aChangedValueIsReportedAtItsFirstFrameAndProperty() {
    // As if the spec had moved the box by -scroll / 2 - 1 from 40 on: the golden says -21 at 40.
    let golden = timeline().text
      .replacingOccurrences(
        of: "   40.000000      -20.000000", with: "   40.000000      -21.000000"
      )
      .replacingOccurrences(
        of: "   42.000000      -21.000000", with: "   42.000000      -22.000000")
    let mismatch = timeline().compare(golden: golden, path: "tiny.timeline.txt")
    #expect(
      mismatch.map {
        DiagnosticRenderer().render(
          [$0], source: SourceText(path: "tiny.timeline.txt", text: golden))
      }
        == """
        tiny.timeline.txt:26:19: error: the timeline of 'tiny' first differs from its golden timeline at offset 40 of section 'sweep scroll from 0 to 128 step 2': box.translateY is now -20.000000, the golden timeline has -21.000000 [golden-mismatch]
           26 |    40.000000      -21.000000
              |                   ^~~~~~~~~~
        tiny.timeline.txt:26:19: note: if the change is intended, re-record with 'headerkit test --record' and review the diff

        """)
  }

  @Test func aTraceMismatchNamesTheEvent() {
    let sidecar = """
      tests:
        - name: drags
          trace: { events: [drag: 10, drag: 30] }
          expect: { offset: 40 }
      """
    let golden = timeline(ExpectationSupport.spec, cases: sidecar)
    // Only the trace's second frame: max(-40, -(10 + 30)) = -40 becomes -35 in the golden.
    let changed = golden.text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.hasPrefix("  2  drag:30")
        ? line.replacingOccurrences(of: "-40.000000", with: "-35.000000") : String(line)
    }.joined(separator: "\n")
    let mismatch = golden.compare(golden: changed, path: "slide.timeline.txt")
    #expect(
      mismatch?.message
        == "the timeline of 'slide' first differs from its golden timeline at event 2 (drag:30) of section 'trace \"drags\"': header.translateY is now -40.000000, the golden timeline has -35.000000"
    )
    #expect(mismatch?.code == .goldenMismatch)
  }

  /// A golden number that is not finite (`1e999` reads as infinity) agrees
  /// with nothing: it is refused where it is written, as `compile --tests`
  /// refuses it. The row of offset 40 is line 26; its value starts at column 19.
  @Test func aNonFiniteGoldenValueIsRefused() {
    let current = timeline()
    for value in ["1e999", "-1e999", "inf", "nan"] {
      let golden = current.text.replacingOccurrences(
        of: "   40.000000      -20.000000", with: "   40.000000      \(value)")
      let problem = current.compare(golden: golden, path: "g")
      #expect(
        problem?.message
          == "the timeline of 'tiny' no longer has the shape of its golden timeline: '\(value)' is not a finite number"
      )
      #expect(problem?.location == HeaderKitDiagnostics.SourceLocation(line: 26, column: 19))
      #expect(problem?.code == .goldenMismatch)
    }
  }

  /// Blank lines at the end of a golden file, or no final line break, are
  /// not part of the timeline; a blank line before a row still is.
  @Test func blankLinesAtTheEndAreIgnored() {
    let current = timeline()
    let rows = String(current.text.dropLast())  // without its final line break
    for ending in ["", "\n", "\n\n", "\n\n\n", "\n \n\t\n", "\r\n\r\n"] {
      #expect(
        current.compare(golden: rows + ending, path: "g") == nil, "\(Array(ending.unicodeScalars))")
    }
    let gap = rows.replacingOccurrences(of: "\n  128.000000", with: "\n\n  128.000000") + "\n"
    #expect(
      current.compare(golden: gap, path: "g")?.message
        == "the timeline of 'tiny' no longer has the shape of its golden timeline: the golden timeline has nothing where the spec now gives '  128.000000      -64.000000'"
    )
  }

  @Test func aChangeOfShapeIsReportedWhereTheLinesPart() {
    let current = timeline()
    let shorter = current.text.replacingOccurrences(of: "  128.000000      -64.000000\n", with: "")
    #expect(
      current.compare(golden: shorter, path: "g")?.message
        == "the timeline of 'tiny' no longer has the shape of its golden timeline: the golden timeline has nothing where the spec now gives '  128.000000      -64.000000'"
    )
    #expect(
      current.compare(golden: shorter, path: "g")?.location
        == HeaderKitDiagnostics.SourceLocation(line: 70, column: 1))

    let wider = timeline(
      Self.tiny + "\n    alpha: 1\n"
    )
    let problem = wider.compare(golden: current.text, path: "g")
    #expect(
      problem?.message
        == "the timeline of 'tiny' no longer has the shape of its golden timeline: the golden timeline has '      offset  box.translateY' where the spec now gives '      offset     box.alpha  box.translateY'"
    )
    #expect(problem?.location == HeaderKitDiagnostics.SourceLocation(line: 5, column: 1))
  }

  @Test func stepsAreRoundNumbers() {
    #expect(GoldenTimeline.niceStep(2) == 2)
    #expect(GoldenTimeline.niceStep(4.69) == 5)
    #expect(GoldenTimeline.niceStep(29.3) == 50)
    #expect(GoldenTimeline.niceStep(0.3) == 0.5)
    #expect(GoldenTimeline.niceStep(7) == 10)
    #expect(GoldenTimeline.niceStep(0) == 1)
    // Both ends of the span and the multiples of the step between them.
    #expect(
      GoldenTimeline.sweepOffsets(-187.5...100, step: 50) == [-187.5, -150, -100, -50, 0, 50, 100])
    // A step too small for the magnitude ends instead of adding nothing forever.
    let far = GoldenTimeline.sweepOffsets(1e20...(1e20 + 1e5), step: 1e-3)
    #expect(far.first == 1e20 && far.last == 1e20 + 1e5 && far.count <= 514)
  }
}
