#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A 2-D affine transform as `CGAffineTransform` stores it: a point (x, y)
/// maps to (a·x + c·y + tx, b·x + d·y + ty), about the view's anchor point
/// (its centre unless the app changed the layer's `anchorPoint`).
public struct ViewTransform: Sendable, Hashable {
  /// The matrix entries, named as `CGAffineTransform` names them.
  public var a, b, c, d, tx, ty: Double

  /// The transform with these entries.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// The transform that moves nothing.
  public static let identity = ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A target's translate, scale and rotation as one transform about the
  /// view's centre: scale first, then rotate, then translate — translate ·
  /// rotate · scale, as CSS `translate() rotate() scale()` and
  /// `CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)`.
  ///
  /// Seam: anchors are not part of the spec yet (issue 17 item 3); when they
  /// are, the runtime gives each target's whole transform and this composition
  /// goes.
  /// - Parameters:
  ///   - translateX: Points right.
  ///   - translateY: Points down.
  ///   - scaleX: The horizontal scale factor.
  ///   - scaleY: The vertical scale factor.
  ///   - rotation: Radians; positive turns clockwise on screen (y points down).
  public init(
    translateX: Double, translateY: Double, scaleX: Double, scaleY: Double, rotation: Double
  ) {
    // Exact for no rotation: cos(0) and sin(0) are 1 and 0, but skip them anyway.
    let (cosine, sine) = rotation == 0 ? (1.0, 0.0) : (cos(rotation), sin(rotation))
    self.init(
      a: scaleX * cosine, b: scaleX * sine, c: -scaleY * sine, d: scaleY * cosine,
      tx: translateX, ty: translateY)
  }

  /// The same transform for a view whose transforms act about its top-left
  /// corner (SwiftUI's `transformEffect`, a layer anchored at (0, 0)), given
  /// its size: to the centre, this transform, and back.
  public func aboutTopLeft(width: Double, height: Double) -> ViewTransform {
    let (x, y) = (width / 2, height / 2)
    return ViewTransform(
      a: a, b: b, c: c, d: d, tx: tx + x - (a * x + c * y), ty: ty + y - (b * x + d * y))
  }

  /// Where the transform takes a point given relative to the anchor.
  public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
    (a * x + c * y + tx, b * x + d * y + ty)
  }
}
