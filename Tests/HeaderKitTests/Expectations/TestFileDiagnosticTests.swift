import HeaderKit
import HeaderKitDiagnostics
import Testing

/// Malformed test files: each mistake gets a located diagnostic, rendered in full,
/// and the case it spoils counts as failed.
@Suite struct TestFileDiagnosticTests {
  func expectRendered(
    _ sidecar: String, _ expected: String, passed: Int = 0, failed: Int = 1,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let outcome = ExpectationSupport.run(sidecar)
    #expect(outcome.rendered == expected, sourceLocation: sourceLocation)
    #expect(outcome.passed == passed, "passed", sourceLocation: sourceLocation)
    #expect(outcome.failed == failed, "failed", sourceLocation: sourceLocation)
  }

  @Test func aMisspelledKeyIsSuggestedAndTheMissingOneReported() {
    expectRendered(
      """
      tests:
        - name: rest
          at: 0
          expectt: { header.alpha: 1 }
      """,
      """
      slide.test.yaml:2:11: error: test case 'rest' needs the key 'expect' [missing-key]
          2 |   - name: rest
            |           ^~~~
      slide.test.yaml:4:5: error: unknown key 'expectt' in a test case; did you mean 'expect'? [unknown-key]
          4 |     expectt: { header.alpha: 1 }
            |     ^~~~~~~
      slide.test.yaml:4:5: note: valid keys: name, input, inputs, params, tolerance, at, trace, \
      sweep, expect, bounds, monotonic, continuous, maxJump

      """)
  }

  @Test func aCaseNeedsAWayToRun() {
    expectRendered(
      """
      tests:
        - name: nothing to run
          expect: { header.alpha: 1 }
      """,
      """
      slide.test.yaml:2:11: error: test case 'nothing to run' needs one of the keys 'at', 'trace' or 'sweep' [missing-key]
          2 |   - name: nothing to run
            |           ^~~~~~~~~~~~~~

      """)
  }

  @Test func aCaseRunsOneWay() {
    expectRendered(
      """
      tests:
        - name: both
          at: 0
          sweep: {}
          expect: { header.alpha: 1 }
      """,
      """
      slide.test.yaml:4:5: error: a test case runs one way: 'at' or 'sweep', not both; split it into two cases [invalid-value]
          4 |     sweep: {}
            |     ^~~~~

      """)
  }

  @Test func offsetsAndValuesMustBeNumbers() {
    expectRendered(
      """
      tests:
        - name: offsets
          at: [0, abc]
          expect: { header.alpha: 1 }
        - name: values
          at: 0
          expect: { header.alpha: one }
      """,
      """
      slide.test.yaml:3:13: error: each offset in 'at' must be a number, found the string 'abc' [wrong-type]
          3 |     at: [0, abc]
            |             ^~~
      slide.test.yaml:7:29: error: the value of 'header.alpha' must be a number, found the string 'one' [wrong-type]
          7 |     expect: { header.alpha: one }
            |                             ^~~

      """, failed: 2)
  }

  @Test func caseNamesAreUnique() {
    expectRendered(
      """
      tests:
        - name: same
          at: 0
          expect: { header.alpha: 1 }
        - name: same
          at: 100
          expect: { header.alpha: 0 }
      """,
      """
      slide.test.yaml:5:11: error: test case 'same' has the same name as a test case [duplicate-name]
          5 |   - name: same
            |           ^~~~
      slide.test.yaml:2:11: note: the test case 'same' is declared here
          2 |   - name: same
            |           ^~~~

      """, passed: 1)
  }

  @Test func aListOfValuesHasOnePerOffset() {
    expectRendered(
      """
      tests:
        - name: counts
          at: [0, 50, 100]
          expect: { header.alpha: [1, 0.5] }
      """,
      """
      slide.test.yaml:4:29: error: the values of 'header.alpha' must be one number (or null) per offset in 'at', 3 in all, found 2 [wrong-type]
          4 |     expect: { header.alpha: [1, 0.5] }
            |                             ^~~~~~~~

      """)
  }

  @Test func aToleranceIsNotNegative() {
    expectRendered(
      """
      tests:
        - name: loose
          at: 0
          tolerance: -1
          expect: { header.alpha: 1 }
      """,
      """
      slide.test.yaml:4:16: error: 'tolerance' must be 0 or more, found -1 [invalid-value]
          4 |     tolerance: -1
            |                ^~

      """)
  }

