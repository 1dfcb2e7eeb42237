import Foundation
import HeaderKitRuntime
import HeaderKitTestSupport
import Testing

/// The view transform — translate · rotate · scale about the anchor, for a
/// view anchored at its centre — against matrices worked out by hand.
/// Without rotation every entry is exact (tolerance 0); with one, cos and
/// sin are within 1e-15 of the exact values used here.
@Suite struct ViewTransformTests {
  static let tolerance = 1e-15

  static func expectClose(
    _ transform: ViewTransform, _ expected: [Double], tolerance: Double = tolerance,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let actual = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
    for (value, wanted) in zip(actual, expected) {
      #expect(
        abs(value - wanted) <= tolerance, "\(actual) vs \(expected)",
        sourceLocation: sourceLocation)
    }
  }

  @Test func withoutRotationOrAnchorEveryEntryIsExact() {
    let transform = ViewTransform(
      translateX: 10, translateY: -20, scaleX: 2, scaleY: 3, rotation: 0)
    #expect(transform == ViewTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: -20))
    #expect(
      ViewTransform(translateX: 0, translateY: 0, scaleX: 1, scaleY: 1, rotation: 0)
        == .identity)
  }

  /// 30°: cos = √3/2, sin = 1/2; x scaled by 2 and y by 3 before turning.
  @Test func rotationAfterScale() {
    let transform = ViewTransform(
      translateX: 5, translateY: 7, scaleX: 2, scaleY: 3, rotation: Double.pi / 6)
    let cosine: Double = 3.0.squareRoot() / 2
    let expected: [Double] = [2 * cosine, 2 * 0.5, -3 * 0.5, 3 * cosine, 5, 7]
    Self.expectClose(transform, expected)
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

  /// A 100 × 40 view scaled by 2 about the middle of its top edge, (0, −20)
  /// from its centre: the top edge stays, so the centre goes down by 20
  /// (ty = −20 − 2 · (−20) = 20); translateY 5 adds to it.
  @Test func scaleFromTheTopEdge() {
    let transform = ViewTransform(
      translateX: 0, translateY: 5, scaleX: 2, scaleY: 2, rotation: 0, anchorX: 0.5, anchorY: 0,
      width: 100, height: 40)
    #expect(transform == ViewTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 25))
    // The top edge's middle, (0, −20) from the centre, lands 5 below where it was.
    let top = transform.apply(x: 0, y: -20)
    #expect(top.x == 0)
    #expect(top.y == -15)
  }

  /// Scaled by (0.5, 0.25) about the bottom-right corner of a 60 × 80 view,
  /// (30, 40) from its centre: tx = 30 − 0.5 · 30 = 15, ty = 40 − 0.25 · 40 = 30.
  @Test func scaleFromACorner() {
    let transform = ViewTransform(
      translateX: 0, translateY: 0, scaleX: 0.5, scaleY: 0.25, rotation: 0, anchorX: 1,
      anchorY: 1, width: 60, height: 80)
    #expect(transform == ViewTransform(a: 0.5, b: 0, c: 0, d: 0.25, tx: 15, ty: 30))
    let corner = transform.apply(x: 30, y: 40)
    #expect(corner.x == 30)
    #expect(corner.y == 40)
  }

  /// A quarter turn clockwise about the top-left corner of a 100 × 50 view,
  /// p = (−50, −25): (a, b, c, d) = (0, 1, −1, 0); L·p = (25, −50), so
  /// t = p − L·p = (−75, 25). The corner stays: (−50, −25) maps to itself.
  @Test func turnAboutTheTopLeftCorner() {
    let transform = ViewTransform(
      translateX: 0, translateY: 0, scaleX: 1, scaleY: 1, rotation: Double.pi / 2, anchorX: 0,
      anchorY: 0, width: 100, height: 50)
    Self.expectClose(transform, [0, 1, -1, 0, -75, 25], tolerance: 1e-13)
    let corner = transform.apply(x: -50, y: -25)
    #expect(abs(corner.x + 50) <= 1e-13 && abs(corner.y + 25) <= 1e-13)
  }

  /// With a centred anchor the size plays no part.
  @Test func centredAnchorIgnoresTheSize() {
    let small = ViewTransform(
      translateX: 3, translateY: 4, scaleX: 1.5, scaleY: 2, rotation: 0.3, width: 10, height: 20)
    let large = ViewTransform(
      translateX: 3, translateY: 4, scaleX: 1.5, scaleY: 2, rotation: 0.3, width: 1e6, height: 1)
    #expect(small == large)
  }

  /// Entries overflow to infinity or NaN only through huge inputs; they are
  /// made finite as outputs are.
  @Test func entriesAreFinite() {
    let transform = ViewTransform(
      translateX: .greatestFiniteMagnitude, translateY: 0, scaleX: 1e300, scaleY: 1e300,
      rotation: 0, anchorX: 0, anchorY: 1, width: 1e300, height: 1e300)
    for entry in [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty] {
      #expect(entry.isFinite)
    }
    #expect(transform.ty == -.greatestFiniteMagnitude)
  }

  /// The inputs, all finite, each entry by the rule (NaN as 0, ±∞
  /// as ±greatestFiniteMagnitude). scaleX 1e307 on a 375 × 100 view about
  /// its top-left corner: tx = 187.5 − 1e307·187.5 = −1.9e309, past the
  /// doubles (it was −∞). Scales of 1e308 turned by π/4 (a = −c ≈ 7.1e307):
  /// a·187.5 is +∞ and c·50 −∞, whose sum is NaN (tx was NaN), so 0.
  @Test func aboutTheTopLeftCornerEveryEntryIsFinite() {
    let scaled = ViewTransform(translateX: 0, translateY: 0, scaleX: 1e307, scaleY: 1, rotation: 0)
      .aboutTopLeft(width: 375, height: 100)
    #expect(
      scaled == ViewTransform(a: 1e307, b: 0, c: 0, d: 1, tx: -.greatestFiniteMagnitude, ty: 0))
    let turned = ViewTransform(
      translateX: 0, translateY: 0, scaleX: 1e308, scaleY: 1e308, rotation: Double.pi / 4
    ).aboutTopLeft(width: 375, height: 100)
    #expect(turned.tx == 0)
    #expect(turned.ty == -.greatestFiniteMagnitude)
    #expect(turned.a > 7e307 && turned.a < 7.1e307)
  }

  /// Every constructor, from finite inputs up to the largest doubles, gives
  /// finite entries: the memberwise one, translation, scale, the target's
  /// transform about any anchor, about(), aboutTopLeft() and concatenating().
  @Test func everyConstructorGivesFiniteEntries() {
    let values = [
      0, 1, -1, 0.5, 1e-300, 375, -1e154, 1e200, 1e307, -1e308, Double.greatestFiniteMagnitude,
      -Double.greatestFiniteMagnitude,
    ]
    var random = SplitMix64(seed: 0x7F)
    func any() -> Double { values[Int(random.next() % UInt64(values.count))] }
    func entries(_ t: ViewTransform) -> [Double] { [t.a, t.b, t.c, t.d, t.tx, t.ty] }
    for _ in 0..<20_000 {
      let target = ViewTransform(
        translateX: any(), translateY: any(), scaleX: any(), scaleY: any(), rotation: any(),
        anchorX: any(), anchorY: any(), width: any(), height: any())
      let made = [
        target, ViewTransform(a: any(), b: any(), c: any(), d: any(), tx: any(), ty: any()),
        .translation(x: any(), y: any()), .scale(x: any(), y: any()),
        target.about(anchorX: any(), anchorY: any(), width: any(), height: any()),
        target.aboutTopLeft(width: any(), height: any()),
        target.concatenating(
          ViewTransform(a: any(), b: any(), c: any(), d: any(), tx: any(), ty: any())),
      ]
      for transform in made {
        let finite = entries(transform).allSatisfy(\.isFinite)
        #expect(finite, "\(transform)")
      }
    }
    // Non-finite entries given directly are made finite by the same rule.
    #expect(
      ViewTransform(a: .nan, b: .infinity, c: -.infinity, d: 1, tx: .nan, ty: 2)
        == ViewTransform(
          a: 0, b: .greatestFiniteMagnitude, c: -.greatestFiniteMagnitude, d: 1, tx: 0, ty: 2))
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

  /// `concatenating` applies its argument first: a translation by (1, 0)
  /// then a scale by 2 takes (1, 1) to (4, 2).
  @Test func concatenationOrder() {
    let transform = ViewTransform.scale(x: 2, y: 2).concatenating(.translation(x: 1, y: 0))
    let point = transform.apply(x: 1, y: 1)
    #expect(point.x == 4)
    #expect(point.y == 2)
  }
}
