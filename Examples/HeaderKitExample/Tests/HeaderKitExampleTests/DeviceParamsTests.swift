import Foundation
import HeaderKit
import HeaderKitExample
import HeaderKitRuntime
import Testing

/// Params from a device size. Generated headers fix their params, so the
/// device-dependent screen runs an evaluator of the same spec (in an app,
/// loaded from `headerkit compile`'s JSON; here compiled from the spec).
@Suite struct DeviceParamsTests {
  static func tikiGraph() throws -> CompiledGraph {
    let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/HeaderKitExample/Specs/tiki-home.yaml").path
    return try #require(try SpecLoader.load(path: spec).compiled?.graph)
  }

  /// 390 × 844 with a 47 pt status bar: the screen under the bars is
  /// 844 − 47 − 44 = 753; 40 rows of 55 are 2,200 tall.
  @Test func paramsFromADevice() {
    let device = DeviceSize(width: 390, height: 844, statusBar: 47)
    #expect(
      HeaderParams.tikiHome(for: device, rows: 40) == [
        "viewWidth": 390, "chatButtonMinX": 342, "screenHeight": 753, "contentHeight": 2200,
      ])
  }

  /// The reference device gives the spec's defaults: the evaluator set from
  /// it agrees with the generated header (to 1e-9: the evaluator tabulates).
  @Test func referenceDeviceIsTheDefaults() throws {
    let evaluator = try HomeScreen(
      header: HeaderEvaluator(graph: Self.tikiGraph()), outputKeys: TikiHomeHeader.outputKeys)
    #expect(
      evaluator.screen.setParams(HeaderParams.tikiHome(for: .reference, rows: 40)).isEmpty)
    let generated = try HomeScreen()
    for delta in [10.0, 25, -7, 40, 200, -60] {
      evaluator.screen.scroll { $0.drag(by: delta) }
      generated.screen.scroll { $0.drag(by: delta) }
      #expect(abs(evaluator.headerHeight.constant - generated.headerHeight.constant) <= 1e-9)
      #expect(abs(evaluator.searchTrailing.constant - generated.searchTrailing.constant) <= 1e-9)
    }
  }

  /// Twelve rows (660 pt) on the reference device are shorter than the
  /// screen under a collapsed header (724 − 44 = 680): the header stays
  /// open and the list scrolls, as seed 000's canAnimateHeader says.
  @Test func shortContentDoesNotCollapse() throws {
    let home = try HomeScreen(
      header: HeaderEvaluator(graph: Self.tikiGraph()), outputKeys: TikiHomeHeader.outputKeys)
    home.screen.setParams(HeaderParams.tikiHome(for: .reference, rows: 12))
    home.screen.scroll { $0.drag(by: 10) }
    #expect(home.headerHeight.constant == 88)
    #expect(home.screen.scrollView.contentOffset == 10)
  }

  /// Fourteen rows (770 pt) collapse the header on the reference device
  /// (770 > 680) but not on a 430 × 932 one with a 59 pt status bar, whose
  /// list under a collapsed header is 932 − 59 − 44 − 44 = 785 tall.
  @Test func tallerDeviceKeepsShortContentOpen() throws {
    for (device, height) in [
      (DeviceSize.reference, 78.0), (DeviceSize(width: 430, height: 932, statusBar: 59), 88),
    ] {
      let home = try HomeScreen(
        header: HeaderEvaluator(graph: Self.tikiGraph()), outputKeys: TikiHomeHeader.outputKeys)
      #expect(home.screen.setParams(HeaderParams.tikiHome(for: device, rows: 14)).isEmpty)
      home.screen.scroll { $0.drag(by: 10) }
      #expect(home.headerHeight.constant == height, "\(device)")
    }
  }
}
