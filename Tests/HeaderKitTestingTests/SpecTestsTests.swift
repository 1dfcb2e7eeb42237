import Foundation
import GeneratedHeaders
import HeaderKitRuntime
import HeaderKitTestSupport
import HeaderKitTesting
import Testing

/// Compiled tests (`headerkit compile --tests`) checked against generated
/// headers and compiled graphs, with no HeaderKit in the process.
@Suite struct SpecTestsTests {
  /// The compiled tests of the spec at `path`, written by the CLI.
  static func compiled(_ path: String) throws -> SpecTests {
    let result = try CLI.run(["compile", "--tests", path])
    try #require(result.status == 0, "\(result.stderr)")
    return try SpecTests(json: Data(result.stdout.utf8))
  }

  /// A temporary copy of the Twitter spec with its sidecar and golden
  /// timeline, `headerStop` changed from 40 to `headerStop`.
  static func twitterCopy(headerStop: Int) throws -> URL {
    let directory = try Fixtures.temporaryDirectory()
    for name in [
      "twitter-profile.yaml", "twitter-profile.test.yaml", "twitter-profile.timeline.txt",
    ] {
      try FileManager.default.copyItem(
        atPath: Fixtures.spec(name).path, toPath: directory.appendingPathComponent(name).path)
    }
    let spec = directory.appendingPathComponent("twitter-profile.yaml")
    let text = try String(contentsOf: spec, encoding: .utf8)
      .replacingOccurrences(of: "headerStop: 40 ", with: "headerStop: \(headerStop) ")
    try text.write(to: spec, atomically: true, encoding: .utf8)
    return directory
  }

  static let generated: [(spec: String, header: any GeneratedHeader.Type)] = [
    ("bottom-sheet.yaml", BottomSheetHeader.self),
    ("compact-title.yaml", CompactTitleHeader.self),
    ("diff-clamp.yaml", DiffClampHeader.self),
    ("exit-until-collapsed.yaml", ExitUntilCollapsedHeader.self),
    ("fade-top-view.yaml", FadeTopViewHeader.self),
    ("material-collapsing-toolbar.yaml", MaterialCollapsingToolbarHeader.self),
    ("pinterest-pager.yaml", PinterestPagerHeader.self),
    ("quick-return-bars.yaml", QuickReturnBarsHeader.self),
    ("swipe-to-refresh.yaml", SwipeToRefreshHeader.self),
    ("tiki-home.yaml", TikiHomeHeader.self),
    ("twitter-profile.yaml", TwitterProfileHeader.self),
  ]

  /// Every bundled spec's cases and golden timeline pass on its generated
  /// header and on its compiled graph.
  @Test(arguments: generated.indices)
  func bundledSpecsPass(_ index: Int) throws {
    let (spec, type) = Self.generated[index]
    let tests = try Self.compiled(Fixtures.spec(spec).path)
    #expect(tests.spec == spec)
    #expect(!tests.cases.isEmpty)
    #expect(tests.golden != nil)
    for header in [type.init() as any ScrollDrivenHeader, HeaderEvaluator(graph: tests.graph)] {
      #expect(tests.failures(of: header) == [], "\(spec)")
      #expect(tests.goldenFailure(of: header) == nil, "\(spec)")
      tests.expectSpecTests(header)
      tests.expectGoldenTimeline(header)
    }
  }

