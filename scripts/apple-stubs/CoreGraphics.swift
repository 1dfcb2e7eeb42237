// apple-typecheck: platforms ios macos
// Stub of CoreGraphics's Swift overlay, as much as HeaderKit uses, for scripts/apple-typecheck:
// the CGFloat struct (Swift imports C's CGFloat as it) and CGRect's size and edge accessors.
// Written from Apple's documentation:
//   https://developer.apple.com/documentation/corefoundation/cgfloat
//   https://developer.apple.com/documentation/corefoundation/cgrect/width
//   https://developer.apple.com/documentation/corefoundation/cgrect/height
//   https://developer.apple.com/documentation/corefoundation/cgrect/minx
//   https://developer.apple.com/documentation/corefoundation/cgrect/miny
@_exported import CoreGraphics

@frozen public struct CGFloat: Sendable, Hashable {
  /// The native value.
  public var native: Double
  public init() { native = 0 }
  public init(_ value: Double) { native = value }
  public init(_ value: Float) { native = Double(value) }
}

extension Double {
  public init(_ value: CGFloat) { self = value.native }
}

extension Float {
  public init(_ value: CGFloat) { self = Float(value.native) }
}

extension CGRect {
  public var width: CGFloat { fatalError() }
  public var height: CGFloat { fatalError() }
  public var minX: CGFloat { fatalError() }
  public var minY: CGFloat { fatalError() }
}
