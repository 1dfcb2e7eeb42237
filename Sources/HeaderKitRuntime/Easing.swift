/// How a segment between two keyframes maps its progress to the value's progress.
///
/// Easing is kept apart from value interpolation (as in lottie-ios): a segment
/// computes its linear progress `t` in [0, 1), the easing turns it into `e(t)`,
/// and only then is the value interpolated as `from · (1 − e) + to · e`.
public enum Easing: Hashable, Sendable {
  /// `e(t) = t`.
  case linear
  /// The segment keeps its starting value; the next keyframe's value applies
  /// from exactly that keyframe's position on.
  case hold
  /// CSS and Core Animation `cubic-bezier(x1, y1, x2, y2)`; `x1` and `x2` in [0, 1].
  case cubicBezier(Double, Double, Double, Double)
  /// CSS `steps(n)` with `jump-end`: `floor(t * n) / n`.
  case steps(Int)
  /// Android's `AccelerateInterpolator(factor)`: `t^(2·factor)`, 2·factor
  /// a whole number from 1 to 20.
  case accelerate(Double)
  /// Android's `DecelerateInterpolator(factor)`: `1 − (1 − t)^(2·factor)`.
  case decelerate(Double)
  /// Android's `AccelerateDecelerateInterpolator`: `cos((t + 1)π) / 2 + 0.5`.
  case accelerateDecelerate
  /// Android's `OvershootInterpolator(tension)`: `(t − 1)²((T + 1)(t − 1) + T) + 1`.
  case overshoot(Double)
  /// Android's `AnticipateInterpolator(tension)`: `t²((T + 1)t − T)`.
  case anticipate(Double)
  /// Android's `AnticipateOvershootInterpolator(tension, extraTension)`:
  /// anticipate then overshoot with the tension T·E, piecewise at t = 0.5.
  case anticipateOvershoot(Double, Double)
  /// CSS `linear(...)`: outputs, each with the input percentage written for
  /// it (nil where none was), as written; see `LinearStops`.
  case linearStops([Double], [Double?])

  /// Core Animation's `easeIn`: cubic-bezier(0.42, 0, 1, 1).
  public static let easeIn = Easing.cubicBezier(0.42, 0, 1, 1)
  /// Core Animation's `easeOut`: cubic-bezier(0, 0, 0.58, 1).
  public static let easeOut = Easing.cubicBezier(0, 0, 0.58, 1)
  /// Core Animation's `easeInEaseOut` and UIKit's default animation curve:
  /// cubic-bezier(0.42, 0, 0.58, 1).
  public static let easeInOut = Easing.cubicBezier(0.42, 0, 0.58, 1)

  /// The eased progress for a linear progress `t` (clamped to [0, 1]; NaN counts as 0).
  public func callAsFunction(_ t: Double) -> Double {
    EasingCurve(self)(t)
  }
}

/// An ``Easing`` prepared for evaluation, which the evaluator keeps per
/// distinct curve and generated code per curve it uses, so both ease with
/// the same arithmetic.
@_spi(Generated)
public struct EasingCurve: Hashable, Sendable {
  @usableFromInline enum Kind: UInt8, Sendable {
    case linear, hold, cubic, steps
    case accelerate, decelerate, accelerateDecelerate, overshoot, anticipate, anticipateOvershoot
    case stops
  }

  @usableFromInline let kind: Kind
  @usableFromInline let steps: Double
  @usableFromInline let bezier: CubicBezier
  /// An interpolator's number: the whole power 2·factor, or the tension
  /// (anticipate-overshoot's times its extra tension).
  @usableFromInline var parameter = 0.0
  /// `linear(...)`'s points, inputs made whole by ``LinearStops``.
  @usableFromInline var inputs: [Double] = []
  @usableFromInline var outputs: [Double] = []

  /// Prepares `easing`: a cubic's coefficients and sample table are computed here.
  public init(_ easing: Easing) {
    var kind = Kind.linear
    var steps = 1.0
    var bezier = CubicBezier.unused
    switch easing {
    case .linear: break
    case .hold: kind = .hold
    case .cubicBezier(let x1, let y1, let x2, let y2):
      kind = .cubic
      bezier = CubicBezier(x1, y1, x2, y2)
    case .steps(let count):
      kind = .steps
      steps = Double(Swift.max(1, count))
    default: kind = Self.interpolatorKind(easing)
    }
    (self.kind, self.steps, self.bezier) = (kind, steps, bezier)
    (parameter, inputs, outputs) = Self.interpolatorValues(easing)
  }

  /// The eased progress; `t` is clamped to [0, 1] first, and NaN (from a
  /// segment too wide for a double) counts as 0.
  @inlinable
  public func callAsFunction(_ t: Double) -> Double {
    eased(clamped: Self.clamp(t))
  }

  /// The eased progress for a `t` already clamped to [0, 1] by
  /// ``clamp(_:)``: a track clamps before it knows the curve, and
  /// clamping again would only lengthen the eased value's chain of latencies.
  @inlinable @inline(__always)
  func eased(clamped t: Double) -> Double {
    switch kind {
    case .linear: return t
    case .hold: return t >= 1 ? 1 : 0
    case .cubic: return bezier.solve(t)
    case .steps: return t >= 1 ? 1 : (t * steps).rounded(.down) / steps
    default: return interpolated(t)
    }
  }

  /// `t` clamped to [0, 1], NaN (and −0.0) to 0.0: linear easing.
  @inlinable @inline(__always)
  static func clamp(_ t: Double) -> Double {
    // Two selects one after the other, not nested: each compiles to one
    // `maxsd`/`minsd` on x86-64, where nested ones left a branch that
    // random offsets mispredict.
    let low = t > 0 ? t : 0
    return low < 1 ? low : 1
  }
}
