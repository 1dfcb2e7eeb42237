/// A 2-D affine transform as `CGAffineTransform` stores it: a point (x, y)
/// maps to (a·x + c·y + tx, b·x + d·y + ty) — SVG's and CSS's
/// `matrix(a, b, c, d, tx, ty)`.
///
/// ``init(translateX:translateY:scaleX:scaleY:rotation:anchorX:anchorY:width:height:)``
/// is the one rule that turns a target's properties into its view's
/// transform; bindings, previews, filmstrips and the preview page's
/// JavaScript all use it.
///
/// Every entry is finite: every constructor builds its result through
/// ``init(a:b:c:d:tx:ty:)``, which makes each entry finite as outputs are
/// (NaN as 0, ±∞ as ±`greatestFiniteMagnitude`), so finite inputs whose
/// products overflow (a scale of 1e307 on a 375-point view) still give a
/// transform a view can take.
public struct ViewTransform: Sendable, Hashable {
  /// The matrix entries, named as `CGAffineTransform` names them; each finite.
  public let a, b, c, d, tx, ty: Double

  /// The transform with these entries, each made finite: NaN as 0 and the
  /// infinities as the largest finite magnitudes.
  @inlinable
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d) = (
      finiteNumber(a), finiteNumber(b), finiteNumber(c), finiteNumber(d)
    )
    (self.tx, self.ty) = (finiteNumber(tx), finiteNumber(ty))
  }

  /// The transform that moves nothing.
  public static let identity = ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// A target's translate, rotation and scale about its anchor, as the
  /// transform of a view whose own anchor is its centre (UIKit's default
  /// `anchorPoint`, SwiftUI's `scaleEffect` and CSS's `transform-origin`):
  /// assign it to `UIView.transform` as it is.
  ///
  /// The order is fixed: scale, then rotate, then translate — translate ·
  /// rotate · scale, as CSS `translate() rotate() scale()` and
  /// `CGAffineTransform(translationX:y:).rotated(by:).scaledBy(x:y:)` —
  /// all about the anchor. With `L` the rotation times the scale and `p` the
  /// anchor's offset from the view's centre, `((anchorX − 0.5)·width,
  /// (anchorY − 0.5)·height)`, a point `q` (from the centre) goes to
  /// `L·(q − p) + p + t`:
  ///
  ///     (a, b, c, d) = (sx·cos r, sx·sin r, −sy·sin r, sy·cos r)
  ///     tx = translateX + (px − (a·px + c·py))
  ///     ty = translateY + (py − (b·px + d·py))
  ///
  /// in that order of operations, with `PortableMath`'s cos and sin (the
  /// preview's JavaScript computes the same, bit for bit, on every engine);
  /// without rotation, cos and sin are taken as exactly 1 and 0. Every entry
  /// is made finite, as every constructor's are.
  /// - Parameters:
  ///   - translateX: Points right.
  ///   - translateY: Points down.
  ///   - scaleX: The horizontal scale factor.
  ///   - scaleY: The vertical scale factor.
  ///   - rotation: Radians; positive turns clockwise on screen (y points down).
  ///   - anchorX: The anchor in unit coordinates of the view's bounds, as
  ///     `CALayer.anchorPoint`: 0 the leading edge, 0.5 the centre, 1 the trailing edge.
  ///   - anchorY: 0 the top edge, 0.5 the centre, 1 the bottom edge.
  ///   - width: The view's bounds width in points (the anchor's distance
  ///     from the centre depends on it; unused with a centred anchor).
  ///   - height: The view's bounds height in points.
  public init(
    translateX: Double, translateY: Double, scaleX: Double, scaleY: Double, rotation: Double,
    anchorX: Double = 0.5, anchorY: Double = 0.5, width: Double = 0, height: Double = 0
  ) {
    let (cosine, sine) =
      rotation == 0 ? (1.0, 0.0) : (PortableMath.cos(rotation), PortableMath.sin(rotation))
    self = ViewTransform(
      a: scaleX * cosine, b: scaleX * sine, c: -scaleY * sine, d: scaleY * cosine,
      tx: translateX, ty: translateY
    ).about(anchorX: anchorX, anchorY: anchorY, width: width, height: height)
  }

  /// This transform, given about a view's centre, moved to act about the
  /// anchor (`anchorX`, `anchorY`) of a `width` × `height` view instead —
  /// still for a view anchored at its centre: `tx + (px − (a·px + c·py))`,
  /// `ty + (py − (b·px + d·py))` with `p` the anchor's offset from the centre.
  public func about(anchorX: Double, anchorY: Double, width: Double, height: Double)
    -> ViewTransform
  {
    let (px, py) = ((anchorX - 0.5) * width, (anchorY - 0.5) * height)
    return ViewTransform(
      a: a, b: b, c: c, d: d, tx: tx + (px - (a * px + c * py)),
      ty: ty + (py - (b * px + d * py)))
  }

  /// A translation by (x, y).
  public static func translation(x: Double, y: Double) -> ViewTransform {
    ViewTransform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// A scale by (x, y) about the origin.
  public static func scale(x: Double, y: Double) -> ViewTransform {
    ViewTransform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// `self` after `other`: applies `other` first, then `self`.
  public func concatenating(_ other: ViewTransform) -> ViewTransform {
    ViewTransform(
      a: a * other.a + c * other.b, b: b * other.a + d * other.b,
      c: a * other.c + c * other.d, d: b * other.c + d * other.d,
      tx: a * other.tx + c * other.ty + tx, ty: b * other.tx + d * other.ty + ty)
  }

  /// Where the transform takes a point.
  public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
    (a * x + c * y + tx, b * x + d * y + ty)
  }

  /// The same transform for a view whose transforms act about its top-left
  /// corner (SwiftUI's `transformEffect`, a layer anchored at (0, 0)), given
  /// its size: to the centre, this transform, and back.
  public func aboutTopLeft(width: Double, height: Double) -> ViewTransform {
    let (x, y) = (width / 2, height / 2)
    return ViewTransform(
      a: a, b: b, c: c, d: d, tx: tx + x - (a * x + c * y), ty: ty + y - (b * x + d * y))
  }
}
