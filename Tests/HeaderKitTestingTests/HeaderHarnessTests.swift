import Foundation
import HeaderKit
import HeaderKitTestSupport
import HeaderKitTesting
import Testing

/// HeaderHarness as an app's test suite uses it. Expected values come from seed
/// 002 (Twitter: headerStop 40, avatar 69, label offset 95 and distance 35) and
/// seed 000 (Tiki: heights 88 to 44) by hand.
@Suite struct HeaderHarnessTests {
  static let twitter = Fixtures.spec("twitter-profile.yaml").path
  static let tiki = Fixtures.spec("tiki-home.yaml").path

  @Test func passingExpectationsRecordNothing() throws {
    let header = try HeaderHarness(path: Self.twitter)
    header.expect("header.translateY", at: 40, equals: -40)  // max(-40, -40)
    // 1 - 40 / 69 / 1.4 = 0.585921325; (112.5 - 95) / 35 = 0.5
    header.expect(["avatar.scaleX": 0.585921325, "headerBlur.alpha": 0], at: 40)
    header.expect("headerBlur.alpha", at: 112.5, equals: 0.5)
    header.expect("header.translateY", at: 60, equals: -60, params: ["headerStop": 60])
    header.expect(
      "header.translateY", at: 41, equals: -41, tolerance: 0.5, params: ["headerStop": 60])
  }

  @Test func aFailureIsRecordedAtTheCallersLineWithExpectedAndActual() throws {
    let header = try HeaderHarness(path: Self.twitter)
    let log = IssueLog()
    var line = 0
    withKnownIssue {
      line = #line + 1
      header.expect("header.translateY", at: 100, equals: -50)
    } matching: {
      log.matcher($0)
    }
    // max(-40, -100) = -40, 10 above -50.
    #expect(
      log.texts == [
        "twitter-profile: at offset 100, header.translateY expected -50, got -40 (tolerance 1e-06); off by 10"
      ])
    #expect(log.lines == [line])
    #expect(log.issues.first?.sourceLocation?.fileName == "HeaderHarnessTests.swift")
  }

  @Test func everyFailingPropertyIsRecorded() throws {
    let header = try HeaderHarness(path: Self.twitter)
    let log = IssueLog()
    var line = 0
    withKnownIssue {
      line = #line + 1
      header.expect(
        ["header.zPosition": 2, "headerLabel.translateY": 0, "header.scalex": 1], at: 40)
    } matching: {
      log.matcher($0)
    }
    // At 40: zPosition 0 (40 > 40 is false); label max(-35, 95 - 40) = 55.
    #expect(
      log.texts.sorted() == [
        "twitter-profile: at offset 40, header.zPosition expected 2, got 0 (tolerance 1e-06); off by -2",
        "twitter-profile: at offset 40, headerLabel.translateY expected 0, got 55 (tolerance 1e-06); off by 55",
        "twitter-profile: unknown target property 'header.scalex'; did you mean 'header.scaleX'?",
      ])
    #expect(log.lines == [line, line, line])
  }

  @Test func aTraceIsRunAndItsLastFrameChecked() throws {
    let header = try HeaderHarness(path: Self.tiki)
    // 88 - 10 = 78, 78 - 20 = 58, max(44, 58 - 20) = 44; the list is held at 0.
    header.expect(
      ["headerHeight.constant": 44, "offset": 0], after: [.drag(10), .drag(20), .drag(20)])
    let log = IssueLog()
    var line = 0
    withKnownIssue {
      line = #line + 1
      header.expect(["headerHeight.constant": 50], after: [.drag(10), .drag(20), .drag(20)])
    } matching: {
      log.matcher($0)
    }
    #expect(
      log.texts == [
        "tiki-home: after event 3 of 3 (drag: 20), headerHeight.constant expected 50, got 44 (tolerance 1e-06); off by -6"
      ])
    #expect(log.lines == [line])
  }

  @Test func valuesAndFramesAreThereToInspect() throws {
    let twitter = try HeaderHarness(path: Self.twitter)
    let values = try twitter.values(at: -107)
    #expect(values["header.scaleX"] == 2)  // 1 + 107 / 107
    // Pulling down moves nothing: the top-edge anchor keeps the top in place.
    #expect(values["header.translateY"] == 0)
    #expect(throws: ParamError.self) { try twitter.values(at: 0, params: ["headerStpo": 1]) }

    let tiki = try HeaderHarness(path: Self.tiki)
    let frames = try tiki.simulate([.drag(10), .end, .wait(0.2)])
    // 78 is above the midpoint 66: it snaps open to 88 in 0.2 s.
    #expect(frames.frames.map { $0.values[0] } == [78, 78, 88])
    #expect(tiki.name == "tiki-home")
  }

  @Test func anInvalidSpecThrowsItsDiagnostics() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("broken.yaml").path
    try "version: 1\nname: broken\ninputs: { scroll: {} }\ntargets:\n  box: { alpha: scrol }\n"
      .write(
        toFile: path, atomically: true, encoding: .utf8)
    #expect {
      try HeaderHarness(path: path)
    } throws: { error in
      "\(error)".hasPrefix(
        "\(path):5:17: error: unknown name 'scrol'; did you mean 'scroll'? [unknown-name]")
    }
    #expect(throws: HeaderHarnessError.self) {
      try HeaderHarness(path: directory.appendingPathComponent("none.yaml").path)
    }
  }

  @Test func aSpecLoadsFromABundle() throws {
    let directory = try Fixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.copyItem(
      atPath: Self.twitter, toPath: directory.appendingPathComponent("twitter-profile.yaml").path)
    let bundle = try #require(Bundle(path: directory.path))
    let header = try HeaderHarness(resource: "twitter-profile", bundle: bundle)
    header.expect("headerLabel.translateY", at: 130, equals: -35)  // max(-35, 95 - 130)
    #expect(throws: HeaderHarnessError.self) {
      try HeaderHarness(resource: "missing", bundle: bundle)
    }
  }
}
