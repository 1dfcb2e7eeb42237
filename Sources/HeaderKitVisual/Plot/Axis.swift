import Foundation
@_spi(Generated) import HeaderKitRuntime

/// A linear axis: a data interval drawn over a pixel interval, with round ticks.
///
/// Any finite interval works, even one whose width overflows (outputs run
/// from -1.8e308 to 1.8e308 where an expression overflows): widths are taken
/// in halves, which stay finite.
struct Axis {
  var low: Double
  var high: Double
  /// The pixel positions of `low` and `high` (for a y axis, `low` is at the bottom).
  var from: Double
  var to: Double

  /// The pixel position of a value.
  func position(_ value: Double) -> Double {
    guard high > low else { return (from + to) / 2 }
    return from + (value / 2 - low / 2) / Self.halfSpan(low, high) * (to - from)
  }

  /// Round values (1, 2 or 5 times a power of ten apart) inside the interval,
  /// about `count` of them.
  func ticks(count: Int, integers: Bool = false) -> [Double] {
    let step = Self.step(low, high, count: count, integers: integers)
    guard step > 0 else { return [low] }
    var values: [Double] = []
    var value = (low / step).rounded(.up) * step
    while value.isFinite, value <= high + step * 1e-9, values.count < 50 {
      values.append(abs(value) < step * 1e-9 ? 0 : value)
      value += step
    }
    return values
  }

  /// Decimals that show every tick of `ticks(count:)` distinctly.
  func decimals(count: Int) -> Int {
    let step = Self.step(low, high, count: count, integers: false)
    guard step > 0, step < 1 else { return 0 }
    return min(
      6,
      Int((-log10(step)).rounded(.up)) + (step * pow(10, (-log10(step)).rounded(.up)) < 1 ? 1 : 0))
  }

  /// A tick's text: `decimals` decimals, or from 1e15 on, where every digit
  /// would run off the chart, with an exponent (`2e+15`, `-1e+308`); ticks
  /// are round, so six significant digits show them exactly.
  static func label(_ tick: Double, decimals: Int) -> String {
    abs(tick) >= 1e15 ? String(format: "%g", tick) : displayNumber(tick, decimals: decimals)
  }

  /// Half the width of [low, high]: finite for finite ends.
  static func halfSpan(_ low: Double, _ high: Double) -> Double { high / 2 - low / 2 }

  /// The tick step for about `count` ticks over [low, high].
  static func step(_ low: Double, _ high: Double, count: Int, integers: Bool) -> Double {
    let half = halfSpan(low, high)
    guard half > 0, half.isFinite, count > 0 else { return 0 }
    let rough = half / Double(count) * 2
    guard rough.isFinite else { return 0 }
    let magnitude = pow(10, log10(rough).rounded(.down))
    let residual = rough / magnitude
    let factor: Double = residual > 5 ? 10 : residual > 2 ? 5 : residual > 1 ? 2 : 1
    let step = factor * magnitude
    return integers ? max(1, step.rounded()) : step
  }

  /// A value interval with a margin, never empty: a flat curve gets ±1
  /// around its value (or ±10% of it). The margin stops at ±1.8e308.
  static func padded(_ range: ClosedRange<Double>) -> ClosedRange<Double> {
    let (low, high) = (range.lowerBound, range.upperBound)
    let pad = high > low ? halfSpan(low, high) * 0.16 : max(1, abs(low) * 0.1)
    // An overflow to ±infinity pinned at ±1.8e308, as outputs are.
    return ScalarOps.finite(low - pad)...ScalarOps.finite(high + pad)
  }
}
