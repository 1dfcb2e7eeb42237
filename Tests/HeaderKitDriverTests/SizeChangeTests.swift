import GeneratedHeaders
import HeaderKit
import HeaderKitDriver
import HeaderKitRuntime
import Testing

/// A rotation, a size change or a new measured height reaches the header
/// through `ScrollDriver.updateHeader`, the one place the UIKit binding, the
/// SwiftUI model and the simulator change their header: the header scrolls
/// to its own raw offset, and the scroll view is set to it.
@Suite struct SizeChangeTests {
  /// A bar that follows the offset (raw + `top`) one for one between 0 and
  /// 100: its state sees an inset change as a move.
  static let insetSpec = """
    version: 1
    name: inset-follow
    inputs:
      scroll: { axis: vertical, inset: top, bounds: [-100, 400] }
    params:
      top: 0
    states:
      shown: { input: scroll, initial: 0, min: 0, max: 100, follow: 1, position: scroll }
    targets:
      bar:
        translateY: shown
    """

  static func insetHeader() throws -> HeaderEvaluator {
    let loaded = SpecLoader.load(bytes: Array(insetSpec.utf8), path: "inset-follow.yaml")
    return HeaderEvaluator(graph: try #require(loaded.compiled?.graph, "\(loaded.diagnostics)"))
  }

  /// A new inset of 30 moves the offset from 20 to 50 while the content
  /// stays at 20: the state sees that move at once (20 + 30 = 50), not at
  /// the next touch, and the content is not moved.
  @Test func aParamChangeIsAMoveTheStatesSeeAtOnce() throws {
    var view = ScrollViewSimulator(
      driver: ScrollDriver(header: CountingHeader(try Self.insetHeader())))
    view.drag(by: 20)
    let bar = try #require(view.header.outputIndex(named: "bar.translateY"))
    #expect(view.header.value(at: bar) == 20)
    let top = try #require(view.header.paramIndex(named: "top"))
    let scrolls = view.header.scrolls
    view.updateHeader { $0.setParam(top, to: 30) }
    #expect(view.header.value(at: bar) == 50)
    #expect(view.header.scrolls == scrolls + 1)
    #expect(view.contentOffset == 20)
    #expect(view.writeBacks == 0)
    // The next finger move starts from there: 10 more is 60.
    view.drag(by: 10)
    #expect(view.header.value(at: bar) == 60)
  }

  /// The driver alone, as a binding calls it: the offset it returns is the
  /// header's raw offset, and the didScroll that setting it causes is the
  /// write's own, not a move.
  @Test func theDriverReturnsTheOffsetToSet() throws {
    var driver = ScrollDriver(header: CountingHeader(TikiHomeHeader()))
    driver.willBeginDragging()
    #expect(driver.didScroll(ScrollViewState(offset: 50, isTracking: true, isDragging: true)) == 0)
    driver.didWriteBack()
    #expect(
      driver.didScroll(ScrollViewState(offset: 300, isTracking: true, isDragging: true)) == nil)
    // Collapsed to 44 after 44 of the 50, then the list scrolled to 300.
    #expect(driver.header.base.headerHeightConstant == 44)
    let offset = driver.updateHeader { $0.reset() }
    #expect(offset == 0)
    #expect(driver.header.base.headerHeightConstant == 88)
    let drags = driver.header.drags
    // The scroll view, set to 0, reports it before the setter returns.
    #expect(driver.didScroll(ScrollViewState(offset: 0, isTracking: true, isDragging: true)) == nil)
    #expect(driver.header.drags == drags)
    driver.didWriteBack()
    #expect(driver.didScroll(ScrollViewState(offset: 10, isTracking: true, isDragging: true)) == 0)
    #expect(driver.header.drags == drags + 1)
    #expect(driver.header.base.headerHeightConstant == 78)
  }

  /// A change that throws sends no scroll: the header keeps what the
  /// change did before it threw, and the content stays.
  @Test func aChangeThatThrowsScrollsNothing() throws {
    var view = ScrollViewSimulator(
      driver: ScrollDriver(header: CountingHeader(PinterestPagerHeader())))
    let tabWidths = try #require(view.header.paramIndex(named: "tabWidths"))
    view.setContentOffset(375)
    let scrolls = view.header.scrolls
    #expect(throws: GraphError.self) {
      try view.updateHeader { try $0.setParam(tabWidths, to: Array(repeating: 1, count: 1 << 20)) }
    }
    #expect(view.header.scrolls == scrolls)
    #expect(view.contentOffset == 375)
  }
}
