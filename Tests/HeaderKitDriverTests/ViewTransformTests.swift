import HeaderKitDriver
import Testing

/// translate · rotate · scale about the centre, against matrices worked by
/// hand. Without rotation every entry is exact; with one, cos and sin are
/// within 1e-15 of the exact values used here.
@Suite struct ViewTransformTests {
  static let tolerance = 1e-15

  @Test func withoutRotationEveryEntryIsExact() {
    let transform = ViewTransform(
      translateX: 10, translateY: -20, scaleX: 2, scaleY: 3, rotation: 0)
    #expect(transform == ViewTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: -20))
    #expect(
      ViewTransform(translateX: 0, translateY: 0, scaleX: 1, scaleY: 1, rotation: 0) == .identity)
  }

  /// 30°: cos = √3/2, sin = 1/2; x scaled by 2 and y by 3 before turning.
  @Test func rotationAfterScale() {
    let transform = ViewTransform(
      translateX: 5, translateY: 7, scaleX: 2, scaleY: 3, rotation: Double.pi / 6)
    let root3 = 3.0.squareRoot()
    let expected = [2 * root3 / 2, 2 * 0.5, -3 * 0.5, 3 * root3 / 2, 5, 7]
    let actual = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    for (value, wanted) in zip(actual, expected) {
      #expect(abs(value - wanted) <= Self.tolerance, "\(actual) vs \(expected)")
    }
  }

  /// The point (1, 1) of the view, relative to its centre: scaled by (2, 1)
  /// to (2, 1), turned a quarter clockwise on screen to (−1, 2), moved by
  /// (10, 0) to (9, 2).
  @Test func orderIsScaleThenRotateThenTranslate() {
    let transform = ViewTransform(
      translateX: 10, translateY: 0, scaleX: 2, scaleY: 1, rotation: Double.pi / 2)
    let point = transform.apply(x: 1, y: 1)
    #expect(abs(point.x - 9) <= Self.tolerance)
    #expect(abs(point.y - 2) <= Self.tolerance)
  }

  /// Scaling a 100 × 50 view by 2 about its centre moves its top-left corner
  /// out by half the growth, to (−50, −25); a quarter turn about the centre
  /// takes the corner (0, 0), which is (−50, −25) from the centre, to
  /// (25, −50) from it, (75, −25) from the corner.
  @Test func aboutTheTopLeftCorner() {
    let scaled = ViewTransform(translateX: 0, translateY: 0, scaleX: 2, scaleY: 2, rotation: 0)
    #expect(
      scaled.aboutTopLeft(width: 100, height: 50)
        == ViewTransform(a: 2, b: 0, c: 0, d: 2, tx: -50, ty: -25))
    let turned = ViewTransform(
      translateX: 0, translateY: 0, scaleX: 1, scaleY: 1, rotation: Double.pi / 2)
    let corner = turned.aboutTopLeft(width: 100, height: 50).apply(x: 0, y: 0)
    #expect(abs(corner.x - 75) <= 1e-13)
    #expect(abs(corner.y + 25) <= 1e-13)
  }
}
