import Foundation

/// A linear axis: a data interval drawn over a pixel interval, with round ticks.
struct Axis {
  var low: Double
  var high: Double
  /// The pixel positions of `low` and `high` (for a y axis, `low` is at the bottom).
  var from: Double
  var to: Double

  /// The pixel position of a value.
  func position(_ value: Double) -> Double {
    guard high > low else { return (from + to) / 2 }
    return from + (value - low) / (high - low) * (to - from)
  }

  /// Round values (1, 2 or 5 times a power of ten apart) inside the interval,
  /// about `count` of them.
  func ticks(count: Int, integers: Bool = false) -> [Double] {
    let step = Self.step(for: high - low, count: count, integers: integers)
    guard step > 0 else { return [low] }
    var values: [Double] = []
    var value = (low / step).rounded(.up) * step
    while value <= high + step * 1e-9, values.count < 50 {
      values.append(abs(value) < step * 1e-9 ? 0 : value)
      value += step
    }
    return values
  }

  /// Decimals that show every tick of `ticks(count:)` distinctly.
  func decimals(count: Int) -> Int {
    let step = Self.step(for: high - low, count: count, integers: false)
    guard step > 0, step < 1 else { return 0 }
    return min(
      6,
      Int((-log10(step)).rounded(.up)) + (step * pow(10, (-log10(step)).rounded(.up)) < 1 ? 1 : 0))
  }

  static func step(for span: Double, count: Int, integers: Bool) -> Double {
    guard span > 0, span.isFinite, count > 0 else { return 0 }
    let rough = span / Double(count)
    let magnitude = pow(10, log10(rough).rounded(.down))
    let residual = rough / magnitude
    let factor: Double = residual > 5 ? 10 : residual > 2 ? 5 : residual > 1 ? 2 : 1
    let step = factor * magnitude
    return integers ? max(1, step.rounded()) : step
  }

  /// A value interval with a margin, never empty: a flat curve gets ±1
  /// around its value (or ±10% of it).
  static func padded(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
    let span = range.upperBound - range.lowerBound
    if span <= 0 {
      let pad = max(1, abs(range.lowerBound) * 0.1)
      return (range.lowerBound - pad)...(range.upperBound + pad)
    }
    return (range.lowerBound - span * 0.08)...(range.upperBound + span * 0.08)
  }
}
