import HeaderKitRuntime

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
    [
      "viewWidth": device.width,
      "chatButtonMinX": device.width - 48,
      "screenHeight": device.height - device.statusBar - device.navigationBar,
      "contentHeight": Double(rows) * rowHeight,
    ]
  }
}

/// A header whose params can be set at run time.
///
/// Generated headers have their params fixed in the code today (issue 17
/// item 2 makes them settable); an evaluator loaded from a compiled graph
/// (`headerkit compile`) takes them now.
public protocol ParamSettable {
  /// Sets the param called `name`; false if the header has none of that name.
  mutating func setParam(named name: String, to value: Double) -> Bool
}

extension HeaderEvaluator: ParamSettable {
  public mutating func setParam(named name: String, to value: Double) -> Bool {
    guard let index = paramIndex(named: name) else { return false }
    setParam(index, to: value)
    return true
  }
}

extension HeaderScreen where Header: ParamSettable {
  /// Sets every param of `params` and puts the header at rest; returns the
  /// names the header does not have.
  @discardableResult
  public func setParams(_ params: [String: Double]) -> [String] {
    var unknown: [String] = []
    updateHeader { header in
      for (name, value) in params.sorted(by: { $0.key < $1.key })
      where !header.setParam(named: name, to: value) {
        unknown.append(name)
      }
      header.reset()
    }
    return unknown
  }
}
