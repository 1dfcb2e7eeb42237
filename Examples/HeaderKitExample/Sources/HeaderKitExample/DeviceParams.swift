/// The geometry of a device and its navigation chrome, in points.
public struct DeviceSize: Sendable, Hashable {
  /// The screen's width.
  public var width: Double
  /// The screen's height.
  public var height: Double
  /// The status bar (the safe area's top inset).
  public var statusBar: Double
  /// The navigation bar under it.
  public var navigationBar: Double

  /// A device of that geometry.
  public init(width: Double, height: Double, statusBar: Double, navigationBar: Double = 44) {
    self.width = width
    self.height = height
    self.statusBar = statusBar
    self.navigationBar = navigationBar
  }

  /// The device Tiki's defaults describe: 375 × 812 (iPhone X), a 44 pt
  /// status bar and a 44 pt navigation bar.
  public static let reference = DeviceSize(width: 375, height: 812, statusBar: 44)
}

/// Params of the bundled specs, from a device and the app's content.
public enum HeaderParams {
  /// The height of one row of Tiki's product list.
  public static let rowHeight = 55.0

  /// Tiki's device- and content-dependent params: the view's width, the
  /// chat button 48 pt from the trailing edge, the screen under the bars,
  /// and the list's content height.
  public static func tikiHome(for device: DeviceSize, rows: Int) -> [String: Double] {
    tikiHome(
      viewWidth: device.width, chatButtonMinX: device.width - 48,
      screenHeight: device.height - device.statusBar - device.navigationBar,
      contentHeight: Double(rows) * rowHeight)
  }

  /// Tiki's params as a screen measures them once laid out
  /// (`HomeViewController`): the view's width, the chat button's leading
  /// edge, the height under the safe area's top and the table's content height.
  public static func tikiHome(
    viewWidth: Double, chatButtonMinX: Double, screenHeight: Double, contentHeight: Double
  ) -> [String: Double] {
    [
      "viewWidth": viewWidth, "chatButtonMinX": chatButtonMinX, "screenHeight": screenHeight,
      "contentHeight": contentHeight,
    ]
  }
}