  @Test func sweepsAndTheirChecksAreChecked() {
    expectRendered(
      """
      tests:
        - name: backwards
          sweep: { from: 10, to: 0 }
          bounds: { header.alpha: [0, 1] }
        - name: no step
          sweep: { step: 0 }
          bounds: { header.alpha: [0, 1] }
        - name: wrong checks
          sweep: {}
          bounds: { header.alpha: [1, 0] }
          monotonic: { header.alpha: up }
        - name: no checks
          sweep: {}
        - name: jumps
          sweep: {}
          continuous: [header.alpha]
          expect: { header.alpha: 1 }
        - name: bad jump
          sweep: {}
          maxJump: 0
          continuous: [header.alpha]
      """,
      """
      slide.test.yaml:3:12: error: 'from' (10) must not be above 'to' (0) [invalid-value]
          3 |     sweep: { from: 10, to: 0 }
            |            ^~~~~~~~~~~~~~~~~~~
      slide.test.yaml:6:20: error: 'step' must be more than 0, found 0 [invalid-value]
          6 |     sweep: { step: 0 }
            |                    ^
      slide.test.yaml:10:29: error: the bounds of 'header.alpha' are [low, high]; 1 is above 0 [invalid-value]
         10 |     bounds: { header.alpha: [1, 0] }
            |                             ^~~~~~
      slide.test.yaml:11:32: error: the direction of 'header.alpha' must be one of increasing, decreasing, found 'up' [invalid-value]
         11 |     monotonic: { header.alpha: up }
            |                                ^~
      slide.test.yaml:12:11: error: test case 'no checks' needs one of the keys 'bounds', 'monotonic' or 'continuous' [missing-key]
         12 |   - name: no checks
            |           ^~~~~~~~~
      slide.test.yaml:16:5: error: test case 'jumps', whose 'continuous' is a list, needs the key 'maxJump' [missing-key]
         16 |     continuous: [header.alpha]
            |     ^~~~~~~~~~
      slide.test.yaml:17:5: error: 'expect' checks values at offsets or after a trace; over a sweep, check 'bounds', 'monotonic' or 'continuous' [invalid-value]
         17 |     expect: { header.alpha: 1 }
            |     ^~~~~~
      slide.test.yaml:20:14: error: 'maxJump' must be more than 0, found 0 [invalid-value]
         20 |     maxJump: 0
            |              ^

      """, failed: 6)
  }

  @Test func sweepChecksDoNotFitOtherCases() {
    expectRendered(
      """
      tests:
        - name: misplaced
          at: 0
          expect: { header.alpha: 1 }
          monotonic: { header.alpha: increasing }
      """,
      """
      slide.test.yaml:5:5: error: 'monotonic' checks a sweep, but test case 'misplaced' runs 'at' offsets; use 'expect' here, or a 'sweep' case [invalid-value]
          5 |     monotonic: { header.alpha: increasing }
            |     ^~~~~~~~~

      """)
  }

  /// A wrong input or param stops its case; a wrong key is reported and the others still run.
  @Test func namesAreCheckedAgainstTheSpec() {
    expectRendered(
      """
      tests:
        - name: names
          input: scrol
          params: { stp: 10, widths: 3, stop: 500 }
          at: 0
          expect: { header.alpha: 1 }
        - name: keys
          at: 0
          expect: { header.alfa: 1, header.alpha: 0 }
      """,
      """
      slide.test.yaml:3:12: error: unknown input 'scrol'; did you mean 'scroll'? [unknown-name]
          3 |     input: scrol
            |            ^~~~~
      slide.test.yaml:4:15: error: unknown param 'stp'; did you mean 'stop'? [unknown-name]
          4 |     params: { stp: 10, widths: 3, stop: 500 }
            |               ^~~
      slide.test.yaml:4:24: error: param 'widths' must be a list of numbers, found a number [wrong-type]
          4 |     params: { stp: 10, widths: 3, stop: 500 }
            |                        ^~~~~~
      slide.test.yaml:4:35: error: param 'stop' must be at most 100, found 500 [invalid-value]
          4 |     params: { stp: 10, widths: 3, stop: 500 }
            |                                   ^~~~
      slide.test.yaml:9:15: error: unknown target property 'header.alfa'; did you mean 'header.alpha'? [unknown-name]
          9 |     expect: { header.alfa: 1, header.alpha: 0 }
            |               ^~~~~~~~~~~
      slide.test.yaml:9:45: error: keys: at offset 0, header.alpha expected 0, got 1 (tolerance 1e-06) [expectation-failed]
          9 |     expect: { header.alfa: 1, header.alpha: 0 }
            |                                             ^
      slide.test.yaml:9:45: note: off by 1

      """, failed: 2)
  }

  /// A constraint named without `.constant`, and a property under another
  /// platform's name, are suggested as the keys `eval` prints.
  @Test func keysAsOtherPlatformsWriteThemAreSuggested() {
    expectRendered(
      """
      tests:
        - name: keys
          at: 0
          expect: { bar: 30, header.opacity: 1 }
      """,
      """
      slide.test.yaml:4:15: error: unknown target property 'bar'; did you mean 'bar.constant'? [unknown-name]
          4 |     expect: { bar: 30, header.opacity: 1 }
            |               ^~~
      slide.test.yaml:4:24: error: unknown target property 'header.opacity'; did you mean 'header.alpha'? [unknown-name]
          4 |     expect: { bar: 30, header.opacity: 1 }
            |                        ^~~~~~~~~~~~~~

      """)
  }

