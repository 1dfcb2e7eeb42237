import Foundation

/// One of issue 7's targets, checked against a run's figures.
struct TargetCheck {
  var name: String
  var requirement: String
  var value: String
  var met: Bool
}

/// The targets, read from the report (never asserted by tests: timing is noisy).
enum Targets {
  static let maxRatio = 2.0
  static let elementsBudgetMicroseconds = 83.0
  static let loadBudgetMicroseconds = 1000.0
  /// Continuous scrolls are "flat" when ns per track at the most keyframes is
  /// within this factor of the fewest, for every track count.
  static let flatFactor = 2.0

  /// "`subject` within 2× of hand-written", met when every ratio is.
  private static func ratioCheck(
    _ subject: String, requirement: String, _ ratios: [(what: String, ratio: Double)]
  ) -> TargetCheck {
    TargetCheck(
      name: "\(subject) within 2× of hand-written",
      requirement: "ratio ≤ \(format(maxRatio))\(requirement)",
      value: ratios.map { "\(format($0.ratio))× \($0.what)" }.joined(separator: ", "),
      met: ratios.allSatisfy { $0.ratio <= maxRatio })
  }

  static func check(_ results: BenchResults) -> [TargetCheck] {
    var checks: [TargetCheck] = []
    // The evaluator's ratios, then the generated code's: the same checks.
    let ways: [(name: String, ratio: (Comparison) -> Double)] = [
      ("evaluator", \.ratio), ("generated", \.generatedRatio),
    ]
    for way in ways {
      for seed in results.seeds {
        checks.append(
          ratioCheck(
            "\(seed.name) \(way.name)", requirement: "",
            [("continuous", way.ratio(seed.continuous)), ("jumps", way.ratio(seed.jumps))]))
      }
    }
    let tiki = results.tiki
    for way in ways {
      checks.append(
        ratioCheck(
          "tiki-home \(way.name)", requirement: " per event",
          [
            ("drag", way.ratio(tiki.drag)), ("end", way.ratio(tiki.end)),
            ("animation frame", way.ratio(tiki.animationFrame)),
          ]))
    }

    let active = AllocationCounter.isActive
    let frameAllocations =
      results.seeds.map(\.allocationsPerFrame).reduce(0, +)
      + Double(results.allocations.map(\.frames.allocations).reduce(0, +))
    let eventAllocations =
      tiki.allocationsPerEvent.map(\.allocations).reduce(0, +)
      + Double(results.allocations.flatMap(\.events).map(\.allocations).reduce(0, +))
    checks.append(
      TargetCheck(
        name: "no allocations per frame or event",
        requirement: "0 allocations",
        value: active
          ? "\(format(frameAllocations)) per frame, \(format(eventAllocations)) per event"
          : "not counted (the malloc interposer is not loaded)",
        met: active && frameAllocations == 0 && eventAllocations == 0))

    if let elements = results.elements.first {
      checks.append(
        TargetCheck(
          name: "\(elements.elements) elements × 5 tracks",
          requirement: "< \(format(elementsBudgetMicroseconds)) µs per frame",
          value:
            "\(format(elements.continuous.median)) µs continuous, \(format(elements.jumps.median)) µs jumps",
          met: max(elements.continuous.median, elements.jumps.median) < elementsBudgetMicroseconds))
    }

    checks.append(flatness(results.scaling))
    checks.append(logarithmic(results.scaling))

    let slowest =
      results.seeds.map { ($0.name, $0.load.spec.median) } + [("tiki-home", tiki.load.spec.median)]
    let worstLoad = slowest.max { $0.1 < $1.1 }
    checks.append(
      TargetCheck(
        name: "seed specs load fast",
        requirement: "read + parse + validate + compile < 1 ms each",
        value: worstLoad.map { "slowest \($0.0): \(format($0.1)) µs" } ?? "none",
        met: slowest.allSatisfy { $0.1 < loadBudgetMicroseconds }))
    return checks
  }

  /// Continuous scrolls: ns per track barely moves as keyframes grow.
  private static func flatness(_ scaling: [ScalingResult]) -> TargetCheck {
    let worst = growth(scaling, mode: "continuous")
    return TargetCheck(
      name: "continuous scrolls flat in keyframes",
      requirement: "ns/track at most keyframes ≤ \(format(flatFactor))× fewest, per track count",
      value: worst.map { "worst \(format($0.factor))× at \($0.tracks) tracks" } ?? "not measured",
      met: (worst?.factor ?? .infinity) <= flatFactor)
  }

  /// Jumps: ns per track grows with log(keyframes), far below linear.
  ///
  /// Met when, for every track count, going from the fewest to the most
  /// keyframes costs at most one fewest-keyframes cost per doubling of the
  /// keyframes (a binary search step each), i.e. factor ≤ 1 + log₂(kmax/kmin).
  private static func logarithmic(_ scaling: [ScalingResult]) -> TargetCheck {
    let worst = growth(scaling, mode: "jumps")
    let met = worst.map { $0.factor <= 1 + log2(Double($0.maxKeyframes) / Double($0.minKeyframes)) }
    return TargetCheck(
      name: "random jumps logarithmic in keyframes",
      requirement: "ns/track growth ≤ 1 + log₂(keyframe growth), per track count",
      value: worst.map {
        "worst \(format($0.factor))× from \($0.minKeyframes) to \($0.maxKeyframes) keyframes at \($0.tracks) tracks"
      } ?? "not measured",
      met: met ?? false)
  }

  private struct Growth {
    var tracks: Int
    var minKeyframes: Int
    var maxKeyframes: Int
    var factor: Double
  }

  /// For each track count, ns/track at the most keyframes over the fewest; the worst.
  private static func growth(_ scaling: [ScalingResult], mode: String) -> Growth? {
    var worst: Growth?
    let rows = scaling.filter { $0.mode == mode }
    for tracks in Set(rows.map(\.tracks)) {
      let series = rows.filter { $0.tracks == tracks }.sorted { $0.keyframes < $1.keyframes }
      guard let first = series.first, let last = series.last, series.count > 1 else { continue }
      let factor = last.nanosecondsPerTrack / first.nanosecondsPerTrack
      if factor > (worst?.factor ?? -1) {
        worst = Growth(
          tracks: tracks, minKeyframes: first.keyframes, maxKeyframes: last.keyframes,
          factor: factor)
      }
    }
    return worst
  }

  static func format(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e9 { return String(Int(value)) }
    return String(format: value < 10 ? "%.2f" : "%.1f", value)
  }
}
