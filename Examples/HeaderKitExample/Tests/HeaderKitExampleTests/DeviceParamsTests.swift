import HeaderKitExample
import HeaderKitRuntime
import Testing

/// Params from a device size, set on the generated header at run time.
@Suite struct DeviceParamsTests {
  /// 390 × 844 with a 47 pt status bar: the screen under the bars is
  /// 844 − 47 − 44 = 753; 40 rows of 55 are 2,200 tall.
  @Test func paramsFromADevice() {
    let device = DeviceSize(width: 390, height: 844, statusBar: 47)
    #expect(
      HeaderParams.tikiHome(for: device, rows: 40) == [
        "viewWidth": 390, "chatButtonMinX": 342, "screenHeight": 753, "contentHeight": 2200,
      ])
  }

  /// The reference device gives the spec's defaults: a header set from it
  /// moves exactly as one left at its defaults.
  @Test func referenceDeviceIsTheDefaults() throws {
    let set = try HomeScreen()
    #expect(set.screen.setParams(HeaderParams.tikiHome(for: .reference, rows: 40)).isEmpty)
    let defaults = try HomeScreen()
    for delta in [10.0, 25, -7, 40, 200, -60] {
      set.screen.scroll { $0.drag(by: delta) }
      defaults.screen.scroll { $0.drag(by: delta) }
      #expect(set.headerHeight.constant == defaults.headerHeight.constant)
      #expect(set.searchTrailing.constant == defaults.searchTrailing.constant)
    }
  }

  /// Twelve rows (660 pt) on the reference device are shorter than the
  /// screen under a collapsed header (724 − 44 = 680): the header stays
  /// open and the list scrolls, as seed 000's canAnimateHeader says.
  @Test func shortContentDoesNotCollapse() throws {
    _ = try Self.shortListScrolled()
  }

  /// Twelve rows on the reference device, dragged by 10: the list scrolls.
  static func shortListScrolled() throws -> HomeScreen<TikiHomeHeader> {
    let home = try HomeScreen()
    home.screen.setParams(HeaderParams.tikiHome(for: .reference, rows: 12))
    home.screen.scroll { $0.drag(by: 10) }
    #expect(home.headerHeight.constant == 88)
    #expect(home.screen.scrollView.contentOffset == 10)
    return home
  }

  /// Fourteen rows (770 pt) collapse the header on the reference device
  /// (770 > 680) but not on a 430 × 932 one with a 59 pt status bar, whose
  /// list under a collapsed header is 932 − 59 − 44 − 44 = 785 tall.
  @Test func tallerDeviceKeepsShortContentOpen() throws {
    for (device, height) in [
      (DeviceSize.reference, 78.0), (DeviceSize(width: 430, height: 932, statusBar: 59), 88),
    ] {
      let home = try HomeScreen()
      #expect(home.screen.setParams(HeaderParams.tikiHome(for: device, rows: 14)).isEmpty)
      home.screen.scroll { $0.drag(by: 10) }
      #expect(home.headerHeight.constant == height, "\(device)")
    }
  }

  /// A name the spec does not have is handed back.
  @Test func unknownParamsAreReturned() throws {
    let home = try HomeScreen()
    #expect(home.screen.setParams(["viewWidht": 390]) == ["viewWidht"])
  }
}