  /// A state or var is no output: its name as a key says how to expose it
  /// through a target's `custom:`, and the key that gives is checked.
  @Test func aStateOrVarAsAKeyIsExposedThroughCustom() {
    let spec = """
      version: 1
      name: slide
      inputs:
        scroll: {}
      vars:
        pull: max(0, -scroll)
      states:
        hidden: { input: scroll, initial: 0, min: 0, max: 50, follow: 1 }
      targets:
        header:
          alpha: 1 - hidden / 100 + pull
          custom: { hidden: hidden }
      """
    let outcome = ExpectationSupport.run(
      """
      tests:
        - name: bare
          trace: [drag: 10]
          expect: { hidden: 10, pull: 0, scroll: 10 }
        - name: exposed
          trace: [drag: 10, drag: 30, drag: 30]
          expect: { header.custom.hidden: [10, 40, 50] }
      """, spec: spec)
    // Following the drags by +1 per point: 10, 40, then 70 stopped at max 50.
    #expect(
      outcome.rendered == """
        slide.test.yaml:4:15: error: unknown target property 'hidden' [unknown-name]
            4 |     expect: { hidden: 10, pull: 0, scroll: 10 }
              |               ^~~~~~
        slide.test.yaml:4:15: note: 'hidden' is a state; a test checks only target properties \
        (and 'offset'): to check it, expose it on a target, 'custom: { hidden: hidden }' under \
        'header', and check 'header.custom.hidden'
        slide.test.yaml:4:27: error: unknown target property 'pull' [unknown-name]
            4 |     expect: { hidden: 10, pull: 0, scroll: 10 }
              |                           ^~~~
        slide.test.yaml:4:27: note: 'pull' is a var; a test checks only target properties (and \
        'offset'): to check it, expose it on a target, 'custom: { pull: pull }' under 'header', \
        and check 'header.custom.pull'
        slide.test.yaml:4:36: error: unknown target property 'scroll' [unknown-name]
            4 |     expect: { hidden: 10, pull: 0, scroll: 10 }
              |                                    ^~~~~~
        slide.test.yaml:4:36: note: 'scroll' is an input; a test checks only target properties \
        (and 'offset'): to check it, expose it on a target, 'custom: { scroll: scroll }' under \
        'header', and check 'header.custom.scroll'

        """)
    #expect(outcome.passed == 1)
    #expect(outcome.failed == 1)
  }

  @Test func anInlineTraceIsReadLikeATraceFile() {
    expectRendered(
      """
      tests:
        - name: bad trace
          trace:
            events: [drag: 10, jump: 5]
          expect: { header.alpha: 1 }
      """,
      """
      slide.test.yaml:4:26: error: unknown event 'jump'; events are drag: D, scroll: Y, end, wait: S and set: {SIGNAL: V} [unknown-event]
          4 |       events: [drag: 10, jump: 5]
            |                          ^~~~

      """)
  }

  @Test func theTopLevelIsAMappingWithTests() {
    expectRendered(
      """
      - name: rest
        at: 0
      """,
      """
      slide.test.yaml:1:1: error: the top level of a test file must be a mapping of keys to values, found a list [wrong-type]
          1 | - name: rest
            | ^~~~~~~~~~~~

      """)
    expectRendered(
      """
      test: []
      """,
      """
      slide.test.yaml:1:1: error: unknown key 'test' in a test file; did you mean 'tests'? [unknown-key]
          1 | test: []
            | ^~~~
      slide.test.yaml:1:1: note: valid keys: tests
      slide.test.yaml:1:1: error: a test file needs the key 'tests' [missing-key]
          1 | test: []
            | ^~~~~~~~

      """)
    expectRendered(
      """
      tests: { name: rest }
      """,
      """
      slide.test.yaml:1:8: error: 'tests' must be a list, found a mapping [wrong-type]
          1 | tests: { name: rest }
            |        ^~~~~~~~~~~~~~

      """)
  }

  /// An empty test file is told what a test file holds, not what a spec starts with.
  @Test func anEmptyTestFileSaysWhatATestFileHolds() {
    expectRendered(
      "",
      """
      slide.test.yaml:1:1: error: the file holds no YAML document; a test file lists its cases \
      under 'tests:', each with a 'name' and what it checks (see docs/testing.md) [empty-document]
          1 |\u{20}
            | ^

      """)
  }

  @Test func aYAMLErrorIsLocated() {
    let outcome = ExpectationSupport.run("tests: [\n")
    #expect(outcome.rendered.hasPrefix("slide.test.yaml:2:1: error: YAML syntax error: "))
    #expect(outcome.rendered.contains("[yaml-syntax]"))
    #expect(outcome.failed == 1)
  }

  @Test func aFileHoldsAtMostAThousandCases() {
    let cases = (0...TestCase.maxCases).map {
      "  - { name: c\($0), at: 0, expect: { header.alpha: 1 } }"
    }
    let outcome = ExpectationSupport.run("tests:\n" + cases.joined(separator: "\n") + "\n")
    #expect(
      outcome.rendered.hasPrefix(
        "slide.test.yaml:2:3: error: more than 1000 test cases in a file; HeaderKit allows at most 1000 [limit-exceeded]\n"
      ))
    #expect(outcome.passed == 0 && outcome.failed == 1)
  }
}