  /// With headerStop 50 in the spec but the header generated with 40, the
  /// cases written for 40 fail where 40 and 50 differ: at 41 the spec's
  /// header is at max(-50, -41) = -41, not yet in front (41 > 50 is false);
  /// at 100 the avatar has shrunk by 50 / 69 / 1.4 = 0.517598344.
  @Test func failuresNameTheCaseAndWhereTheValueIsWritten() throws {
    let directory = try Self.twitterCopy(headerStop: 50)
    defer { try? FileManager.default.removeItem(at: directory) }
    let tests = try Self.compiled(directory.appendingPathComponent("twitter-profile.yaml").path)
    // The cases are the same; the graph is the changed spec's.
    let failures = tests.failures(of: HeaderEvaluator(graph: tests.graph))
    #expect(
      failures.first
        == "twitter-profile.test.yaml:47:37: scrolling up moves the header until headerStop: at offset 41, header.translateY expected -40, got -41 (tolerance 1e-06); off by -1; and 1 more offset of this expectation fails"
    )
    #expect(
      failures.contains(
        "twitter-profile.test.yaml:48:32: scrolling up moves the header until headerStop: at offset 41, header.zPosition expected 2, got 0 (tolerance 1e-06); off by -2"
      ))
    #expect(
      failures.contains(
        "twitter-profile.test.yaml:56:49: the avatar shrinks from its bottom edge: at offset 100, avatar.scaleX expected 0.585921325, got 0.482401656 (tolerance 1e-06); off by -0.103519669"
      ))
    // translateY and zPosition at 41, scaleX and scaleY at 100, and the sweep's bound on scaleX.
    #expect(failures.count == 5)
    #expect(
      failures.last
        == "twitter-profile.test.yaml:92:22: every property stays on screen and moves one way: at offset 41, avatar.scaleX is 0.575569358, outside [0.585921325, 1] by 0.0103519668"
    )
    // The header generated from the unchanged spec (headerStop 40) passes them.
    #expect(tests.failures(of: TwitterProfileHeader()) == [])

    let log = IssueLog()
    var line = 0
    withKnownIssue {
      line = #line + 1
      tests.expectSpecTests(HeaderEvaluator(graph: tests.graph))
    } matching: {
      log.matcher($0)
    }
    #expect(log.texts == failures)
    #expect(log.lines == Array(repeating: line, count: 5))
  }

  /// The sweep of the golden timeline steps by 5: the first frame past the
  /// old stop is 45, where the header moves to max(-45, -45) = -45 instead of
  /// max(-40, -45) = -40; it is on line 39 of the golden file, column 22.
  @Test func aChangedTimelineFailsAtItsFirstDifference() throws {
    let directory = try Self.twitterCopy(headerStop: 45)
    defer { try? FileManager.default.removeItem(at: directory) }
    let tests = try Self.compiled(directory.appendingPathComponent("twitter-profile.yaml").path)
    #expect(
      tests.goldenFailure(of: HeaderEvaluator(graph: tests.graph))
        == "twitter-profile.timeline.txt:39:22: the timeline of 'twitter-profile' first differs from its golden timeline at offset 45 of section 1: header.translateY is now -45.000000, the golden timeline has -40.000000"
    )
    // The checked-in header was generated with 40: it matches the golden file.
    #expect(tests.goldenFailure(of: TwitterProfileHeader()) == nil)
  }

  /// A trace section compares time, offset and outputs after each event.
  @Test func traceSectionsCheckEveryEvent() throws {
    let tests = try Self.compiled(Fixtures.spec("tiki-home.yaml").path)
    let traces = try #require(tests.golden?.sections.filter { $0.events != nil })
    #expect(!traces.isEmpty)
    for section in traces {
      #expect(section.keys.prefix(2) == ["time", "offset"])
      #expect(section.rows.count == section.events?.count)
    }
  }

  /// A header whose params were frozen cannot run a case that sets params.
  @Test func frozenParamsCannotRunCasesThatSetThem() throws {
    let tests = try Self.compiled(Fixtures.spec("twitter-profile.yaml").path)
    let setting = try #require(tests.cases.first { !$0.params.isEmpty })
    let failures = tests.failures(of: setting, on: FrozenTwitterProfileHeader())
    #expect(
      failures == [
        "\(setting.place): \(setting.name): the header cannot set param 'headerStop' (were its params frozen with --freeze-params?)"
      ])
    #expect(tests.failures(of: setting, on: TwitterProfileHeader()) == [])
  }

  /// Each way compiled tests fail to load is its own case, saying what to do.
  @Test func otherJSONIsRefused() throws {
    #expect(
      throws: SpecTestsError.notCompiledTests(
        "it has no 'cases' (a compiled graph is 'headerkit compile' without --tests)")
    ) {
      try SpecTests(json: Data("{}".utf8))
    }
    let graph = try CLI.run(["compile", Fixtures.spec("fade-top-view.yaml").path])
    #expect(
      throws: SpecTestsError.notCompiledTests(
        "it has no 'cases' (a compiled graph is 'headerkit compile' without --tests)")
    ) {
      try SpecTests(json: Data(graph.stdout.utf8))
    }
    do {
      _ = try SpecTests(json: Data("[1]".utf8))
      Issue.record("an array was read")
    } catch {
      guard case .notCompiledTests = error else {
        Issue.record("an array is \(error)")
        return
      }
    }
    let tests = try CLI.run(["compile", "--tests", Fixtures.spec("fade-top-view.yaml").path])
    let later = tests.stdout.replacingOccurrences(
      of: #""formatVersion": 2,"#, with: #""formatVersion": 3,"#)
    #expect(later != tests.stdout)
    #expect(throws: SpecTestsError.unsupportedFormat(found: 3)) {
      try SpecTests(json: Data(later.utf8))
    }
    #expect(
      SpecTestsError.unsupportedFormat(found: 3).description
        == "format version 3 of 'headerkit compile --tests'; this HeaderKitTesting reads version 2: compile the tests again with the same HeaderKit"
    )
  }

  /// A graph the runtime refuses inside compiled tests is that GraphError.
  @Test func aRefusedGraphIsItsGraphError() throws {
    let tests = try CLI.run(["compile", "--tests", Fixtures.spec("fade-top-view.yaml").path])
    let graphVersion = #""formatVersion": \#(CompiledGraph.currentFormatVersion),"#
    #expect(tests.stdout.contains(graphVersion))
    let edited = tests.stdout.replacingOccurrences(of: graphVersion, with: #""formatVersion": 99,"#)
    #expect(throws: SpecTestsError.invalidGraph(.unsupportedFormat(99))) {
      try SpecTests(json: Data(edited.utf8))
    }
  }

  /// A missing file or resource names where it was looked for.
  @Test func missingFilesAndResources() throws {
    let directory = try Fixtures.temporaryDirectory()
    let missing = directory.appendingPathComponent("none.tests.json")
    do {
      _ = try SpecTests(contentsOf: missing)
      Issue.record("a missing file was read")
    } catch {
      guard case .unreadable(let path, _) = error else {
        Issue.record("a missing file is \(error)")
        return
      }
      #expect(path == missing.path)
    }
    let bundle = try #require(Bundle(path: directory.path))
    #expect(
      throws: SpecTestsError.resourceNotFound(
        name: "none.tests", subdirectory: nil, bundlePath: bundle.bundlePath)
    ) {
      try SpecTests(resource: "none.tests", bundle: bundle)
    }
    #expect(
      SpecTestsError.resourceNotFound(
        name: "a.tests", subdirectory: "CompiledTests", bundlePath: "/B"
      ).description
        == "no resource 'CompiledTests/a.tests.json' in /B; add it to the test target's resources")
    #expect(
      SpecTestsError.resourceNotFound(name: "a.tests", subdirectory: nil, bundlePath: "/B")
        .description
        == "no resource 'a.tests.json' in /B; add it to the test target's resources (a folder copied with .copy(\"FOLDER\") is read with subdirectory: \"FOLDER\")"
    )
  }
}

