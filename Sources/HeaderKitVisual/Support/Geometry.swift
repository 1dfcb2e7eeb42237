import Foundation

/// A rectangle in points: origin at the top left, y down (UIKit's convention).
public struct Rect: Sendable, Hashable, Codable {
  public var x: Double
  public var y: Double
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  public var maxX: Double { x + width }
  public var maxY: Double { y + height }
}

/// A 2-D affine transform, as SVG's `matrix(a b c d e f)`: a point (x, y)
/// maps to (a·x + c·y + e, b·x + d·y + f).
public struct AffineTransform: Sendable, Hashable {
  public var a, b, c, d, e, f: Double

  public init(a: Double, b: Double, c: Double, d: Double, e: Double, f: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.e = e
    self.f = f
  }

  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, e: 0, f: 0)

  public static func translation(_ x: Double, _ y: Double) -> AffineTransform {
    AffineTransform(a: 1, b: 0, c: 0, d: 1, e: x, f: y)
  }

  public static func scale(_ x: Double, _ y: Double) -> AffineTransform {
    AffineTransform(a: x, b: 0, c: 0, d: y, e: 0, f: 0)
  }

  /// A rotation by `degrees`, clockwise on screen (y points down), as CSS `rotate()`.
  public static func rotation(degrees: Double) -> AffineTransform {
    let radians = degrees * .pi / 180
    let (cosine, sine) = (cos(radians), sin(radians))
    return AffineTransform(a: cosine, b: sine, c: -sine, d: cosine, e: 0, f: 0)
  }

  /// `self` after `other`: applies `other` first, then `self`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + c * other.b, b: b * other.a + d * other.b,
      c: a * other.c + c * other.d, d: b * other.c + d * other.d,
      e: a * other.e + c * other.f + e, f: b * other.e + d * other.f + f)
  }

  /// Where a point goes.
  public func apply(_ x: Double, _ y: Double) -> (x: Double, y: Double) {
    (a * x + c * y + e, b * x + d * y + f)
  }
}
