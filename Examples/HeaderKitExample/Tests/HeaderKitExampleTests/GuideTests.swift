import Foundation
import HeaderKitDriver
import HeaderKitExample
import HeaderKitTesting
import Testing

/// The Swift snippets of docs/app.md that need no UIKit, as the guide
/// writes them (CI step 70-example compiles and runs this package), with a
/// stand-in for the view whose bounds give a param.
@Suite struct GuideTests {
  /// What the guide's `view.bounds` reads: a 430 × 932 phone.
  struct StandInView { var bounds = (width: 430.0, height: 932.0) }
  let view = StandInView()

  // "Params from the device"
  @Test func paramsFromTheDevice() {
    let screenHeight = 724.0
    var header = TikiHomeHeader()
    header.setParam(header.paramIndex(named: "viewWidth")!, to: view.bounds.width)
    header.setParam(header.paramIndex(named: "screenHeight")!, to: screenHeight)
    header.reset()
    // Closed (a drag of 44), the search field's trailing constant is
    // (viewWidth − chatButtonMinX) · (1 − 0) + 8 = (430 − 327) + 8.
    header.drag(0, by: 44)
    #expect(header.searchTrailingConstant == 111)
  }

  // "Test in the app's test target"
  @Test func dragCollapsesTheHeader() {
    var view = ScrollViewSimulator(driver: ScrollDriver(header: TikiHomeHeader()))
    view.drag(by: 10)
    #expect(view.header.headerHeightConstant == 78)  // 88 − 10
    #expect(view.contentOffset == 0)  // the list held still
    view.liftFinger(decelerating: false)  // snaps open over 0.2 s
    view.wait(0.2)
    #expect(view.header.headerHeightConstant == 88)
  }

  @Test func aFlickClosesTheHeaderThenScrolls() {
    var view = ScrollViewSimulator(driver: ScrollDriver(header: TikiHomeHeader()))
    view.beginDragging()
    view.liftFinger(decelerating: true, velocity: 1)  // 1,000 pt/s
    view.decelerate()  // 207 frames at 60 Hz
    #expect(view.header.headerHeightConstant == 44)
    #expect(view.contentOffset > 450)  // the rest of 499, after the hold
  }

  @Test func homeHeaderKeepsItsSpec() throws {
    let tests = try SpecTests(resource: "tiki-home.tests", bundle: .module)
    tests.expectSpecTests(TikiHomeHeader())
    tests.expectGoldenTimeline(TikiHomeHeader())
  }

  // "A complete UIKit screen": the guide shows the example's screen as it is
  // (CI's Apple type-check compiles the file; Linux has no UIKit to).
  @Test func theGuidesUIKitScreenIsTheExamplesFile() throws {
    let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let screen = try String(
      contentsOf: package.appendingPathComponent(
        "Sources/HeaderKitExample/HomeViewController.swift"), encoding: .utf8)
    let guide = try String(
      contentsOf: package.appendingPathComponent("../../docs/app.md").standardizedFileURL,
      encoding: .utf8)
    #expect(screen.hasPrefix("#if canImport(UIKit)"))
    #expect(guide.contains("```swift\n" + screen + "```\n"))
  }
}
