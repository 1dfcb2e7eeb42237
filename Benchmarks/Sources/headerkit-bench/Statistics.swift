/// The median and spread of repeated measurements of one quantity.
struct Summary: Sendable {
  var median: Double
  var p25: Double
  var p75: Double
  var min: Double
  var max: Double
  var count: Int

  /// Summarises `samples` (at least one).
  init(_ samples: [Double]) {
    let sorted = samples.sorted()
    count = sorted.count
    median = Self.quantile(sorted, 0.5)
    p25 = Self.quantile(sorted, 0.25)
    p75 = Self.quantile(sorted, 0.75)
    min = sorted.first ?? 0
    max = sorted.last ?? 0
  }

  /// The interquartile range relative to the median: how noisy the runs were.
  var relativeSpread: Double { median > 0 ? (p75 - p25) / median : 0 }

  /// The value below which a fraction `q` of the sorted samples lie, interpolated.
  static func quantile(_ sorted: [Double], _ q: Double) -> Double {
    guard !sorted.isEmpty else { return 0 }
    let position = q * Double(sorted.count - 1)
    let low = Int(position.rounded(.down))
    let high = Swift.min(low + 1, sorted.count - 1)
    let fraction = position - Double(low)
    return sorted[low] + (sorted[high] - sorted[low]) * fraction
  }
}

extension Summary {
  /// Every figure divided by `divisor`, e.g. 1000 for nanoseconds to microseconds.
  func divided(by divisor: Double) -> Summary {
    var result = self
    for keyPath in [\Summary.median, \.p25, \.p75, \.min, \.max] {
      result[keyPath: keyPath] /= divisor
    }
    return result
  }
}
