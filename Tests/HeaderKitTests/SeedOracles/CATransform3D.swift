/// A stand-in for Core Animation's `CATransform3D`, a 4×4 matrix in the row-vector convention.
///
/// A point `p` (the row `[x, y, z, 1]`) maps to `p · M`, so the translation sits in
/// `m41 m42 m43`, as in Apple's struct. The default value is the identity.
struct CATransform3D: Equatable {
  var m11 = 1.0
  var m12 = 0.0
  var m13 = 0.0
  var m14 = 0.0
  var m21 = 0.0
  var m22 = 1.0
  var m23 = 0.0
  var m24 = 0.0
  var m31 = 0.0
  var m32 = 0.0
  var m33 = 1.0
  var m34 = 0.0
  var m41 = 0.0
  var m42 = 0.0
  var m43 = 0.0
  var m44 = 1.0

  /// The identity.
  init() {}

  /// A matrix from its four rows of four entries.
  init(rows r: [[Double]]) {
    (m11, m12, m13, m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
    (m21, m22, m23, m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
    (m31, m32, m33, m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
    (m41, m42, m43, m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
  }

  /// The four rows, for multiplication.
  var rows: [[Double]] {
    [
      [m11, m12, m13, m14],
      [m21, m22, m23, m24],
      [m31, m32, m33, m34],
      [m41, m42, m43, m44],
    ]
  }
}

/// Core Animation's identity transform.
let CATransform3DIdentity = CATransform3D()

/// `a · b`: in the row-vector convention, `a` applies first, then `b` (Apple's definition).
func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  let (ra, rb) = (a.rows, b.rows)
  let product = (0..<4).map { i in
    (0..<4).map { j in (0..<4).reduce(0.0) { sum, k in sum + ra[i][k] * rb[k][j] } }
  }
  return CATransform3D(rows: product)
}

/// A pure translation by `(tx, ty, tz)`.
func CATransform3DMakeTranslation(_ tx: Double, _ ty: Double, _ tz: Double) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m41, t.m42, t.m43) = (tx, ty, tz)
  return t
}

/// A pure scale by `(sx, sy, sz)`.
func CATransform3DMakeScale(_ sx: Double, _ sy: Double, _ sz: Double) -> CATransform3D {
  var t = CATransform3DIdentity
  (t.m11, t.m22, t.m33) = (sx, sy, sz)
  return t
}

/// `translate(tx, ty, tz) · t`: the translation applies before `t`, as Apple defines it.
func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: Double, _ ty: Double, _ tz: Double
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

/// `scale(sx, sy, sz) · t`: the scale applies before `t`, as Apple defines it.
func CATransform3DScale(
  _ t: CATransform3D, _ sx: Double, _ sy: Double, _ sz: Double
) -> CATransform3D {
  CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}
