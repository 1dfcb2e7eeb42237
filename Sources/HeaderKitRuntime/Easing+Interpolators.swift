/// Android's interpolators and CSS `linear(...)` as ``EasingCurve`` runs
/// them: the platforms' formulas, in doubles, with only `+ − × ÷` and
/// ``PortableMath/cos(_:)``, so that the evaluator, generated Swift and the
/// preview's JavaScript (which restates these lines in the same order) get
/// the same bits. Powers are whole (2·factor from 1 to 20) and taken by
/// repeated multiplication, not `pow`, whose last bit differs by platform.
extension EasingCurve {
  /// The kind of an interpolator easing (not linear, hold, cubic or steps).
  static func interpolatorKind(_ easing: Easing) -> Kind {
    switch easing {
    case .accelerate: .accelerate
    case .decelerate: .decelerate
    case .accelerateDecelerate: .accelerateDecelerate
    case .overshoot: .overshoot
    case .anticipate: .anticipate
    case .anticipateOvershoot: .anticipateOvershoot
    case .linearStops: .stops
    case .linear, .hold, .cubicBezier, .steps: .linear
    }
  }

  /// An interpolator's number, and `linear(...)`'s points.
  static func interpolatorValues(_ easing: Easing) -> (Double, [Double], [Double]) {
    switch easing {
    case .accelerate(let factor), .decelerate(let factor): (2 * factor, [], [])
    case .overshoot(let tension), .anticipate(let tension): (tension, [], [])
    case .anticipateOvershoot(let tension, let extra): (tension * extra, [], [])
    case .linearStops(let outputs, let percents):
      (0, LinearStops.inputs(percents), outputs)
    default: (0, [], [])
    }
  }

  /// The eased value of an interpolator at `t` in [0, 1].
  @inlinable
  func interpolated(_ t: Double) -> Double {
    let tension = parameter
    switch kind {
    case .accelerate: return Self.power(t, parameter)
    case .decelerate: return 1 - Self.power(1 - t, parameter)
    case .accelerateDecelerate: return PortableMath.cos((t + 1) * Double.pi) / 2 + 0.5
    case .overshoot:
      let u = t - 1
      return u * u * ((tension + 1) * u + tension) + 1
    case .anticipate: return t * t * ((tension + 1) * t - tension)
    case .anticipateOvershoot:
      // Android's a(2t, T)/2 below one half, (o(2t − 2, T) + 2)/2 from it.
      if t < 0.5 {
        let u = t * 2
        return 0.5 * (u * u * ((tension + 1) * u - tension))
      }
      let u = t * 2 - 2
      return 0.5 * (u * u * ((tension + 1) * u + tension) + 2)
    case .stops: return LinearStops.value(at: t, inputs: inputs, outputs: outputs)
    case .linear, .hold, .cubic, .steps: return t
    }
  }

  /// xⁿ for a whole n from 1 to 20, by n − 1 multiplications in order
  /// (x·x·…·x), which JavaScript repeats exactly.
  @inlinable
  static func power(_ x: Double, _ n: Double) -> Double {
    var result = x
    var k = 1.0
    while k < n {
      result *= x
      k += 1
    }
    return result
  }
}

/// CSS Easing Level 2's `linear(...)`: its points' inputs completed as the
/// specification's "create a linear easing function" does, and its output
/// at an input.
@_spi(Generated)
public enum LinearStops {
  /// Inputs for points whose written percentages are `percents` (nil where
  /// none was written): a missing first is 0 and a missing last 1; an input
  /// below one before it is raised to the largest before it; a run of
  /// missing ones is spread evenly between its neighbours.
  public static func inputs(_ percents: [Double?]) -> [Double] {
    var inputs = percents.map { $0.map { $0 / 100 } }
    guard !inputs.isEmpty else { return [] }
    if inputs[0] == nil { inputs[0] = 0 }
    if inputs[inputs.count - 1] == nil { inputs[inputs.count - 1] = 1 }
    var largest = -Double.infinity
    for index in inputs.indices {
      guard let input = inputs[index] else { continue }
      largest = Swift.max(largest, input)
      inputs[index] = largest
    }
    var known = 0
    for index in inputs.indices.dropFirst() {
      guard let end = inputs[index] else { continue }
      let start = inputs[known]!
      let span = Double(index - known)
      for missing in (known + 1)..<index {
        inputs[missing] = start + (end - start) * Double(missing - known) / span
      }
      known = index
    }
    return inputs.map { $0! }
  }

  /// The output at `t`: on the segment from the last point whose input is
  /// at most `t` (the first segment before every point, the last from the
  /// last point on) to the next, linearly, extrapolating outside; the later
  /// point's output where the two inputs are equal.
  /// - Complexity: O(points); no allocation.
  @inlinable
  public static func value(at t: Double, inputs: [Double], outputs: [Double]) -> Double {
    var a = 0
    var index = 0
    while index < inputs.count {
      if inputs[index] <= t { a = index }
      index += 1
    }
    if a == inputs.count - 1 { a -= 1 }
    let (x0, x1) = (inputs[a], inputs[a + 1])
    if x0 == x1 { return outputs[a + 1] }
    return outputs[a] + (t - x0) / (x1 - x0) * (outputs[a + 1] - outputs[a])
  }
}

extension Easing {
  /// Whether the curve may go below 0 or above 1 between its ends (a
  /// cubic Bézier, an overshoot or anticipation, `linear(...)`), so that a
  /// segment's value may leave its keyframes' values.
  public var mayLeaveItsEnds: Bool {
    switch self {
    case .cubicBezier, .overshoot, .anticipate, .anticipateOvershoot, .linearStops: true
    case .linear, .hold, .steps, .accelerate, .decelerate, .accelerateDecelerate: false
    }
  }
}