/// Compiled tests whose traces set signals (`["signal", index, value]`):
/// ``SignalWalkthrough`` written as a test case of the signals fixture, run
/// on its generated header and on its compiled graph.
@Suite struct SignalSpecTestsTests {
  @Test func casesThatSetSignalsPass() throws {
    let events = SignalWalkthrough.steps.map { step, _ in
      switch step {
      case .drag(let delta): "drag: \(delta)"
      case .end: "end"
      case .wait(let seconds): "wait: \(seconds)"
      case .signal(let name, let value): "set: { \(name): \(value) }"
      }
    }
    let expect = SignalWalkthrough.keys.enumerated().map { column, key in
      "      \(key): [\(SignalWalkthrough.steps.map { "\($0.values[column])" }.joined(separator: ", "))]"
    }
    let spec = try String(
      contentsOf: Fixtures.root.appendingPathComponent(SignalWalkthrough.specPath), encoding: .utf8)
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("signals.yaml")
    try
      (spec + """
        tests:
          - name: the walkthrough
            trace:
              events: [\(events.joined(separator: ", "))]
            expect:
        \(expect.joined(separator: "\n"))

        """).write(to: path, atomically: true, encoding: .utf8)
    let tests = try SpecTestsTests.compiled(path.path)
    #expect(tests.cases.count == 1)
    for header in [SignalsHeader() as any ScrollDrivenHeader, HeaderEvaluator(graph: tests.graph)] {
      #expect(tests.failures(of: header) == [])
    }
  }
}
